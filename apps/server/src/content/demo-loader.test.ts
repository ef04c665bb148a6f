import { describe, expect, it } from 'vitest';
import type { Kysely, Transaction } from 'kysely';
import { useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import type { Database } from '../db/schema';
import { demoLoadersOf } from '../area';
import { areas } from '../areas';
import type { DemoLoader } from './demo-loader';

const demoLoaders = demoLoadersOf(areas);

// A type alias, not an interface: Kysely's withTables needs an indexable record type.
type DemoItems = {
  demo_test_items: { id: number; title: string };
};

/** A loader that makes its own table and fills it, counting how often it ran. */
function itemsLoader(
  version: number,
  titles: string[],
  calls: { count: number },
  failAfterInsert = false,
): DemoLoader {
  return {
    name: 'test-items',
    version,
    async load(trx: Transaction<Database>) {
      calls.count += 1;
      const db = trx.withTables<DemoItems>();
      await db.schema
        .createTable('demo_test_items')
        .ifNotExists()
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('title', 'text', (col) => col.notNull())
        .execute();
      // A new version replaces what an older one loaded.
      await db.deleteFrom('demo_test_items').execute();
      await db
        .insertInto('demo_test_items')
        .values(titles.map((title, index) => ({ id: index + 1, title })))
        .execute();
      if (failAfterInsert) throw new Error('the demo files are broken');
    },
  };
}

async function titles(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .withTables<DemoItems>()
    .selectFrom('demo_test_items')
    .select('title')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.title);
}

describe.each(databases)('demo content on $name', (database) => {
  const server = useTestServer(database);

  it('loads once on first start and not again on the next start', async () => {
    const calls = { count: 0 };
    const first = await server.build({}, { demoLoaders: [itemsLoader(1, ['a', 'b'], calls)] });
    expect(await titles(first.db)).toEqual(['a', 'b']);
    const record = await first.db.selectFrom('demo_content').selectAll().executeTakeFirstOrThrow();
    expect(record).toMatchObject({ name: 'test-items', version: 1 });
    expect(new Date(record.loaded_at).toISOString()).toBe(record.loaded_at);
    await first.close();

    const second = await server.build({}, { demoLoaders: [itemsLoader(1, ['a', 'b'], calls)] });
    expect(calls.count).toBe(1);
    expect(await titles(second.db)).toEqual(['a', 'b']);
  });

  it('loads again when the loader version changes', async () => {
    const calls = { count: 0 };
    const first = await server.build({}, { demoLoaders: [itemsLoader(1, ['a', 'b'], calls)] });
    await first.close();
    const second = await server.build({}, { demoLoaders: [itemsLoader(2, ['c'], calls)] });
    expect(calls.count).toBe(2);
    expect(await titles(second.db)).toEqual(['c']);
    expect(await second.db.selectFrom('demo_content').select(['name', 'version']).execute()).toEqual([
      { name: 'test-items', version: 2 },
    ]);
  });

  it('a failing loader stops the start and leaves no rows and no record; the next start loads it', async () => {
    const calls = { count: 0 };
    await expect(
      server.build({}, { demoLoaders: [itemsLoader(1, ['half', 'written'], calls, true)] }),
    ).rejects.toThrow(
      'Demo content "test-items" (version 1) failed to load: Error: the demo files are broken',
    );

    const app = await server.build({}, { demoLoaders: [] });
    expect(await app.db.selectFrom('demo_content').selectAll().execute()).toEqual([]);
    // The table was created inside the failed transaction, so it is gone too (DDL is transactional on both engines).
    await expect(titles(app.db)).rejects.toThrow();
    await app.close();

    const fixed = await server.build({}, { demoLoaders: [itemsLoader(1, ['whole'], calls)] });
    expect(await titles(fixed.db)).toEqual(['whole']);
  });

  it('refuses two loaders with the same name', async () => {
    const calls = { count: 0 };
    await expect(
      server.build({}, { demoLoaders: [itemsLoader(1, ['a'], calls), itemsLoader(2, ['b'], calls)] }),
    ).rejects.toThrow('Two demo-content loaders are named "test-items"');
  });

  it('records every registered loader at its version on a plain start', async () => {
    const app = await server.build();
    const recorded = await app.db.selectFrom('demo_content').select(['name', 'version']).execute();
    const expected = demoLoaders.map(({ name, version }) => ({ name, version }));
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(recorded.sort(byName)).toEqual(expected.sort(byName));
  });
});
