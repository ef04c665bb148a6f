import {
  apiErrorSchema,
  inventoryCategories,
  inventoryFileSchema,
  recipesFileSchema,
  updateInventoryItem,
} from '@portfolio/contracts';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  handlers,
  inventoryFixture,
  recipesFixture,
  recipesMockInventory,
  resetOwnerSession,
  resetRecipesMocks,
} from './index';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetRecipesMocks();
  resetOwnerSession({ signedIn: true });
});

const tick = (category: string, body: unknown) =>
  fetch(`http://localhost${updateInventoryItem.path.replace(':category', encodeURIComponent(category))}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('Recipe mocks', () => {
  it('hold fixtures that parse with the contracts, with every category of the inventory', () => {
    recipesFileSchema.parse(recipesFixture);
    inventoryFileSchema.parse(inventoryFixture);
    expect(Object.keys(inventoryFixture)).toEqual([...inventoryCategories]);
    expect(recipesFixture.some((recipe) => recipe.linkName !== '')).toBe(true);
  });

  it('answer an unknown recipe or category with 404 naming it, like the server', async () => {
    const recipe = await fetch('http://localhost/apiRecipes/no-such-dish');
    expect(recipe.status).toBe(404);
    expect(apiErrorSchema.parse(await recipe.json()).field).toBe('recipe');
    const category = await fetch('http://localhost/apiRecipes/inventory/Frozen');
    expect(apiErrorSchema.parse(await category.json()).field).toBe('category');
  });

  it('save the owner’s tick, refuse strangers with 401 and bad input with 400', async () => {
    expect(await (await tick('Dairy', { name: 'Heavy cream', instock: true })).json()).toEqual({
      msg: 'Heavy cream is in stock',
    });
    expect(recipesMockInventory().Dairy).toContainEqual({ name: 'Heavy cream', instock: true });
    const bad = await tick('Dairy', { name: 'Butter', instock: 'yes' });
    expect(apiErrorSchema.parse(await bad.json()).field).toBe('instock');
    resetOwnerSession({ signedIn: false });
    expect((await tick('Dairy', { name: 'Butter', instock: false })).status).toBe(401);
    expect(recipesMockInventory().Dairy).toContainEqual({ name: 'Butter', instock: true });
  });
});
