import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/build-test-app';

// The gallery's copies are made through a small queue (decision 095): a burst of first requests
// waits its turn instead of taking every pool thread the server's file reads need.

const album = 'gallery/albums/Burst';
const url = (index: number, width = 480) => `/apiGallery/albums/Burst/${index}.jpg?w=${width}`;

/** Pictures of random grain (they do not compress away), large enough that each copy takes a while. */
async function drawPictures(folder: string, count: number): Promise<void> {
  mkdirSync(folder, { recursive: true });
  for (let index = 0; index < count; index += 1) {
    const raw = { width: 1600, height: 1200, channels: 3 } as const;
    const bytes = await sharp(randomBytes(raw.width * raw.height * raw.channels), { raw })
      .jpeg({ quality: 80 })
      .toBuffer();
    writeFileSync(join(folder, `${index}.jpg`), bytes);
  }
}

function copiesOnDisk(dataDir: string): number {
  return readdirSync(join(dataDir, 'gallery-cache'), { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.webp'),
  ).length;
}

const kinds = (answers: LightMyRequestResponse[]) => answers.map((answer) => answer.headers['content-type']);

describe('the gallery’s picture queue', () => {
  const server = useTestServer({ name: 'sqlite' });
  const dataDir = () => join(server.dir, 'data');
  // Drawn once, copied into each test's media folder.
  const drawn = mkdtempSync(join(tmpdir(), 'portfolio-picture-queue-'));
  beforeAll(() => drawPictures(drawn, 12), 60_000);
  afterAll(() => rmSync(drawn, { recursive: true, force: true }));
  beforeEach(() => cpSync(drawn, join(server.mediaDir, album), { recursive: true }));

  it('sends the pictures themselves, not kept by browsers, to the requests beyond the queue', async () => {
    const app = await server.build(
      { GALLERY_PICTURES_AT_ONCE: '1', GALLERY_PICTURES_WAITING: '3' },
      { demoLoaders: [] },
    );
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => app.inject({ url: url(index) })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    const copies = answers.filter((answer) => answer.headers['content-type'] === 'image/webp');
    const originals = answers.filter((answer) => answer.headers['content-type'] === 'image/jpeg');
    // One being made and three waiting: at most four copies, and the rest got the picture.
    expect(copies.length, String(kinds(answers))).toBeGreaterThanOrEqual(1);
    expect(copies.length, String(kinds(answers))).toBeLessThanOrEqual(4);
    expect(originals).toHaveLength(12 - copies.length);
    for (const original of originals) {
      expect(original.headers['cache-control']).toBe('no-store');
      expect((await sharp(original.rawPayload).metadata()).width).toBe(1600);
    }
    for (const copy of copies) expect(copy.headers['cache-control']).toContain('max-age=604800');
    expect(copiesOnDisk(dataDir())).toBe(copies.length);

    // Once the burst is over, asked one at a time, every picture gets its copy.
    for (let index = 0; index < 12; index += 1) {
      const again = await app.inject({ url: url(index) });
      expect(again.headers['content-type'], url(index)).toBe('image/webp');
      expect((await sharp(again.rawPayload).metadata()).width).toBe(480);
    }
    expect(copiesOnDisk(dataDir())).toBe(12);
  });

  it('makes a copy asked for 20 times at once once: the 19 others wait for it, taking no place', async () => {
    // No place to wait at all: a request that is not sharing the first one's job gets the original.
    const app = await server.build(
      { GALLERY_PICTURES_AT_ONCE: '1', GALLERY_PICTURES_WAITING: '0' },
      { demoLoaders: [] },
    );
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ url: url(3, 800) })));
    expect(kinds(answers)).toEqual(Array(20).fill('image/webp'));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(copiesOnDisk(dataDir())).toBe(1);
  });

  it('sends a copy already on disk while the queue is full', async () => {
    const app = await server.build(
      { GALLERY_PICTURES_AT_ONCE: '1', GALLERY_PICTURES_WAITING: '0' },
      { demoLoaders: [] },
    );
    expect((await app.inject({ url: url(0) })).headers['content-type']).toBe('image/webp');
    // One of 1, 2 and 3 is being made and nothing may wait: the other two get their pictures,
    // and 0's copy still goes out.
    const answers = await Promise.all([1, 2, 3, 0].map((index) => app.inject({ url: url(index) })));
    expect(kinds(answers.slice(0, 3)).sort()).toEqual(['image/jpeg', 'image/jpeg', 'image/webp']);
    expect(answers[3]?.headers['content-type']).toBe('image/webp');
  });

  it('answers a media file and an API read during a burst of first copies, long before the burst ends', async () => {
    writeFileSync(join(server.mediaDir, 'small.txt'), 'a small media file');
    const app: FastifyInstance = await server.build({}, { demoLoaders: [] });
    const finished: string[] = [];
    const burst = [480, 800].flatMap((width) =>
      Array.from({ length: 12 }, (_, index) =>
        app.inject({ url: url(index, width) }).then((answer) => {
          finished.push('copy');
          return answer;
        }),
      ),
    );
    // Sent once the burst is under way: its first copy is out, the others are being made or wait.
    await expect.poll(() => finished.length, { interval: 5, timeout: 30_000 }).toBeGreaterThan(0);
    const media = app.inject({ url: '/media/small.txt' }).then((answer) => {
      finished.push('media');
      return answer;
    });
    const api = app.inject({ url: '/api/config' }).then((answer) => {
      finished.push('api');
      return answer;
    });
    const [mediaAnswer, apiAnswer, copies] = await Promise.all([media, api, Promise.all(burst)]);
    expect(mediaAnswer.body).toBe('a small media file');
    expect(apiAnswer.statusCode).toBe(200);
    expect(copies.every((answer) => answer.headers['content-type'] === 'image/webp')).toBe(true);
    // Both came back while most of the 24 copies were still to be made (a few may finish first).
    expect(finished.indexOf('media'), finished.join(' ')).toBeLessThan(8);
    expect(finished.indexOf('api'), finished.join(' ')).toBeLessThan(8);
  }, 60_000);
});
