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
const EnneagramRoutes = lazy(() =>
  import('@portfolio/feature-enneagram').then((m) => ({ default: m.EnneagramRoutes })),
);
const TypeHelperRoute = lazy(() =>
  import('@portfolio/feature-enneagram').then((m) => ({ default: m.TypeHelperRoute })),
);
const ChartRoute = lazy(() =>
  import('@portfolio/feature-enneagram').then((m) => ({ default: m.ChartRoute })),
);
const MidiRoutes = lazy(() => import('@portfolio/feature-midi').then((m) => ({ default: m.MidiRoutes })));
const ReferencesRoute = lazy(() =>
  import('@portfolio/feature-references').then((m) => ({ default: m.ReferencesRoute })),
);
const BackupRoute = lazy(() =>
  import('@portfolio/feature-references').then((m) => ({ default: m.BackupRoute })),
);

/**
 * The site's route table (spec part 1 §2, part 2 §2). Home and landing are in the first chunk;
 * every area is its own lazy chunk.
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
        <Route path="/enneagram/*" element={<EnneagramRoutes />} />
        <Route path="/typeHelper/:type" element={<TypeHelperRoute />} />
        <Route path="/chart/:flavor" element={<ChartRoute />} />
        <Route path="/midi/*" element={<MidiRoutes />} />
        <Route path="/references" element={<ReferencesRoute />} />
        <Route path="/export-backup/n95" element={<BackupRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
