import { RecipesAbout } from '@portfolio/ui/recipes';
import { RecipesPage } from '../RecipesPage';

const aboutText = [
  'A kitchen helper for an electric pressure cooker: recipes written and cooked for this site, a shopping list built from the kitchen inventory, and the stock the owner keeps.',
  'The shopping list lives in this browser only: nothing about it is sent anywhere. The in-stock ticks and the imports belong to the owner and need the owner’s sign-in.',
  'Every picture was drawn for this site from the recipe’s meal type and ingredients.',
];

/** recipes/about: a short page about the area (the spec's About led nowhere). */
export function RecipesAboutRoute() {
  return (
    <RecipesPage title="About the recipes" heading="About">
      <RecipesAbout paragraphs={aboutText} />
    </RecipesPage>
  );
}
