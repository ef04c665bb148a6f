import { DataProvider } from '@portfolio/api-client';
import { RecipeCardGrid } from '@portfolio/ui/recipes';
import { useRecipeList } from '../api/recipes-calls';
import { recipeImageSrc, recipesPaths } from '../recipes-paths';
import { RecipesPage } from '../RecipesPage';

/** recipes/recipes-home: a card per recipe; a card opens the recipe. */
export function RecipesHomeRoute() {
  return (
    <DataProvider>
      <RecipesHome />
    </DataProvider>
  );
}

function RecipesHome() {
  const list = useRecipeList();
  const recipes = list.data?.map((recipe) => ({
    ...recipe,
    href: recipesPaths.recipe(recipe.identifier),
    imageSrc: recipeImageSrc(recipe.identifier),
  }));
  return (
    <RecipesPage title="Recipes" heading="Pressure-cooker recipes">
      <RecipeCardGrid recipes={recipes} failed={list.isError} />
    </RecipesPage>
  );
}
