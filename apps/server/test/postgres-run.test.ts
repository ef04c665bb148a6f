import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dropSchemasOfRun } from './postgres-run';

const databaseUrl = process.env.DATABASE_URL;

async function schemasLike(client: pg.Client, pattern: string): Promise<string[]> {
  const { rows } = await client.query<{ nspname: string }>(
    'SELECT nspname FROM pg_namespace WHERE nspname LIKE $1 ORDER BY nspname',
    [pattern],
  );
  return rows.map((row) => row.nspname);
}

// What a filtered run leaves (a file whose last suite ran nothing never drops its schemas) goes at
// the run's end, and only what carries that run's name.
describe.skipIf(!databaseUrl)('dropping the schemas of one test run', () => {
  const ended = randomBytes(4).toString('hex');
  const other = randomBytes(4).toString('hex');
  const client = new pg.Client({ connectionString: databaseUrl });

  afterAll(async () => {
    await client.query(`DROP SCHEMA IF EXISTS "t_${other}_kept" CASCADE`);
    await client.end();
  });

  it("drops the run's working schemas and snapshots, with their tables, and leaves another run's", async () => {
    await client.connect();
    for (const name of [`t_${ended}_a`, `snapshot_${ended}_b`, `t_${other}_kept`]) {
      await client.query(`CREATE SCHEMA "${name}"`);
      await client.query(`CREATE TABLE "${name}".rows (id integer)`);
    }
    const dropped = await dropSchemasOfRun(databaseUrl!, ended);
    expect(dropped.sort()).toEqual([`snapshot_${ended}_b`, `t_${ended}_a`]);
    expect(await schemasLike(client, `%\\_${ended}\\_%`)).toEqual([]);
    expect(await schemasLike(client, `%\\_${other}\\_%`)).toEqual([`t_${other}_kept`]);
  });
});
