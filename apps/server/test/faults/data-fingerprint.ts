import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** Table name to a hash of its rows: two fingerprints differ exactly where data changed. */
export type DataFingerprint = Record<string, string>;

/**
 * The shared rate-limit and sign-in counters on PostgreSQL (decision 084): every request, bad
 * ones included, is meant to count there. They hold no data of the site.
 */
const countingTables = new Set(['counter_windows', 'counter_turns']);

async function tableNames(app: FastifyInstance): Promise<string[]> {
  if (app.dbDialect === 'sqlite') {
    const result = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite_%'
    `.execute(app.db);
    return result.rows.map((row) => row.name);
  }
  // The app's connections search its own schema only (the tests' schema or public).
  const result = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
  `.execute(app.db);
  return result.rows.map((row) => row.name);
}

/**
 * A hash of every row of every table the app's database holds. Rows are compared as sorted JSON
 * lines, so neither the engine's row order nor a table without a key makes a difference.
 */
export async function dataFingerprint(app: FastifyInstance): Promise<DataFingerprint> {
  const fingerprint: DataFingerprint = {};
  for (const name of (await tableNames(app)).filter((table) => !countingTables.has(table)).sort()) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(app.db);
    const lines = result.rows
      .map((row) =>
        JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)),
      )
      .sort();
    fingerprint[name] =
      `${lines.length} rows ${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return fingerprint;
}
