import type { AreaRoute } from '@portfolio/api-client/site';
import { buildPath } from '@portfolio/contracts/paths';
import { firstData as firstDataPaths } from '@portfolio/contracts/gallery.paths';

/** The photo gallery: the home, then each album with its pictures; one chunk fetched on the first visit. */
export const galleryRoutes: readonly AreaRoute[] = [
  {
    path: '/gallery/*',
    page: { lazy: () => import('./index').then((m) => m.GalleryRoutes) },
    tile: 'gallery',
    sample: '/gallery/alex-morgan-home',
  },
  {
    path: '/gallery/:owner/:category/*',
    page: { lazy: () => import('./index').then((m) => m.AlbumRoutes) },
    sample: '/gallery/alex-morgan/Pet%20Portraits%20-%20Biscuit',
    // The album's listing (public): the grid's cells and pictures wait for it.
    firstData: ({ params }) =>
      params.category ? [buildPath(firstDataPaths.galleryAlbum, { category: params.category })] : [],
  },
];
