import { ErrorRoute, HomeRoute, LandingRoute, NotFoundRoute, RouteFallback } from '@portfolio/feature-shell';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

// Each area is its own chunk, loaded when its route is first visited.
const OwnerRoute = lazy(() =>
  import('@portfolio/feature-shell/owner').then((m) => ({ default: m.OwnerRoute })),
);

/**
 * The site's route table (spec part 1 §2, part 2 §2). The landing shell is in the first chunk;
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
