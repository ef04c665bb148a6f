import { sql, type Transaction } from 'kysely';
import { dialectOf } from './database';

/** First half of the PostgreSQL advisory lock held by a serialised write (an arbitrary constant). */
const writeLockKey = 730_521_490;

/**
 * Makes the write inside `trx` the only one of its `name` running until `trx` ends. For a "count,
 * then write" step: two requests at once cannot both see room for one more row and both add it.
 * For a replace-all import (delete every row, insert the new set): a second import waits instead
 * of inserting keys the first has just committed, and a one-row change waits for the new rows
 * instead of missing the deleted ones (decision 077). PostgreSQL holds a transaction-level
 * advisory lock; SQLite needs nothing, as its one connection runs one transaction at a time.
 */
export async function lockWrites<DB>(trx: Transaction<DB>, name: string): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  // Keyed by the schema too: servers on other schemas (parallel test runs) are not held up.
  await sql`select pg_advisory_xact_lock(${writeLockKey}::int, hashtext(current_schema() || ':' || ${name}))`.execute(
    trx,
  );
}
