import type { AreaRoute } from '@portfolio/api-client/site';

/** The recipe and kitchen helper: every page under /recipes, in one chunk fetched on the first visit. */
export const recipesRoutes: readonly AreaRoute[] = [
  {
    path: '/recipes/*',
    page: { lazy: () => import('./index').then((m) => m.RecipesRoutes) },
    tile: 'recipes',
    sample: '/recipes/recipes-home',
  },
];
