import { createContext, useContext } from 'react';
import { createPath, Navigate, type To, useLocation, useResolvedPath } from 'react-router-dom';

/** Where the server's render notes the first redirect it meets (decision 044). */
export interface RedirectNote {
  /** The address to send the visitor to: path, query and fragment. */
  location?: string;
}

const RedirectNoteContext = createContext<RedirectNote | undefined>(undefined);

/**
 * Given by the server's render around the page: a `Redirect` inside it notes its target there
 * instead of navigating, and the server answers the address with a 302 to it.
 */
export const RedirectNoter = RedirectNoteContext.Provider;

/**
 * An address that only leads elsewhere (`to`, resolved like a link of the route it is in). The
 * query and fragment go along unless `to` gives its own. In the browser it replaces the address,
 * so Back skips it; in the server's render it is noted and answered with an HTTP redirect, since
 * a page cannot navigate there (React Router's `Navigate` warns and does nothing on the server).
 */
export function Redirect({ to }: { to: To }) {
  const note = useContext(RedirectNoteContext);
  const here = useLocation();
  const target = useResolvedPath(to);
  const location = createPath({
    pathname: target.pathname,
    search: target.search || here.search,
    hash: target.hash || here.hash,
  });
  if (note) {
    // The first redirect met wins; a second render (StrictMode) notes the same one.
    note.location ??= location;
    return null;
  }
  return <Navigate to={location} replace />;
}
