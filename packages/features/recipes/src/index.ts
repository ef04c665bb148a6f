// The recipe area's route module, mounted lazily by apps/site at /recipes/*.
export { RecipesRoutes } from './RecipesRoutes';
