// Sample albums for the area's ui stories: the demo pictures of content/media/gallery, which
// Storybook serves at /apiGallery (feature stories use @portfolio/mocks' listings instead).
import type { AlbumPicture } from './AlbumGrid';

const titles = [
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
// The demo pictures' shapes in order (the fifth is stored sideways and seen 1200 x 900).
const shapes = [
  [1200, 800],
  [800, 1200],
  [1000, 1000],
  [1280, 720],
  [1200, 900],
  [1200, 900],
  [800, 1200],
] as const;

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** The pictures of one demo album, as the page makes them from the listing. */
export function storyAlbum(
  folder: string,
  label: string,
  colour: string,
  count = titles.length,
): AlbumPicture[] {
  return Array.from({ length: count }, (_, index) => {
    const title = `${label} ${String(index + 1).padStart(2, '0')} - ${titles[index % titles.length]}`;
    const [width, height] = shapes[index % shapes.length] ?? [1200, 800];
    const file = `/apiGallery/${encodePath(`albums/${folder}/${title}.jpg`)}`;
    return {
      key: `${title}.jpg`,
      title,
      href: `/gallery/alex-morgan/${encodeURIComponent(folder)}/${encodeURIComponent(`${title}.jpg`)}`,
      src: `${file}?w=480`,
      srcSet: `${file}?w=240 240w, ${file}?w=480 480w, ${file}?w=800 800w`,
      width,
      height,
      placeholder: colour,
    };
  });
}

export const biscuitPictures = storyAlbum('Pet Portraits - Biscuit', 'Biscuit', '#b4a771');

/** 126 pictures: every demo album in a row. */
export const manyPictures: AlbumPicture[] = [
  ['Childroom', 'Childroom', '#c9a183'],
  ['Yellowstone 2023', 'Yellowstone 2023', '#7f9fb0'],
  ['Pet Portraits - Biscuit', 'Biscuit', '#b4a771'],
  ['Pet Portraits - Marmalade', 'Marmalade', '#b99a7a'],
  ['Grandbaby', 'Grandbaby', '#c497b0'],
  ['Presidents', 'Presidents', '#8d9bb8'],
  ['Monarchs', 'Monarchs', '#a290b5'],
  ['Astronauts', 'Astronauts', '#a586ad'],
  ['Lighthouses', 'Lighthouses', '#7aa5b0'],
].flatMap(([folder, label, colour]) => storyAlbum(folder ?? '', label ?? '', colour ?? '#999999'));
