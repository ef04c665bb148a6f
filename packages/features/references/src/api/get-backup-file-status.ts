import { useApiQuery } from '@portfolio/api-client';
import { getBackupFileStatus } from '@portfolio/contracts';

/** GET /api-export/json/exists: which backup files are in the server's backup folder. */
export function useBackupFileStatus() {
  return useApiQuery(getBackupFileStatus);
}
