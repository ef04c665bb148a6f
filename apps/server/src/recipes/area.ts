import { mediaMounts, firstData } from '@portfolio/contracts/recipes.paths';
import { addressesOf, type ServerArea } from '../area';
import { recipesDemoLoaders } from './demo-content';
import { recipes } from './migrations/055-recipes';
import { recipesRoutes } from './routes';
import type {} from './tables';

export const recipesArea: ServerArea = {
  name: 'recipes',
  routes: recipesRoutes,
  migrations: { '055-recipes': recipes },
  demoLoaders: recipesDemoLoaders,
  mediaMounts,
  firstData: addressesOf(firstData),
};
