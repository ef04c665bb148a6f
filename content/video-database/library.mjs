// The demo video library: the 18 primary categories of spec part 2 §9, each with its secondary
// folders and the short clips in them. Titles are written for this project; every clip is a
// generated test pattern (generate.mjs), so the library holds no third-party footage.

/** @typedef {{ title: string }} Clip */
/** @typedef {{ folder: string, clips: Clip[] }} Secondary */

/** @type {Record<string, Secondary[]>} */
export const library = {
  adobe: [
    {
      folder: 'photoshop',
      clips: [
        { title: 'Layers in five minutes' },
        { title: 'Masks without tears' },
        { title: 'Curves and levels' },
        { title: 'The healing brush' },
        { title: 'Export for the web' },
      ],
    },
    {
      folder: 'premiere',
      clips: [{ title: 'Your first cut' }, { title: 'Colour in Lumetri' }],
    },
  ],
  ai: [
    {
      folder: 'lectures',
      clips: [{ title: 'What a neuron computes' }, { title: 'Gradient descent by hand' }],
    },
    { folder: 'interviews', clips: [{ title: 'A robotics lab tour' }] },
  ],
  comedy: [
    { folder: 'stand-up', clips: [{ title: 'The airport bit' }] },
    { folder: 'sketches', clips: [{ title: 'The printer meeting' }] },
  ],
  economics: [
    {
      folder: 'macro',
      clips: [{ title: 'Inflation explained' }, { title: 'How central banks set rates' }],
    },
    { folder: 'markets', clips: [{ title: 'Supply and demand' }] },
  ],
  elections: [
    { folder: 'debates', clips: [{ title: 'Town hall highlights' }] },
    { folder: 'results-nights', clips: [{ title: 'Counting the votes' }] },
  ],
  fashion: [
    { folder: 'runway', clips: [{ title: 'Spring collection' }] },
    { folder: 'sewing', clips: [{ title: 'A straight seam' }] },
  ],
  games: [
    { folder: 'chess', clips: [{ title: 'The Italian opening' }] },
    { folder: 'speedruns', clips: [{ title: 'A world record route' }] },
    { folder: 'board-games', clips: [{ title: 'Learning go' }] },
  ],
  geography: [
    { folder: 'rivers', clips: [{ title: 'The Danube delta' }] },
    { folder: 'mountains', clips: [{ title: 'How the Alps formed' }] },
  ],
  geopolitics: [
    { folder: 'trade-routes', clips: [{ title: 'Straits and canals' }] },
    { folder: 'alliances', clips: [{ title: 'A short history of treaties' }] },
  ],
  health: [
    { folder: 'exercise', clips: [{ title: 'A ten-minute warm-up' }] },
    { folder: 'nutrition', clips: [{ title: 'Reading a food label' }] },
  ],
  mathematics: [
    {
      folder: 'calculus',
      clips: [{ title: 'Limits, intuitively' }, { title: 'The chain rule' }],
    },
    { folder: 'geometry', clips: [{ title: 'Why pi is constant' }] },
  ],
  movies: [
    { folder: 'trailers', clips: [{ title: 'The Lighthouse Keeper' }] },
    { folder: 'reviews', clips: [{ title: 'Silent films revisited' }] },
  ],
  music: [
    {
      folder: 'concerts',
      clips: [{ title: 'A string quartet live' }, { title: 'Brass band in the park' }],
    },
    { folder: 'lessons', clips: [{ title: 'Scales on the piano' }] },
  ],
  news: [
    { folder: 'weather', clips: [{ title: 'The week ahead' }] },
    { folder: 'local', clips: [{ title: 'A new library opens' }] },
  ],
  physics: [
    {
      folder: 'mechanics',
      clips: [{ title: 'A pendulum in slow motion' }, { title: "Newton's third law" }],
    },
    { folder: 'optics', clips: [{ title: 'Light through a prism' }] },
  ],
  podcasters: [
    { folder: 'long-form', clips: [{ title: 'Three hours on bridges' }] },
    { folder: 'clips', clips: [{ title: 'The best minute' }] },
  ],
  politics: [
    { folder: 'parliament', clips: [{ title: 'Question time' }] },
    { folder: 'policy', clips: [{ title: 'A budget in brief' }] },
  ],
  science: [
    { folder: 'biology', clips: [{ title: 'Inside a cell' }] },
    { folder: 'chemistry', clips: [{ title: 'A flame test' }] },
    { folder: 'astronomy', clips: [{ title: 'The phases of the moon' }] },
  ],
};
