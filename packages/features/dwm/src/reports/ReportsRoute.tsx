import { useDocumentTitle } from '@portfolio/ui';
import { ReportsPage } from '@portfolio/ui/dwm';

/** The reports placeholder under its token path: only 'reports works!'. */
export function ReportsRoute() {
  useDocumentTitle('Reports');
  return <ReportsPage />;
}
