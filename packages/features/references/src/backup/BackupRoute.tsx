import { DataProvider } from '@portfolio/api-client';
import { BackupPageContainer } from './BackupPage.container';

/** /export-backup/n95, a lazy route module. */
export function BackupRoute() {
  return (
    <DataProvider>
      <BackupPageContainer />
    </DataProvider>
  );
}
