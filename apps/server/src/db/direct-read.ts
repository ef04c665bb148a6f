import type { CompiledQuery, Kysely } from 'kysely';
import type { StatementCachingDatabase } from './statement-cache';

/** The SQLite connection behind each Kysely instance opened on SQLite (database.ts registers it). */
const sqliteConnections = new WeakMap<object, StatementCachingDatabase>();

export function registerSqliteConnection<DB>(db: Kysely<DB>, connection: StatementCachingDatabase): void {
  sqliteConnections.set(db, connection);
}

/**
 * Runs a compiled SELECT and gives its rows. On SQLite, when no transaction is open, the statement
 * runs at once on the cached prepared statement: better-sqlite3 is synchronous, and Kysely's
 * executor (connection lock, result plugins, several awaits) costs more than a primary-key lookup
 * (decision 071). While a transaction is open on the one connection, the read waits its turn
 * through Kysely as before, so it never sees rows that are not committed. PostgreSQL and
 * transactions always go through Kysely.
 */
export async function readRows<DB, Row>(db: Kysely<DB>, query: CompiledQuery<Row>): Promise<Row[]> {
  const connection = sqliteConnections.get(db);
  if (connection !== undefined && !connection.database.inTransaction) {
    return connection.prepare(query.sql).all(query.parameters) as Row[];
  }
  return (await db.executeQuery(query)).rows;
}
