import { DataProvider } from '@portfolio/api-client';
import { ReferencesPageContainer } from './ReferencesPage.container';

/** /references, a lazy route module. */
export function ReferencesRoute() {
  return (
    <DataProvider>
      <ReferencesPageContainer />
    </DataProvider>
  );
}
