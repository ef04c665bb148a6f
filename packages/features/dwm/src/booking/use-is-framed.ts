import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Whether this page runs inside another page's frame. The server's first paint (decision 044) has
 * no window and draws the page as if on its own; the browser corrects it right after taking over.
 */
export function useIsFramed(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => window.parent !== window,
    () => false,
  );
}
