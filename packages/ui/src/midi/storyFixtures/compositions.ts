import type { CompositionCardItem } from '../CompositionCard';
import type { CompositionListComposer } from '../CompositionListPage';
import { largeSheetHalf, sheetPage, storyFlags } from './sheetImages';

export const bachComposer: CompositionListComposer = {
  name: 'Johann Sebastian Bach',
  flagSrc: storyFlags.de,
  flagAlt: 'Flag of Germany',
  lifespan: '1685–1750',
};

export const bachCompositionCards: CompositionCardItem[] = [
  {
    id: 'minuet-in-g',
    name: 'Minuet in G',
    href: '/midi/scores/piano/minuet-in-g',
    previewSrc: sheetPage(1, 'Minuet in G'),
    pageCount: 2,
  },
  {
    id: 'musette',
    name: 'Musette in D',
    href: '/midi/scores/piano/musette',
    previewSrc: sheetPage(1, 'Musette in D'),
    pageCount: 3,
    hasVideo: true,
  },
  {
    id: 'prelude-c',
    name: 'Prelude in C',
    href: '/midi/scores/piano/prelude-c',
    previewSrc: largeSheetHalf(1, 'a'),
    pageCount: 3,
    enlarged: true,
  },
];
