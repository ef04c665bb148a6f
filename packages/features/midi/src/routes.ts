import type { AreaRoute, FirstDataAddress } from '@portfolio/api-client/site';
import { firstData as firstDataPaths } from '@portfolio/contracts/midi.paths';

type Instrument = keyof typeof firstDataPaths.midiScores;

/**
 * What a page under /midi/ asks for first, from its address: the landing page its instrument's
 * composers (`home` is the piano), a composer's page and a score page the composers and the
 * scores. All are public reads; an address naming no instrument asks for nothing early.
 */
function midiPageData({ params }: FirstDataAddress): string[] {
  const [page, instrumentSegment] = (params['*'] ?? '').split('/');
  const instrument = (instrumentSegment === 'home' && page === 'landing' ? 'piano' : instrumentSegment) as
    Instrument | undefined;
  if (instrument !== 'piano' && instrument !== 'violin') return [];
  if (page === 'landing') return [firstDataPaths.midiComposers[instrument]];
  if (page === 'composers' || page === 'scores') {
    return [firstDataPaths.midiComposers[instrument], firstDataPaths.midiScores[instrument]];
  }
  return [];
}

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
    firstData: midiPageData,
  },
];
