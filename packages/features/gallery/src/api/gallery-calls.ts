import { useApiQuery } from '@portfolio/api-client';
import { getGalleryAlbum } from '@portfolio/contracts';

/** GET /apiGallery/{category}: a failure opens /error (spec part 1 §8). */
export function useGalleryAlbum(category: string) {
  return useApiQuery(getGalleryAlbum, { params: { category } }, { staleTime: 5 * 60_000 });
}
