import { sql, type Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { precompiledQuery, type Param } from './precompiled-query';
import type { Database } from './schema';

type Values = { name: string; minVersion: number };

const build = vi.fn((db: Kysely<Database>, param: Param<Values>) =>
  db
    .selectFrom('demo_content')
    .select(['name', 'version'])
    .where('name', '=', param('name'))
    .where('version', '>=', param('minVersion'))
    .orderBy('name')
    .limit(5),
);
const contentByName = precompiledQuery(build);

const rows = [
  { name: 'globe', version: 1, loaded_at: '2024-01-01T00:00:00.000Z' },
  { name: 'recipes', version: 3, loaded_at: '2024-01-02T00:00:00.000Z' },
];

describe.each(databases)('precompiledQuery on $name', (database) => {
  const server = useTestServer(database);

  async function dbWithRows() {
    const app = await server.build();
    await app.db.deleteFrom('demo_content').execute();
    await app.db.insertInto('demo_content').values(rows).execute();
    return app.db;
  }

  it('answers like the query built each time, for any values', async () => {
    const db = await dbWithRows();
    for (const values of [
      { name: 'globe', minVersion: 1 },
      { name: 'recipes', minVersion: 2 },
      { name: 'recipes', minVersion: 4 },
      { name: 'nothing', minVersion: 0 },
    ]) {
      const { rows: found } = await db.executeQuery(contentByName(db, values));
      const expected = await build(db, ((name: keyof Values) => values[name]) as Param<Values>).execute();
      expect(found).toEqual(expected);
    }
  });

  it('compiles once per database, keeping the SQL text and the constant parameters', async () => {
    const db = await dbWithRows();
    build.mockClear();
    const first = contentByName(db, { name: 'globe', minVersion: 1 });
    const second = contentByName(db, { name: 'recipes', minVersion: 3 });
    // Every value is written as a parameter, never into the SQL text.
    expect(first.sql).toBe(second.sql);
    expect(first.sql).not.toContain('globe');
    expect(first.parameters).toEqual(['globe', 1, 5]);
    expect(second.parameters).toEqual(['recipes', 3, 5]);
    expect(first.queryId).not.toBe(second.queryId);
    expect(build).toHaveBeenCalledTimes(1);
    contentByName(db, { name: 'globe', minVersion: 2 });
    expect(build).toHaveBeenCalledTimes(1);

    const other = await server.build();
    contentByName(other.db, { name: 'globe', minVersion: 1 });
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('refuses a parameter that does not end up bound', async () => {
    const db = await dbWithRows();
    const columnFromParam = precompiledQuery((db: Kysely<Database>, param: Param<{ column: string }>) =>
      db.selectFrom('demo_content').select(sql.raw<string>(param('column')).as('picked')),
    );
    expect(() => columnFromParam(db, { column: 'name' })).toThrow(/"column" is not a bound parameter/);
  });
});
