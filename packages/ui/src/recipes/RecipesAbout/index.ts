export * from './RecipesAbout';
