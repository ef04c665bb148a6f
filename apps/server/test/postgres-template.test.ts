import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './build-test-app';
import { databases } from './databases';

const postgres = databases.find((database) => database.name === 'postgres');

/** Every table's row count, each sequence's value and the reference cards' ids, as a start left them. */
async function snapshotOf(app: FastifyInstance) {
  const tables = await sql<{ tablename: string }>`
    SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`.execute(app.db);
  const counts: Record<string, number> = {};
  for (const { tablename } of tables.rows) {
    const [row] = (
      await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(tablename)}`.execute(app.db)
    ).rows;
    counts[tablename] = Number(row?.n);
  }
  const sequences = await sql<{ sequencename: string; last_value: string | null }>`
    SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = current_schema()
     ORDER BY sequencename`.execute(app.db);
  const cards = await app.db.selectFrom('reference_cards').select(['id', 'uuid']).orderBy('id').execute();
  return { counts, sequences: sequences.rows, cards };
}

// The working schema each PostgreSQL test file shares (test/postgres-template.ts) must give every
// test what a very first start gives, whatever the test before it did.
describe.skipIf(postgres === undefined)('the PostgreSQL working schema of server tests', () => {
  const server = useTestServer(postgres ?? { name: 'postgres' });

  it('lets a test delete rows and use up ids', async () => {
    const app = await server.build();
    await app.db.deleteFrom('recipes').execute();
    // Ids handed out, as new rows would take them.
    await sql`SELECT nextval(format('%I.%I', schemaname, sequencename)) FROM pg_sequences
               WHERE schemaname = current_schema()`.execute(app.db);
  });

  it('starts the next test like a very first start: the same rows in every table, the same ids', async () => {
    const reset = await server.build();
    const first = await server.build(await server.emptyDatabase());
    expect(await snapshotOf(reset)).toEqual(await snapshotOf(first));
  });

  it('lets a test create a function', async () => {
    const app = await server.build();
    await sql`CREATE FUNCTION left_behind() RETURNS integer LANGUAGE sql AS 'SELECT 1'`.execute(app.db);
  });

  it('gives the next test a schema without it', async () => {
    const app = await server.build();
    const functions = await sql<{ proname: string }>`
      SELECT proname FROM pg_proc WHERE pronamespace = current_schema()::regnamespace`.execute(app.db);
    expect(functions.rows).toEqual([]);
  });
});
