import type { QueryClient } from '@tanstack/react-query';

const SETTLE_LIMIT_MS = 3000;
const POLL_MS = 20;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Resolves once the story's data calls have all answered and React has painted the result, or
 * after 3 s for a story that pictures a call still on its way. A play function may end on a
 * notice while the list behind it is still being fetched again; the screenshot must not depend on
 * which of the two the CI machine finished first (a Deep Work story's counts came out one block
 * short once).
 */
export async function dataSettled(client: QueryClient | undefined): Promise<void> {
  if (!client) return;
  const giveUpAt = performance.now() + SETTLE_LIMIT_MS;
  while (client.isFetching() + client.isMutating() > 0 && performance.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  // Two frames: React commits what the last answer changed, then the browser paints it.
  await nextFrame();
  await nextFrame();
}
