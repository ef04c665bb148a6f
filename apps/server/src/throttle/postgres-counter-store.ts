import type pg from 'pg';
import type { CounterStore, CounterWindow } from './counter-store';

/*
 * One statement per call, each a named prepared statement: PostgreSQL parses and plans it once
 * per connection, and a rate-limit check is one round trip (decision 084). Times are the
 * server's clock in milliseconds since the epoch, passed in, so servers whose clocks agree (NTP)
 * agree on every window; a skew of a few milliseconds moves a window's end by as much.
 */

// Counts one more in the live window, or opens a new one when the stored window has ended.
const incrementStatement = {
  name: 'counter-increment',
  text: `insert into counter_windows as w (key, count, ends_at) values ($1, 1, $2::bigint + $3::bigint)
    on conflict (key) do update set
      count = case when w.ends_at <= $2::bigint then 1 else w.count + 1 end,
      ends_at = case when w.ends_at <= $2::bigint then $2::bigint + $3::bigint else w.ends_at end
    returning count, ends_at`,
};

const readStatement = {
  name: 'counter-read',
  text: 'select count, ends_at from counter_windows where key = $1 and ends_at > $2::bigint',
};

const clearStatement = { name: 'counter-clear', text: 'delete from counter_windows where key = $1' };

// Takes the queue's next turn (not before now) unless it is more than the longest wait away: no
// row comes back then, and nothing is taken.
const takeTurnStatement = {
  name: 'counter-take-turn',
  text: `insert into counter_turns as t (key, next_turn) values ($1, $2::bigint + $3::bigint)
    on conflict (key) do update set next_turn = greatest(t.next_turn, $2::bigint) + $3::bigint
      where greatest(t.next_turn, $2::bigint) - $2::bigint <= $4::bigint
    returning next_turn - $3::bigint as turn`,
};

// Expired rows in bounded batches; SKIP LOCKED lets servers sweeping at once share the work
// instead of waiting on each other's rows.
const sweepStatements = [
  {
    name: 'counter-sweep-windows',
    text: `delete from counter_windows where key in (
      select key from counter_windows where ends_at <= $1::bigint limit $2 for update skip locked)`,
  },
  {
    name: 'counter-sweep-turns',
    text: `delete from counter_turns where key in (
      select key from counter_turns where next_turn <= $1::bigint limit $2 for update skip locked)`,
  },
];

/** Rows one sweep statement removes at most: short statements, short locks. */
export const sweepBatchSize = 1000;
/** Batches one sweep runs at most per table; the next sweep goes on where it stopped. */
const sweepBatchesPerRun = 50;

export interface PostgresCounterStoreOptions {
  now?: () => number;
  /** How often expired rows are removed (ms); each server sweeps. */
  sweepEveryMs?: number;
  /** Where a failed sweep is reported; the next sweep tries again. */
  onSweepError?: (error: unknown) => void;
}

/**
 * Counters in PostgreSQL tables (`counter_windows`, `counter_turns`, migration 084): every
 * server on the database sees the same counts, so a limit holds across all of them.
 */
export class PostgresCounterStore implements CounterStore {
  private readonly now: () => number;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<unknown> | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: PostgresCounterStoreOptions = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  async increment(key: string, windowMs: number): Promise<CounterWindow> {
    const { rows } = await this.pool.query<{ count: number; ends_at: string }>({
      ...incrementStatement,
      values: [key, this.now(), windowMs],
    });
    const row = rows[0];
    if (row === undefined) throw new Error('counter-increment returned no row');
    return { count: row.count, endsAt: Number(row.ends_at) };
  }

  async read(key: string): Promise<CounterWindow | undefined> {
    const { rows } = await this.pool.query<{ count: number; ends_at: string }>({
      ...readStatement,
      values: [key, this.now()],
    });
    const row = rows[0];
    return row === undefined ? undefined : { count: row.count, endsAt: Number(row.ends_at) };
  }

  async clear(key: string): Promise<void> {
    await this.pool.query({ ...clearStatement, values: [key] });
  }

  async takeTurn(key: string, spacingMs: number, maxWaitMs: number): Promise<number | undefined> {
    const { rows } = await this.pool.query<{ turn: string }>({
      ...takeTurnStatement,
      values: [key, this.now(), spacingMs, maxWaitMs],
    });
    const row = rows[0];
    return row === undefined ? undefined : Number(row.turn);
  }

  /** Removes expired windows and past turns, in batches; returns how many rows went. */
  async removeExpired(): Promise<number> {
    const now = this.now();
    let removed = 0;
    for (const statement of sweepStatements) {
      for (let batch = 0; batch < sweepBatchesPerRun; batch += 1) {
        const result = await this.pool.query({ ...statement, values: [now, sweepBatchSize] });
        removed += result.rowCount ?? 0;
        if ((result.rowCount ?? 0) < sweepBatchSize) break;
      }
    }
    return removed;
  }

  /** Sweeps now and then every `sweepEveryMs` (a minute by default) until `close`. */
  startSweeping(): void {
    const sweep = () => {
      // One sweep at a time: a slow one is not joined by the next.
      this.sweeping ??= this.removeExpired()
        .catch((error: unknown) => this.options.onSweepError?.(error))
        .finally(() => {
          this.sweeping = undefined;
        });
    };
    sweep();
    this.sweepTimer = setInterval(sweep, this.options.sweepEveryMs ?? 60_000);
    // The timer alone never keeps the process alive.
    this.sweepTimer.unref();
  }

  /** Stops sweeping and waits for a sweep under way, so the pool can close after it. */
  async close(): Promise<void> {
    clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
    await this.sweeping;
  }
}
