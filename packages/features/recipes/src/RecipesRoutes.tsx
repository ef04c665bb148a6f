import { DataProvider } from '@portfolio/api-client';
import { Redirect } from '@portfolio/api-client/site';
import { NotFoundPage, useDocumentTitle } from '@portfolio/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { RecipesAboutRoute } from './about/RecipesAboutRoute';
import { AccessoriesRoute } from './accessories/AccessoriesRoute';
import { RecipesHomeRoute } from './home/RecipesHomeRoute';
import { ImportDataRoute } from './import/ImportDataRoute';
import { InStockRoute } from './in-stock/InStockRoute';
import { RecipeRoute } from './recipe/RecipeRoute';
import { RecipesPage } from './RecipesPage';
import { recipesPaths } from './recipes-paths';

// The drag-and-drop library loads with the shopping list only, not with the other recipe pages.
const ShoppingListRoute = lazy(() =>
  import('./shopping/ShoppingListRoute').then((m) => ({ default: m.ShoppingListRoute })),
);

/** What the shopping list shows while its code arrives: the same frame and heading. */
function ShoppingListLoading() {
  return (
    <RecipesPage title="Shopping List" heading="Shopping List">
      <p aria-busy="true" style={{ minHeight: 640 }}>
        Loading the shopping list…
      </p>
    </RecipesPage>
  );
}

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
        <Route index element={<Redirect to="recipes-home" />} />
        <Route path="recipes-home" element={<RecipesHomeRoute />} />
        <Route path="recipes/:recipe" element={<RecipeRoute />} />
        <Route
          path="shopping-list"
          element={
            <Suspense fallback={<ShoppingListLoading />}>
              <ShoppingListRoute />
            </Suspense>
          }
        />
        <Route path="accessories" element={<AccessoriesRoute />} />
        <Route path="in-stock" element={<InStockRoute />} />
        <Route path="import-data" element={<ImportDataRoute />} />
        <Route path="about" element={<RecipesAboutRoute />} />
        <Route path="*" element={<UnknownRecipesPage />} />
      </Routes>
    </DataProvider>
  );
}
