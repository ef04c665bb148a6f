// The demo albums of the photo gallery: every album the gallery home's menus name (spec part 1
// §2), with the folder each lives in under MEDIA_DIR/gallery/albums and what its pictures show.
// The menus themselves are in packages/features/gallery/src/gallery-menus.ts; a unit test there
// checks that each of their albums has a folder of pictures here.

/** @typedef {'landscape' | 'pet' | 'portrait' | 'room' | 'baby'} SceneKind */

/** @type {{ folder: string, label: string, scene: SceneKind, hue: number }[]} */
export const demoAlbums = [
  { folder: 'Childroom', label: 'Childroom', scene: 'room', hue: 28 },
  { folder: 'Yellowstone 2023', label: 'Yellowstone 2023', scene: 'landscape', hue: 200 },
  { folder: 'Pet Portraits - Biscuit', label: 'Biscuit', scene: 'pet', hue: 36 },
  { folder: 'Pet Portraits - Marmalade', label: 'Marmalade', scene: 'pet', hue: 18 },
  { folder: 'Grandbaby', label: 'Grandbaby', scene: 'baby', hue: 330 },
  { folder: 'Presidents', label: 'Presidents', scene: 'portrait', hue: 220 },
  { folder: 'Monarchs', label: 'Monarchs', scene: 'portrait', hue: 280 },
  { folder: 'Astronauts', label: 'Astronauts', scene: 'portrait', hue: 250 },
  { folder: 'Lighthouses', label: 'Lighthouses', scene: 'landscape', hue: 190 },
];

/** What each picture of an album is called, in order (the file is `{label} {nn} - {title}.jpg`). */
export const pictureTitles = [
  'Early light',
  'Blue hour',
  'Over the hills',
  'Quiet corner',
  'First snow',
  'Afternoon',
  'By the window',
  'Long shadows',
  'Golden hour',
  'After the rain',
  'Evening',
  'Night sky',
  'One more',
  'Last one',
];

/** Picture shapes, cycled: landscape 3:2, portrait 2:3, square, wide 16:9, tall 3:4. */
export const pictureSizes = [
  [1200, 800],
  [800, 1200],
  [1000, 1000],
  [1280, 720],
  [900, 1200],
  [1200, 900],
  [800, 1200],
];
