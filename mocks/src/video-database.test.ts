import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  addVideoTags,
  apiErrorSchema,
  maxVideoTagsPerFile,
  videoFileSchema,
  videoPrimaryCategories,
  videoSecondarySchema,
} from '@portfolio/contracts';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  handlers,
  resetOwnerSession,
  resetVideoDatabaseMocks,
  videoFilesFixture,
  videoMockTags,
  videoSecondariesFixture,
} from './index';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetVideoDatabaseMocks();
  resetOwnerSession({ signedIn: true });
});

const library = fileURLToPath(new URL('../../content/media/video-database/', import.meta.url));
const fixtureFile = (title: string) => {
  const file = videoFilesFixture['adobe/photoshop']?.find((entry) => entry.name === `${title}.mp4`);
  if (!file) throw new Error(`the fixture has no ${title}`);
  return file;
};
const post = (body: unknown) =>
  fetch(`http://localhost${addVideoTags.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('video library mocks', () => {
  it('hold every primary category, and fixtures that parse with the contracts', () => {
    expect(Object.keys(videoSecondariesFixture)).toEqual([...videoPrimaryCategories]);
    for (const folders of Object.values(videoSecondariesFixture)) {
      expect(z.array(videoSecondarySchema).min(2).parse(folders)).toEqual(folders);
    }
    for (const files of Object.values(videoFilesFixture)) z.array(videoFileSchema).parse(files);
  });

  it('name folders and files that the demo library has on disk, so stories play real clips', () => {
    for (const [primary, folders] of Object.entries(videoSecondariesFixture)) {
      for (const folder of folders) expect(existsSync(`${library}${primary}/${folder.name}`)).toBe(true);
    }
    for (const [folder, files] of Object.entries(videoFilesFixture)) {
      const primary = folder.split('/')[0];
      for (const file of files) {
        expect(existsSync(`${library}${primary}${file.relpath}`), file.relpath).toBe(true);
        expect(existsSync(`${library}${primary}${file.poster}`), file.poster).toBe(true);
      }
    }
  });

  it('stay under the 20 MB the demo library may take (issue 17)', () => {
    const files = readdirSync(library, { recursive: true, encoding: 'utf8' });
    const bytes = files.reduce((total, file) => total + statSync(`${library}${file}`).size, 0);
    expect(files.filter((file) => file.endsWith('.mp4')).length).toBeGreaterThanOrEqual(36);
    expect(bytes).toBeLessThan(20 * 1024 * 1024);
  });

  it('add tags to files, once per tag whatever its case, like the server', async () => {
    const response = await post({
      tags: 'Tutorial, layers',
      files: ['adobe/photoshop/Masks without tears.mp4', 'adobe/photoshop/Curves and levels.mp4'],
    });
    expect(await response.json()).toEqual({
      msg: 'Added 2 tags (Tutorial, layers) to 2 files',
      tagged: [
        { file: 'adobe/photoshop/Masks without tears.mp4', tags: ['layers', 'Tutorial'] },
        { file: 'adobe/photoshop/Curves and levels.mp4', tags: ['colour', 'layers', 'tutorial'] },
      ],
    });
    expect(videoMockTags('adobe/photoshop/Masks without tears.mp4')).toEqual(['layers', 'Tutorial']);
  });

  it('refuse an add that would give a file more than its maximum of tags, tagging nothing', async () => {
    const full = Array.from({ length: maxVideoTagsPerFile - 1 }, (_, index) => `tag ${index}`);
    resetVideoDatabaseMocks({
      'adobe/photoshop': [
        { ...fixtureFile('Curves and levels'), tags: full },
        fixtureFile('Masks without tears'),
      ],
    });
    const files = ['adobe/photoshop/Masks without tears.mp4', 'adobe/photoshop/Curves and levels.mp4'];
    const refused = await post({ tags: 'one, two', files });
    expect(apiErrorSchema.parse(await refused.json())).toMatchObject({
      status: 409,
      field: 'tags',
      message: `tags: a video has at most ${maxVideoTagsPerFile} tags, and adobe/photoshop/Curves and levels.mp4 would have ${maxVideoTagsPerFile + 1}. Nothing was tagged.`,
    });
    expect(videoMockTags('adobe/photoshop/Masks without tears.mp4')).toEqual([]);
    expect((await post({ tags: 'one', files })).status).toBe(200);
    expect(videoMockTags('adobe/photoshop/Curves and levels.mp4')).toHaveLength(maxVideoTagsPerFile);
  });

  it('refuse too long tags naming the field, unknown files, and strangers with 401', async () => {
    const long = await post({ tags: 'x'.repeat(201), files: ['adobe/photoshop/Masks without tears.mp4'] });
    expect(long.status).toBe(400);
    expect(apiErrorSchema.parse(await long.json()).field).toBe('tags');
    const missing = await post({ tags: 'x', files: ['adobe/photoshop/Nope.mp4'] });
    expect(apiErrorSchema.parse(await missing.json())).toMatchObject({ status: 404, field: 'files.0' });
    resetOwnerSession({ signedIn: false });
    const stranger = await post({ tags: 'x', files: ['adobe/photoshop/Masks without tears.mp4'] });
    expect(stranger.status).toBe(401);
    expect(videoMockTags('adobe/photoshop/Masks without tears.mp4')).toEqual([]);
  });
});
