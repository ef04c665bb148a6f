import type { AreaRoute } from '@portfolio/api-client/site';
import { firstData as firstDataPaths } from '@portfolio/contracts/video-database.paths';

/** The video library: every page under /video-database/, one chunk fetched on the first visit. */
export const videoDatabaseRoutes: readonly AreaRoute[] = [
  {
    path: '/video-database/*',
    page: { lazy: () => import('./index').then((m) => m.VideoDatabaseRoutes) },
    tile: 'video-database',
    sample: '/video-database/video-player',
    // Level one's cards are drawn at once; their counts come from one public read.
    firstData: ({ params, search }) =>
      params['*'] === 'video-player' && !search.has('primary') ? [firstDataPaths.videoCategories] : [],
    otherPages: [
      '/video-database/video-player?primary=science',
      '/video-database/video-player?primary=adobe&secondary=photoshop',
      '/video-database/add-tags',
    ],
  },
];
