import { DataProvider } from '@portfolio/api-client';
import { NotFoundPage, useDocumentTitle } from '@portfolio/ui';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RecipesAboutRoute } from './about/RecipesAboutRoute';
import { AccessoriesRoute } from './accessories/AccessoriesRoute';
import { RecipesHomeRoute } from './home/RecipesHomeRoute';
import { ImportDataRoute } from './import/ImportDataRoute';
import { InStockRoute } from './in-stock/InStockRoute';
import { RecipeRoute } from './recipe/RecipeRoute';
import { recipesPaths } from './recipes-paths';
import { ShoppingListRoute } from './shopping/ShoppingListRoute';

function UnknownRecipesPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  return <NotFoundPage path={pathname} homeHref={recipesPaths.home} />;
}

/** Everything under /recipes/* (spec part 1 §2), in one lazy chunk with its own data provider. */
export function RecipesRoutes() {
  return (
    <DataProvider>
      <Routes>
        <Route index element={<Navigate to="recipes-home" replace />} />
        <Route path="recipes-home" element={<RecipesHomeRoute />} />
        <Route path="recipes/:recipe" element={<RecipeRoute />} />
        <Route path="shopping-list" element={<ShoppingListRoute />} />
        <Route path="accessories" element={<AccessoriesRoute />} />
        <Route path="in-stock" element={<InStockRoute />} />
        <Route path="import-data" element={<ImportDataRoute />} />
        <Route path="about" element={<RecipesAboutRoute />} />
        <Route path="*" element={<UnknownRecipesPage />} />
      </Routes>
    </DataProvider>
  );
}
