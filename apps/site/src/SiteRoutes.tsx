import { HomeRoute, LandingRoute, RouteFallback } from '@portfolio/feature-shell';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

// Everything but home and landing is its own chunk, loaded when its route is first visited.
const OwnerRoute = lazy(() =>
  import('@portfolio/feature-shell/owner').then((m) => ({ default: m.OwnerRoute })),
);
const ErrorRoute = lazy(() =>
  import('@portfolio/feature-shell/status-pages').then((m) => ({ default: m.ErrorRoute })),
);
const NotFoundRoute = lazy(() =>
  import('@portfolio/feature-shell/status-pages').then((m) => ({ default: m.NotFoundRoute })),
);

/**
 * The site's route table (spec part 1 §2, part 2 §2). Home and landing are in the first chunk;
 * every area is added here as a lazy module by its own issue.
 */
export function SiteRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Routes>
        <Route path="/" element={<Navigate to="/home" replace />} />
        <Route path="/home" element={<HomeRoute />} />
        <Route path="/landing" element={<LandingRoute />} />
        <Route path="/error" element={<ErrorRoute />} />
        <Route path="/owner" element={<OwnerRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
