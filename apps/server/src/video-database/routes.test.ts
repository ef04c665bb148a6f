import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  apiErrorSchema,
  maxVideoFiles,
  maxVideoTagsPerFile,
  videoCategorySchema,
  videoFileSchema,
  videoPrimaryCategories,
  videoSecondarySchema,
} from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { expectRefusal, ownerCaller } from '../../test/owner-caller';
import { repoRoot } from '../repo-root';
import { readVideoDemoTags } from './demo-content';

// A small library in the test's own media folder: two folders of adobe, one of science, a poster,
// a hidden folder, a note that is not a video, and two symlinks that lead outside the library.
const clip = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));

function writeLibrary(mediaDir: string) {
  const root = join(mediaDir, 'video-database');
  const file = (path: string, body: Buffer | string = clip) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), body);
  };
  file('adobe/photoshop/Clip one.mp4');
  file('adobe/photoshop/Clip one.jpg', 'poster');
  file('adobe/photoshop/Clip two.mp4');
  file('adobe/photoshop/notes.txt', 'not a video');
  file('adobe/premiere/Clip three.webm');
  file('adobe/.drafts/draft.mp4');
  file('science/biology/Inside a cell.mp4');
  writeFileSync(join(mediaDir, 'secret.mp4'), 'outside the library');
  symlinkSync(join(mediaDir, 'secret.mp4'), join(root, 'adobe/photoshop/Linked.mp4'));
  symlinkSync(mediaDir, join(root, 'adobe/escape'));
}

const secondaries = z.array(videoSecondarySchema);
const files = z.array(videoFileSchema);

describe.each(databases)('video library routes on $name', (database) => {
  const server = useTestServer(database);
  const app = async () => {
    writeLibrary(server.mediaDir);
    return server.build();
  };

  it('lists the secondary folders of a primary category with their video counts (no hidden folders, no links)', async () => {
    const response = await (await app()).inject({ url: '/api/video-database/adobe/secondary' });
    expect(response.statusCode).toBe(200);
    expect(secondaries.parse(response.json())).toEqual([
      { name: 'photoshop', fileCount: 2 },
      { name: 'premiere', fileCount: 1 },
    ]);
  });

  it('lists every category in the spec order with the videos of all its folders (links and hidden files not counted)', async () => {
    const response = await (await app()).inject({ url: '/api/video-database/core/categories' });
    expect(response.statusCode).toBe(200);
    const categories = z.array(videoCategorySchema).parse(response.json());
    expect(categories.map((category) => category.name)).toEqual([...videoPrimaryCategories]);
    const counts = Object.fromEntries(categories.map((category) => [category.name, category.fileCount]));
    expect(counts).toMatchObject({ adobe: 3, science: 1, comedy: 0 });
  });

  it('answers an empty list for a category with no folder on disk yet', async () => {
    const response = await (await app()).inject({ url: '/api/video-database/comedy/secondary' });
    expect(response.json()).toEqual([]);
  });

  it('lists the videos of a folder: name, relpath, checked, poster and tags', async () => {
    const response = await (await app()).inject({ url: '/api/video-database/adobe/read/photoshop' });
    expect(response.statusCode).toBe(200);
    expect(files.parse(response.json())).toEqual([
      {
        name: 'Clip one.mp4',
        relpath: '/photoshop/Clip one.mp4',
        checked: false,
        poster: '/photoshop/Clip one.jpg',
        tags: [],
      },
      {
        name: 'Clip two.mp4',
        relpath: '/photoshop/Clip two.mp4',
        checked: false,
        tags: [],
      },
    ]);
  });

  it.each([
    ['/api/video-database/cooking/secondary', 'primary'],
    ['/api/video-database/cooking/read/photoshop', 'primary'],
    ['/api/video-database/adobe/read/illustrator', 'secondary'],
    ['/api/video-database/adobe/read/escape', 'secondary'],
    ['/api/video-database/core/secondary', 'primary'],
  ])('answers 404 naming the field for an unknown category or folder: %s', async (url, field) => {
    const response = await (await app()).inject({ url });
    expectRefusal(response, 404, field);
  });

  it('names the categories the library has when one is unknown', async () => {
    const response = await (await app()).inject({ url: '/api/video-database/cooking/secondary' });
    expect(apiErrorSchema.parse(response.json()).message).toBe(
      'primary: "cooking" is not a category of the video library; it has adobe, ai, comedy, economics, elections, fashion, games, geography, geopolitics, health, mathematics, movies, music, news, physics, podcasters, politics, science',
    );
  });

  it.each([
    // Dot segments, even percent-encoded, are resolved before routing: the address leaves the
    // library altogether and nothing answers it.
    ['/api/video-database/%2E%2E/secondary', 404, undefined],
    ['/api/video-database/adobe/read/..', 404, undefined],
    ['/api/video-database/%2E%2E/photoshop/Clip%20one.mp4', 404, undefined],
    ['/api/video-database/adobe/photoshop/%2E%2E/%2E%2E/%2E%2E/secret.mp4', 404, undefined],
    ['/api/video-database/..%2F..%2Fetc/secondary', 400, 'primary'],
    ['/api/video-database/adobe/read/%2E%2E%2F%2E%2E', 400, 'secondary'],
    ['/api/video-database/adobe/read/.drafts', 400, 'secondary'],
    ['/api/video-database/adobe/read/a%00b', 400, 'secondary'],
    ['/api/video-database/..%2Fadobe/photoshop/Clip%20one.mp4', 400, 'primary'],
    ['/api/video-database/adobe/photoshop/..%2F..%2F..%2Fsecret.mp4', 400, 'relpath'],
    ['/api/video-database/adobe/photoshop/..%5C..%5C..%5Csecret.mp4', 400, 'relpath'],
    ['/api/video-database/adobe/%2Fetc%2Fpasswd.mp4', 400, 'relpath'],
    ['/api/video-database/adobe/photoshop%5C..%5Csecret.mp4', 400, 'relpath'],
    ['/api/video-database/adobe/photoshop/Linked.mp4', 404, undefined],
    ['/api/video-database/adobe/escape/secret.mp4', 404, undefined],
    ['/api/video-database/adobe/.drafts/draft.mp4', 404, undefined],
    ['/api/video-database/adobe/photoshop/notes.txt', 404, undefined],
    ['/api/video-database/adobe/photoshop', 404, undefined],
  ])('refuses traversal and anything outside the videos: %s', async (url, status, field) => {
    const response = await (await app()).inject({ url });
    expectRefusal(response, status, field);
    expect(response.body).not.toContain('outside the library');
  });

  it('plays a video whole, and a part of it with Range (206), and refuses a range past the end (416)', async () => {
    const server = await app();
    const url = '/api/video-database/adobe/photoshop/Clip%20one.mp4';
    const whole = await server.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(clip)).toBe(true);

    const part = await server.inject({ url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.rawPayload.equals(clip.subarray(100, 200))).toBe(true);

    const open = await server.inject({ url, headers: { range: 'bytes=900-' } });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe('bytes 900-999/1000');

    const past = await server.inject({ url, headers: { range: 'bytes=5000-6000' } });
    expectRefusal(past, 416);
    expect(past.headers['content-range']).toBe('bytes */1000');

    const webm = await server.inject({ url: '/api/video-database/adobe/premiere/Clip%20three.webm' });
    expect(webm.headers['content-type']).toBe('video/webm');
  });

  it('sends a poster image beside its video', async () => {
    const response = await (
      await app()
    ).inject({
      url: '/api/video-database/adobe/photoshop/Clip%20one.jpg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 404 naming primary when playing from an unknown category', async () => {
    const response = await (await app()).inject({ url: '/api/video-database/cooking/photoshop/a.mp4' });
    expectRefusal(response, 404, 'primary');
  });

  it('adds tags as the owner, stores them per file and shows them on the list', async () => {
    const { call } = await ownerCaller(await app());
    const body = {
      tags: 'tutorial, Colour,  tutorial ',
      files: ['adobe/photoshop/Clip one.mp4', 'adobe/photoshop/Clip two.mp4'],
    };
    const response = await call('POST', '/api/video-database/core/addtags', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      msg: 'Added 2 tags (tutorial, Colour) to 2 files',
      tagged: [
        { file: 'adobe/photoshop/Clip one.mp4', tags: ['Colour', 'tutorial'] },
        { file: 'adobe/photoshop/Clip two.mp4', tags: ['Colour', 'tutorial'] },
      ],
    });
    // The same tag in another case is not added twice; a new one joins.
    const again = await call('POST', '/api/video-database/core/addtags', {
      tags: 'TUTORIAL, layers',
      files: ['adobe/photoshop/Clip two.mp4'],
    });
    expect(again.json().tagged).toEqual([
      { file: 'adobe/photoshop/Clip two.mp4', tags: ['Colour', 'layers', 'tutorial'] },
    ]);
    const list = files.parse((await call('GET', '/api/video-database/adobe/read/photoshop')).json());
    expect(list.map((file) => file.tags)).toEqual([
      ['Colour', 'tutorial'],
      ['Colour', 'layers', 'tutorial'],
    ]);
  });

  it('refuses to tag without the owner session (401), and stores nothing', async () => {
    const server = await app();
    const response = await server.inject({
      method: 'POST',
      url: '/api/video-database/core/addtags',
      payload: { tags: 'x', files: ['adobe/photoshop/Clip one.mp4'] },
    });
    expectRefusal(response, 401);
    const list = files.parse(
      (await server.inject({ url: '/api/video-database/adobe/read/photoshop' })).json(),
    );
    expect(list.every((file) => file.tags.length === 0)).toBe(true);
  });

  it.each([
    [{ tags: 'x'.repeat(201), files: ['adobe/photoshop/Clip one.mp4'] }, 400, 'tags'],
    [{ tags: ' , ,', files: ['adobe/photoshop/Clip one.mp4'] }, 400, 'tags'],
    [{ tags: 'a\u0000b', files: ['adobe/photoshop/Clip one.mp4'] }, 400, 'tags'],
    [{ files: ['adobe/photoshop/Clip one.mp4'] }, 400, 'tags'],
    [{ tags: 'x', files: [] }, 400, 'files'],
    [{ tags: 'x', files: 'adobe/photoshop/Clip one.mp4' }, 400, 'files'],
    [{ tags: 'x', files: ['adobe/../../secret.mp4'] }, 400, 'files.0'],
    [{ tags: 'x', files: ['adobe/photoshop/../../../secret.mp4'] }, 400, 'files.0'],
    [{ tags: 'x', files: ['/etc/passwd'] }, 400, 'files.0'],
    [{ tags: 'x', files: ['adobe/photoshop\\..\\secret.mp4'] }, 400, 'files.0'],
    [{ tags: 'x', files: ['adobe/photoshop/Clip one.mp4', 'adobe/.drafts/draft.mp4'] }, 400, 'files.1'],
    [{ tags: 'x', files: ['adobe/photoshop/Clip one.mp4', 'adobe/photoshop/Nope.mp4'] }, 404, 'files.1'],
    [{ tags: 'x', files: ['cooking/photoshop/Clip one.mp4'] }, 404, 'files.0'],
    [{ tags: 'x', files: ['adobe/photoshop/Linked.mp4'] }, 404, 'files.0'],
    [{ tags: 'x', files: ['adobe/escape/secret.mp4'] }, 404, 'files.0'],
    [{ tags: 'x', files: ['adobe/photoshop/notes.txt'] }, 404, 'files.0'],
  ])('refuses bad tag requests naming the field, and tags nothing (%#)', async (payload, status, field) => {
    const { call } = await ownerCaller(await app());
    expectRefusal(await call('POST', '/api/video-database/core/addtags', payload), status, field);
    const list = files.parse((await call('GET', '/api/video-database/adobe/read/photoshop')).json());
    expect(list.every((file) => file.tags.length === 0)).toBe(true);
  });

  it('accepts exactly 200 characters of tags, and refuses more files than a call takes', async () => {
    const { call } = await ownerCaller(await app());
    const longest = await call('POST', '/api/video-database/core/addtags', {
      tags: 'y'.repeat(200),
      files: ['adobe/photoshop/Clip one.mp4'],
    });
    expect(longest.statusCode).toBe(200);
    const many = Array.from({ length: maxVideoFiles + 1 }, () => 'adobe/photoshop/Clip one.mp4');
    expectRefusal(
      await call('POST', '/api/video-database/core/addtags', { tags: 'x', files: many }),
      400,
      'files',
    );
  });

  it('refuses an add that would give a file more than its maximum of tags (409 naming tags), writing nothing', async () => {
    const { call } = await ownerCaller(await app());
    const addtags = (tags: string[], paths: string[]) =>
      call('POST', '/api/video-database/core/addtags', { tags: tags.join(','), files: paths });
    const one = 'adobe/photoshop/Clip one.mp4';
    const two = 'adobe/photoshop/Clip two.mp4';
    // Clip one gets one tag short of the maximum, 40 tags a call (each call's text is at most 200 characters).
    const names = Array.from(
      { length: maxVideoTagsPerFile + 1 },
      (_, index) => `t${String(index).padStart(2, '0')}`,
    );
    for (let start = 0; start < maxVideoTagsPerFile - 1; start += 40) {
      const response = await addtags(names.slice(start, Math.min(start + 40, maxVideoTagsPerFile - 1)), [
        one,
      ]);
      expect(response.statusCode, response.body).toBe(200);
    }
    const tagsNow = async () =>
      files
        .parse((await call('GET', '/api/video-database/adobe/read/photoshop')).json())
        .map((file) => file.tags.length);
    expect(await tagsNow()).toEqual([maxVideoTagsPerFile - 1, 0]);

    // Two new tags would take Clip one past the maximum: refused whole, Clip two is not tagged either.
    const refused = await addtags(['fresh', 'newer'], [two, one]);
    expectRefusal(refused, 409, 'tags');
    expect(apiErrorSchema.parse(refused.json()).message).toBe(
      `tags: a video has at most ${maxVideoTagsPerFile} tags, and ${one} would have ${maxVideoTagsPerFile + 1}. Nothing was tagged.`,
    );
    expect(await tagsNow()).toEqual([maxVideoTagsPerFile - 1, 0]);

    // The last free place can be filled, a tag the file already has (in any case) is no new tag,
    // and the full list still reads.
    expect((await addtags([names[maxVideoTagsPerFile - 1] ?? '', 'T00'], [one, two])).statusCode).toBe(200);
    expect(await tagsNow()).toEqual([maxVideoTagsPerFile, 2]);
    expect((await addtags(['T01'], [one])).statusCode).toBe(200);
    expectRefusal(await addtags(['one more'], [one]), 409, 'tags');
    expect(await tagsNow()).toEqual([maxVideoTagsPerFile, 2]);
  });

  it('lets only one of two adds at once fill the last free place of a file', async () => {
    const { call } = await ownerCaller(await app());
    const one = 'adobe/photoshop/Clip one.mp4';
    const addtags = (tags: string[]) =>
      call('POST', '/api/video-database/core/addtags', { tags: tags.join(','), files: [one] });
    const names = Array.from({ length: maxVideoTagsPerFile - 1 }, (_, index) => `t${index}`);
    for (let start = 0; start < names.length; start += 40) {
      expect((await addtags(names.slice(start, start + 40))).statusCode).toBe(200);
    }
    const answers = await Promise.all(['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((tag) => addtags([tag])));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const list = files.parse((await call('GET', '/api/video-database/adobe/read/photoshop')).json());
    expect(list[0]?.tags).toHaveLength(maxVideoTagsPerFile);
  });

  it('refuses a body larger than the call takes (413) before reading it', async () => {
    const { call } = await ownerCaller(await app());
    const huge = {
      tags: 'x',
      files: ['adobe/photoshop/Clip one.mp4'],
      padding: 'x'.repeat(4_200_000),
    };
    expectRefusal(await call('POST', '/api/video-database/core/addtags', huge), 413, 'body');
  });
});

describe.each(databases)('video library demo tags on $name', (database) => {
  const server = useTestServer(database);

  it('are loaded on the first start and name files of the demo library', async () => {
    const demo = await readVideoDemoTags();
    const app = await server.build({ MEDIA_DIR: join(repoRoot, 'content/media') });
    const answer = files.parse(
      (await app.inject({ url: '/api/video-database/adobe/read/photoshop' })).json(),
    );
    expect(answer.find((file) => file.name === 'Curves and levels.mp4')?.tags).toEqual([
      'colour',
      'tutorial',
    ]);
    for (const [path, tags] of Object.entries(demo)) {
      expect(existsSync(join(repoRoot, 'content/media/video-database', path)), path).toBe(true);
      expect(tags.length, path).toBeLessThanOrEqual(maxVideoTagsPerFile);
    }
  });
});
