import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';

// Decision 085: API calls and pages under RATE_LIMIT_MAX, media under RATE_LIMIT_MEDIA_MAX, the
// site's own files not counted.

/** A built site (page, hashed asset, unhashed file) and a media file, with small limits. */
async function appWithSite(server: TestServer) {
  mkdirSync(join(server.siteDir, 'assets'), { recursive: true });
  writeFileSync(join(server.siteDir, 'index.html'), '<!doctype html><title>site</title>');
  writeFileSync(join(server.siteDir, 'assets', 'app-1a2b3c.js'), 'console.log("site")');
  writeFileSync(join(server.siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(server.mediaDir, 'recipes'), { recursive: true });
  writeFileSync(join(server.mediaDir, 'recipes', 'soup.jpg'), 'jpeg bytes');
  return server.build({ RATE_LIMIT_MAX: '4', RATE_LIMIT_MEDIA_MAX: '6' });
}

describe.each(databases)('what the rate limits count on $name', (database) => {
  const server = useTestServer(database);

  it("lets a visitor fetch the site's own files and flags as often as a page needs them", async () => {
    const app = await appWithSite(server);
    for (let i = 0; i < 30; i += 1) {
      for (const url of ['/assets/app-1a2b3c.js', '/favicon.svg', '/images/world-flags/fr.svg']) {
        expect((await app.inject({ url })).statusCode, url).toBe(200);
      }
    }
    // None of that used the visitor's allowance.
    for (let i = 0; i < 4; i += 1) expect((await app.inject({ url: '/api/config' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/config' })).statusCode).toBe(429);
  });

  it('counts pages with API calls, and misses too', async () => {
    const app = await appWithSite(server);
    expect((await app.inject({ url: '/gallery' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/config' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/no-such-call' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/landing' })).statusCode).toBe(200);
    const refused = await app.inject({ url: '/references' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Rate limit exceeded, retry in/);
    // Media have their own allowance, untouched by the pages.
    expect((await app.inject({ url: '/images/recipes/soup.jpg' })).statusCode).toBe(200);
  });

  it('counts media under their own limit, which the API calls do not use up', async () => {
    const app = await appWithSite(server);
    for (let i = 0; i < 6; i += 1) {
      expect((await app.inject({ url: '/images/recipes/soup.jpg' })).statusCode).toBe(200);
    }
    const refused = await app.inject({ url: '/images/recipes/soup.jpg' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-ratelimit-limit']).toBe('6');
    expect((await app.inject({ url: '/api/config' })).statusCode).toBe(200);
  });
});
