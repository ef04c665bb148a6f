import { DataProvider } from '@portfolio/api-client';
import { WorldGlobe } from '@portfolio/ui/world-map';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useWorldGeometry } from '../api/get-world-geometry';
import { dragOutlines, worldCountries } from '../geometry/world-countries';

function GlobeWithCountries({ helpId }: { helpId: string }) {
  const geometry = useWorldGeometry();
  // Decoded in a background render, so the answer's arrival never blocks the page for long.
  const topology = useDeferredValue(geometry.data);
  const countries = useMemo(() => (topology ? worldCountries(topology) : undefined), [topology]);
  const outlines = useCallback(() => (topology ? dragOutlines(topology) : []), [topology]);
  return <WorldGlobe countries={countries} dragOutlines={outlines} describedBy={helpId} />;
}

/**
 * The globe and the data it draws, as one chunk loaded after the page's frame has painted: the
 * globe's maths, d3-geo, visx, the TopoJSON decoder and the data-access layer all load in
 * parallel, then the shapes are fetched.
 */
export default function WorldMapGlobe({ helpId }: { helpId: string }) {
  return (
    <DataProvider>
      <GlobeWithCountries helpId={helpId} />
    </DataProvider>
  );
}
