import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The page's own host name. The server's first paint has no page, so it draws without one and the
 * browser fills it in right after taking the paint over (React's server-snapshot path, which
 * re-renders instead of reporting a mismatch).
 */
export function usePageHostname(): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.hostname,
    () => undefined,
  );
}
