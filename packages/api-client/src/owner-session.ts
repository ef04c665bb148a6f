import { getOwnerSession } from '@portfolio/contracts';
import { useApiQuery } from './use-api-query';

/**
 * GET /api/owner/session: whether this browser is signed in as the owner. One query for every
 * area, so signing in on /owner is seen at once by the pages that offer the owner's actions.
 */
export function useOwnerSession() {
  return useApiQuery(getOwnerSession);
}
