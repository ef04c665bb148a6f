import type { GalleryMenu } from '@portfolio/ui/gallery';
import { albumPath } from './gallery-paths';

/** Pet albums are the category 'Pet Portraits - {pet}' (spec part 1 §2). */
export const petAlbumPrefix = 'Pet Portraits - ';

/** The albums of the gallery home's three menus, as the spec lists them (names: decision 050). */
export const galleryMenuAlbums = {
  galleryAlbums: ['Childroom', 'Yellowstone 2023'],
  pets: ['Biscuit', 'Marmalade'],
  familyAlbums: ['Grandbaby'],
  aiGenerated: ['Presidents', 'Monarchs', 'Astronauts', 'Lighthouses'],
} as const;

/** Every album a menu leads to, by its category. */
export function menuCategories(): string[] {
  const { galleryAlbums, pets, familyAlbums, aiGenerated } = galleryMenuAlbums;
  return [...galleryAlbums, ...pets.map((pet) => `${petAlbumPrefix}${pet}`), ...familyAlbums, ...aiGenerated];
}

/** The three menus with the owner's addresses: Gallery Albums (with Pet Gallery), Family Albums, AI Generated. */
export function buildGalleryMenus(ownerSlug: string): GalleryMenu[] {
  const link = (label: string, category = label) => ({ label, href: albumPath(ownerSlug, category) });
  const { galleryAlbums, pets, familyAlbums, aiGenerated } = galleryMenuAlbums;
  return [
    {
      label: 'Gallery Albums',
      entries: [
        ...galleryAlbums.map((name) => link(name)),
        { label: 'Pet Gallery', submenu: pets.map((pet) => link(pet, `${petAlbumPrefix}${pet}`)) },
      ],
    },
    { label: 'Family Albums', entries: familyAlbums.map((name) => link(name)) },
    { label: 'AI Generated', entries: aiGenerated.map((name) => link(name)) },
  ];
}
