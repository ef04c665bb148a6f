import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { renderTimeLimitMs } from './site-renderer';

const template =
  '<!doctype html><html><head><title>Portfolio</title><!--site-config--></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

// The renderer is the same on both databases: the first one is enough.
describe.each(databases.slice(0, 1))('the first paint on the server ($name)', (database) => {
  const server = useTestServer(database);

  /** A fake build with a renderer whose body is `renderBody` (an async function of the options). */
  async function siteWithRenderer(renderBody: string) {
    mkdirSync(server.siteDir, { recursive: true });
    writeFileSync(join(server.siteDir, 'index.html'), template);
    const rendererDir = `${server.siteDir}-ssr`;
    mkdirSync(rendererDir, { recursive: true });
    writeFileSync(
      join(rendererDir, 'entry-server.js'),
      `export async function renderPage(options) {${renderBody}}`,
    );
    return server.build();
  }

  it('sends the page the renderer drew, given the address, the page with its config and the owner', async () => {
    const app = await siteWithRenderer(`
      const owner = options.siteConfig.ownerName;
      const configured = options.template.includes('id="site-config"');
      return { html: options.template.replace('<div id="root"></div>',
        '<div id="root" inert><h1>' + owner + ' at ' + options.url + ' ' + configured + '</h1></div>') };
    `);
    const response = await app.inject({ url: '/leitner/vocab?box=2' });
    const owner = (await app.inject({ url: '/api/config' })).json<{ ownerName: string }>().ownerName;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(
      `<div id="root" inert><h1>${owner} at /leitner/vocab?box=2 true</h1></div>`,
    );
  });

  it.each([
    ['has no paint for the address', 'return undefined;'],
    ['fails', 'throw new Error("the page read window");'],
  ])('sends the plain page when the renderer %s', async (_case, body) => {
    const app = await siteWithRenderer(body);
    const response = await app.inject({ url: '/landing' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('id="site-config"');
  });

  it(
    'gives up a render that takes too long and sends the plain page',
    async () => {
      const app = await siteWithRenderer(`
        await new Promise((resolve, reject) => options.signal.addEventListener('abort', () => reject(options.signal.reason)));
        return 'never sent';
      `);
      const started = Date.now();
      const response = await app.inject({ url: '/landing' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(Date.now() - started).toBeGreaterThanOrEqual(renderTimeLimitMs - 50);
    },
    renderTimeLimitMs + 5000,
  );

  it('answers an address whose render met a redirect with a 302 to it, for GET and HEAD', async () => {
    // The fake route: /enneagram only leads to its home page, with the query it was given.
    const app = await siteWithRenderer(`
      const address = new URL(options.url, 'http://site');
      if (address.pathname !== '/enneagram') return { html: options.template };
      return { redirect: '/enneagram/enneagram-home' + address.search };
    `);
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url: '/enneagram?from=card&x=%20y' });
      expect(response.statusCode, method).toBe(302);
      expect(response.headers.location).toBe('/enneagram/enneagram-home?from=card&x=%20y');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ url: '/landing' })).statusCode).toBe(200);
  });

  it.each([
    '//elsewhere.example/home',
    '/\\elsewhere.example/home',
    'https://elsewhere.example/',
    '/home\r\nSet-Cookie: a=b',
  ])('never redirects off the site: a render leading to %j sends the plain page', async (location) => {
    const app = await siteWithRenderer(`return { redirect: ${JSON.stringify(location)} };`);
    const response = await app.inject({ url: '/enneagram' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('sends the page the renderer marks as not found with status 404, for GET and HEAD', async () => {
    const app = await siteWithRenderer(`
      const address = new URL(options.url, 'http://site');
      const notFound = address.pathname === '/no-such-page';
      return { html: options.template.replace('<div id="root"></div>', notFound ? 'Page not found' : 'A page'), notFound };
    `);
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url: '/no-such-page' });
      expect(response.statusCode, method).toBe(404);
      expect(response.headers['content-type'], method).toContain('text/html');
      if (method === 'GET') expect(response.body).toContain('Page not found');
    }
    expect((await app.inject({ url: '/landing' })).statusCode).toBe(200);
  });

  it('draws no paint for server addresses: an unknown API call is still a JSON 404', async () => {
    const app = await siteWithRenderer('return { html: "<html>painted</html>" };');
    const response = await app.inject({ url: '/api/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
