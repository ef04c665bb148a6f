import { useOwnerSession } from '@portfolio/api-client';
import { siteAddresses } from '@portfolio/api-client/site';
import { maxVideoTagsLength, videoTagsProblem } from '@portfolio/contracts';
import { AddTagsDialog } from '@portfolio/ui/video-database';
import { useAddVideoTags } from '../api/video-calls';
import { videoTitle } from './library-address';

export interface TagFilesDialogProps {
  /** The files to tag, as `{primary}/{secondary}/{name}` paths. */
  files: readonly string[];
  onClose: () => void;
}

/** The add-tags dialog wired to the tag call and the owner's session; used by the list and the route. */
export function TagFilesDialog({ files, onClose }: TagFilesDialogProps) {
  // A save refused with 401 asks who is signed in (useApiMutation): the dialog then says how to
  // sign in again.
  const session = useOwnerSession();
  const addTags = useAddVideoTags();
  const visitor = session.data !== undefined && !session.data.owner;
  return (
    <AddTagsDialog
      files={files.map((path) => videoTitle(path.split('/').at(-1) ?? path))}
      maxLength={maxVideoTagsLength}
      validate={videoTagsProblem}
      saving={addTags.isPending}
      status={addTags.status}
      {...(visitor && { signInHref: siteAddresses.owner })}
      onClose={onClose}
      onSave={(tags) => addTags.mutate({ body: { tags, files: [...files] } })}
    />
  );
}
