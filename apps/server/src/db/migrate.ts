import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';

/**
 * Migrations by name, collected from the areas (`migrationsOf` in area.ts): listed in code, not
 * found by scanning folders, so the set is the same under tsx, a bundler or tests. The migrator
 * runs them in the order of their names, whichever area they come from.
 */
export type Migrations = Readonly<Record<string, Migration>>;

/** Where the migration bookkeeping lives: the server's own PostgreSQL schema; SQLite has none. */
export function migrationSchemaFor(
  dialect: 'sqlite' | 'postgres',
  databaseSchema?: string,
): string | undefined {
  return dialect === 'postgres' ? (databaseSchema ?? 'public') : undefined;
}

/**
 * Brings the database up to date. Safe to run on every start: applied migrations are skipped.
 * On PostgreSQL, `schema` names where the bookkeeping tables live. Without it Kysely looks for
 * them in every schema of the database, and another schema's copy (several apps or test runs
 * sharing one database) would make it skip creating its own.
 */
// `Kysely<any>`: the migrator works on any schema, whatever table types the caller's instance has.
export async function migrateToLatest(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  migrations: Migrations,
  schema?: string,
): Promise<string[]> {
  if (schema === undefined) return migrateOn(db, migrations, undefined);
  // PostgreSQL: one migration run at a time across every process sharing the database. Kysely's
  // migrator lists the tables of every schema, which fails if another schema is dropped meanwhile
  // (test runs drop theirs under the same lock: see test/databases.ts).
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${schemaChangeLockKey})`.execute(connection);
    try {
      return await migrateOn(connection, migrations, schema);
    } finally {
      await sql`select pg_advisory_unlock(${schemaChangeLockKey})`.execute(connection);
    }
  });
}

/** The PostgreSQL advisory lock held while migrating or dropping a schema (an arbitrary constant). */
export const schemaChangeLockKey = 7_305_214_881;

async function migrateOn(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  migrations: Migrations,
  schema: string | undefined,
): Promise<string[]> {
  const provider = { getMigrations: async () => ({ ...migrations }) };
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    const name = failed ? ` "${failed.migrationName}"` : '';
    throw new Error(
      `Database migration${name} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
