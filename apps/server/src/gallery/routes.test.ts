import {
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { apiErrorSchema, galleryFileListSchema } from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { expectRefusal } from '../../test/owner-caller';
import { repoRoot } from '../repo-root';
import { neutralPlaceholder } from './album-listing';

const SECRET = 'SECRET: outside the gallery';

/** A small real JPEG of one colour; `orientation` 6 stores it sideways with an EXIF turn. */
function jpeg(width: number, height: number, colour: string, orientation?: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: colour } }).jpeg({ quality: 80 });
  return (orientation === undefined ? image : image.withMetadata({ orientation })).toBuffer();
}

/**
 * MEDIA_DIR of the test:
 *   gallery/albums/Pet Portraits - Biscuit/{Biscuit 2.jpg, Biscuit 10.jpg, Turned.jpg, notes.txt, .hidden.jpg, sub/}
 *   gallery/albums/Linked -> a folder outside the media root;   gallery/cover/home.jpg
 *   gallery/secret.jpg and secret.txt beside the media root
 */
async function makeGalleryMedia(dir: string, mediaDir: string): Promise<void> {
  const album = join(mediaDir, 'gallery/albums/Pet Portraits - Biscuit');
  mkdirSync(join(album, 'sub'), { recursive: true });
  writeFileSync(join(album, 'Biscuit 10.jpg'), await jpeg(300, 200, '#204080'));
  writeFileSync(join(album, 'Biscuit 2.jpg'), await jpeg(200, 300, '#c08020'));
  // Stored 200 wide and 100 high, seen 100 wide and 200 high.
  writeFileSync(join(album, 'Turned.jpg'), await jpeg(200, 100, '#808080', 6));
  writeFileSync(join(album, 'notes.txt'), 'not a picture');
  writeFileSync(join(album, '.hidden.jpg'), await jpeg(10, 10, '#000000'));
  writeFileSync(join(album, 'sub', 'inner.jpg'), await jpeg(10, 10, '#000000'));
  mkdirSync(join(mediaDir, 'gallery/cover'), { recursive: true });
  writeFileSync(join(mediaDir, 'gallery/cover/home.jpg'), await jpeg(640, 360, '#336699'));
  writeFileSync(join(mediaDir, 'gallery/secret.txt'), SECRET);
  mkdirSync(join(dir, 'outside'));
  writeFileSync(join(dir, 'outside', 'secret.jpg'), await jpeg(10, 10, '#ff0000'));
  writeFileSync(join(dir, 'secret.jpg'), SECRET);
  symlinkSync(join(dir, 'outside'), join(mediaDir, 'gallery/albums/Linked'));
  symlinkSync(join(dir, 'secret.jpg'), join(album, 'Linked secret.jpg'));
}

const biscuit = '/apiGallery/Pet%20Portraits%20-%20Biscuit';
const picture = (name: string) =>
  `/apiGallery/albums/Pet%20Portraits%20-%20Biscuit/${encodeURIComponent(name)}`;

/** Sends the path exactly as written (node's client does not resolve `..` or re-encode). */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('latin1');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

function cachedCopies(dataDir: string): string[] {
  const root = join(dataDir, 'gallery-cache');
  try {
    return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.webp'));
  } catch {
    return [];
  }
}

describe.each(databases)('gallery on $name', (database) => {
  const server = useTestServer(database);
  let app: FastifyInstance;

  beforeEach(async () => {
    await makeGalleryMedia(server.dir, server.mediaDir);
    app = await server.build({}, { demoLoaders: [] });
  });

  it('lists an album’s pictures in natural order with their shape, then their colour, nothing else', async () => {
    const response = await app.inject({ url: biscuit });
    expect(response.statusCode, response.body).toBe(200);
    const files = galleryFileListSchema.parse(response.json());
    expect(files.map((file) => file.name)).toEqual(['Biscuit 2.jpg', 'Biscuit 10.jpg', 'Turned.jpg']);
    expect(files[0]).toMatchObject({ relpath: 'albums/Pet Portraits - Biscuit/', width: 200, height: 300 });
    expect(files[1]).toMatchObject({ width: 300, height: 200 });
    // The EXIF turn is applied: the shape people see.
    expect(files[2]).toMatchObject({ width: 100, height: 200 });
    // The colours are worked out after the first listing, and later listings carry them.
    await expect
      .poll(
        async () => galleryFileListSchema.parse((await app.inject({ url: biscuit })).json())[1]?.placeholder,
      )
      .not.toBe(neutralPlaceholder);
    const [colour] = galleryFileListSchema.parse((await app.inject({ url: biscuit })).json()).slice(1);
    const [red, green, blue] = [1, 3, 5].map((at) =>
      Number.parseInt(colour?.placeholder.slice(at, at + 2) ?? '', 16),
    );
    expect(
      Math.abs((red ?? 0) - 0x20) + Math.abs((green ?? 0) - 0x40) + Math.abs((blue ?? 0) - 0x80),
    ).toBeLessThan(24);
  });

  it('answers an album that does not exist, or leads outside, with an empty list', async () => {
    // `cover` is the home's cover folder beside the albums (it holds a picture): it is no album.
    for (const url of ['/apiGallery/No%20such%20album', '/apiGallery/Linked', '/apiGallery/cover']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual([]);
    }
  });

  it('refuses album names that try to leave the albums folder with 400 naming the category', async () => {
    // (`..` and `%2e%2e` never arrive through inject, which resolves them: the raw test sends them.)
    for (const url of [
      '/apiGallery/.hidden',
      '/apiGallery/..%2F..%2Fsecret.txt',
      '/apiGallery/a%5Cb',
      '/apiGallery/a%00b',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expectRefusal(response, 400, 'category');
      expect(response.body).not.toContain('SECRET');
    }
  });

  it('answers an album name longer than any album’s with a 4xx, never a listing', async () => {
    const response = await app.inject({ url: `/apiGallery/${'a'.repeat(101)}` });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('sends a picture with long cache headers and validators, and 304 when it is current', async () => {
    const response = await app.inject({ url: picture('Biscuit 2.jpg') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toContain('max-age=604800');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(response.headers['last-modified']).toBeDefined();
    const again = await app.inject({ url: picture('Biscuit 2.jpg'), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ url: '/apiGallery/cover/home.jpg' })).statusCode).toBe(200);
  });

  it('answers 404 for files that are not pictures, hidden, linked out or missing', async () => {
    for (const url of [
      picture('notes.txt'),
      picture('.hidden.jpg'),
      picture('Linked secret.jpg'),
      picture('Nope.jpg'),
      '/apiGallery/albums/Linked/secret.jpg',
      '/apiGallery/secret.txt/x',
      '/apiGallery/albums/Pet%20Portraits%20-%20Biscuit/',
    ]) {
      const response = await app.inject({ url });
      expectRefusal(response, 404);
      expect(response.body, url).not.toContain('SECRET');
    }
  });

  it('refuses traversal in the picture path, through inject and as raw bytes', async () => {
    const attempts = [
      '/apiGallery/albums/../../secret.jpg',
      '/apiGallery/albums/%2e%2e/%2e%2e/secret.jpg',
      '/apiGallery/albums/..%2F..%2Fsecret.jpg',
      '/apiGallery/albums/%252e%252e/secret.jpg',
      '/apiGallery/albums/..%5C..%5Csecret.jpg',
      '/apiGallery//etc/passwd',
      '/apiGallery/albums/%00/x.jpg',
    ];
    for (const url of attempts) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain('SECRET');
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    for (const path of ['/apiGallery/%2e%2e', '/apiGallery/%2E%2e']) {
      const { status, body } = await rawGet(port, path);
      expect(status, path).toBe(400);
      expect(apiErrorSchema.parse(JSON.parse(body)).field, path).toBe('category');
    }
    for (const path of [
      ...attempts,
      '/apiGallery/..',
      '/apiGallery/../secret.jpg',
      '/apiGallery/albums/../../secret.jpg?w=240',
    ]) {
      const { status, body } = await rawGet(port, path);
      expect(status, path).toBeGreaterThanOrEqual(400);
      expect(status, path).toBeLessThan(500);
      expect(body, path).not.toContain('SECRET');
    }
  });
});

describe('gallery picture copies', () => {
  const server = useTestServer({ name: 'sqlite' });
  const dataDir = () => join(server.dir, 'data');

  beforeEach(async () => {
    await makeGalleryMedia(server.dir, server.mediaDir);
  });

  it('makes a WebP copy at the asked width on first request, keeps it on disk and sends it again', async () => {
    const app = await server.build({}, { demoLoaders: [] });
    const first = await app.inject({ url: `${picture('Biscuit 10.jpg')}?w=240` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toContain('max-age=604800');
    expect(first.headers.etag).toBeDefined();
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 240, 160]);

    const copies = cachedCopies(dataDir());
    expect(copies).toHaveLength(1);
    const made = statSync(join(dataDir(), 'gallery-cache', copies[0] ?? '')).mtimeMs;

    // A restarted server finds the copy: it is not made again.
    await app.close();
    const again = await (
      await server.build({}, { demoLoaders: [] })
    ).inject({ url: `${picture('Biscuit 10.jpg')}?w=240` });
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    expect(cachedCopies(dataDir())).toEqual(copies);
    expect(statSync(join(dataDir(), 'gallery-cache', copies[0] ?? '')).mtimeMs).toBe(made);
  });

  it('makes each copy once when many ask at the same time, and a new one when the picture changes', async () => {
    const app = await server.build({}, { demoLoaders: [] });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => app.inject({ url: `${picture('Biscuit 2.jpg')}?w=480` })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    // Never enlarged: the picture is 200 wide.
    expect((await sharp(answers[0]?.rawPayload).metadata()).width).toBe(200);
    expect(cachedCopies(dataDir())).toHaveLength(1);

    const source = join(server.mediaDir, 'gallery/albums/Pet Portraits - Biscuit/Biscuit 2.jpg');
    writeFileSync(source, await jpeg(400, 100, '#00ff00'));
    utimesSync(source, new Date(), new Date(Date.now() + 5000));
    const changed = await app.inject({ url: `${picture('Biscuit 2.jpg')}?w=240` });
    expect((await sharp(changed.rawPayload).metadata()).height).toBe(60);
    expect(cachedCopies(dataDir())).toHaveLength(2);
  });

  it('keeps what it learnt about an album’s pictures on disk, for the next start', async () => {
    const app = await server.build({}, { demoLoaders: [] });
    const first = galleryFileListSchema.parse((await app.inject({ url: biscuit })).json());
    const factsDir = join(dataDir(), 'gallery-cache', 'albums');
    const savedFacts = () => {
      const [saved] = readdirSync(factsDir).filter((name) => name.endsWith('.json'));
      const path = join(factsDir, saved ?? '');
      return {
        path,
        facts: JSON.parse(readFileSync(path, 'utf8')) as Record<string, { placeholder?: string }>,
      };
    };
    // Saved with the shapes at once, and again with the colours once they are known.
    await expect
      .poll(() => Object.values(savedFacts().facts).every((facts) => facts.placeholder !== undefined))
      .toBe(true);
    const { path, facts } = savedFacts();
    expect(Object.keys(facts).sort()).toEqual(first.map((file) => file.name).sort());
    await app.close();

    // A restarted server takes the saved facts while the picture is unchanged: it does not read it.
    writeFileSync(
      path,
      JSON.stringify({ ...facts, 'Biscuit 2.jpg': { ...facts['Biscuit 2.jpg'], placeholder: '#123456' } }),
    );
    const again = await server.build({}, { demoLoaders: [] });
    const listed = galleryFileListSchema.parse((await again.inject({ url: biscuit })).json());
    expect(listed.find((file) => file.name === 'Biscuit 2.jpg')?.placeholder).toBe('#123456');
    expect(listed.map(({ placeholder: _, ...rest }) => rest)).toEqual(
      first.map(({ placeholder: _, ...rest }) => rest),
    );
  });

  it('turns a copy by the picture’s EXIF orientation', async () => {
    const app = await server.build({}, { demoLoaders: [] });
    const response = await app.inject({ url: `${picture('Turned.jpg')}?w=240` });
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([100, 200]);
  });

  it('refuses widths outside the fixed set with 400 naming w, and copies of non-pictures', async () => {
    const app = await server.build({}, { demoLoaders: [] });
    for (const w of ['100', '5000', 'abc', '', '240&w=480', '-240']) {
      expectRefusal(await app.inject({ url: `${picture('Biscuit 2.jpg')}?w=${w}` }), 400, 'w');
    }
    expectRefusal(await app.inject({ url: `${picture('notes.txt')}?w=240` }), 404);
    writeFileSync(
      join(server.mediaDir, 'gallery/albums/Pet Portraits - Biscuit/Broken.jpg'),
      'not really a jpeg',
    );
    const broken = await app.inject({ url: `${picture('Broken.jpg')}?w=240` });
    expectRefusal(broken, 404);
    expect(apiErrorSchema.parse(broken.json()).message).toContain('not a picture');
    expect(cachedCopies(dataDir())).toHaveLength(0);
  });
});

describe('the demo albums', () => {
  const server = useTestServer({ name: 'sqlite' });

  it('hold at least 12 real pictures each, in more than one shape', async () => {
    const app = await server.build({ MEDIA_DIR: join(repoRoot, 'content/media') }, { demoLoaders: [] });
    const albums = readdirSync(join(repoRoot, 'content/media/gallery/albums'));
    expect(albums.length).toBeGreaterThanOrEqual(9);
    // The mocks keep a copy of these listings for Storybook: it must still be what the server says.
    const mockCopy = JSON.parse(
      readFileSync(join(repoRoot, 'mocks/src/fixtures/gallery-albums.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(Object.keys(mockCopy).sort()).toEqual([...albums].sort());
    const list = async (album: string) =>
      galleryFileListSchema.parse(
        (await app.inject({ url: `/apiGallery/${encodeURIComponent(album)}` })).json(),
      );
    for (const album of albums) await list(album);
    // Once the colours are worked out, every listing is the mocks' copy.
    await expect
      .poll(
        async () =>
          (await Promise.all(albums.map(list)))
            .flat()
            .some((file) => file.placeholder === neutralPlaceholder),
        {
          timeout: 30_000,
        },
      )
      .toBe(false);
    for (const album of albums) {
      const files = await list(album);
      expect(files, `mocks/src/fixtures/gallery-albums.json, ${album}`).toEqual(mockCopy[album]);
      expect(files.length, album).toBeGreaterThanOrEqual(12);
      const shapes = new Set(files.map((file) => Math.sign(file.width - file.height)));
      expect(shapes.size, album).toBe(3);
    }
    const cover = await app.inject({ url: '/apiGallery/cover/gallery-home.jpg?w=480' });
    expect(cover.statusCode).toBe(200);
  });
});
