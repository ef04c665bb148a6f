import { DataProvider } from '@portfolio/api-client';
import { RecipeView } from '@portfolio/ui/recipes';
import { useParams } from 'react-router-dom';
import { useRecipe } from '../api/recipes-calls';
import { recipeImageSrc } from '../recipes-paths';
import { RecipesPage } from '../RecipesPage';

/** recipes/recipes/{recipe}: one recipe; an unknown one goes to the error page with the server's message. */
export function RecipeRoute() {
  return (
    <DataProvider>
      <RecipeDetails />
    </DataProvider>
  );
}

function RecipeDetails() {
  const identifier = useParams().recipe ?? '';
  const recipe = useRecipe(identifier);
  return (
    <RecipesPage title={recipe.data?.name ?? 'Recipe'}>
      <RecipeView recipe={recipe.data} imageSrc={recipeImageSrc(identifier)} />
    </RecipesPage>
  );
}
