import type { MediaMount } from './media-mount';

/** The gallery's first read (the route table's `firstData`). */
export const firstData = { galleryAlbum: '/apiGallery/:category' } as const;

/** The pictures: the server's own route makes the resized copies; mocks send the originals. */
export const mediaMounts: readonly MediaMount[] = [
  { at: '/apiGallery', from: { media: 'gallery' }, servedBy: 'area' },
];
