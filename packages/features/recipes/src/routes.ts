import type { AreaRoute } from '@portfolio/api-client/site';
import { buildPath } from '@portfolio/contracts/paths';
import { firstData as firstDataPaths } from '@portfolio/contracts/recipes.paths';

/**
 * The recipe and kitchen helper (spec part 1 §2): each page is its own entry, so the bench
 * measures every one. The pages share one chunk fetched on the first visit; the shopping list,
 * with the drag-and-drop library, is a chunk of its own. The paths repeat recipes-paths.ts, which
 * lives in the lazy chunk (routes.test.ts checks that they agree).
 */
type RecipesPageName =
  | 'RecipesHomeRoute'
  | 'RecipeRoute'
  | 'AccessoriesRoute'
  | 'InStockRoute'
  | 'ImportDataRoute'
  | 'RecipesAboutRoute'
  | 'RecipesFallbackRoute';

const page = (name: RecipesPageName) => ({
  lazy: () => import('./index').then((m) => m[name]),
});

export const recipesRoutes: readonly AreaRoute[] = [
  {
    path: '/recipes/recipes-home',
    page: page('RecipesHomeRoute'),
    tile: 'recipes',
    sample: '/recipes/recipes-home',
    // The cards (and the pictures in them) wait for the recipe list (public).
    firstData: () => [firstDataPaths.recipeList],
  },
  {
    path: '/recipes/recipes/:recipe',
    page: page('RecipeRoute'),
    // A recipe the demo data and the mock fixtures both hold (scripts/mock-pages.test.ts opens it).
    sample: '/recipes/recipes/pulled-pork',
    firstData: ({ params }) =>
      params.recipe ? [buildPath(firstDataPaths.recipe, { recipe: params.recipe })] : [],
  },
  {
    path: '/recipes/shopping-list',
    page: { lazy: () => import('./shopping/ShoppingListRoute').then((m) => m.ShoppingListRoute) },
    sample: '/recipes/shopping-list',
  },
  { path: '/recipes/accessories', page: page('AccessoriesRoute'), sample: '/recipes/accessories' },
  { path: '/recipes/in-stock', page: page('InStockRoute'), sample: '/recipes/in-stock' },
  { path: '/recipes/import-data', page: page('ImportDataRoute'), sample: '/recipes/import-data' },
  { path: '/recipes/about', page: page('RecipesAboutRoute'), sample: '/recipes/about' },
  // /recipes itself (to the recipe list) and addresses no page answers (not found).
  { path: '/recipes/*', page: page('RecipesFallbackRoute'), sample: '/recipes/no-such-page' },
];
