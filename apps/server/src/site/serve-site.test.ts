import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { siteConfigSchema } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { useTestServer, type EnvOverrides, type TestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { assetCacheControl, injectSiteConfig } from './serve-site';

const page = (head: string) =>
  `<!doctype html><html><head><title>Portfolio</title>${head}</head><body><div id="root"></div>` +
  `<script type="module" src="/assets/app-3f9a1c.js"></script></body></html>`;

/** A fake build: index.html with the marker, one hashed asset, a favicon. */
function makeSite(server: TestServer, head = '<!--site-config-->'): void {
  mkdirSync(join(server.siteDir, 'assets'), { recursive: true });
  writeFileSync(join(server.siteDir, 'index.html'), page(head));
  writeFileSync(join(server.siteDir, 'assets', 'app-3f9a1c.js'), 'console.log("site")');
  writeFileSync(join(server.siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(server.dir, 'secret.txt'), 'TOP SECRET');
}

function embeddedConfig(html: string): unknown {
  const match = /<script id="site-config" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no embedded config in the page');
  return JSON.parse(match[1] ?? '');
}

describe.each(databases)('the built site on $name', (database) => {
  const server = useTestServer(database);

  async function siteApp(overrides: EnvOverrides = {}) {
    makeSite(server);
    return server.build(overrides);
  }

  it('serves index.html at / with the public config embedded and no caching', async () => {
    const app = await siteApp();
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).not.toContain('<!--site-config-->');
    expect(siteConfigSchema.parse(embeddedConfig(response.body))).toEqual(
      (await app.inject({ url: '/api/config' })).json(),
    );
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it.each(['/gallery/alex-morgan-home', '/recipes/12?tab=steps', '/index.html', '/no/such/page.png'])(
    'falls back to index.html for %s',
    async (url) => {
      const app = await siteApp();
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<script id="site-config"');
    },
  );

  it('answers HEAD on a page with headers only', async () => {
    const app = await siteApp();
    const response = await app.inject({ method: 'HEAD', url: '/gallery' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });

  it('serves hashed assets for a year, immutable', async () => {
    const app = await siteApp();
    const response = await app.inject({ url: '/assets/app-3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("site")');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe(assetCacheControl);
    expect(assetCacheControl).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's brotli or gzip copy of an asset to a browser that accepts it", async () => {
    makeSite(server);
    const assets = join(server.siteDir, 'assets');
    writeFileSync(join(assets, 'app-3f9a1c.js.br'), brotliCompressSync('console.log("site")'));
    writeFileSync(join(assets, 'app-3f9a1c.js.gz'), gzipSync('console.log("site")'));
    const app = await server.build();
    const url = '/assets/app-3f9a1c.js';

    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("site")');

    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("site")');

    for (const headers of [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br', range: 'bytes=0-6' },
    ]) {
      const plain = await app.inject({ url, headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('console');
    }
  });

  it('answers a missing asset with 404 JSON, not the page', async () => {
    const app = await siteApp();
    const response = await app.inject({ url: '/assets/app-old.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Not found: GET /assets/app-old.js',
      status: 404,
      error: 'Not Found',
    });
  });

  it('serves other build files at the root, revalidated each time', async () => {
    const app = await siteApp();
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['GET', '/media/nope.jpg'],
    ['GET', '/apiEnneagram/nope'],
    ['GET', '/api-knowledgebase/nope'],
    ['GET', '/images/midi/nope/Page_1.png'],
    ['POST', '/gallery'],
    ['DELETE', '/'],
  ] as const)('still answers %s %s with 404 JSON', async (method, url) => {
    const app = await siteApp();
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      message: `Not found: ${method} ${url}`,
      status: 404,
      error: 'Not Found',
    });
  });

  it.each([
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/../../secret.txt',
  ])('never serves files outside the build for %s', async (url) => {
    const app = await siteApp();
    const response = await app.inject({ url });
    expect(response.body).not.toContain('TOP SECRET');
  });

  it('escapes < so a configured value can never close the script element', async () => {
    const owner = '</script><script>alert("owner")</script><!--';
    const app = await siteApp({ SITE_OWNER: owner, LAST_UPDATED: "$& $' $` $1" });
    const html = (await app.inject({ url: '/' })).body;
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the config block's and the app's own
    expect(embeddedConfig(html)).toMatchObject({ ownerName: owner, lastUpdated: "$& $' $` $1" });
  });

  it('serves a page without the marker unchanged', async () => {
    makeSite(server, '');
    const app = await server.build();
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(page(''));
  });

  it('without a build, / says to run npm run build, with a 404 and no 5xx', async () => {
    const app = await server.build();
    const home = await app.inject({ url: '/' });
    expect(home.statusCode).toBe(404);
    expect(home.json()).toMatchObject({ status: 404, error: 'Not Found' });
    expect(home.json().message).toContain('npm run build');
    const other = await app.inject({ url: '/gallery' });
    expect(other.json()).toEqual({ message: 'Not found: GET /gallery', status: 404, error: 'Not Found' });
  });
});

describe('injectSiteConfig', () => {
  it('replaces the marker with a JSON data block', () => {
    const config = {
      ownerName: 'A <b>',
      ownerSlug: 'a-b',
      lastUpdated: '1-1-25',
      externalLinks: {
        music: 'https://m.example/',
        dwm: 'https://d.example/',
        election: 'https://e.example/',
      },
    };
    expect(injectSiteConfig('<head><!--site-config--></head>', config)).toBe(
      '<head><script id="site-config" type="application/json">' +
        '{"ownerName":"A \\u003cb>","ownerSlug":"a-b","lastUpdated":"1-1-25","externalLinks":' +
        '{"music":"https://m.example/","dwm":"https://d.example/","election":"https://e.example/"}}</script></head>',
    );
  });
});
