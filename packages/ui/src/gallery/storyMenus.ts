// The gallery home's menus for the area's ui stories, as the feature builds them for the demo owner.
import type { GalleryMenu } from './GalleryMenuBar';

const album = (name: string) => `/gallery/alex-morgan/${encodeURIComponent(name)}`;

export const storyMenus: GalleryMenu[] = [
  {
    label: 'Gallery Albums',
    entries: [
      { label: 'Childroom', href: album('Childroom') },
      { label: 'Yellowstone 2023', href: album('Yellowstone 2023') },
      {
        label: 'Pet Gallery',
        submenu: [
          { label: 'Biscuit', href: album('Pet Portraits - Biscuit') },
          { label: 'Marmalade', href: album('Pet Portraits - Marmalade') },
        ],
      },
    ],
  },
  { label: 'Family Albums', entries: [{ label: 'Grandbaby', href: album('Grandbaby') }] },
  {
    label: 'AI Generated',
    entries: ['Presidents', 'Monarchs', 'Astronauts', 'Lighthouses'].map((name) => ({
      label: name,
      href: album(name),
    })),
  },
];
