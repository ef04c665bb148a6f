import { Redirect, siteAddresses, useNotFoundStatus } from '@portfolio/api-client/site';
import { NotFoundPage, useDocumentTitle } from '@portfolio/ui';
import { Route, Routes, useLocation } from 'react-router-dom';
import { recipesPaths } from './recipes-paths';

function UnknownRecipesPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  useNotFoundStatus();
  // The page's link reads 'Back to the landing page', as on every other area's not-found page.
  return <NotFoundPage path={pathname} homeHref={siteAddresses.landing} />;
}

/**
 * /recipes/* where no page of the area answers: /recipes itself goes to the recipe list (a 302
 * from the server, decision 044), any other address gets the site's not-found page.
 */
export function RecipesFallbackRoute() {
  return (
    <Routes>
      <Route index element={<Redirect to={recipesPaths.home} />} />
      <Route path="*" element={<UnknownRecipesPage />} />
    </Routes>
  );
}
