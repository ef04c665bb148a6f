import { createPath, Navigate, type To, useLocation, useResolvedPath } from 'react-router-dom';
import { usePageStatusRecorder } from './page-status-note';

/**
 * An address that only leads elsewhere (`to`, resolved like a link of the route it is in). The
 * query and fragment go along unless `to` gives its own. In the browser it replaces the address,
 * so Back skips it; in the server's render it is noted and answered with an HTTP redirect, since
 * a page cannot navigate there (React Router's `Navigate` warns and does nothing on the server).
 */
export function Redirect({ to }: { to: To }) {
  const recorder = usePageStatusRecorder();
  const here = useLocation();
  const target = useResolvedPath(to);
  const location = createPath({
    pathname: target.pathname,
    search: target.search || here.search,
    hash: target.hash || here.hash,
  });
  if (recorder) {
    recorder.redirect(location);
    return null;
  }
  return <Navigate to={location} replace />;
}
