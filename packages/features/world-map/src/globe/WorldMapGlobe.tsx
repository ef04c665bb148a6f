import type { WorldTopology } from '@portfolio/contracts';
import { WorldGlobe } from '@portfolio/ui/world-map';
import { useCallback, useMemo } from 'react';
import { dragOutlines, worldCountries } from '../geometry/world-countries';

/**
 * The globe with the countries of the geometry file: loaded as its own chunk (the globe's maths,
 * d3-geo, visx and the TopoJSON decoder) while the page shows its frame and fetches the shapes.
 */
export default function WorldMapGlobe({ topology }: { topology: WorldTopology | undefined }) {
  const countries = useMemo(() => (topology ? worldCountries(topology) : undefined), [topology]);
  const outlines = useCallback(() => (topology ? dragOutlines(topology) : []), [topology]);
  return <WorldGlobe countries={countries} dragOutlines={outlines} />;
}
