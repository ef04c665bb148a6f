export * from './RecipeCardGrid';
