// Violin pieces of the demo catalogue: public-domain melodies and duets written out for this
// project in ABC (see lib/abc-to-mei.mjs), plus sight-reading studies written for it.
// Duets have two staves (Violin I and II); everything stays at or above the violin's low G.

/** Keeps accidentals in the first copy only: later copies in the bar inherit them, as in print. */
const plain = (notes) => notes.replace(/[_^=]/g, '');

/** One 2/4 bar of rising and falling triplet arpeggios over a four-note chord. */
function arpeggioBar([low, second, third, top]) {
  const up = `${low}${second}${third}`;
  const down = `${top}${plain(third)}${plain(second)}`;
  return `(3${up} (3${down} (3${plain(up)} (3${plain(down)}`;
}

const caprice24Harmony = [
  ['A', 'c', 'e', 'a'],
  ['E', '^G', 'B', 'e'],
  ['E', '^G', 'B', 'e'],
  ['A', 'c', 'e', 'a'],
  ['D', 'F', 'A', 'd'],
  ['A', 'c', 'e', 'a'],
  ['E', '^G', 'B', 'e'],
  ['A', 'c', 'e', 'a'],
  ['D', 'F', 'A', 'd'],
  ['E', '^G', 'B', 'e'],
  ['E', '^G', 'B', 'd'],
  ['A', 'c', 'e', 'a'],
];

export const violinPieces = [
  {
    id: 'vivaldi-spring',
    composer: 'vivaldi',
    name: 'Spring, RV 269 – Allegro (theme)',
    key: 'E',
    meter: '4/4',
    unit: '1/16',
    pickup: true,
    tempo: { text: 'Allegro', bpm: 100 },
    layout: { barsPerSystem: 2, systemsPerPage: 4 },
    video: true,
    staves: [
      {
        clef: 'treble',
        music: `!f! e2 | g2g2g2 fe b6 ba | g2g2g2 fe b6 ba | g2a2 b2a2 g4 f4 | e12 z2 e2 |
                !p! g2g2g2 fe b6 ba | g2g2g2 fe b6 ba | g2a2 b2a2 g4 f4 | e12 z2 e2 |
                !f! b2ba b2ba b2ba b2ba | g2ga g2ga g2ga g2ga | e2ef e2ef g2ga b4 | e12 z2 |`,
      },
    ],
  },
  {
    id: 'vivaldi-summer-presto',
    composer: 'vivaldi',
    name: 'Summer, RV 315 – Presto (opening, simplified)',
    key: 'Gm',
    meter: '3/4',
    unit: '1/16',
    tempo: { text: 'Presto', bpm: 132 },
    layout: { barsPerSystem: 1, systemsPerPage: 4 },
    staves: [
      {
        clef: 'treble',
        music: `!f! gggg gggg gggg | gfed cBAG ^FGAB | cccc cccc cccc | cBAG FEDC B,CDE |
                dddd dddd dddd | dcBA G^FED CB,A,G, | G,B,DG B,DGB DGBd | g12 |`,
      },
    ],
  },
  {
    id: 'bach-jesu-joy',
    composer: 'bach',
    name: 'Jesu, Joy of Man’s Desiring, BWV 147',
    key: 'G',
    meter: '9/8',
    unit: '1/8',
    tempo: { text: 'Andante', bpm: 96 },
    layout: { barsPerSystem: 1, systemsPerPage: 4 },
    staves: [
      {
        clef: 'treble',
        music: `!mp! GAB dcc edd | gfg dBG ABc | ded cBA BGE | FGA DFA cBA |
                GAB dcc edd | gfg dBG ABc | ded cBA BGE | FGA DGF G3 |`,
      },
    ],
  },
  {
    id: 'bach-minuet-violin',
    composer: 'bach',
    name: 'Minuet in G major, BWV Anh. 114 (violin)',
    key: 'G',
    meter: '3/4',
    unit: '1/8',
    tempo: { text: 'Moderato', bpm: 112 },
    layout: { barsPerSystem: 2, systemsPerPage: 3 },
    staves: [
      {
        clef: 'treble',
        music: `!mf! d2 GABc | d2 G2 G2 | e2 cdef | g2 G2 G2 | c2 dcBA | B2 cBAG | F2 GABG | A6 |
                d2 GABc | d2 G2 G2 | e2 cdef | g2 G2 G2 | c2 dcBA | B2 cBAG | A2 BAGF | G6 |`,
      },
    ],
  },
  {
    id: 'paganini-caprice-24-theme',
    composer: 'paganini',
    name: 'Caprice No. 24 – Theme (simplified)',
    key: 'Am',
    meter: '2/4',
    unit: '1/16',
    tempo: { text: 'Quasi presto', bpm: 96 },
    layout: { barsPerSystem: 2, systemsPerPage: 3 },
    staves: [
      {
        clef: 'treble',
        music: `!f! A4 AcBA | e4 E4 | e4 e^gfe | a4 A4 | d4 dfed | a4 A4 | ^G4 GBAG | c4 C4 |
                F4 FAGF | B4 B,4 | E4 E^GFE | A8 |`,
      },
    ],
  },
  {
    id: 'paganini-caprice-24-variation-1',
    composer: 'paganini',
    name: 'Caprice No. 24 – Variation 1 (simplified)',
    key: 'Am',
    meter: '2/4',
    unit: '1/16',
    tempo: { text: 'Quasi presto', bpm: 80 },
    layout: { barsPerSystem: 2, systemsPerPage: 2 },
    staves: [
      {
        clef: 'treble',
        music: `!f! ${caprice24Harmony.slice(0, -1).map(arpeggioBar).join(' | ')} | [Acea]8 |`,
      },
    ],
  },
  {
    id: 'hymn-old-hundredth',
    composer: 'lds-hymns',
    name: 'Praise God, from Whom All Blessings Flow (Old Hundredth)',
    key: 'G',
    meter: '4/4',
    unit: '1/8',
    tempo: { text: 'Majestically', bpm: 84 },
    layout: { barsPerSystem: 2, systemsPerPage: 3 },
    enlarged: true,
    staves: [
      {
        clef: 'treble',
        music: `!mf! G4 G2F2 | E2D2 G2A2 | B4 B4 | B2B2 A2G2 | c2B2 A4 |
                G4 A2B2 | A2G2 E2F2 | G4 d4 | B2G2 A2c2 | B2A2 G4 |`,
      },
    ],
  },
  {
    id: 'hymn-silent-night',
    composer: 'lds-hymns',
    name: 'Silent Night',
    key: 'Bb',
    meter: '6/8',
    unit: '1/8',
    tempo: { text: 'Gently', bpm: 108 },
    layout: { barsPerSystem: 2, systemsPerPage: 3 },
    staves: [
      {
        clef: 'treble',
        music: `!p! F3/2G/F D3 | F3/2G/F D3 | c2c A3 | B2B F3 | G2G B3/2A/G | F3/2G/F D3 |
                G2G B3/2A/G | F3/2G/F D3 | c2c e3/2c/A | B3 d3 | BFD F3/2E/C | B,6 |`,
      },
    ],
  },
  {
    id: 'hymn-joy-to-the-world',
    composer: 'lds-hymns',
    name: 'Joy to the World',
    key: 'D',
    meter: '2/4',
    unit: '1/8',
    tempo: { text: 'Joyfully', bpm: 92 },
    layout: { barsPerSystem: 3, systemsPerPage: 3 },
    staves: [
      {
        clef: 'treble',
        music: `!f! d2 c3/2B/ | A3 G | F2 E2 | D3 A | B3 B | c3 c | d3 d | dc BA | A3/2G/ F d |
                dc BA | A3/2G/ F F | FF F F/G/ | A3 G/F/ | EE E E/F/ | G3 F/E/ | D d2 B | A3/2G/ F G | F2 E2 | D4 |`,
      },
    ],
  },
  {
    id: 'baroque-canon-in-d',
    composer: 'baroque-duets',
    name: 'Canon in D (Pachelbel), for two violins',
    key: 'D',
    meter: '4/4',
    unit: '1/8',
    grouping: 'bracket',
    tempo: { text: 'Andante', bpm: 66 },
    layout: { barsPerSystem: 1, systemsPerPage: 4 },
    staves: [
      {
        clef: 'treble',
        label: 'Violin I',
        music: `!p! f4 e4 | d4 c4 | B4 A4 | B4 c4 | d2c2 B2A2 | G2F2 G2E2 | DFAG FDFE | DB,DA GBAG |
                f4 e4 | d4 c4 | B4 c4 | d8 |`,
      },
      {
        clef: 'treble',
        label: 'Violin II',
        music: `Z | Z | !p! f4 e4 | d4 c4 | B4 A4 | B4 c4 | d2c2 B2A2 | G2F2 G2E2 | DFAG FDFE | DB,DA GBAG |
                G4 A4 | F8 |`,
      },
    ],
  },
  {
    id: 'baroque-rondeau',
    composer: 'baroque-duets',
    name: 'Rondeau from Abdelazer (Purcell), for two violins (simplified)',
    key: 'Dm',
    meter: '3/4',
    unit: '1/8',
    pickup: true,
    grouping: 'bracket',
    tempo: { text: 'Allegro moderato', bpm: 120 },
    layout: { barsPerSystem: 2, systemsPerPage: 3 },
    staves: [
      {
        clef: 'treble',
        label: 'Violin I',
        music: `!mf! d2 | f2 a2 d'2 | c'3 b a2 | g2 a2 f2 | e4 d2 | f2 a2 d'2 | c'3 b a2 | g2 e2 ^c2 | d4 |`,
      },
      {
        clef: 'treble',
        label: 'Violin II',
        music: `z2 | D4 A,2 | E4 F2 | B,4 A,2 | ^C4 D2 | D4 A,2 | E4 F2 | B,2 G,2 A,2 | D4 |`,
      },
    ],
  },
  {
    id: 'duet-greensleeves',
    composer: 'violin-duets',
    name: 'Greensleeves, for two violins',
    key: 'Am',
    meter: '6/8',
    unit: '1/8',
    pickup: true,
    grouping: 'bracket',
    tempo: { text: 'Andante', bpm: 112 },
    layout: { barsPerSystem: 2, systemsPerPage: 3 },
    staves: [
      {
        clef: 'treble',
        label: 'Violin I',
        music: `!mp! A | c2d e3/2f/e | d2B G3/2A/B | c2A A3/2^G/A | B2^G E2A | c2d e3/2f/e | d2B G3/2A/B |
                c3/2B/A ^G3/2^F/G | A6 | g3 g3/2^f/e | d2B G3/2A/B | c2A A3/2^G/A | B2^G E3 |
                g3 g3/2^f/e | d2B G3/2A/B | c3/2B/A ^G3/2^F/G | A3 A2 |`,
      },
      {
        clef: 'treble',
        label: 'Violin II',
        music: `z | E3 E3 | D3 D3 | E3 C3 | B,3 ^G,3 | E3 E3 | D3 D3 | E3 B,3 | A,6 |
                e3 c3 | B3 G3 | c3 A3 | ^G3 E3 | e3 c3 | B3 G3 | A3 ^G3 | A3 E2 |`,
      },
    ],
  },
  {
    id: 'duet-brahms-lullaby',
    composer: 'violin-duets',
    name: 'Lullaby, Op. 49 No. 4 (Brahms), for two violins',
    key: 'C',
    meter: '3/4',
    unit: '1/8',
    pickup: true,
    grouping: 'bracket',
    tempo: { text: 'Gently', bpm: 96 },
    layout: { barsPerSystem: 2, systemsPerPage: 2 },
    staves: [
      {
        clef: 'treble',
        label: 'Violin I',
        music: `!p! EE | G4 EE | G4 EG | c2 B3A | A2 G2 DE | F2 D2 DE | F4 DF | BA G2 B2 | c4 cc |
                c'4 af | g4 ec | f2 g2 a2 | g4 cc | c'4 af | g4 ec | f2 e2 d2 | c4 |`,
      },
      {
        clef: 'treble',
        label: 'Violin II',
        music: `z2 | C4 E2 | C4 E2 | B,4 D2 | C4 B,2 | B,4 D2 | B,4 D2 | B,4 D2 | C4 E2 |
                c4 A2 | G4 E2 | B4 G2 | E4 G2 | c4 A2 | G4 E2 | B4 G2 | E4 |`,
      },
    ],
  },
  {
    id: 'sight-reading-open-strings',
    composer: 'sight-reading-violin',
    name: 'Study 1: Open Strings',
    key: 'D',
    meter: '4/4',
    unit: '1/8',
    tempo: { text: 'Moderato', bpm: 80 },
    layout: { barsPerSystem: 1, systemsPerPage: 4 },
    staves: [
      {
        clef: 'treble',
        music: `!mf! D2D2 A2A2 | D4 A4 | A2A2 e2e2 | A8 | G,2G,2 D2D2 | G,4 D4 | D2A2 e2A2 | D8 |`,
      },
    ],
  },
  {
    id: 'sight-reading-finger-steps',
    composer: 'sight-reading-violin',
    name: 'Study 2: Finger Steps in D Major',
    key: 'D',
    meter: '4/4',
    unit: '1/8',
    tempo: { text: 'Andante', bpm: 88 },
    layout: { barsPerSystem: 2, systemsPerPage: 3 },
    staves: [
      {
        clef: 'treble',
        music: `!mp! D2E2 F2E2 | D2E2 F4 | A2B2 c2B2 | A8 | d2c2 B2A2 | B2A2 F4 |
                E2F2 E2D2 | E8 | F2E2 F2A2 | B2A2 F4 | E2D2 E2F2 | D8 |`,
      },
    ],
  },
  {
    id: 'sight-reading-waltz-study',
    composer: 'sight-reading-violin',
    name: 'Study 3: Waltz in A Minor',
    key: 'Am',
    meter: '3/4',
    unit: '1/8',
    tempo: { text: 'Tempo di valse', bpm: 120 },
    layout: { barsPerSystem: 2, systemsPerPage: 2 },
    staves: [
      {
        clef: 'treble',
        music: `!mf! A2 c2 e2 | e4 d2 | c2 B2 A2 | B6 | G2 B2 d2 | d4 c2 | B2 A2 ^G2 | A6 |
                e2 f2 e2 | d4 c2 | B2 c2 d2 | e6 | A2 c2 e2 | d2 c2 B2 | A2 ^G2 B2 | A6 |`,
      },
    ],
  },
];
