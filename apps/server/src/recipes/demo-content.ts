import type { DemoLoader } from '../content/demo-loader';
import { installInventory, installRecipes, readFactoryInventory, readFactoryRecipes } from './kitchen';

/** The factory recipes and inventory are there from the first start (decision 055). */
export const recipesDemoLoaders: DemoLoader[] = [
  {
    name: 'recipes-factory',
    version: 1,
    async load(trx) {
      await installRecipes(trx, await readFactoryRecipes());
    },
  },
  {
    name: 'recipes-inventory',
    version: 1,
    async load(trx) {
      await installInventory(trx, await readFactoryInventory());
    },
  },
];
