import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { schemaChangeLockKey } from '../src/db/migrate';

/** A database engine the server tests run on. */
export interface TestDatabase {
  name: 'sqlite' | 'postgres';
}

/** SQLite always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
export const databases: TestDatabase[] = [
  { name: 'sqlite' },
  ...(process.env.DATABASE_URL ? [{ name: 'postgres' as const }] : []),
];

export interface TestStore {
  /** Environment variables that point the server at this store. */
  env: Record<string, string>;
  /** Drops what the store created. */
  dispose(): Promise<void>;
}

/**
 * A fresh, empty place for one test's data. SQLite lives in the given data folder (removed by
 * the caller); PostgreSQL gets its own schema `t_<random>`, dropped with everything in it.
 */
export async function createTestStore(database: TestDatabase, dataDir: string): Promise<TestStore> {
  if (database.name === 'sqlite') {
    return { env: { DATABASE_URL: '', DATA_DIR: dataDir }, dispose: async () => {} };
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('PostgreSQL tests need DATABASE_URL');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  return {
    // The server creates the schema on start; dispose drops it.
    env: { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, DATA_DIR: dataDir },
    dispose: async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        // Under the migration lock: another test's migrator must not see the schema half-dropped.
        await client.query('SELECT pg_advisory_lock($1)', [schemaChangeLockKey]);
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.query('SELECT pg_advisory_unlock($1)', [schemaChangeLockKey]);
      } finally {
        await client.end();
      }
    },
  };
}
