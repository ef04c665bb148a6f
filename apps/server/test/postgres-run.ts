import pg from 'pg';
import { inject } from 'vitest';
import { schemaChangeLockKey } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The `vitest` run's own part of the PostgreSQL schema names the server tests make. */
    postgresTestRun: string;
  }
}

/** This run's name for the schemas of test/postgres-template.ts (a worker outside the server project has none). */
export function postgresTestRun(): string {
  return inject('postgresTestRun') ?? 'norun';
}

/** Schema names of one run: `<kind>_<run>_…` (a working schema `t`, or a `snapshot`). */
export const runSchemaPattern = (kind: 't' | 'snapshot', run: string) => `${kind}\\_${run}\\_%`;

/**
 * Drops every schema still named after `run`, under the migration lock as the test files drop
 * theirs. A test file drops its own when its last suite ends, but a run filtered by test name
 * skips the hooks of suites that run nothing, and their schemas stayed behind.
 */
export async function dropSchemasOfRun(databaseUrl: string, run: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      'SELECT nspname FROM pg_namespace WHERE nspname LIKE $1 OR nspname LIKE $2',
      [runSchemaPattern('t', run), runSchemaPattern('snapshot', run)],
    );
    const names = rows.map((row) => row.nspname);
    if (names.length === 0) return [];
    await client.query('SELECT pg_advisory_lock($1)', [schemaChangeLockKey]);
    try {
      const quoted = names.map((name) => `"${name.replaceAll('"', '""')}"`);
      await client.query(`DROP SCHEMA IF EXISTS ${quoted.join(', ')} CASCADE`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [schemaChangeLockKey]);
    }
    return names;
  } finally {
    await client.end();
  }
}
