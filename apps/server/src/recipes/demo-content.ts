import type { DemoLoader } from '../content/demo-loader';
import { dialectOf } from '../db/database';
import { installInventory, installRecipes, readFactoryInventory, readFactoryRecipes } from './kitchen';

/** The factory recipes and inventory are there from the first start (decision 055). */
export const recipesDemoLoaders: DemoLoader[] = [
  {
    name: 'recipes-factory',
    version: 1,
    async load(trx) {
      await installRecipes(trx, dialectOf(trx), await readFactoryRecipes());
    },
  },
  {
    name: 'recipes-inventory',
    version: 1,
    async load(trx) {
      await installInventory(trx, dialectOf(trx), await readFactoryInventory());
    },
  },
];
