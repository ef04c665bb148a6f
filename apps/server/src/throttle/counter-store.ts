/**
 * The counters behind login throttling and rate limits, behind one small interface (decision
 * 022). Every call is async so that a store shared by several server instances (a PostgreSQL
 * table, a later issue) fits the same interface; `MemoryCounterStore` serves one process.
 */
export interface CounterWindow {
  count: number;
  /** When the window ends, in ms since the epoch. */
  endsAt: number;
}

export interface CounterStore {
  /** Counts one event for `key` in its live window, opening a `windowMs` window when none is live. */
  increment(key: string, windowMs: number): Promise<CounterWindow>;
  /** The live window of `key`, or undefined. */
  read(key: string): Promise<CounterWindow | undefined>;
  clear(key: string): Promise<void>;
  /**
   * Takes the next turn in `key`'s queue: the returned time is at least `spacingMs` after the
   * turn taken before it, and not before now. Turns are what spaces parallel attempts apart.
   * Undefined, and nothing taken, when that turn is more than `maxWaitMs` away.
   */
  takeTurn(key: string, spacingMs: number, maxWaitMs: number): Promise<number | undefined>;
}

/** Counters of one process, at most `maxKeys` of them: the least recently used go first. */
export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, CounterWindow>();
  private readonly turns = new Map<string, number>();

  constructor(
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  async increment(key: string, windowMs: number): Promise<CounterWindow> {
    return this.incrementNow(key, windowMs);
  }

  /** `increment` without the promise: the rate limits count every request this way (rate-limit.ts). */
  incrementNow(key: string, windowMs: number): CounterWindow {
    const now = this.now();
    const live = this.live(key, now);
    const window = live ?? { count: 0, endsAt: now + windowMs };
    window.count += 1;
    this.remember(this.windows, key, window);
    return { count: window.count, endsAt: window.endsAt };
  }

  async read(key: string): Promise<CounterWindow | undefined> {
    const window = this.live(key, this.now());
    return window ? { ...window } : undefined;
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async takeTurn(key: string, spacingMs: number, maxWaitMs: number): Promise<number | undefined> {
    const now = this.now();
    const turn = Math.max(now, this.turns.get(key) ?? now);
    if (turn - now > maxWaitMs) return undefined;
    this.remember(this.turns, key, turn + spacingMs);
    return turn;
  }

  private live(key: string, now: number): CounterWindow | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Re-inserting keeps a map in order of last use, so its front is what to drop first. */
  private remember<Value>(map: Map<string, Value>, key: string, value: Value): void {
    map.delete(key);
    map.set(key, value);
    while (map.size > this.maxKeys) {
      const oldest = map.keys().next().value;
      if (oldest === undefined) break;
      map.delete(oldest);
    }
  }
}
