import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { readFirstRow, readRows } from './direct-read';

describe.each(databases)('readRows on $name', (database) => {
  const server = useTestServer(database);

  it('reads what Kysely reads', async () => {
    const app = await server.build();
    await app.db.deleteFrom('demo_content').execute();
    await app.db
      .insertInto('demo_content')
      .values({ name: 'globe', version: 2, loaded_at: '2024-01-01T00:00:00.000Z' })
      .execute();
    const query = app.db
      .selectFrom('demo_content')
      .select(['name', 'version'])
      .where('name', '=', 'globe')
      .compile();
    expect(await readRows(app.db, query)).toEqual((await app.db.executeQuery(query)).rows);
    expect(await readRows(app.db, query)).toEqual([{ name: 'globe', version: 2 }]);
  });

  it('never sees rows a transaction has not committed', async () => {
    const app = await server.build();
    await app.db.deleteFrom('demo_content').execute();
    const query = app.db.selectFrom('demo_content').select('name').compile();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const writing = app.db.transaction().execute(async (trx) => {
      await trx.insertInto('demo_content').values({ name: 'draft', version: 1, loaded_at: 'x' }).execute();
      inserted();
      await held;
      throw new Error('rolled back on purpose');
    });
    await insertedYet;
    const reading = readRows(app.db, query);
    release();
    await expect(writing).rejects.toThrow('rolled back on purpose');
    expect(await reading).toEqual([]);
    expect(
      (await sql<{ n: number }>`SELECT count(*) AS n FROM demo_content`.execute(app.db)).rows[0]?.n,
    ).toBe(database.name === 'postgres' ? '0' : 0);
  });
});

describe.each(databases)('readFirstRow on $name', (database) => {
  const server = useTestServer(database);

  it('reads the first row Kysely reads, or undefined when there is none', async () => {
    const app = await server.build();
    await app.db.deleteFrom('demo_content').execute();
    await app.db
      .insertInto('demo_content')
      .values([
        { name: 'globe', version: 2, loaded_at: '2024-01-01T00:00:00.000Z' },
        { name: 'recipes', version: 5, loaded_at: '2024-01-02T00:00:00.000Z' },
      ])
      .execute();
    const byName = (name: string) =>
      app.db.selectFrom('demo_content').select(['name', 'version']).where('name', '=', name).compile();
    expect(await readFirstRow(app.db, byName('recipes'))).toEqual({ name: 'recipes', version: 5 });
    expect(await readFirstRow(app.db, byName('globe'))).toEqual({ name: 'globe', version: 2 });
    expect(await readFirstRow(app.db, byName('nothing'))).toBeUndefined();
    const all = app.db.selectFrom('demo_content').select('name').orderBy('name', 'desc').compile();
    expect(await readFirstRow(app.db, all)).toEqual({ name: 'recipes' });
  });

  it('never sees rows a transaction has not committed', async () => {
    const app = await server.build();
    await app.db.deleteFrom('demo_content').execute();
    const query = app.db.selectFrom('demo_content').select('name').compile();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const writing = app.db.transaction().execute(async (trx) => {
      await trx.insertInto('demo_content').values({ name: 'draft', version: 1, loaded_at: 'x' }).execute();
      inserted();
      await held;
      throw new Error('rolled back on purpose');
    });
    await insertedYet;
    const reading = readFirstRow(app.db, query);
    release();
    await expect(writing).rejects.toThrow('rolled back on purpose');
    expect(await reading).toBeUndefined();
  });
});
