import { Redirect, siteAddresses, type AreaRoute } from '@portfolio/api-client/site';
import { RouteFallback } from '@portfolio/feature-shell';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { siteRoutes } from './route-tables';
import { releaseServerPaint } from './server-paint';

/** A lazy page becomes its own chunk, loaded when its route is first visited. */
function pageComponent(page: AreaRoute['page']): ComponentType {
  if ('eager' in page) return page.eager;
  const load = page.lazy;
  return lazy(() => load().then((component) => ({ default: component })));
}

// Made once: React.lazy must keep one identity per page, or each render would load it again.
const mounted = siteRoutes.map((route) => ({ path: route.path, Page: pageComponent(route.page) }));

/** Mounted beside the page, so its effect runs once the page itself has hydrated. */
function ServerPaintRelease() {
  useEffect(() => releaseServerPaint(), []);
  return null;
}

/**
 * The site's router (spec part 1 §2, part 2 §2), composed from the areas' route tables. Home and
 * landing are in the first chunk; every area is its own lazy chunk.
 */
export function SiteRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Routes>
        <Route path="/" element={<Redirect to={siteAddresses.home} />} />
        {mounted.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
      <ServerPaintRelease />
    </Suspense>
  );
}
