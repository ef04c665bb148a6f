import type { AreaRoute } from '@portfolio/api-client/site';

/** The sheet-music area: every page under /midi/, one chunk fetched on the first visit. */
export const midiRoutes: readonly AreaRoute[] = [
  {
    path: '/midi/*',
    page: { lazy: () => import('./index').then((m) => m.MidiRoutes) },
    tile: 'midi',
    sample: '/midi/landing/home',
    otherPages: [
      '/midi/composers/violin/vivaldi',
      '/midi/scores/piano/beethoven-fur-elise',
      '/midi/videos/beethoven-fur-elise',
    ],
  },
];
