// The recipe and kitchen helper's presentational components. Each lives in its own folder with its stories.
export * from './RecipesFrame';
export * from './RecipeCardGrid';
export * from './RecipeView';
export * from './ShoppingListBoard';
export * from './InStockBoard';
export * from './ImportPanel';
export * from './AccessoriesGuide';
export * from './RecipesAbout';
