import { sql, type Transaction } from 'kysely';
import type { DatabaseDialect } from './database';

/** First half of the PostgreSQL advisory lock held by a counted write (an arbitrary constant). */
const countedWriteLockKey = 730_521_490;

/**
 * Makes a "count, then write" step inside `trx` the only one of its `name` running, so two
 * requests at once cannot both see room for one more row and both add it. PostgreSQL holds a
 * transaction-level advisory lock until `trx` ends; SQLite needs nothing, as its one connection
 * runs one transaction at a time.
 */
export async function lockCountedWrite<DB>(
  trx: Transaction<DB>,
  dialect: DatabaseDialect,
  name: string,
): Promise<void> {
  if (dialect !== 'postgres') return;
  // Keyed by the schema too: servers on other schemas (parallel test runs) are not held up.
  await sql`select pg_advisory_xact_lock(${countedWriteLockKey}::int, hashtext(current_schema() || ':' || ${name}))`.execute(
    trx,
  );
}
