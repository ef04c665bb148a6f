/**
 * Login limits by account, on top of the per-address limit the route config sets (see decision
 * 009). One account from one address gets a few attempts per window and is then refused for the
 * rest of it; the same account from other addresses is unaffected, so an attacker cannot lock the
 * owner of an account out. Across all addresses, an account that sees many attempts only slows
 * down: each further attempt waits before it is checked.
 */
export interface LoginLimits {
  /** Attempts one address may make on one account per window (a success clears them). */
  perAccountAndAddress: { attempts: number; windowMs: number };
  /** Attempts on one account from anywhere per window before each further one is delayed. */
  perAccount: { attempts: number; windowMs: number; delayMs: number };
  /** Counters kept at most per kind; the oldest go first (bounds memory under a spray of names). */
  maxTrackedKeys: number;
}

export const defaultLoginLimits: LoginLimits = {
  perAccountAndAddress: { attempts: 5, windowMs: 15 * 60 * 1000 },
  perAccount: { attempts: 30, windowMs: 15 * 60 * 1000, delayMs: 2000 },
  maxTrackedKeys: 10_000,
};

/** What to do with an attempt: refuse it (429), or check it after a delay (0 for none). */
export type LoginVerdict = { refused: true; retryAfterSeconds: number } | { refused: false; delayMs: number };

interface Window {
  count: number;
  endsAt: number;
}

/** Fixed-window counters, oldest first, at most `limit` of them. */
class Counters {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly limit: number) {}

  /** The live window of a key, or undefined when it has none (or it ran out). */
  current(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  increment(key: string, now: number, windowMs: number): Window {
    const window = this.current(key, now) ?? { count: 0, endsAt: now + windowMs };
    window.count += 1;
    // Re-inserting keeps the map in order of last use, so the front is what to drop first.
    this.windows.delete(key);
    this.windows.set(key, window);
    while (this.windows.size > this.limit) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
    return window;
  }

  clear(key: string): void {
    this.windows.delete(key);
  }
}

export class LoginThrottle {
  private readonly pairs: Counters;
  private readonly accounts: Counters;

  constructor(
    private readonly limits: LoginLimits = defaultLoginLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.pairs = new Counters(limits.maxTrackedKeys);
    this.accounts = new Counters(limits.maxTrackedKeys);
  }

  /** Counts an attempt on `account` from `address` and says whether and when to check it. */
  begin(account: string, address: string): LoginVerdict {
    const now = this.now();
    const pairKey = pairKeyOf(account, address);
    const pair = this.pairs.current(pairKey, now);
    if (pair && pair.count >= this.limits.perAccountAndAddress.attempts) {
      return { refused: true, retryAfterSeconds: Math.max(1, Math.ceil((pair.endsAt - now) / 1000)) };
    }
    this.pairs.increment(pairKey, now, this.limits.perAccountAndAddress.windowMs);
    const { attempts, windowMs, delayMs } = this.limits.perAccount;
    const total = this.accounts.increment(accountKeyOf(account), now, windowMs);
    return { refused: false, delayMs: total.count > attempts ? delayMs : 0 };
  }

  /** A successful login: this address's failed attempts on the account are forgotten. */
  succeeded(account: string, address: string): void {
    this.pairs.clear(pairKeyOf(account, address));
  }
}

// Names compare without case here, so changing the case of a name buys no fresh attempts.
const accountKeyOf = (account: string) => account.toLowerCase();
const pairKeyOf = (account: string, address: string) => `${accountKeyOf(account)}\n${address}`;
