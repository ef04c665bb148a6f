import { DataProvider } from '@portfolio/api-client';
import { LoadingIndicator, PageFrame, useDocumentTitle } from '@portfolio/ui';
import { HelpPage } from '@portfolio/ui/enneagram';
import { useEnneagramReference } from '../api/get-reference';

/** enneagram/help: the long help text from the reference content. */
export function HelpRoute() {
  return (
    <DataProvider>
      <HelpContainer />
    </DataProvider>
  );
}

function HelpContainer() {
  const reference = useEnneagramReference();
  useDocumentTitle('Help');
  if (!reference.data) {
    return (
      <PageFrame>
        <LoadingIndicator label="Loading the help" />
      </PageFrame>
    );
  }
  return <HelpPage sections={reference.data.pages.help} />;
}
