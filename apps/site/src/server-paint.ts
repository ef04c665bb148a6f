// The server's first paint (decision 044): the server renders the page's frame into #root and
// marks it inert, so nothing on it can be clicked or typed into before React has taken it over.

/** The element index.html gives React. */
export const rootElementId = 'root';

/** Set on #root while it holds the server's paint and React has not yet hydrated the page. */
export const serverPaintAttribute = 'data-server-paint';

/** Called once the page has hydrated: the page becomes interactive and visible to assistive tech. */
export function releaseServerPaint(doc: Document = document): void {
  const root = doc.getElementById(rootElementId);
  if (!root?.hasAttribute(serverPaintAttribute)) return;
  root.removeAttribute(serverPaintAttribute);
  root.removeAttribute('inert');
}
