import { type GalleryFile, getGalleryAlbum } from '@portfolio/contracts';
import { galleryAlbumsFixture } from '../fixtures/gallery';
import { mockContract } from '../mock-contract';

// The mock gallery lists the demo albums as the server does (an unknown album is an empty list).
// The pictures themselves are the real files: Storybook and dev:mock mount content/media/gallery
// at /apiGallery (media-mounts.ts), so only the listing needs a handler.

let albums: Record<string, GalleryFile[]> = { ...galleryAlbumsFixture };

/** Back to the demo albums, or to the albums a story needs. */
export function resetGalleryMocks(state: Record<string, GalleryFile[]> = galleryAlbumsFixture): void {
  albums = { ...state };
}

export const galleryHandlers = [mockContract(getGalleryAlbum, ({ params }) => albums[params.category] ?? [])];
