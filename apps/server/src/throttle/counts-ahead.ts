import type { CounterWindow } from './counter-store';

/** What this server last heard of one address's shared count, and what it has sent since. */
interface HeardCount {
  /** The highest count the store answered in the window that ends at `endsAt` (0: none yet). */
  known: number;
  endsAt: number;
  /** Counts sent to the store and not yet answered that their requests wait for. */
  waiting: number;
  /** Counts sent to the store and not yet answered whose requests went ahead. */
  ahead: number;
}

/**
 * Lets a request under a shared limit go on before the store has answered its count, when its
 * address is far from the limit (decision 121). The store (PostgreSQL, shared by every server)
 * still counts every request; only the wait for its answer is skipped. An address goes ahead
 * when this server has heard its count in a live window, that count with the ones still on their
 * way stays within half the limit, no request of the address is waiting for its count, and fewer
 * than a twentieth of the limit went ahead unanswered. A limit under 20 (sign-ups, the owner's
 * sign-ins) therefore never goes ahead: one request past it would be a twentieth or more. Every other request waits
 * for its count as before: the first of an address or of a new window, everything past half the
 * limit, and the requests of an address that sends many at once (a flood). So a refusal at the
 * limit is decided on the store's own count.
 *
 * Other servers' counts are learned from each answer, one round trip late. A limit can only be
 * overshot by a twentieth of it per server, and only if other servers take the address from half
 * its limit to past it within that round trip.
 */
export class CountsAhead {
  private readonly heard = new Map<string, HeardCount>();
  private readonly aheadUpTo: number;
  private readonly maxAhead: number;

  constructor(
    max: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {
    this.aheadUpTo = Math.floor(max / 2);
    // Not at least one: under a small limit, a count that went ahead and reached the store after
    // later ones let one request too many through (seen on a loaded machine with a limit of 4).
    this.maxAhead = Math.floor(max / 20);
  }

  /** Whether a request for `key` may go on now; if so, its count is taken as sent. */
  goAhead(key: string): boolean {
    const count = this.heard.get(key);
    if (count === undefined || count.endsAt <= this.now()) return false;
    if (count.waiting > 0 || count.ahead >= this.maxAhead) return false;
    if (count.known + count.ahead + 1 > this.aheadUpTo) return false;
    count.ahead += 1;
    return true;
  }

  /** A count sent to the store whose answer the request waits for. */
  sent(key: string): void {
    const count = this.heard.get(key);
    if (count !== undefined) {
      count.waiting += 1;
      return;
    }
    // Forgotten all at once when too many addresses are remembered, like rate-limit's keys.
    if (this.heard.size >= this.maxKeys) this.heard.clear();
    this.heard.set(key, { known: 0, endsAt: 0, waiting: 1, ahead: 0 });
  }

  /** The store's answer to a count; `ahead` when it was sent by `goAhead`, not `sent`. */
  answered(key: string, window: CounterWindow, ahead: boolean): void {
    const count = this.heard.get(key);
    if (count === undefined) {
      this.heard.set(key, { known: window.count, endsAt: window.endsAt, waiting: 0, ahead: 0 });
      return;
    }
    this.landed(count, ahead);
    if (window.endsAt > count.endsAt) {
      count.known = window.count;
      count.endsAt = window.endsAt;
    } else if (window.endsAt === count.endsAt) {
      count.known = Math.max(count.known, window.count);
    }
  }

  /** A count the store could not take (the database is unreachable). */
  failed(key: string, ahead: boolean): void {
    const count = this.heard.get(key);
    if (count !== undefined) this.landed(count, ahead);
  }

  private landed(count: HeardCount, ahead: boolean): void {
    if (ahead) count.ahead = Math.max(0, count.ahead - 1);
    else count.waiting = Math.max(0, count.waiting - 1);
  }
}
