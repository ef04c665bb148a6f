import { AccessoriesGuide } from '@portfolio/ui/recipes';
import { RecipesPage } from '../RecipesPage';
import { accessoriesSections, conversionChart } from './accessories-content';

/** recipes/accessories: containers, tools, ingredient brand names and the conversion chart. */
export function AccessoriesRoute() {
  return (
    <RecipesPage title="Accessories" heading="Accessories">
      <AccessoriesGuide sections={accessoriesSections} conversions={conversionChart} />
    </RecipesPage>
  );
}
