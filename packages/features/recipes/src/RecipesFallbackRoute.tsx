import { siteAddresses } from '@portfolio/api-client/site';
import { NotFoundPage, useDocumentTitle } from '@portfolio/ui';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { recipesPaths } from './recipes-paths';

function UnknownRecipesPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  // The page's link reads 'Back to the landing page', as on every other area's not-found page.
  return <NotFoundPage path={pathname} homeHref={siteAddresses.landing} />;
}

/**
 * /recipes/* where no page of the area answers: /recipes itself goes to the recipe list, any
 * other address gets the site's not-found page.
 */
export function RecipesFallbackRoute() {
  return (
    <Routes>
      <Route index element={<Navigate to={recipesPaths.home} replace />} />
      <Route path="*" element={<UnknownRecipesPage />} />
    </Routes>
  );
}
