import { DataProvider } from '@portfolio/api-client';
import { siteAddresses } from '@portfolio/api-client/site';
import { PageFrame, useDocumentTitle } from '@portfolio/ui';
import { WorldGlobe } from '@portfolio/ui/world-map';
import { useMemo } from 'react';
import { useWorldGeometry } from '../api/get-world-geometry';
import { worldCountries } from '../geometry/world-countries';

function WorldMapPage() {
  const geometry = useWorldGeometry();
  const countries = useMemo(
    () => (geometry.data ? worldCountries(geometry.data) : undefined),
    [geometry.data],
  );
  return (
    <PageFrame heading="World Map" homeHref={siteAddresses.landing}>
      <WorldGlobe countries={countries} />
    </PageFrame>
  );
}

/** /draggable-globe (spec part 1, "World map"): the globe in the site's page frame. */
export function WorldMapRoute() {
  useDocumentTitle('World Map');
  return (
    <DataProvider>
      <WorldMapPage />
    </DataProvider>
  );
}
