import type { AreaRoute } from '@portfolio/api-client/site';

/** Deep Work: one page, in its own chunk fetched on the first visit. */
export const deepWorkRoutes: readonly AreaRoute[] = [
  {
    path: '/deep-work/tasks-home',
    page: { lazy: () => import('./index').then((m) => m.DeepWorkRoute) },
    tile: 'deep-work',
    sample: '/deep-work/tasks-home',
  },
];
