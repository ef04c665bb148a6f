import { type Composer, flagUrl, type Score } from '@portfolio/contracts';

// The sheet-music catalogue the feature stories run on: small, with every case the pages handle
// (an enlarged score with an odd page count, a score with a video, a composer without scores).

export const storyPianoComposers: Composer[] = [
  { id: 'bach', name: 'Johann Sebastian Bach', flag: flagUrl('de'), lifespan: '1685–1750' },
  { id: 'chopin', name: 'Frédéric Chopin', flag: flagUrl('pl'), lifespan: '1810–1849' },
  { id: 'satie', name: 'Erik Satie', flag: flagUrl('fr'), lifespan: '1866–1925' },
];

export const storyViolinComposers: Composer[] = [
  { id: 'vivaldi', name: 'Antonio Vivaldi', flag: flagUrl('it'), lifespan: '1678–1741' },
  { id: 'lds-hymns', name: 'Hymn Book', flag: flagUrl('us'), lifespan: '' },
];

export const storyPianoScores: Score[] = [
  {
    id: 'minuet-in-g',
    name: 'Minuet in G',
    composer: 'bach',
    pageCount: 5,
    audio: 'minuet-in-g',
    video: 'minuet-in-g',
    dir: 'minuet-in-g',
  },
  {
    id: 'prelude-in-c',
    name: 'Prelude in C',
    composer: 'bach',
    pageCount: 3,
    enlarged: true,
    audio: 'prelude-in-c',
    dir: 'prelude-in-c',
  },
  {
    id: 'prelude-e-minor',
    name: 'Prelude in E minor',
    composer: 'chopin',
    pageCount: 2,
    audio: 'prelude-e-minor',
    dir: 'prelude-e-minor',
  },
];

export const storyViolinScores: Score[] = [
  {
    id: 'spring',
    name: 'Spring, first movement',
    composer: 'vivaldi',
    pageCount: 4,
    audio: 'spring',
    video: 'spring',
    dir: 'spring',
  },
  {
    id: 'morning-hymn',
    name: 'Morning Hymn',
    composer: 'lds-hymns',
    pageCount: 2,
    audio: 'morning-hymn',
    dir: 'morning-hymn',
  },
];
