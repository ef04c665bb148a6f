import type { AreaRoute } from '@portfolio/api-client/site';

/** The video library: every page under /video-database/, one chunk fetched on the first visit. */
export const videoDatabaseRoutes: readonly AreaRoute[] = [
  {
    path: '/video-database/*',
    page: { lazy: () => import('./index').then((m) => m.VideoDatabaseRoutes) },
    tile: 'video-database',
    sample: '/video-database/video-player',
    otherPages: [
      '/video-database/video-player?primary=science',
      '/video-database/video-player?primary=adobe&secondary=photoshop',
      '/video-database/add-tags',
    ],
  },
];
