import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type InventoryCategory,
  inventoryCategories,
  inventoryFileSchema,
  type InventoryItem,
  isInventoryCategory,
  type Recipe,
  recipesFileSchema,
  type RecipeSummary,
} from '@portfolio/contracts';
import type { Kysely, Transaction } from 'kysely';
import { repoRoot } from '../repo-root';
import type { Database } from '../db/schema';
import { lockWrites } from '../db/write-lock';
import { HttpError } from '../errors';

type Db = Kysely<Database> | Transaction<Database>;

/** The factory data written for this project (decision 055): what the import calls load. */
export const factoryRecipesFile = join(repoRoot, 'content/recipes/recipes.json');
export const factoryInventoryFile = join(repoRoot, 'content/recipes/inventory.json');

/** Media of the area under MEDIA_DIR: the recipe pictures, `{identifier}.jpg`. */
export const recipeImagesFolder = 'recipes';

export async function readFactoryRecipes(file = factoryRecipesFile): Promise<Recipe[]> {
  const recipes = recipesFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  const seen = new Set<string>();
  for (const recipe of recipes) {
    if (seen.has(recipe.identifier))
      throw new Error(`${file}: the recipe "${recipe.identifier}" is listed twice`);
    seen.add(recipe.identifier);
  }
  return recipes;
}

export async function readFactoryInventory(
  file = factoryInventoryFile,
): Promise<Record<InventoryCategory, InventoryItem[]>> {
  const inventory = inventoryFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  const unknown = Object.keys(inventory).find((category) => !isInventoryCategory(category));
  if (unknown) throw new Error(`${file}: "${unknown}" is not a category of the inventory`);
  const missing = inventoryCategories.find((category) => !(category in inventory));
  if (missing) throw new Error(`${file}: the category "${missing}" is missing`);
  // Items are keyed by category and name: a repeat would stop the import halfway (rolled back).
  for (const [category, items] of Object.entries(inventory)) {
    const repeated = items.find(
      (item, index) => items.findIndex((other) => other.name === item.name) !== index,
    );
    if (repeated) throw new Error(`${file}: "${repeated.name}" is listed twice under ${category}`);
  }
  return inventory as Record<InventoryCategory, InventoryItem[]>;
}

/** The write lock (decision 077) of each table an import replaces. */
const recipesLock = 'recipes';
const inventoryLock = 'recipe-inventory';

/**
 * Replaces every recipe with the factory recipes; runs inside the caller's transaction. A second
 * import sent meanwhile waits for this one, then replaces its rows in turn.
 */
export async function installRecipes(trx: Transaction<Database>, recipes: Recipe[]): Promise<void> {
  await lockWrites(trx, recipesLock);
  await trx.deleteFrom('recipes').execute();
  for (const [position, recipe] of recipes.entries()) {
    await trx
      .insertInto('recipes')
      .values({
        identifier: recipe.identifier,
        name: recipe.name,
        meal_type: recipe.mealType,
        notes: recipe.notes,
        link_source: recipe.linkSource,
        link_name: recipe.linkName,
        ingredients: JSON.stringify(recipe.ingredients),
        instructions: JSON.stringify(recipe.instructions),
        position,
      })
      .execute();
  }
}

/** Replaces the whole inventory (with its in-stock ticks) by the factory inventory. */
export async function installInventory(
  trx: Transaction<Database>,
  inventory: Record<InventoryCategory, InventoryItem[]>,
): Promise<void> {
  await lockWrites(trx, inventoryLock);
  await trx.deleteFrom('recipe_inventory').execute();
  for (const category of inventoryCategories) {
    for (const [position, item] of inventory[category].entries()) {
      await trx
        .insertInto('recipe_inventory')
        .values({ category, name: item.name, instock: item.instock ? 1 : 0, position })
        .execute();
    }
  }
}

export async function listRecipes(db: Db): Promise<RecipeSummary[]> {
  const rows = await db
    .selectFrom('recipes')
    .select(['identifier', 'name', 'meal_type'])
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ identifier: row.identifier, name: row.name, mealType: row.meal_type }));
}

export async function readRecipe(db: Db, identifier: string): Promise<Recipe> {
  const row = await db
    .selectFrom('recipes')
    .selectAll()
    .where('identifier', '=', identifier)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, `recipe: there is no recipe "${identifier}"`, 'recipe');
  return {
    identifier: row.identifier,
    name: row.name,
    mealType: row.meal_type,
    ingredients: JSON.parse(row.ingredients) as Recipe['ingredients'],
    instructions: JSON.parse(row.instructions) as Recipe['instructions'],
    notes: row.notes,
    linkSource: row.link_source,
    linkName: row.link_name,
  };
}

/** The category as the address names it, or a 404 listing the categories there are. */
export function knownCategory(category: string): InventoryCategory {
  if (isInventoryCategory(category)) return category;
  throw new HttpError(
    404,
    `category: there is no inventory category "${category}"; the categories are ${inventoryCategories.join(', ')}`,
    'category',
  );
}

export async function listInventory(db: Db, category: InventoryCategory): Promise<InventoryItem[]> {
  const rows = await db
    .selectFrom('recipe_inventory')
    .select(['name', 'instock'])
    .where('category', '=', category)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ name: row.name, instock: Number(row.instock) === 1 }));
}

/**
 * Ticks an item in or out of stock. Under the inventory's write lock: during an import it waits
 * for the new rows and ticks the new row, instead of missing the old row the import deleted.
 */
export async function setInStock(
  db: Kysely<Database>,
  category: InventoryCategory,
  item: InventoryItem,
): Promise<void> {
  const result = await db.transaction().execute(async (trx) => {
    await lockWrites(trx, inventoryLock);
    return trx
      .updateTable('recipe_inventory')
      .set({ instock: item.instock ? 1 : 0 })
      .where('category', '=', category)
      .where('name', '=', item.name)
      .executeTakeFirst();
  });
  if (Number(result.numUpdatedRows) === 0) {
    throw new HttpError(404, `name: ${category} has no item "${item.name}"`, 'name');
  }
}

export async function countKitchen(db: Db): Promise<{ recipes: number; inventoryItems: number }> {
  const count = async (table: 'recipes' | 'recipe_inventory') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  return { recipes: await count('recipes'), inventoryItems: await count('recipe_inventory') };
}
