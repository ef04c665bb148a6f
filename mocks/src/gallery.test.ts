import { buildPath, galleryFileListSchema, getGalleryAlbum } from '@portfolio/contracts';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  galleryAlbumsFixture,
  galleryBiscuitFixture,
  galleryManyFixture,
  galleryPetAlbumFixture,
} from './fixtures';
import { galleryHandlers, resetGalleryMocks } from './handlers';

const server = setupServer(...galleryHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetGalleryMocks());
afterAll(() => server.close());

const listAlbum = async (category: string) =>
  fetch(`http://localhost${buildPath(getGalleryAlbum.path, { category })}`);

describe('gallery mocks', () => {
  it('hold nine demo albums of at least 12 pictures, each parsing with the contract', () => {
    expect(Object.keys(galleryAlbumsFixture)).toHaveLength(9);
    for (const [album, files] of Object.entries(galleryAlbumsFixture)) {
      expect(galleryFileListSchema.parse(files), album).toHaveLength(files.length);
      expect(files.length, album).toBeGreaterThanOrEqual(12);
    }
    expect(galleryManyFixture.length).toBeGreaterThan(100);
  });

  it('list an album named with spaces and a dash, and an unknown album as empty', async () => {
    expect(await (await listAlbum(galleryPetAlbumFixture)).json()).toEqual(galleryBiscuitFixture);
    const unknown = await listAlbum('No such album');
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual([]);
  });

  it('refuse an album name with a slash with 400 naming the category, like the server', async () => {
    const response = await fetch('http://localhost/apiGallery/.hidden');
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('category');
  });

  it('can be set to the albums a story needs', async () => {
    resetGalleryMocks({ Empty: [], Many: galleryManyFixture });
    expect(await (await listAlbum('Many')).json()).toHaveLength(galleryManyFixture.length);
    expect(await (await listAlbum(galleryPetAlbumFixture)).json()).toEqual([]);
  });
});
