import type { CounterStore } from './counter-store';

/**
 * Login limits by account, on top of the per-address rate limit of the route (decisions 009 and
 * 022). One address gets a few attempts per account and window, then is refused for the rest of
 * it; other addresses are unaffected, so nobody can lock the owner of an account out that way.
 * Across all addresses an account gets a few free attempts per window; after that its attempts
 * queue up one behind the other, `spacingMs` apart, however many arrive at once, so spreading
 * guesses over many addresses buys no speed. The queue is at most `maxWaitMs` long (beyond it an
 * attempt is refused with a time to retry), and an address that logged in to the account before
 * skips it: the real user gets in during an attack.
 */
export interface LoginLimits {
  /** Attempts one address may make on one account per window (a success clears them). */
  perAccountAndAddress: { attempts: number; windowMs: number };
  /** Free attempts on one account from anywhere per window; further ones are spaced. */
  perAccount: { freeAttempts: number; windowMs: number; spacingMs: number; maxWaitMs: number };
  /** How long an address that logged in to an account skips the account's queue. */
  knownAddressMs: number;
}

export const defaultLoginLimits: LoginLimits = {
  perAccountAndAddress: { attempts: 5, windowMs: 15 * 60 * 1000 },
  perAccount: { freeAttempts: 10, windowMs: 15 * 60 * 1000, spacingMs: 1000, maxWaitMs: 60 * 1000 },
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
};

/** What to do with an attempt: refuse it (429), or check it once `waitMs` have passed. */
export type LoginVerdict = { refused: true; retryAfterSeconds: number } | { refused: false; waitMs: number };

const retryAfter = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export class LoginThrottle {
  /**
   * @param scope keeps the counters of different logins apart (the owner's and the test takers').
   */
  constructor(
    private readonly counters: CounterStore,
    private readonly scope: string,
    private readonly limits: LoginLimits = defaultLoginLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts an attempt on `account` from `address` and says whether and when to check it. */
  async begin(account: string, address: string): Promise<LoginVerdict> {
    const keys = this.keysOf(account, address);
    // Counted first, then compared: one atomic step, so attempts sent at once to several servers
    // sharing the counters cannot all slip under the limit (decision 084).
    const pair = await this.counters.increment(keys.pair, this.limits.perAccountAndAddress.windowMs);
    if (pair.count > this.limits.perAccountAndAddress.attempts) {
      return { refused: true, retryAfterSeconds: retryAfter(pair.endsAt - this.now()) };
    }
    if (await this.counters.read(keys.known)) return { refused: false, waitMs: 0 };

    const { freeAttempts, windowMs, spacingMs, maxWaitMs } = this.limits.perAccount;
    const total = await this.counters.increment(keys.account, windowMs);
    if (total.count <= freeAttempts) return { refused: false, waitMs: 0 };
    const turn = await this.counters.takeTurn(keys.account, spacingMs, maxWaitMs);
    if (turn === undefined) return { refused: true, retryAfterSeconds: retryAfter(maxWaitMs) };
    return { refused: false, waitMs: Math.max(0, turn - this.now()) };
  }

  /** A successful login: the address's failures are forgotten and it skips the account's queue. */
  async succeeded(account: string, address: string): Promise<void> {
    const keys = this.keysOf(account, address);
    await this.counters.clear(keys.pair);
    await this.counters.clear(keys.known);
    await this.counters.increment(keys.known, this.limits.knownAddressMs);
  }

  private keysOf(account: string, address: string) {
    // Names compare without case here, so changing the case of a name buys no fresh attempts.
    const base = `login\n${this.scope}\n${account.toLowerCase()}`;
    return { account: base, pair: `${base}\n${address}`, known: `${base}\nknown\n${address}` };
  }
}
