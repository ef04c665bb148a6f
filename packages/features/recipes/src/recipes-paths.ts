import type { RecipesNavLink } from '@portfolio/ui/recipes';

/** The addresses of the recipe area (spec part 1 §2); About is ours (decision 057). */
export const recipesPaths = {
  home: '/recipes/recipes-home',
  recipe: (identifier: string) => `/recipes/recipes/${encodeURIComponent(identifier)}`,
  shoppingList: '/recipes/shopping-list',
  accessories: '/recipes/accessories',
  inStock: '/recipes/in-stock',
  importData: '/recipes/import-data',
  about: '/recipes/about',
} as const;

/** Recipe pictures (spec §7): images/recipes/{identifier}.jpg. */
export const recipeImageSrc = (identifier: string) => `/images/recipes/${encodeURIComponent(identifier)}.jpg`;

/** The navigation bar of spec §2, in its order. */
export const recipesNavLinks: readonly RecipesNavLink[] = [
  { label: 'Recipe List', href: recipesPaths.home },
  { label: 'Shopping List', href: recipesPaths.shoppingList },
  { label: 'Accessories', href: recipesPaths.accessories },
  { label: 'In Stock', href: recipesPaths.inStock },
  { label: 'Import Recipes', href: recipesPaths.importData },
  { label: 'About', href: recipesPaths.about },
];
