import type { AreaRoute } from '@portfolio/api-client/site';

/** The Leitner box: one page, in its own chunk fetched on the first visit. */
export const leitnerRoutes: readonly AreaRoute[] = [
  {
    path: '/leitner/vocab',
    page: { lazy: () => import('./index').then((m) => m.LeitnerRoute) },
    tile: 'leitner',
    sample: '/leitner/vocab',
  },
];
