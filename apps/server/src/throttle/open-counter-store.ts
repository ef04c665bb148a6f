import type { FastifyBaseLogger } from 'fastify';
import type { OpenDatabase } from '../db/database';
import { type CounterStore, MemoryCounterStore } from './counter-store';
import { PostgresCounterStore } from './postgres-counter-store';

/**
 * The counters for this database (decisions 022 and 084). SQLite: one process owns the data
 * folder, so its memory is the fastest place and the rate-limit check stays synchronous.
 * PostgreSQL: every server counts in the database, so the limits hold across all of them, and
 * each server removes expired counters once a minute. Open after the migrations have run.
 */
export function openCounterStore(
  database: OpenDatabase,
  log: FastifyBaseLogger,
): { counters: CounterStore; close(): Promise<void> } {
  if (database.pool === undefined) return { counters: new MemoryCounterStore(), close: async () => {} };
  const counters = new PostgresCounterStore(database.pool, {
    onSweepError: (error) => log.warn({ err: error }, 'removing expired counters failed; trying again later'),
  });
  counters.startSweeping();
  return { counters, close: () => counters.close() };
}
