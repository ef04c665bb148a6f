import { siteAddresses } from '@portfolio/api-client/site';
import { ErrorReport, useDocumentTitle } from '@portfolio/ui';
import { useLocation } from 'react-router-dom';
import { readErrorReport } from './read-error-report';

/** /error: the ERROR REPORT of a failed data fetch, from navigation state. */
export function ErrorRoute() {
  const location = useLocation();
  useDocumentTitle('Error report');
  return <ErrorReport report={readErrorReport(location.state)} homeHref={siteAddresses.landing} />;
}
