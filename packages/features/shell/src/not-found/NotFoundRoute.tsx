import { siteAddresses, useNotFoundStatus } from '@portfolio/api-client/site';
import { NotFoundPage, useDocumentTitle } from '@portfolio/ui';
import { useLocation } from 'react-router-dom';

export function NotFoundRoute() {
  const location = useLocation();
  useDocumentTitle('Page not found');
  useNotFoundStatus();
  return <NotFoundPage path={location.pathname} homeHref={siteAddresses.landing} />;
}
