import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const resolutionMs = 10;

/**
 * The longest time, in milliseconds, the event loop was blocked while `work` ran: how long a
 * concurrent request would have waited for the server to notice it. Measures the server's
 * behaviour rather than the test's wall time, which a busy machine stretches.
 */
export async function longestEventLoopStall<T>(
  work: () => Promise<T>,
): Promise<{ result: T; stallMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  try {
    const result = await work();
    // A stall is recorded by the sampling timer that fires after it: let it fire.
    await sleep(resolutionMs * 3);
    return { result, stallMs: histogram.max / 1e6 };
  } finally {
    histogram.disable();
  }
}

/**
 * A stall a server that serves others while it checks a bad body stays under, even on a loaded
 * two-core machine; checking every item of such a body blocks for tens of seconds.
 */
export const promptStallMs = 1500;

/** How many times other work got its turn (a `setImmediate`) while `work` ran. */
export async function turnsGivenAway<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    turns += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  try {
    return { result: await work(), turns };
  } finally {
    running = false;
  }
}
