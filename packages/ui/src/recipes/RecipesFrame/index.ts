export * from './RecipesFrame';
