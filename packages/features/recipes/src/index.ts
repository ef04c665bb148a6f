// The recipe area's pages, mounted lazily by apps/site from routes.ts. The shopping list is not
// here: it loads from its own module, with the drag-and-drop library, on its own route.
export { RecipesAboutRoute } from './about/RecipesAboutRoute';
export { AccessoriesRoute } from './accessories/AccessoriesRoute';
export { RecipesHomeRoute } from './home/RecipesHomeRoute';
export { ImportDataRoute } from './import/ImportDataRoute';
export { InStockRoute } from './in-stock/InStockRoute';
export { RecipeRoute } from './recipe/RecipeRoute';
export { RecipesFallbackRoute } from './RecipesFallbackRoute';
