import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from './database';

/** First half of the PostgreSQL advisory lock held during start-up (an arbitrary constant). */
export const startupLockKey = 730_521_489;

/**
 * Runs the start-up write phase (migrations, demo content, owner password) as the only server
 * doing so on this database schema. On PostgreSQL several servers may start at once on one schema:
 * an advisory lock keyed by the schema makes them take turns, so the later ones find the work done
 * instead of inserting the same rows again. Servers on other schemas are not held up. SQLite needs
 * nothing: the data-folder lock lets only one process open it.
 */
export async function underStartupLock<DB, T>(
  db: Kysely<DB>,
  dialect: DatabaseDialect,
  schema: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (dialect !== 'postgres') return work();
  const key = sql`${startupLockKey}::int, hashtext(${schema ?? 'public'})`;
  // The lock belongs to one connection, held while `work` uses the others of the pool.
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
