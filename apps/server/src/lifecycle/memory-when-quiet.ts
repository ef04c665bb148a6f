/**
 * Gives the JavaScript heap's spare memory back once the server goes quiet (decision 112).
 *
 * V8 collects garbage when code allocates. After a busy spell (every page drawn once, a burst of
 * API reads) an idle server allocates nothing, so garbage and the young generation's full size
 * stay resident however long it waits: Node has no idle-time collection as browsers do. When the
 * server has seen no request for a whole `quietMs` after some, this runs one memory-reducing
 * collection (V8's `gc` with the last-resort flavour: compacting, and shrinking the young
 * generation). It runs once per quiet spell, never while a request is in flight. Where the process
 * was started without `--expose-gc` (the start scripts pass it), there is nothing to call and
 * this does nothing.
 */

export interface QuietTraffic {
  /** Requests taken so far. */
  readonly requestsSeen: number;
  /** Requests being answered now. */
  readonly inFlight: number;
}

export type CollectGarbage = () => void;

interface V8Gc {
  (options: { type: 'major'; flavor: 'last-resort'; execution: 'sync' }): void;
}

/** V8's collector as `--expose-gc` exposes it, or undefined without the flag. */
export function exposedCollector(): CollectGarbage | undefined {
  const gc = (globalThis as { gc?: V8Gc }).gc;
  if (typeof gc !== 'function') return undefined;
  return () => gc({ type: 'major', flavor: 'last-resort', execution: 'sync' });
}

export interface MemoryWhenQuiet {
  /** Collections run so far (tests, logs). */
  readonly collections: number;
  stop(): void;
}

/** Five seconds: longer than the gaps between one visitor's requests, short beside a quiet site. */
export const defaultQuietMs = 5_000;

export function returnMemoryWhenQuiet(
  traffic: QuietTraffic,
  {
    quietMs = defaultQuietMs,
    collect = exposedCollector(),
    onCollected,
  }: { quietMs?: number; collect?: CollectGarbage; onCollected?: (ms: number) => void } = {},
): MemoryWhenQuiet {
  let collections = 0;
  let seenAtLastLook = traffic.requestsSeen;
  let lastBusyAt = performance.now();
  // Nothing to give back until some requests have come; at start the heap is as small as it gets.
  let collectedSinceLastRequest = true;
  // Looks five times per quiet spell: the collection comes between 1 and 1.2 spells after the
  // last request.
  const timer = setInterval(() => {
    const seen = traffic.requestsSeen;
    if (seen !== seenAtLastLook || traffic.inFlight > 0) {
      seenAtLastLook = seen;
      lastBusyAt = performance.now();
      collectedSinceLastRequest = false;
      return;
    }
    if (collectedSinceLastRequest || collect === undefined) return;
    if (performance.now() - lastBusyAt < quietMs) return;
    collectedSinceLastRequest = true;
    const started = performance.now();
    collect();
    collections += 1;
    onCollected?.(performance.now() - started);
  }, quietMs / 5);
  // The watch never keeps the process alive.
  timer.unref();
  return {
    get collections() {
      return collections;
    },
    stop: () => clearInterval(timer),
  };
}
