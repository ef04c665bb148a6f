import { useApiQuery } from '@portfolio/api-client';
import { getOwnerSession } from '@portfolio/contracts';

/** GET /api/owner/session: whether this browser is signed in as the owner, who alone may write backups. */
export function useOwnerSession() {
  return useApiQuery(getOwnerSession);
}
