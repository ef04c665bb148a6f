import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  inventoryCategories,
  recipeSchema,
  recipeSummarySchema,
  getInventoryCategory as inventoryContract,
} from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { expectRefusal, type Method, ownerCaller } from '../../test/owner-caller';
import { readFactoryInventory, readFactoryRecipes } from './kitchen';

const inventoryOf = (category: string) => `/apiRecipes/inventory/${encodeURIComponent(category)}`;

describe.each(databases)('Recipe routes on $name', (database) => {
  const server = useTestServer(database);

  it('lists the 20 or more factory recipes in file order with identifier, name and meal type', async () => {
    const app = await server.build();
    const response = await app.inject({ url: '/apiRecipes/recipes/all-recipes' });
    expect(response.statusCode).toBe(200);
    const list = recipeSummarySchema.array().parse(response.json());
    const factory = await readFactoryRecipes();
    expect(list.length).toBeGreaterThanOrEqual(20);
    expect(list).toEqual(factory.map(({ identifier, name, mealType }) => ({ identifier, name, mealType })));
  });

  it('answers one recipe whole, and 404 naming recipe for an unknown one', async () => {
    const app = await server.build();
    const factory = await readFactoryRecipes();
    const withLink = factory.find((recipe) => recipe.linkName !== '');
    expect(withLink).toBeDefined();
    const response = await app.inject({ url: `/apiRecipes/${withLink?.identifier}` });
    expect(response.statusCode).toBe(200);
    expect(recipeSchema.parse(response.json())).toEqual(withLink);
    const missing = await app.inject({ url: '/apiRecipes/no-such-dish' });
    expectRefusal(missing, 404, 'recipe');
    expect(missing.json().message).toBe('recipe: there is no recipe "no-such-dish"');
    expectRefusal(await app.inject({ url: '/apiRecipes/Bad%20Name' }), 400, 'recipe');
  });

  it('answers every category of the inventory, including names with spaces', async () => {
    const app = await server.build();
    const factory = await readFactoryInventory();
    for (const category of inventoryCategories) {
      const response = await app.inject({ url: inventoryOf(category) });
      expect(response.statusCode, category).toBe(200);
      expect(inventoryContract.response.parse(response.json())).toEqual(factory[category]);
    }
    const unknown = await app.inject({ url: inventoryOf('Frozen') });
    expectRefusal(unknown, 404, 'category');
    expect(unknown.json().message).toContain('there is no inventory category "Frozen"');
  });

  it('saves the owner’s in-stock tick, and refuses bad items naming the field', async () => {
    const { app, call } = await ownerCaller(await server.build());
    const saved = await call('PUT', inventoryOf('Dairy'), { name: 'Heavy cream', instock: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ msg: 'Heavy cream is in stock' });
    const dairy = (await app.inject({ url: inventoryOf('Dairy') })).json();
    expect(dairy).toContainEqual({ name: 'Heavy cream', instock: true });
    expectRefusal(await call('PUT', inventoryOf('Dairy'), { name: 'Gravel', instock: true }), 404, 'name');
    expectRefusal(await call('PUT', inventoryOf('Frozen'), { name: 'Peas', instock: true }), 404, 'category');
    expectRefusal(
      await call('PUT', inventoryOf('Dairy'), { name: 'Butter', instock: 'yes' }),
      400,
      'instock',
    );
    expectRefusal(await call('PUT', inventoryOf('Dairy'), { name: '', instock: true }), 400, 'name');
    expectRefusal(await call('PUT', inventoryOf('Dairy'), { instock: true }), 400, 'name');
  });

  it('refuses every owner call without the owner session (401), and nothing changes', async () => {
    const app = await server.build();
    const calls: [Method, string, unknown][] = [
      ['PUT', inventoryOf('Dairy'), { name: 'Heavy cream', instock: true }],
      ['POST', '/apiRecipesImport/factory', {}],
      ['POST', '/apiRecipesImport/inventory', {}],
    ];
    for (const [method, url, payload] of calls) {
      expectRefusal(await app.inject({ method, url, payload: payload as object }), 401);
    }
    const dairy = (await app.inject({ url: inventoryOf('Dairy') })).json();
    expect(dairy).toContainEqual({ name: 'Heavy cream', instock: false });
  });

  it('imports the factory data again and again with the same result, resetting the ticks', async () => {
    const { app, call } = await ownerCaller(await server.build());
    const status = await app.inject({ url: '/apiRecipesImport/status' });
    const factoryInventory = await readFactoryInventory();
    const itemCount = Object.values(factoryInventory).flat().length;
    expect(status.json()).toEqual({
      recipes: (await readFactoryRecipes()).length,
      inventoryItems: itemCount,
    });

    await call('PUT', inventoryOf('Dairy'), { name: 'Heavy cream', instock: true });
    for (let round = 0; round < 2; round += 1) {
      const recipes = await call('POST', '/apiRecipesImport/factory', {});
      expect(recipes.json()).toEqual({ msg: `Imported ${(await readFactoryRecipes()).length} recipes` });
      const inventory = await call('POST', '/apiRecipesImport/inventory', {});
      expect(inventory.json()).toEqual({ msg: `Imported ${itemCount} inventory items` });
    }
    expect((await app.inject({ url: '/apiRecipesImport/status' })).json()).toEqual(status.json());
    const dairy = (await app.inject({ url: inventoryOf('Dairy') })).json();
    expect(dairy).toEqual(factoryInventory.Dairy);
  });

  it('serves recipe pictures as JPEG and nothing outside their folder', async () => {
    mkdirSync(join(server.mediaDir, 'recipes'));
    writeFileSync(join(server.mediaDir, 'recipes', 'beef-stew.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    writeFileSync(join(server.mediaDir, 'recipes', 'notes.txt'), 'not a picture');
    writeFileSync(join(server.mediaDir, 'secret.jpg'), 'outside the folder');
    const app = await server.build();
    const picture = await app.inject({ url: '/images/recipes/beef-stew.jpg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect((await app.inject({ url: '/images/recipes/no-such.jpg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/images/recipes/notes.txt' })).statusCode).toBe(404);
    const escape = await app.inject({ url: '/images/recipes/..%2fsecret.jpg' });
    expect(escape.statusCode).toBeGreaterThanOrEqual(400);
    expect(escape.statusCode).toBeLessThan(500);
  });
});
