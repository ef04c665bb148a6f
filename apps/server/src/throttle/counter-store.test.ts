import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { type CounterStore, MemoryCounterStore } from './counter-store';
import { PostgresCounterStore, sweepBatchSize } from './postgres-counter-store';

// One behaviour for both stores (decision 084): the memory store of a SQLite server and the
// tables every server on one PostgreSQL shares.

interface StoreUnderTest {
  store: CounterStore;
  /** A second handle on the same counters: another server on the database (memory: the same store). */
  other: CounterStore;
}

describe.each(databases)('the counter store on $name', (database) => {
  const server = useTestServer(database);
  const clock = { now: 1_000_000 };
  const pools: pg.Pool[] = [];
  let open: () => Promise<StoreUnderTest>;

  beforeEach(() => {
    clock.now = 1_000_000;
    open = async () => {
      if (database.name === 'sqlite') {
        const store = new MemoryCounterStore(10_000, () => clock.now);
        return { store, other: store };
      }
      // The server migrates the test's schema; the stores talk to it as servers do.
      const app = await server.build({}, { demoLoaders: [] });
      const poolFor = () => {
        const pool = new pg.Pool({
          connectionString: app.config.databaseUrl,
          options: `-c search_path=${app.config.databaseSchema}`,
        });
        pools.push(pool);
        return pool;
      };
      return {
        store: new PostgresCounterStore(poolFor(), { now: () => clock.now }),
        other: new PostgresCounterStore(poolFor(), { now: () => clock.now }),
      };
    };
  });
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.end()));
  });

  it('counts in a window, and starts again once the window has ended', async () => {
    const { store } = await open();
    expect(await store.increment('a', 60_000)).toEqual({ count: 1, endsAt: 1_060_000 });
    clock.now += 59_999;
    expect(await store.increment('a', 60_000)).toEqual({ count: 2, endsAt: 1_060_000 });
    expect(await store.read('a')).toEqual({ count: 2, endsAt: 1_060_000 });
    clock.now += 1;
    expect(await store.read('a')).toBeUndefined();
    expect(await store.increment('a', 60_000)).toEqual({ count: 1, endsAt: 1_120_000 });
    // Keys are counted apart.
    expect(await store.increment('b', 1000)).toEqual({ count: 1, endsAt: 1_061_000 });
  });

  it('forgets a cleared key', async () => {
    const { store } = await open();
    await store.increment('a', 60_000);
    await store.clear('a');
    expect(await store.read('a')).toBeUndefined();
    expect((await store.increment('a', 60_000)).count).toBe(1);
  });

  it('hands out turns spacing apart, and none past the longest wait', async () => {
    const { store } = await open();
    const turns = [];
    for (let i = 0; i < 4; i += 1) turns.push(await store.takeTurn('queue', 1000, 2500));
    expect(turns).toEqual([1_000_000, 1_001_000, 1_002_000, undefined]);
    clock.now += 1500;
    expect(await store.takeTurn('queue', 1000, 2500)).toBe(1_003_000);
    // Once the queue has run dry, the next turn is now.
    clock.now += 10_000;
    expect(await store.takeTurn('queue', 1000, 2500)).toBe(clock.now);
  });

  it('gives every one of many increments sent at once its own count, from either server', async () => {
    const { store, other } = await open();
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? store : other).increment('busy', 60_000)),
    );
    expect(counts.map((window) => window.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    const turns = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? store : other).takeTurn('line', 100, 60_000)),
    );
    expect(turns.sort((a, b) => Number(a) - Number(b))).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => 1_000_000 + i * 100),
    );
  });
});

describe.skipIf(!databases.some((database) => database.name === 'postgres'))(
  'the PostgreSQL counter store removing expired rows',
  () => {
    const server = useTestServer({ name: 'postgres' });
    let pool: pg.Pool | undefined;
    afterEach(async () => {
      await pool?.end();
      pool = undefined;
    });

    it('removes expired windows and past turns in batches, and keeps the live ones', async () => {
      const app = await server.build({}, { demoLoaders: [] });
      pool = new pg.Pool({
        connectionString: app.config.databaseUrl,
        options: `-c search_path=${app.config.databaseSchema}`,
      });
      const clock = { now: 5_000_000 };
      const store = new PostgresCounterStore(pool, { now: () => clock.now });
      const expired = 2 * sweepBatchSize + 500;
      await pool.query(
        `insert into counter_windows (key, count, ends_at)
         select 'old-' || i, 1, 4000000 + i from generate_series(1, $1::int) as i`,
        [expired],
      );
      await store.increment('live', 60_000);
      await store.takeTurn('past-queue', 1000, 60_000);
      clock.now += 2000;
      await store.takeTurn('waiting-queue', 5000, 60_000);

      expect(await store.removeExpired()).toBe(expired + 1);
      const left = await pool.query<{ key: string }>(
        'select key from counter_windows union all select key from counter_turns order by key',
      );
      expect(left.rows.map((row) => row.key)).toEqual(['live', 'waiting-queue']);
      expect(await store.removeExpired()).toBe(0);
    });
  },
);
