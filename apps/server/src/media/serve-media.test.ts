import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { apiErrorSchema } from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { parseByteRange, refusedMediaPath, sendMedia } from './serve-media';

const SECRET = 'TOP SECRET: outside the media root';
const HELLO = '0123456789abcdefghij'; // 20 bytes

/**
 * The media root of every test, next to a secret file outside it:
 *   <dir>/secret.txt
 *   <dir>/media/{hello.txt, photo.png, page.html, icon.svg, data.bin, script.js, feed.xml, empty.txt, .env, big.bin,
 *                sub/nested.txt, alias.txt -> hello.txt, escape.txt -> ../secret.txt, outside -> <dir>}
 */
function makeMediaTree(dir: string, mediaDir: string): Buffer {
  writeFileSync(join(dir, 'secret.txt'), SECRET);
  writeFileSync(join(mediaDir, 'hello.txt'), HELLO);
  writeFileSync(join(mediaDir, 'photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  writeFileSync(join(mediaDir, 'page.html'), '<script>alert(1)</script>');
  writeFileSync(
    join(mediaDir, 'icon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  writeFileSync(join(mediaDir, 'data.bin'), 'raw');
  writeFileSync(join(mediaDir, 'script.js'), 'alert(1)');
  writeFileSync(
    join(mediaDir, 'feed.xml'),
    '<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>',
  );
  writeFileSync(join(mediaDir, 'empty.txt'), '');
  writeFileSync(join(mediaDir, '.env'), 'OWNER_PASSWORD=hunter2');
  const big = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < big.length; i += 1) big[i] = i % 251;
  writeFileSync(join(mediaDir, 'big.bin'), big);
  mkdirSync(join(mediaDir, 'sub'));
  writeFileSync(join(mediaDir, 'sub', 'nested.txt'), 'nested');
  symlinkSync('hello.txt', join(mediaDir, 'alias.txt'));
  symlinkSync(join(dir, 'secret.txt'), join(mediaDir, 'escape.txt'));
  symlinkSync(dir, join(mediaDir, 'outside'));
  return big;
}

/** Sends bytes exactly as written: no client library normalises `..` or backslashes. */
function rawGet(port: number, path: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
  });
}

describe('refusedMediaPath', () => {
  it.each(['photo.jpg', 'albums/2024/cat.webp', 'sub/', '..hidden-but-not-dots.txt', 'a..b.txt', ''])(
    'accepts %j',
    (path) => {
      expect(refusedMediaPath(path)).toBeUndefined();
    },
  );

  it.each([
    '../secret.txt',
    'a/../../secret.txt',
    './hello.txt',
    '..',
    '%2e%2e/secret.txt',
    '%2E%2E%2Fsecret.txt',
    '..%2fsecret.txt',
    '..%5csecret.txt',
    '..\\secret.txt',
    '/etc/passwd',
    'C:\\Windows\\win.ini',
    'C:/Windows/win.ini',
    'a\u0000.txt',
    'a\n.txt',
    'a//b.txt',
    'x'.repeat(2000),
  ])('refuses %j', (path) => {
    expect(refusedMediaPath(path)).toEqual(expect.any(String));
  });
});

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-9', { kind: 'part', start: 0, end: 9 }],
    ['bytes=-5', { kind: 'part', start: 15, end: 19 }],
    ['bytes=10-', { kind: 'part', start: 10, end: 19 }],
    ['bytes=5-100', { kind: 'part', start: 5, end: 19 }],
    ['bytes=-100', { kind: 'part', start: 0, end: 19 }],
    ['bytes=20-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=9-3', { kind: 'whole' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['bytes=abc', { kind: 'whole' }],
    ['items=0-5', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
    ['bytes=99999999999999999999-', { kind: 'whole' }],
  ])('%s on 20 bytes', (header, expected) => {
    expect(parseByteRange(header, 20)).toEqual(expected);
  });
});

describe.each(databases)('media files on $name', (database) => {
  const server = useTestServer(database);

  async function mediaApp(): Promise<{ app: FastifyInstance; big: Buffer }> {
    const app = await server.build();
    const big = makeMediaTree(server.dir, server.mediaDir);
    return { app, big };
  }

  it('sends a whole file with its type and cache headers', async () => {
    const { app } = await mediaApp();
    const response = await app.inject({ url: '/media/hello.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(HELLO);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-length']).toBe('20');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(String(response.headers['last-modified'])).getTime()).not.toBeNaN();
  });

  it.each([
    ['photo.png', 'image/png'],
    ['page.html', 'text/plain; charset=utf-8'],
    ['icon.svg', 'image/svg+xml'],
    ['data.bin', 'application/octet-stream'],
    ['script.js', 'text/plain; charset=utf-8'],
    ['feed.xml', 'application/octet-stream'],
  ])('sends %s as %s', async (file, type) => {
    const { app } = await mediaApp();
    const response = await app.inject({ url: `/media/${file}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
  });

  it('sandboxes SVG files so their scripts cannot run on this origin', async () => {
    const { app } = await mediaApp();
    const response = await app.inject({ url: '/media/icon.svg' });
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it.each([
    ['bytes=0-9', '0123456789', 'bytes 0-9/20'],
    ['bytes=-5', 'fghij', 'bytes 15-19/20'],
    ['bytes=10-', 'abcdefghij', 'bytes 10-19/20'],
    ['bytes=5-1000', '56789abcdefghij', 'bytes 5-19/20'],
  ])('answers Range %s with 206', async (range, body, contentRange) => {
    const { app } = await mediaApp();
    const response = await app.inject({ url: '/media/hello.txt', headers: { range } });
    expect(response.statusCode).toBe(206);
    expect(response.body).toBe(body);
    expect(response.headers['content-range']).toBe(contentRange);
    expect(response.headers['content-length']).toBe(String(body.length));
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('reads a range from the middle of a large file exactly', async () => {
    const { app, big } = await mediaApp();
    const response = await app.inject({ url: '/media/big.bin', headers: { range: 'bytes=500000-500099' } });
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload.equals(big.subarray(500000, 500100))).toBe(true);
    expect(response.headers['content-range']).toBe(`bytes 500000-500099/${big.length}`);
  });

  it.each(['bytes=20-', 'bytes=100-200', 'bytes=-0'])('answers unsatisfiable %s with 416', async (range) => {
    const { app } = await mediaApp();
    const response = await app.inject({ url: '/media/hello.txt', headers: { range } });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */20');
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      status: 416,
      error: 'Range Not Satisfiable',
    });
  });

  it.each(['bytes=0-1,5-6', 'bytes=abc', 'pages=1-2', 'bytes=9-3'])(
    'ignores a Range of %s and sends the whole file',
    async (range) => {
      const { app } = await mediaApp();
      const response = await app.inject({ url: '/media/hello.txt', headers: { range } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(HELLO);
    },
  );

  it('honours If-Range: a matching ETag gets the range, a stale one the whole file', async () => {
    const { app } = await mediaApp();
    const etag = String((await app.inject({ url: '/media/hello.txt' })).headers.etag);
    const fresh = await app.inject({
      url: '/media/hello.txt',
      headers: { range: 'bytes=0-1', 'if-range': etag },
    });
    expect(fresh.statusCode).toBe(206);
    const stale = await app.inject({
      url: '/media/hello.txt',
      headers: { range: 'bytes=0-1', 'if-range': '"old-tag"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(HELLO);
  });

  it('answers 304 when the browser copy is current', async () => {
    const { app } = await mediaApp();
    const first = await app.inject({ url: '/media/hello.txt' });
    const etag = String(first.headers.etag);

    const byTag = await app.inject({ url: '/media/hello.txt', headers: { 'if-none-match': etag } });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers.etag).toBe(etag);
    expect(byTag.headers['cache-control']).toBe('public, max-age=3600');

    const weakList = await app.inject({
      url: '/media/hello.txt',
      headers: { 'if-none-match': `"nope", W/${etag}` },
    });
    expect(weakList.statusCode).toBe(304);

    const byDate = await app.inject({
      url: '/media/hello.txt',
      headers: { 'if-modified-since': String(first.headers['last-modified']) },
    });
    expect(byDate.statusCode).toBe(304);

    const changed = await app.inject({
      url: '/media/hello.txt',
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(HELLO);

    const older = await app.inject({
      url: '/media/hello.txt',
      headers: { 'if-modified-since': new Date(Date.now() - 86_400_000 * 365).toUTCString() },
    });
    expect(older.statusCode).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const { app } = await mediaApp();
    const whole = await app.inject({ method: 'HEAD', url: '/media/hello.txt' });
    expect(whole.statusCode).toBe(200);
    expect(whole.body).toBe('');
    expect(whole.headers['content-length']).toBe('20');
    expect(whole.headers['content-type']).toBe('text/plain; charset=utf-8');

    const part = await app.inject({
      method: 'HEAD',
      url: '/media/hello.txt',
      headers: { range: 'bytes=0-9' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-length']).toBe('10');
    expect(part.body).toBe('');
  });

  it('sends an empty file', async () => {
    const { app } = await mediaApp();
    const response = await app.inject({ url: '/media/empty.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe('0');
    expect(response.body).toBe('');
  });

  it('follows a symlink that stays inside the root', async () => {
    const { app } = await mediaApp();
    const response = await app.inject({ url: '/media/alias.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(HELLO);
  });

  it.each(['/media/sub', '/media/sub/', '/media/', '/media'])(
    'never lists a folder: %s is 404',
    async (url) => {
      const { app } = await mediaApp();
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('nested');
      expect(response.json()).toMatchObject({ status: 404, error: 'Not Found' });
    },
  );

  it('answers a missing file with 404 JSON naming it', async () => {
    const { app } = await mediaApp();
    const response = await app.inject({ url: '/media/nope.txt' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Not found: GET /media/nope.txt',
      status: 404,
      error: 'Not Found',
    });
  });

  it('never sends hidden files', async () => {
    const { app } = await mediaApp();
    const response = await app.inject({ url: '/media/.env' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('hunter2');
  });

  it('lets an area mount the helper on its own path and cache policy', async () => {
    const { app } = await mediaApp();
    app.get<{ Params: { '*': string } }>('/api/test/scores/*', (request, reply) =>
      sendMedia(request, reply, {
        root: server.mediaDir,
        path: request.params['*'],
        cacheControl: 'private, max-age=60',
      }),
    );
    const response = await app.inject({ url: '/api/test/scores/sub/nested.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('nested');
    expect(response.headers['cache-control']).toBe('private, max-age=60');
  });

  // Through inject, the WHATWG URL parser removes `..`, `%2e%2e` and backslashes before Fastify
  // sees them (those become /secret.txt, answered by the not-found handler); the rest reach the
  // helper, which refuses them on the string (400, field `path`) or finds nothing (404).
  it.each([
    ['/media/../secret.txt', 404],
    ['/media/a/../../secret.txt', 404],
    ['/media/%2e%2e/secret.txt', 404],
    ['/media/..\\secret.txt', 404],
    ['/media/%252e%252e/secret.txt', 400],
    ['/media/..%2fsecret.txt', 400],
    ['/media/..%2Fsecret.txt', 400],
    ['/media/sub/..%2f..%2fsecret.txt', 400],
    ['/media/..%5csecret.txt', 400],
    ['/media//etc/passwd', 400],
    ['/media/%2Fetc%2Fpasswd', 400],
    ['/media/C:\\Windows\\win.ini', 400],
    ['/media/C:%5CWindows%5Cwin.ini', 400],
    ['/media/a%00.txt', 400],
    ['/media/escape.txt', 404],
    ['/media/outside/secret.txt', 404],
  ])('refuses %s through inject (%i) and reads nothing outside the root', async (url, status) => {
    const { app } = await mediaApp();
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.body).not.toContain('TOP SECRET');
    const body = apiErrorSchema.parse(response.json());
    if (status === 400) expect(body).toMatchObject({ field: 'path', error: 'Bad Request' });
  });

  it('refuses every traversal sent as raw bytes over a real socket', async () => {
    const { app } = await mediaApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const attempts = [
      '/media/../secret.txt',
      '/media/a/../../secret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/%252e%252e/secret.txt',
      '/media/..%2fsecret.txt',
      '/media/..\\secret.txt',
      '/media//etc/passwd',
      '/media/C:\\Windows\\win.ini',
      '/media/a%00.txt',
      '/media/escape.txt',
      '/media/outside/secret.txt',
      '/media/sub/../../secret.txt',
    ];
    for (const path of attempts) {
      const { status, text } = await rawGet(port, path);
      expect({ path, refused: status === 400 || status === 404 }).toEqual({ path, refused: true });
      expect(text).not.toContain('TOP SECRET');
      expect(text).not.toContain('root:');
    }
    // The same server does send files that are inside the root.
    expect((await rawGet(port, '/media/hello.txt')).text).toContain(HELLO);
  });
});
