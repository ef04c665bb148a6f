import { LoadingIndicator, useDocumentTitle } from '@portfolio/ui';
import { EnneagramHome } from '@portfolio/ui/enneagram';
import { useEnneagramReference } from '../api/get-reference';
import { useStoredUserName } from '../storage';

/** enneagram/enneagram-home: the home text and video from the reference content, and who is logged in. */
export function EnneagramHomeRoute() {
  useDocumentTitle('Enneagram');
  const userName = useStoredUserName();
  const reference = useEnneagramReference();
  if (!reference.data) return <LoadingIndicator label="Loading the Enneagram home page" />;
  return (
    <EnneagramHome
      userName={userName}
      sections={reference.data.pages.home}
      video={reference.data.homeVideo}
    />
  );
}
