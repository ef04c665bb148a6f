import type { MediaMount } from './media-mount';

/** The recipes' first reads (the route table's `firstData`). */
export const firstData = {
  recipeList: '/apiRecipes/recipes/all-recipes',
  recipe: '/apiRecipes/:recipe',
} as const;

/** Recipe pictures at images/recipes/{identifier}.jpg (spec §7), JPEGs only. */
export const mediaMounts: readonly MediaMount[] = [
  { at: '/images/recipes', from: { media: 'recipes' }, only: ['.jpg'] },
];
