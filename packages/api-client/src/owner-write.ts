import { useCallback } from 'react';
import { ApiRequestError } from './http-error';
import { useOwnerSession } from './owner-session';

/**
 * For a page that writes the owner's data. `recheckAfter(error)` goes in the write's failure path:
 * a 401 means the session ended elsewhere (signed off in another tab, expired), so the owner
 * session is asked again and the page turns to its signed-out view with its sign-in link, instead
 * of offering actions that can only fail.
 */
export function useOwnerWrite() {
  const session = useOwnerSession();
  const { refetch } = session;
  const recheckAfter = useCallback(
    (error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 401) void refetch();
    },
    [refetch],
  );
  return { session, recheckAfter };
}
