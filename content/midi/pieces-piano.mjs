// Piano pieces of the demo catalogue: public-domain music written out for this project in ABC
// (see lib/abc-to-mei.mjs for the subset). Arrangements are short and simplified: a melody with
// a plain left hand, so they engrave on a few pages and synthesise cleanly.
//
// layout: bars per system and systems per page; together they decide the page count.

/** Bach's C major prelude: each bar is one broken chord, written here as its notes. */
function brokenChordBars(rows) {
  const stripAccidentals = (notes) => notes.replace(/[_^=]/g, '');
  return {
    right: rows
      .map(([, upper]) => `z2 ${upper}${stripAccidentals(upper)} z2 ${stripAccidentals(upper).repeat(2)}`)
      .join(' | '),
    left: rows.map(([lower]) => `[${lower}]8 [${stripAccidentals(lower)}]8`).join(' | '),
  };
}

const prelude = brokenChordBars([
  ['CE', 'Gce'],
  ['CD', 'Adf'],
  ['B,D', 'Gdf'],
  ['CE', 'Gce'],
  ['CE', 'Aea'],
  ['CD', '^FAd'],
  ['B,D', 'Gdg'],
  ['B,C', 'EGc'],
  ['A,C', 'EGc'],
  ['D,A,', 'D^Fc'],
  ['G,B,', 'DGB'],
  ['G,_B,', 'EG^c'],
  ['F,A,', 'DAd'],
  ['F,_A,', 'DFB'],
  ['E,G,', 'CGc'],
  ['E,F,', 'A,CF'],
  ['G,D', 'GBf'],
]);

export const pianoPieces = [
  {
    id: 'bach-minuet-in-g',
    composer: 'bach',
    name: 'Minuet in G major, BWV Anh. 114',
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
      {
        clef: 'bass',
        music: `[G,B,D]4 A,2 | B,6 | C6 | B,6 | A,6 | G,6 | D4 B,G, | D2 D,C B,A, |
                B,4 A,2 | B,2 G,2 B,2 | C6 | B,2 CB,A,G, | A,4 F,2 | G,4 B,2 | C2 D2 D,2 | G,4 G,,2 |`,
      },
    ],
  },
  {
    id: 'bach-prelude-in-c',
    composer: 'bach',
    name: 'Prelude in C major, BWV 846 (opening)',
    key: 'C',
    meter: '4/4',
    unit: '1/16',
    tempo: { text: 'Andante', bpm: 72 },
    layout: { barsPerSystem: 1, systemsPerPage: 4 },
    enlarged: true,
    staves: [
      { clef: 'treble', music: `!p! ${prelude.right} | [EGc]16 |` },
      { clef: 'bass', music: `${prelude.left} | [C,C]16 |` },
    ],
  },
  {
    id: 'haydn-surprise-theme',
    composer: 'haydn',
    name: 'Andante from the “Surprise” Symphony, Hob. I:94 (theme)',
    key: 'C',
    meter: '2/4',
    unit: '1/8',
    tempo: { text: 'Andante', bpm: 100 },
    layout: { barsPerSystem: 2, systemsPerPage: 4 },
    staves: [
      {
        clef: 'treble',
        music: `!p! cc ee | gg e2 | ff dd | BB G2 | cc ee | gg c'2 | aa ^ff | g4 |
                !pp! cc ee | gg e2 | ff dd | BB G2 | cc ee | gg c'2 | aa ^ff | g2 !ff! [GBdg]2 |`,
      },
      {
        clef: 'bass',
        music: `C,2 E,2 | E,2 C,2 | B,,2 G,,2 | G,,4 | C,2 E,2 | E,2 C,2 | ^F,2 D,2 | G,,4 |
                C,2 E,2 | E,2 C,2 | B,,2 G,,2 | G,,4 | C,2 E,2 | E,2 C,2 | ^F,2 D,2 | G,,2 [G,,G,]2 |`,
      },
    ],
  },
  {
    id: 'haydn-emperor-hymn',
    composer: 'haydn',
    name: 'Emperor’s Hymn, Hob. XXVIa:43 (simplified)',
    key: 'G',
    meter: '4/4',
    unit: '1/8',
    tempo: { text: 'Poco adagio', bpm: 76 },
    layout: { barsPerSystem: 2, systemsPerPage: 3 },
    staves: [
      {
        clef: 'treble',
        music: `!p! G3A B2A2 | c2B2 AF G2 | e2d2 c2B2 | A2 BG d4 | G3A B2A2 | c2B2 AF G2 | e2d2 c2B2 | A2 BG G4 |
                A2A2 B2G2 | A2 Bc B2G2 | A2 Bc B2A2 | G2A2 D4 | !f! d3e d2c2 | B3c B2A2 | G2 e2 dc BA | G8 |`,
      },
      {
        clef: 'bass',
        music: `G,4 D,4 | A,,2G,,2 D,2G,,2 | C,4 G,,2G,2 | D,4 D,,4 | G,4 D,4 | A,,2G,,2 D,2G,,2 | C,4 G,,2G,2 | D,4 G,,4 |
                D,4 G,4 | D,4 G,4 | D,4 G,4 | B,,2C,2 D,4 | B,,4 A,,4 | G,,4 D,4 | E,2C,2 D,2D,,2 | G,,8 |`,
      },
    ],
  },
  {
    id: 'mozart-twinkle-theme',
    composer: 'mozart',
    name: 'Theme of the Twelve Variations, K. 265',
    key: 'C',
    meter: '2/4',
    unit: '1/8',
    tempo: { text: 'Allegretto', bpm: 104 },
    layout: { barsPerSystem: 3, systemsPerPage: 3 },
    staves: [
      {
        clef: 'treble',
        music: `!mf! c2c2 | g2g2 | a2a2 | g4 | f2f2 | e2e2 | d2d2 | c4 |
                g2g2 | f2f2 | e2e2 | d4 | g2g2 | f2f2 | e2e2 | d4 |
                c2c2 | g2g2 | a2a2 | g4 | f2f2 | e2e2 | d2d2 | c4 |`,
      },
      {
        clef: 'bass',
        music: `C,2 G,2 | E,2 G,2 | F,2 A,2 | E,2 G,2 | D,2 G,2 | C,2 G,2 | G,,2 G,2 | C,4 |
                E,2 G,2 | D,2 G,2 | C,2 G,2 | B,,2 G,2 | E,2 G,2 | D,2 G,2 | C,2 G,2 | B,,2 G,2 |
                C,2 G,2 | E,2 G,2 | F,2 A,2 | E,2 G,2 | D,2 G,2 | C,2 G,2 | G,,2 G,2 | C,4 |`,
      },
    ],
  },
  {
    id: 'mozart-rondo-alla-turca',
    composer: 'mozart',
    name: 'Rondo alla Turca, K. 331 (opening)',
    key: 'Am',
    meter: '2/4',
    unit: '1/16',
    pickup: true,
    tempo: { text: 'Allegretto', bpm: 112 },
    layout: { barsPerSystem: 2, systemsPerPage: 3 },
    staves: [
      {
        clef: 'treble',
        music: `!p! BA^GA | c2 z2 dcBc | e2 z2 fe^de | ba^ga ba^ga | c'4 a2c'2 | b2a2 ^g2a2 | b2a2 ^g2a2 | b2a2 ^g2^f2 | e4 |`,
      },
      {
        clef: 'bass',
        music: `z4 | A,2[CE]2 [CE]2[CE]2 | A,2[CE]2 [CE]2[CE]2 | E,2[^G,B,]2 [^G,B,]2[^G,B,]2 | A,2[CE]2 A,2[CE]2 |
                E,2[B,D]2 A,2[CE]2 | E,2[B,D]2 A,2[CE]2 | E,2[B,D]2 E,2[B,D]2 | [A,,A,]4 |`,
      },
    ],
  },
  {
    id: 'beethoven-fur-elise',
    composer: 'beethoven',
    name: 'Für Elise, WoO 59 (opening)',
    key: 'Am',
    meter: '3/8',
    unit: '1/16',
    pickup: true,
    tempo: { text: 'Poco moto', bpm: 84 },
    layout: { barsPerSystem: 3, systemsPerPage: 3 },
    video: true,
    staves: [
      {
        clef: 'treble',
        music: `!pp! e^d | e^deB=dc | A2 z CEA | B2 z E^GB | c2 z Ee^d | e^deB=dc | A2 z CEA | B2 z EcB | A2 z Bcd |
                e3 Gfe | d3 Fed | c3 Edc | B2 z Ee^d | e^deB=dc | A2 z CEA | B2 z E^GB | c2 z Ee^d |
                e^deB=dc | A2 z CEA | B2 z EcB | A4 |`,
      },
      {
        clef: 'bass',
        music: `z2 | z6 | A,,E,A, z3 | E,,E,^G, z3 | A,,E,A, z3 | z6 | A,,E,A, z3 | E,,E,^G, z3 | A,,E,A, z3 |
                C,G,C z3 | G,,G,B, z3 | A,,E,A, z3 | E,,E,E z3 | z6 | A,,E,A, z3 | E,,E,^G, z3 | A,,E,A, z3 |
                z6 | A,,E,A, z3 | E,,E,^G, z3 | A,,4 |`,
      },
    ],
  },
  {
    id: 'beethoven-ode-to-joy',
    composer: 'beethoven',
    name: 'Ode to Joy, from Symphony No. 9',
    key: 'D',
    meter: '4/4',
    unit: '1/8',
    tempo: { text: 'Allegro assai', bpm: 116 },
    layout: { barsPerSystem: 2, systemsPerPage: 4 },
    staves: [
      {
        clef: 'treble',
        music: `!mf! f2f2 g2a2 | a2g2 f2e2 | d2d2 e2f2 | f3e e4 | f2f2 g2a2 | a2g2 f2e2 | d2d2 e2f2 | e3d d4 |
                e2e2 f2d2 | e2 fg f2d2 | e2 fg f2e2 | d2e2 A4 | f2f2 g2a2 | a2g2 f2e2 | d2d2 e2f2 | e3d d4 |`,
      },
      {
        clef: 'bass',
        music: `D,4 A,4 | D,4 A,4 | G,4 D,4 | A,4 A,,4 | D,4 A,4 | D,4 A,4 | G,4 D,4 | A,4 D,4 |
                A,4 D,4 | A,4 D,4 | A,4 D,4 | G,4 A,4 | D,4 A,4 | D,4 A,4 | G,4 D,4 | A,4 [D,,D,]4 |`,
      },
    ],
  },
  {
    id: 'chopin-funeral-march',
    composer: 'chopin',
    name: 'Funeral March, from Sonata No. 2, Op. 35 (opening)',
    key: 'Bbm',
    meter: '4/4',
    unit: '1/16',
    tempo: { text: 'Lento', bpm: 56 },
    layout: { barsPerSystem: 1, systemsPerPage: 4 },
    staves: [
      {
        clef: 'treble',
        music: `!p! B4 B3B B8 | d3c c3B B3=A B4 | B4 B3B B8 | d3c c3B B3=A B4 |
                d4 d3d d8 | f3e e3d d3c d4 | B4 B3B B4 B4 | B3=A B3c B8 |`,
      },
      {
        clef: 'bass',
        music: `[B,,F,]4 [G,,D,]4 [B,,F,]4 [G,,D,]4 | [B,,F,]4 [G,,D,]4 [F,,C,]4 [B,,F,]4 |
                [B,,F,]4 [G,,D,]4 [B,,F,]4 [G,,D,]4 | [B,,F,]4 [G,,D,]4 [F,,C,]4 [B,,F,]4 |
                [G,,D,]4 [B,,F,]4 [G,,D,]4 [B,,F,]4 | [D,A,]4 [B,,F,]4 [F,,C,]4 [B,,F,]4 |
                [B,,F,]4 [G,,D,]4 [B,,F,]4 [G,,D,]4 | [F,,C,]4 [B,,F,]4 [B,,F,]8 |`,
      },
    ],
  },
  {
    id: 'chopin-prelude-c-minor',
    composer: 'chopin',
    name: 'Prelude in C minor, Op. 28 No. 20 (simplified)',
    key: 'Cm',
    meter: '4/4',
    unit: '1/8',
    tempo: { text: 'Largo', bpm: 50 },
    layout: { barsPerSystem: 1, systemsPerPage: 3 },
    staves: [
      {
        clef: 'treble',
        music: `!ff! [EGc]2 [FAc]2 [=B,DG]3/2[=B,DF]/ [EGc]2 | [EAc]2 [FA_d]2 [GBe]3/2[GB_d]/ [EAc]2 |
                [=B,DG]2 [CEG]2 [CFA]2 [CEG]2 | [=B,DG]2 [CEG]2 [C^F=A]3/2[CFA]/ [=B,DG]2 |
                !p! [EGc]2 [FAc]2 [=B,DG]3/2[=B,DF]/ [EGc]2 | [EAc]2 [FA_d]2 [GBe]3/2[GB_d]/ [EAc]2 |
                [=B,DG]2 [CEG]2 [CFA]2 [CEG]2 | [=B,DG]2 [CEG]2 [C^F=A]3/2[CFA]/ [=B,DG]2 | [EGc]8 |`,
      },
      {
        clef: 'bass',
        music: `[C,,C,]2 [F,,F,]2 [G,,G,]2 [C,,C,]2 | [A,,A,]2 [_D,,_D,]2 [E,,E,]2 [A,,A,]2 |
                [G,,G,]2 [C,,C,]2 [F,,F,]2 [C,,C,]2 | [G,,G,]2 [C,,C,]2 [D,,D,]2 [G,,G,]2 |
                [C,,C,]2 [F,,F,]2 [G,,G,]2 [C,,C,]2 | [A,,A,]2 [_D,,_D,]2 [E,,E,]2 [A,,A,]2 |
                [G,,G,]2 [C,,C,]2 [F,,F,]2 [C,,C,]2 | [G,,G,]2 [C,,C,]2 [D,,D,]2 [G,,G,]2 | [C,,C,]8 |`,
      },
    ],
  },
  {
    id: 'bizet-habanera',
    composer: 'bizet',
    name: 'Habanera, from Carmen',
    key: 'Dm',
    meter: '2/4',
    unit: '1/16',
    tempo: { text: 'Allegretto quasi andantino', bpm: 72 },
    layout: { barsPerSystem: 2, systemsPerPage: 3 },
    staves: [
      {
        clef: 'treble',
        music: `z8 | z8 | !p! d6 ^c2 | =c2 c2 =B3 _B | A2 A2 G2 F2 | F2 E2 D4 |
                A6 ^G2 | =G2 G2 ^F3 =F | F2 E2 F2 D2 | E8 |
                d6 ^c2 | =c2 c2 =B3 _B | A2 A2 G2 F2 | F2 E2 D4 | A6 ^G2 | =G2 G2 ^F3 =F | F2 E2 F2 E2 | D8 |`,
      },
      {
        clef: 'bass',
        music: `D,3A, D,2F,2 | D,3A, D,2F,2 | D,3A, D,2F,2 | D,3A, D,2F,2 | D,3A, D,2F,2 | D,3A, D,2F,2 |
                D,3A, D,2F,2 | D,3A, D,2F,2 | A,,3E, A,,2^C,2 | A,,3E, A,,2^C,2 |
                D,3A, D,2F,2 | D,3A, D,2F,2 | D,3A, D,2F,2 | D,3A, D,2F,2 | D,3A, D,2F,2 | D,3A, D,2F,2 | A,,3E, A,,2^C,2 | D,8 |`,
      },
    ],
  },
  {
    id: 'bizet-toreador-song',
    composer: 'bizet',
    name: 'Toreador Song, from Carmen (refrain, simplified)',
    key: 'F',
    meter: '4/4',
    unit: '1/8',
    tempo: { text: 'Allegro moderato', bpm: 100 },
    layout: { barsPerSystem: 2, systemsPerPage: 4 },
    staves: [
      {
        clef: 'treble',
        music: `!f! c3d c2A2 | A2A2 A2G2 | A2B2 A3B | A8 | F3D G2C2 | E3C F4 | F2C2 EDCD | E8 |
                c3d c2A2 | A2A2 A2G2 | A2B2 A3B | A8 | G3F E3D | C2 A2 G4 | F2E2 DCDE | F8 |`,
      },
      {
        clef: 'bass',
        music: `F,4 [A,C]4 | F,4 [A,C]4 | C,4 [B,C]4 | F,4 [A,C]4 | D,4 [F,A,]4 | C,4 [E,G,]4 | A,,4 [C,F,]4 | C,4 [E,G,]4 |
                F,4 [A,C]4 | F,4 [A,C]4 | C,4 [B,C]4 | F,4 [A,C]4 | C,4 [G,B,]4 | F,4 C,4 | C,4 [G,B,]4 | F,8 |`,
      },
    ],
  },
  {
    id: 'grieg-mountain-king',
    composer: 'grieg',
    name: 'In the Hall of the Mountain King, Op. 46 No. 4',
    key: 'Bm',
    meter: '4/4',
    unit: '1/8',
    tempo: { text: 'Alla marcia e molto marcato', bpm: 126 },
    layout: { barsPerSystem: 2, systemsPerPage: 3 },
    staves: [
      {
        clef: 'treble',
        music: `!pp! B,C DE FD F2 | ^EC ^E2 =EC E2 | B,C DE FD FB | AF DF A4 |
                B,C DE FD F2 | ^EC ^E2 =EC E2 | B,C DE FD FB | A8 |
                F^G AB cA c2 | ^B^G ^B2 =B=G B2 | F^G AB cA cf | ec Ac e4 |
                F^G AB cA c2 | ^B^G ^B2 =B=G B2 | F^G AB cA cf | e8 |`,
      },
      {
        clef: 'bass',
        music: `B,,4 F,,4 | B,,4 F,,4 | B,,4 F,,4 | B,,4 F,,4 | B,,4 F,,4 | B,,4 F,,4 | B,,4 F,,4 | F,,8 |
                F,,4 C,4 | F,,4 C,4 | F,,4 C,4 | F,,4 C,4 | F,,4 C,4 | F,,4 C,4 | F,,4 C,4 | [F,,C,]8 |`,
      },
    ],
  },
  {
    id: 'grieg-morning-mood',
    composer: 'grieg',
    name: 'Morning Mood, Op. 46 No. 1 (opening)',
    key: 'E',
    meter: '6/8',
    unit: '1/8',
    tempo: { text: 'Allegretto pastorale', bpm: 96 },
    layout: { barsPerSystem: 2, systemsPerPage: 4 },
    staves: [
      {
        clef: 'treble',
        music: `!p! BGF EFG | BGF EF/G/F/E/ | BGB cGc | BGF E3 |
                BGF EFG | BGF EF/G/F/E/ | BGB cGc | BGF E3 |
                dBA GAB | dBA GA/B/A/G/ | dBd edc | BcA B3 |
                BGF EFG | BGF EF/G/F/E/ | BGB cGc | BGF E3 |`,
      },
      {
        clef: 'bass',
        music: `[E,B,]6 | [E,B,]6 | [E,C]6 | [E,B,]6 | [E,B,]6 | [E,B,]6 | [A,,E,]6 | [E,,B,,]6 |
                [G,D]6 | [G,D]6 | [C,G,]6 | [F,,C,]3 [B,,F,]3 | [E,B,]6 | [E,B,]6 | [A,,E,]6 | [E,,B,,E,]6 |`,
      },
    ],
  },
  {
    id: 'dvorak-largo',
    composer: 'dvorak',
    name: 'Largo, from the “New World” Symphony (theme)',
    key: 'Db',
    meter: '4/4',
    unit: '1/8',
    tempo: { text: 'Largo', bpm: 52 },
    layout: { barsPerSystem: 2, systemsPerPage: 4 },
    staves: [
      {
        clef: 'treble',
        music: `!p! F3A A4 | F3E D4 | E2F2 A2F2 | E8 | F3A A4 | F3E D4 | E2F2 E2D2 | D8 |
                F3A A4 | F3E D4 | E2F2 A2F2 | E8 | F3A A4 | F3E D4 | E2F2 E2D2 | D8 |`,
      },
      {
        clef: 'bass',
        music: `[D,A,]8 | [G,,D,]8 | [D,A,]4 [A,,F,]4 | [A,,E,]8 | [D,A,]8 | [G,,D,]8 | [A,,E,]4 [A,,G,]4 | [D,A,]8 |
                [D,A,]8 | [G,,D,]8 | [D,A,]4 [A,,F,]4 | [A,,E,]8 | [D,A,]8 | [G,,D,]8 | [A,,E,]4 [A,,G,]4 | [D,,D,]8 |`,
      },
    ],
  },
  {
    id: 'dvorak-humoresque',
    composer: 'dvorak',
    name: 'Humoresque, Op. 101 No. 7 (simplified)',
    key: 'G',
    meter: '2/4',
    unit: '1/16',
    tempo: { text: 'Poco lento e grazioso', bpm: 66 },
    layout: { barsPerSystem: 2, systemsPerPage: 2 },
    staves: [
      {
        clef: 'treble',
        music: `!p! G3A G3A | B3d e3d | g3b a3f | a3f e3d | G3A G3A | B3d e3d | f3a g3B | d8 |
                G3A G3A | B3d e3d | g3b a3f | a3f e3d | G3A G3A | B3d e3d | f3e d3A | G8 |`,
      },
      {
        clef: 'bass',
        music: `G,4 D4 | G,4 C4 | E,4 D,4 | D,4 D,4 | G,4 D4 | G,4 C4 | D,4 E,4 | D,8 |
                G,4 D4 | G,4 C4 | E,4 D,4 | D,4 D,4 | G,4 D4 | G,4 C4 | D,4 D,4 | G,,8 |`,
      },
    ],
  },
  {
    id: 'satie-gymnopedie-1',
    composer: 'satie',
    name: 'Gymnopédie No. 1',
    key: 'D',
    meter: '3/4',
    unit: '1/8',
    tempo: { text: 'Lent et douloureux', bpm: 72 },
    layout: { barsPerSystem: 2, systemsPerPage: 3 },
    staves: [
      {
        clef: 'treble',
        music: `z6 | z6 | z6 | z6 | !p! z2 f2 a2 | g2 f2 c2 | B2 c2 d2 | A6 | F6- | F6- | F6- | F6 |
                z2 f2 a2 | g2 f2 c2 | B2 c2 d2 | A6 | c6 | f6 | E6- | E6 |`,
      },
      {
        clef: 'bass',
        music: `G,,2 [B,DF]4 | D,2 [A,CF]4 | G,,2 [B,DF]4 | D,2 [A,CF]4 | G,,2 [B,DF]4 | D,2 [A,CF]4 |
                G,,2 [B,DF]4 | D,2 [A,CF]4 | G,,2 [B,DF]4 | D,2 [A,CF]4 | G,,2 [B,DF]4 | D,2 [A,CF]4 |
                G,,2 [B,DF]4 | D,2 [A,CF]4 | G,,2 [B,DF]4 | D,2 [A,CF]4 | G,,2 [B,DF]4 | D,2 [A,CF]4 |
                E,,2 [G,B,D]4 | E,,2 [G,B,D]4 |`,
      },
    ],
  },
  {
    id: 'satie-gnossienne-1',
    composer: 'satie',
    name: 'Gnossienne No. 1 (simplified)',
    key: 'Fm',
    meter: '4/4',
    unit: '1/8',
    tempo: { text: 'Lent', bpm: 60 },
    layout: { barsPerSystem: 2, systemsPerPage: 3 },
    staves: [
      {
        clef: 'treble',
        music: `z8 | !pp! c2 (3ded c2 =B2 | c2 (3ded c2 =B2 | c4 A4 | G2 (3ABA G2 F2 | G2 F2 E2 F2 | F8 |
                c2 (3ded c2 =B2 | c2 (3ded c2 =B2 | c4 A4 | G2 (3ABA G2 F2 | E2 F2 G2 E2 | F8 |`,
      },
      {
        clef: 'bass',
        music: `F,,2 [A,,C,F,]2 F,,2 [A,,C,F,]2 | F,,2 [A,,C,F,]2 F,,2 [A,,C,F,]2 | F,,2 [A,,C,F,]2 F,,2 [A,,C,F,]2 |
                F,,2 [A,,C,F,]2 F,,2 [A,,C,F,]2 | C,,2 [B,,,E,,G,,]2 C,,2 [B,,,E,,G,,]2 | C,,2 [B,,,E,,G,,]2 C,,2 [B,,,E,,G,,]2 |
                F,,2 [A,,C,F,]2 F,,2 [A,,C,F,]2 | F,,2 [A,,C,F,]2 F,,2 [A,,C,F,]2 | F,,2 [A,,C,F,]2 F,,2 [A,,C,F,]2 |
                F,,2 [A,,C,F,]2 F,,2 [A,,C,F,]2 | C,,2 [B,,,E,,G,,]2 C,,2 [B,,,E,,G,,]2 | C,,2 [B,,,E,,G,,]2 C,,2 [B,,,E,,G,,]2 |
                F,,8 |`,
      },
    ],
  },
];
