import type { AreaRoute } from '@portfolio/api-client/site';

/** The world map: one page, its own chunk (the globe, its maths and the shapes' decoder). */
export const worldMapRoutes: readonly AreaRoute[] = [
  {
    path: '/draggable-globe',
    page: { lazy: () => import('./index').then((m) => m.WorldMapRoute) },
    tile: 'world-map',
    sample: '/draggable-globe',
  },
];
