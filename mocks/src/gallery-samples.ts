import { type Contract, getGalleryAlbum } from '@portfolio/contracts';
import { galleryPetAlbumFixture } from './fixtures/gallery';

// Sample requests for the contracts test: the gallery's one call, for an album with a dash and spaces.
export const gallerySamples: [Contract, { params?: Record<string, string> }][] = [
  [getGalleryAlbum, { params: { category: galleryPetAlbumFixture } }],
];
