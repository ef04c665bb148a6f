import { useDocumentTitle } from '@portfolio/ui';
import { VideoLibraryPage } from '@portfolio/ui/video-database';
import { siteAddresses } from '@portfolio/api-client/site';
import { useLocation, useNavigate } from 'react-router-dom';
import { playerPath } from './library-address';
import { TagFilesDialog } from './TagFilesDialog';

/** What the file list hands this route when it opens it: the ticked files and where to go back. */
export interface AddTagsState {
  files?: string[];
  returnTo?: string;
}

function readState(state: unknown): { files: string[]; returnTo: string } {
  const given = (state ?? {}) as AddTagsState;
  const files = Array.isArray(given.files) ? given.files.filter((file) => typeof file === 'string') : [];
  const returnTo =
    typeof given.returnTo === 'string' && given.returnTo.startsWith(playerPath) ? given.returnTo : playerPath;
  return { files, returnTo };
}

/** video-database/add-tags: the add-tags dialog as a page of its own (spec part 2 §2). */
export function AddTagsRoute() {
  useDocumentTitle('Add tags · Video library');
  const location = useLocation();
  const navigate = useNavigate();
  const { files, returnTo } = readState(location.state);
  return (
    <VideoLibraryPage
      homeHref={siteAddresses.landing}
      trail={[{ label: 'Library', href: playerPath }, { label: 'Add tags' }]}
    >
      <TagFilesDialog files={files} onClose={() => void navigate(returnTo)} />
    </VideoLibraryPage>
  );
}
