import { DataProvider } from '@portfolio/api-client';
import { siteAddresses } from '@portfolio/api-client/site';
import { PageFrame, useDocumentTitle } from '@portfolio/ui';
import { GlobePlaceholder } from '@portfolio/ui/world-map';
import { lazy, Suspense } from 'react';
import { useWorldGeometry } from '../api/get-world-geometry';

// The globe's code is fetched while the shapes are: both start as soon as the page renders.
const WorldMapGlobe = lazy(() => import('./WorldMapGlobe'));

function WorldMapPage() {
  const geometry = useWorldGeometry();
  return (
    <PageFrame heading="World Map" homeHref={siteAddresses.landing}>
      <Suspense fallback={<GlobePlaceholder />}>
        <WorldMapGlobe topology={geometry.data} />
      </Suspense>
    </PageFrame>
  );
}

/** /draggable-globe (spec part 1, "World map"): the frame and heading first, then the globe. */
export function WorldMapRoute() {
  useDocumentTitle('World Map');
  return (
    <DataProvider>
      <WorldMapPage />
    </DataProvider>
  );
}
