import { useApiQuery } from '@portfolio/api-client';
import { getWorldGeometry } from '@portfolio/contracts';

/**
 * GET /data/world-map/world_map_geometry.json, the static country shapes. Like every plain GET a
 * failure opens the error page. The file never changes while the page is open: fetched once.
 */
export function useWorldGeometry() {
  return useApiQuery(getWorldGeometry, undefined, { staleTime: Infinity, gcTime: Infinity });
}
