import { siteAddresses } from '@portfolio/api-client/site';
import { NotFoundPage, useDocumentTitle } from '@portfolio/ui';
import { useLocation } from 'react-router-dom';

export function NotFoundRoute() {
  const location = useLocation();
  useDocumentTitle('Page not found');
  return <NotFoundPage path={location.pathname} homeHref={siteAddresses.landing} />;
}
