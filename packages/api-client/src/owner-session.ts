import { deleteOwnerSession, getOwnerSession, type OwnerSession } from '@portfolio/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { getAppQueryClient } from './query-client';
import { sendRequest } from './request-contract';
import { contractQueryKey, useApiQuery } from './use-api-query';

/**
 * GET /api/owner/session: whether this browser is signed in as the owner. One query for every
 * area, so signing in on /owner is seen at once by the pages that offer the owner's actions.
 */
export function useOwnerSession() {
  return useApiQuery(getOwnerSession);
}

/**
 * Makes a sign-in's or sign-out's answer the session every page reads, so it is not asked for
 * again (decision 118).
 */
export function keepOwnerSession(cache: QueryClient, session: OwnerSession): void {
  cache.setQueryData(contractQueryKey(getOwnerSession), session);
}

/**
 * Ends the owner's session on the server (the landing page's Sign Off), and puts the answer in the
 * site's cache, so no page goes on showing the owner's actions from a remembered session.
 */
export async function signOwnerOut(): Promise<void> {
  const session = await sendRequest(deleteOwnerSession, {});
  keepOwnerSession(getAppQueryClient(), session);
}
