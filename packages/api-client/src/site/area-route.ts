import type { ComponentType } from 'react';

/**
 * One address pattern an area answers. Each feature package exports its list from its `routes`
 * entry; apps/site mounts them all, so adding an area never edits the site's router.
 */
export interface AreaRoute {
  /** A React Router pattern: '/references', '/chart/:flavor', '/midi/*'. */
  path: string;
  /**
   * The page. `lazy` pages are their own chunk, fetched on the first visit; `eager` is only for
   * the pages of the first load (home and landing), which every visitor downloads anyway.
   */
  page: { lazy: () => Promise<ComponentType> } | { eager: ComponentType };
  /** The id of the landing tile that leads here, when one does. */
  tile?: string;
  /** One concrete address this route answers, for the route tests and the bench. */
  sample: string;
  /**
   * For a route that draws several pages below one pattern ('/midi/*'): one address of each other
   * page, so the bench measures every page and not just the first.
   */
  otherPages?: readonly string[];
  /**
   * The public API addresses (GET, exactly as the page requests them) that the page asks for first.
   * The server's first paint names them in the page's head, so the browser fetches them beside the
   * scripts instead of after them (decision 044). Leave out anything a visitor may not read.
   */
  firstData?: (address: FirstDataAddress) => readonly string[];
}

/** What `firstData` is told of the address being drawn. */
export interface FirstDataAddress {
  /** The pattern's parameters, `*` included. */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}
