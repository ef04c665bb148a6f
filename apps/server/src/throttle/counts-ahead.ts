import type { CounterWindow } from './counter-store';

/** What this server last heard of one address's shared count, and what it has sent since. */
interface HeardCount {
  /** The highest count the store answered in the window that ends at `endsAt`. */
  known: number;
  endsAt: number;
  /** Counts sent ahead of their answer and not yet answered. */
  inFlight: number;
}

/**
 * Lets a request under a shared limit go on before the store has answered its count, while the
 * count is far from the limit (decision 121). The store (PostgreSQL, shared by every server)
 * still counts every request; only the wait for its answer is skipped. An address whose last
 * heard count, with every count still in flight, is within half the limit goes ahead; past half,
 * or in a window this server has not heard of, each request waits for its count as before, so
 * the refusal at the limit is decided on the store's own count.
 *
 * Other servers' counts are learned from each answer, one round trip late. A limit could only
 * be overshot if other servers took an address from half its limit to past it within that round
 * trip.
 */
export class CountsAhead {
  private readonly heard = new Map<string, HeardCount>();
  private readonly aheadUpTo: number;

  constructor(
    max: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {
    this.aheadUpTo = Math.floor(max / 2);
  }

  /** Whether a request for `key` may go on now; if so, its count is taken as sent. */
  goAhead(key: string): boolean {
    const count = this.heard.get(key);
    if (count === undefined || count.endsAt <= this.now()) return false;
    if (count.known + count.inFlight + 1 > this.aheadUpTo) return false;
    count.inFlight += 1;
    return true;
  }

  /** The store's answer to a count; `ahead` when that count was sent by `goAhead`. */
  answered(key: string, window: CounterWindow, ahead: boolean): void {
    const count = this.heard.get(key);
    if (count === undefined) {
      // Forgotten all at once when too many addresses are remembered, like rate-limit's keys.
      if (this.heard.size >= this.maxKeys) this.heard.clear();
      this.heard.set(key, { known: window.count, endsAt: window.endsAt, inFlight: 0 });
      return;
    }
    if (ahead) count.inFlight = Math.max(0, count.inFlight - 1);
    if (window.endsAt > count.endsAt) {
      count.known = window.count;
      count.endsAt = window.endsAt;
    } else if (window.endsAt === count.endsAt) {
      count.known = Math.max(count.known, window.count);
    }
  }

  /** A count sent ahead that the store could not take (the database is unreachable). */
  failed(key: string): void {
    const count = this.heard.get(key);
    if (count !== undefined) count.inFlight = Math.max(0, count.inFlight - 1);
  }
}
