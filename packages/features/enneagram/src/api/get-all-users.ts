import { useApiQuery } from '@portfolio/api-client';
import { getEnneagramUsers } from '@portfolio/contracts';

/**
 * GET /apiEnneagram/allusers/: every user id, for the User Results menu and the sign-up form's
 * taken names. A failure is only logged (spec §8): the menu then says the list could not load.
 */
export function useAllUsers() {
  return useApiQuery(getEnneagramUsers, undefined, { onFailure: 'log' });
}
