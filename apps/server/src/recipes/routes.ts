import {
  getInventoryCategory,
  getRecipe,
  getRecipeList,
  getRecipesImportStatus,
  importFactoryInventory,
  importFactoryRecipes,
  updateInventoryItem,
} from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../route';
import {
  countKitchen,
  installInventory,
  installRecipes,
  knownCategory,
  listInventory,
  listRecipes,
  readFactoryInventory,
  readFactoryRecipes,
  readRecipe,
  setInStock,
} from './kitchen';

/** The recipe and kitchen helper (spec part 1 §7, decision 055). */
export async function recipesRoutes(app: FastifyInstance): Promise<void> {
  route(app, getRecipeList, () => listRecipes(app.db));
  route(app, getRecipe, (request) => readRecipe(app.db, request.params.recipe));
  route(app, getInventoryCategory, (request) =>
    listInventory(app.db, knownCategory(request.params.category)),
  );
  route(app, updateInventoryItem, async (request) => {
    const category = knownCategory(request.params.category);
    await setInStock(app.db, category, request.body);
    const { name, instock } = request.body;
    return { msg: `${name} is ${instock ? 'in stock' : 'not in stock'}` };
  });

  route(app, getRecipesImportStatus, () => countKitchen(app.db));
  // Both imports replace what is there with the factory data in one transaction, so repeating
  // one gives the same rows and a failure leaves the old rows; imports sent at once take turns.
  route(app, importFactoryRecipes, async () => {
    const recipes = await readFactoryRecipes();
    await app.db.transaction().execute((trx) => installRecipes(trx, recipes));
    return { msg: `Imported ${recipes.length} recipes` };
  });
  route(app, importFactoryInventory, async () => {
    const inventory = await readFactoryInventory();
    await app.db.transaction().execute((trx) => installInventory(trx, inventory));
    const count = Object.values(inventory).reduce((sum, items) => sum + items.length, 0);
    return { msg: `Imported ${count} inventory items` };
  });
}
