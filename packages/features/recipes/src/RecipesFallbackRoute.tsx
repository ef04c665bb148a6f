import { NotFoundPage, useDocumentTitle } from '@portfolio/ui';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { recipesPaths } from './recipes-paths';

function UnknownRecipesPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  return <NotFoundPage path={pathname} homeHref={recipesPaths.home} />;
}

/**
 * /recipes/* where no page of the area answers: /recipes itself goes to the recipe list, any
 * other address gets the not-found page with the way back to the recipes.
 */
export function RecipesFallbackRoute() {
  return (
    <Routes>
      <Route index element={<Navigate to={recipesPaths.home} replace />} />
      <Route path="*" element={<UnknownRecipesPage />} />
    </Routes>
  );
}
