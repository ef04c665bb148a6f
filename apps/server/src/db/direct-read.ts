import type { CompiledQuery, Kysely } from 'kysely';
import type { StatementCachingDatabase } from './statement-cache';

/** The SQLite connection behind each Kysely instance opened on SQLite (database.ts registers it). */
const sqliteConnections = new WeakMap<object, StatementCachingDatabase>();

export function registerSqliteConnection<DB>(db: Kysely<DB>, connection: StatementCachingDatabase): void {
  sqliteConnections.set(db, connection);
}

/** The better-sqlite3 database behind a Kysely instance opened on SQLite (for backups), or undefined. */
export function sqliteDatabaseOf<DB>(db: Kysely<DB>): StatementCachingDatabase['database'] | undefined {
  return sqliteConnections.get(db)?.database;
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

/**
 * The first row of a compiled SELECT, or undefined: for lookups by a unique key that run on every
 * request (the session check). As `readRows`, but on SQLite the statement is one of its own,
 * prepared once (`StatementCachingDatabase.pinned`), and stops at the first row (`get`) instead
 * of collecting them all. Transactions and PostgreSQL go through Kysely, as for `readRows`.
 */
export async function readFirstRow<DB, Row>(
  db: Kysely<DB>,
  query: CompiledQuery<Row>,
): Promise<Row | undefined> {
  const connection = sqliteConnections.get(db);
  if (connection !== undefined && !connection.database.inTransaction) {
    return connection.pinned(query.sql).get(query.parameters) as Row | undefined;
  }
  return (await db.executeQuery(query)).rows[0];
}
