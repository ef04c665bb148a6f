import { siteAddresses } from '@portfolio/api-client/site';
import { PageFrame, useDocumentTitle } from '@portfolio/ui';
import { GlobeHelpText, GlobePlaceholder } from '@portfolio/ui/world-map';
import { lazy, Suspense, useEffect, useId, useState } from 'react';

// The globe, its libraries and its data access are one chunk, fetched once the frame is drawn.
const WorldMapGlobe = lazy(() => import('./WorldMapGlobe'));

/** True from the frame after the first paint: the globe's chunk then loads without delaying it. */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let second = 0;
    // The first callback runs before the next paint, the second one after it.
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  return painted;
}

/**
 * /draggable-globe (spec part 1, "World map"): the frame, the heading and a placeholder of the
 * globe's exact size paint first; the globe takes its place when its code has arrived.
 */
export function WorldMapRoute() {
  useDocumentTitle('World Map');
  const helpId = useId();
  const painted = useAfterFirstPaint();
  return (
    <PageFrame heading="World Map" homeHref={siteAddresses.landing}>
      <Suspense fallback={<GlobePlaceholder />}>
        {painted ? <WorldMapGlobe helpId={helpId} /> : <GlobePlaceholder />}
      </Suspense>
      {/* Outside the boundary: painted once, at the first paint, and never replaced. */}
      <GlobeHelpText id={helpId} />
    </PageFrame>
  );
}
