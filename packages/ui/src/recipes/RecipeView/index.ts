export * from './RecipeView';
