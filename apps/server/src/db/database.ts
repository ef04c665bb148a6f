import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { registerSqliteConnection } from './direct-read';
import { sqliteFileName } from './sqlite-file';
import type { Database } from './schema';
import { StatementCachingDatabase } from './statement-cache';

export type DatabaseDialect = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** PostgreSQL address; unset means SQLite under `dataDir`. */
  databaseUrl?: string;
  /** PostgreSQL schema used through `search_path` (created if missing). Already validated as an identifier. */
  databaseSchema?: string;
  dataDir: string;
  /**
   * Where errors of pooled connections go, idle or busy, instead of crashing the process (a
   * database restart or `pg_terminate_backend`). The query that was running fails on its own.
   */
  onPoolError?: (error: Error) => void;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  /** PostgreSQL's connection pool, for the shared counters' prepared statements (decision 084). */
  pool?: pg.Pool;
}

export { sqliteFileName };

/** The dialect behind a database or transaction, for code that is handed only the transaction. */
export function dialectOf<DB>(db: Kysely<DB>): DatabaseDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Opens the database the configuration asks for. SQLite is the crash-safe embedded default;
 * PostgreSQL is used when an address is given.
 */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return { db: openSqlite(options.dataDir), dialect: 'sqlite' };
}

function openSqlite(dataDir: string): Kysely<Database> {
  mkdirSync(dataDir, { recursive: true });
  const database = new SqliteDatabase(join(dataDir, sqliteFileName));
  // WAL lets readers work while one writer writes; FULL syncs every commit, so an acknowledged
  // write survives a power cut; busy_timeout waits for a lock instead of failing at once.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const connection = new StatementCachingDatabase(database);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  registerSqliteConnection(db, connection);
  return db;
}

function openPostgres(connectionString: string, options: DatabaseOptions): OpenDatabase {
  const schema = options.databaseSchema;
  const pool = new pg.Pool({
    connectionString,
    // Every pooled connection starts in the chosen schema, so queries and migrations need no prefix.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    // Names this server's connections in pg_stat_activity (the schema tells test runs apart).
    application_name: schema ? `portfolio:${schema}` : 'portfolio',
  });
  const reportError = (error: Error) => options.onPoolError?.(error);
  // The pool listens only while a connection is idle. A checked-out connection that drops mid-
  // query emits 'error' on the client, which with no listener kills the process; the pool then
  // discards the broken client when it is released, and the next query opens a fresh one.
  pool.on('error', reportError);
  pool.on('connect', (client) => client.on('error', reportError));
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', pool };
}

/**
 * Creates the PostgreSQL schema the server was given, if missing. Run under the start-up lock:
 * two `CREATE SCHEMA IF NOT EXISTS` at once can still collide on PostgreSQL.
 */
export async function createSchemaIfMissing(db: Kysely<Database>, schema: string | undefined): Promise<void> {
  if (schema) await db.schema.createSchema(schema).ifNotExists().execute();
}
