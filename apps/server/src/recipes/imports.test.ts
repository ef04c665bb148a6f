import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiErrorSchema, inventoryCategories } from '@portfolio/contracts';
import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/build-test-app';
import { databases, type TestDatabase } from '../../test/databases';
import { ownerCaller } from '../../test/owner-caller';
import type { Database } from '../db/schema';
import {
  factoryInventoryFile,
  factoryRecipesFile,
  readFactoryInventory,
  readFactoryRecipes,
} from './kitchen';

const inventoryOf = (category: string) => `/apiRecipes/inventory/${encodeURIComponent(category)}`;

/**
 * Makes the database refuse the insert of row `position` into `table` from now on: the import's
 * write fails halfway, after it has emptied the table and written the rows before that one.
 */
async function refuseInsertAt(
  db: Kysely<Database>,
  engine: TestDatabase['name'],
  table: 'recipes' | 'recipe_inventory',
  position: number,
): Promise<void> {
  if (engine === 'sqlite') {
    await sql
      .raw(
        `CREATE TRIGGER injected_fault BEFORE INSERT ON ${table} WHEN NEW.position = ${position}
         BEGIN SELECT RAISE(ABORT, 'injected fault'); END`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE FUNCTION injected_fault() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW.position = ${position} THEN RAISE EXCEPTION 'injected fault'; END IF;
         RETURN NEW;
       END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER injected_fault BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION injected_fault()`,
    )
    .execute(db);
}

async function removeFault(db: Kysely<Database>, engine: TestDatabase['name'], table: string) {
  await sql.raw(`DROP TRIGGER injected_fault${engine === 'postgres' ? ` ON ${table}` : ''}`).execute(db);
}

/**
 * PostgreSQL only: makes the insert of the row named `name` into `table` sleep, so the import stays
 * in the middle of its transaction (old rows deleted, new ones not yet committed) long enough for a
 * request sent meanwhile to meet it.
 */
async function slowInsertOf(db: Kysely<Database>, table: string, name: string, seconds: number) {
  await sql
    .raw(
      `CREATE FUNCTION slow_insert() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW.name = '${name}' THEN PERFORM pg_sleep(${seconds}); END IF;
         RETURN NEW;
       END $$`,
    )
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER slow_insert BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION slow_insert()`)
    .execute(db);
}

/** Waits until a connection of this database sleeps in `slowInsertOf`'s trigger. */
async function untilAnImportSleeps(db: Kysely<Database>): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await sql<{ sleeping: number | string }>`
      select count(*) as sleeping from pg_stat_activity
      where datname = current_database() and wait_event = 'PgSleep'`.execute(db);
    if (Number(rows[0]?.sleeping) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('No import reached its slow insert');
}

describe.each(databases)('Recipe imports on $name', (database) => {
  const server = useTestServer(database);

  it('keeps every old recipe when the import fails halfway, and imports once the fault is gone', async () => {
    const { app, call } = await ownerCaller(await server.build());
    const before = (await app.inject({ url: '/apiRecipes/recipes/all-recipes' })).json();
    expect(before.length).toBeGreaterThan(5);

    await refuseInsertAt(app.db, database.name, 'recipes', 5);
    const failed = await call('POST', '/apiRecipesImport/factory', {});
    expect(failed.statusCode).toBe(500);
    expect(apiErrorSchema.parse(failed.json()).status).toBe(500);
    // Neither emptied nor cut to the five rows written before the fault.
    expect((await app.inject({ url: '/apiRecipes/recipes/all-recipes' })).json()).toEqual(before);
    const first = before[0] as { identifier: string };
    expect((await app.inject({ url: `/apiRecipes/${first.identifier}` })).statusCode).toBe(200);

    await removeFault(app.db, database.name, 'recipes');
    const imported = await call('POST', '/apiRecipesImport/factory', {});
    expect(imported.statusCode).toBe(200);
    expect((await app.inject({ url: '/apiRecipes/recipes/all-recipes' })).json()).toEqual(before);
  });

  it('keeps the old inventory and the owner’s ticks when the inventory import fails halfway', async () => {
    const { app, call } = await ownerCaller(await server.build());
    await call('PUT', inventoryOf('Dairy'), { name: 'Heavy cream', instock: true });
    const before = await Promise.all(
      inventoryCategories.map(async (category) => (await app.inject({ url: inventoryOf(category) })).json()),
    );

    // Each category's items start again at position 0: the fault strikes in the first category
    // with a third item, after the table was emptied.
    await refuseInsertAt(app.db, database.name, 'recipe_inventory', 2);
    const failed = await call('POST', '/apiRecipesImport/inventory', {});
    expect(failed.statusCode).toBe(500);
    const after = await Promise.all(
      inventoryCategories.map(async (category) => (await app.inject({ url: inventoryOf(category) })).json()),
    );
    expect(after).toEqual(before);
    expect(after[inventoryCategories.indexOf('Dairy')]).toContainEqual({
      name: 'Heavy cream',
      instock: true,
    });
    expect((await app.inject({ url: '/apiRecipesImport/status' })).json()).toMatchObject({
      inventoryItems: Object.values(await readFactoryInventory()).flat().length,
    });
  });

  it('answers imports sent at once with successes, each leaving the factory set', async () => {
    const { app, call } = await ownerCaller(await server.build());
    const recipes = await readFactoryRecipes();
    const inventory = await readFactoryInventory();
    const answers = await Promise.all([
      call('POST', '/apiRecipesImport/factory', {}),
      call('POST', '/apiRecipesImport/factory', {}),
      call('POST', '/apiRecipesImport/inventory', {}),
      call('POST', '/apiRecipesImport/inventory', {}),
      call('POST', '/apiRecipesImport/factory', {}),
      call('POST', '/apiRecipesImport/inventory', {}),
    ]);
    expect(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).toEqual([
      ...Array.from({ length: 2 }, () => `200 {"msg":"Imported ${recipes.length} recipes"}`),
      ...Array.from(
        { length: 2 },
        () => `200 {"msg":"Imported ${Object.values(inventory).flat().length} inventory items"}`,
      ),
      `200 {"msg":"Imported ${recipes.length} recipes"}`,
      `200 {"msg":"Imported ${Object.values(inventory).flat().length} inventory items"}`,
    ]);
    expect((await app.inject({ url: '/apiRecipes/recipes/all-recipes' })).json()).toEqual(
      recipes.map(({ identifier, name, mealType }) => ({ identifier, name, mealType })),
    );
    expect((await app.inject({ url: inventoryOf('Dairy') })).json()).toEqual(inventory.Dairy);
  });

  it('keeps an in-stock tick sent while an inventory import runs, applied after the import', async () => {
    const { app, call } = await ownerCaller(await server.build());
    const factoryCream = (await readFactoryInventory()).Dairy.find((item) => item.name === 'Heavy cream');
    expect(factoryCream).toEqual({ name: 'Heavy cream', instock: false });
    // PostgreSQL: the import sleeps after emptying the table, so the tick surely arrives during it.
    // SQLite runs one transaction at a time on its one connection: the two are sent together.
    if (database.name === 'postgres') await slowInsertOf(app.db, 'recipe_inventory', 'Bone broth', 0.5);
    const importing = call('POST', '/apiRecipesImport/inventory', {});
    if (database.name === 'postgres') await untilAnImportSleeps(app.db);
    const tick = await call('PUT', inventoryOf('Dairy'), { name: 'Heavy cream', instock: true });
    expect(`${tick.statusCode} ${tick.body}`).toBe('200 {"msg":"Heavy cream is in stock"}');
    expect((await importing).statusCode).toBe(200);
    const dairy = (await app.inject({ url: inventoryOf('Dairy') })).json() as unknown[];
    if (database.name === 'postgres') expect(dairy).toContainEqual({ name: 'Heavy cream', instock: true });
    expect(dairy).toHaveLength((await readFactoryInventory()).Dairy.length);
  });

  it('imports into an empty database: nothing to read first, everything after', async () => {
    const { app, call } = await ownerCaller(await server.build({}, { demoLoaders: [] }));
    expect((await app.inject({ url: '/apiRecipesImport/status' })).json()).toEqual({
      recipes: 0,
      inventoryItems: 0,
    });
    expect((await app.inject({ url: '/apiRecipes/recipes/all-recipes' })).json()).toEqual([]);
    expect((await app.inject({ url: inventoryOf('Dairy') })).json()).toEqual([]);
    expect((await call('PUT', inventoryOf('Dairy'), { name: 'Butter', instock: true })).statusCode).toBe(404);

    const recipes = await readFactoryRecipes();
    const inventory = await readFactoryInventory();
    expect((await call('POST', '/apiRecipesImport/factory', {})).json()).toEqual({
      msg: `Imported ${recipes.length} recipes`,
    });
    expect((await call('POST', '/apiRecipesImport/inventory', {})).json()).toEqual({
      msg: `Imported ${Object.values(inventory).flat().length} inventory items`,
    });
    expect((await app.inject({ url: '/apiRecipes/recipes/all-recipes' })).json()).toEqual(
      recipes.map(({ identifier, name, mealType }) => ({ identifier, name, mealType })),
    );
    expect((await app.inject({ url: inventoryOf('Dairy') })).json()).toEqual(inventory.Dairy);
    expect((await app.inject({ url: '/apiRecipesImport/status' })).json()).toEqual({
      recipes: recipes.length,
      inventoryItems: Object.values(inventory).flat().length,
    });
  });
});

describe('reading the factory files', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'recipes-factory-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, content: string) => {
    const file = join(dir, name);
    writeFileSync(file, content);
    return file;
  };
  const factoryInventory = () =>
    JSON.parse(readFileSync(factoryInventoryFile, 'utf8')) as Record<string, { name: string }[]>;

  it('refuses a broken recipes file, saying what is wrong, before anything is written', async () => {
    await expect(readFactoryRecipes(write('cut.json', '[{"identifier": "stew"'))).rejects.toThrow(
      SyntaxError,
    );
    const recipes = JSON.parse(readFileSync(factoryRecipesFile, 'utf8')) as unknown[];
    await expect(
      readFactoryRecipes(write('twice.json', JSON.stringify([recipes[0], recipes[0]]))),
    ).rejects.toThrow(/is listed twice/);
  });

  it('refuses an inventory file with a missing category or an item listed twice', async () => {
    const { Other: _left, ...withoutOther } = factoryInventory();
    await expect(readFactoryInventory(write('short.json', JSON.stringify(withoutOther)))).rejects.toThrow(
      'the category "Other" is missing',
    );
    const doubled = factoryInventory();
    doubled.Oils = [...(doubled.Oils ?? []), ...(doubled.Oils ?? []).slice(0, 1)];
    await expect(readFactoryInventory(write('doubled.json', JSON.stringify(doubled)))).rejects.toThrow(
      /is listed twice under Oils/,
    );
  });
});
