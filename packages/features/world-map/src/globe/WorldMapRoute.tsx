import { siteAddresses } from '@portfolio/api-client/site';
import { PageFrame, useDocumentTitle } from '@portfolio/ui';
import { GlobeHelpText, GlobePlaceholder } from '@portfolio/ui/world-map';
import { lazy, Suspense, useId } from 'react';

// The globe, its libraries and its data access are one chunk, fetched once the frame is drawn.
const WorldMapGlobe = lazy(() => import('./WorldMapGlobe'));

/**
 * /draggable-globe (spec part 1, "World map"): the frame, the heading and a placeholder of the
 * globe's exact size paint first; the globe takes its place when its code has arrived.
 */
export function WorldMapRoute() {
  useDocumentTitle('World Map');
  const helpId = useId();
  return (
    <PageFrame heading="World Map" homeHref={siteAddresses.landing}>
      <Suspense fallback={<GlobePlaceholder />}>
        <WorldMapGlobe helpId={helpId} />
      </Suspense>
      {/* Outside the boundary: painted once, at the first paint, and never replaced. */}
      <GlobeHelpText id={helpId} />
    </PageFrame>
  );
}
