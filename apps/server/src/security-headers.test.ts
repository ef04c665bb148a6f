import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signInAsOwner, useTestServer, type TestServer } from '../test/build-test-app';
import { databases } from '../test/databases';
import { HttpError } from './errors';
import {
  apiContentSecurityPolicy,
  apiSecurityHeaders,
  contentSecurityPolicy,
  isApiPath,
  securityHeaders,
} from './security-headers';

// What @fastify/helmet sent with the options this server used, byte for byte: the hook that
// replaced it must not weaken any of it.
const expectedHeaders = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
    "media-src 'self' blob:;font-src 'self' data:;connect-src 'self';frame-ancestors 'self';" +
    "object-src 'none';base-uri 'self';form-action 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const hsts = 'max-age=31536000; includeSubDomains';

// API answers are JSON (decision 070): what protects data stays, the document-only headers go.
const expectedApiHeaders = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};
const documentOnlyHeaders = Object.keys(expectedHeaders).filter((name) => !(name in expectedApiHeaders));

describe('securityHeaders', () => {
  it('is built once, frozen, with the CSP as before', () => {
    const headers = securityHeaders({ https: false });
    expect(headers).toEqual(expectedHeaders);
    expect(Object.isFrozen(headers)).toBe(true);
    expect(contentSecurityPolicy).toBe(expectedHeaders['content-security-policy']);
  });

  it('lets pages frame, and play media from, the origins the areas name, and no other', () => {
    const headers = securityHeaders({
      https: false,
      frameOrigins: ['https://frames.example'],
      mediaOrigins: ['https://media.example'],
    });
    expect(headers['content-security-policy']).toBe(
      `${expectedHeaders['content-security-policy'].replace("media-src 'self' blob:", "media-src 'self' blob: https://media.example")};frame-src 'self' https://frames.example`,
    );
  });

  it('adds HSTS only over HTTPS', () => {
    expect(securityHeaders({ https: true })).toEqual({
      ...expectedHeaders,
      'strict-transport-security': hsts,
    });
  });

  it('gives API answers nosniff, CORP, no framing and a CSP that allows nothing', () => {
    expect(apiSecurityHeaders({ https: false })).toEqual(expectedApiHeaders);
    expect(apiSecurityHeaders({ https: true })).toEqual({
      ...expectedApiHeaders,
      'strict-transport-security': hsts,
    });
    expect(Object.isFrozen(apiSecurityHeaders({ https: false }))).toBe(true);
    expect(apiContentSecurityPolicy).toBe(expectedApiHeaders['content-security-policy']);
  });

  it.each([
    ['/api/owner/session', true],
    ['/apiEnneagram/users', true],
    ['/api-knowledgebase/docs/query?q=x', true],
    ['/api', true],
    ['/', false],
    ['/references', false],
    ['/media/api.txt', false],
    ['/assets/api-1a2b.js', false],
    ['//api', false],
  ])('counts %s as an API address: %s', (url, api) => {
    expect(isApiPath(url)).toBe(api);
  });
});

/** A built site, a media file and routes that fail, so every kind of answer can be asked for. */
async function appWithEveryAnswer(server: TestServer, env: Record<string, string> = {}) {
  mkdirSync(join(server.siteDir, 'assets'), { recursive: true });
  writeFileSync(join(server.siteDir, 'index.html'), '<!doctype html><title>site</title>');
  writeFileSync(join(server.siteDir, 'assets', 'app-1a2b3c.js'), 'console.log("site")');
  writeFileSync(join(server.mediaDir, 'note.txt'), 'hello');
  const app = await server.build({ RATE_LIMIT_MAX: '50', ...env });
  app.get('/api/test/fails', async () => {
    throw new Error('broken on purpose');
  });
  app.get('/api/test/refuses', async () => {
    throw new HttpError(401, 'Sign in as the owner to do this');
  });
  return app;
}

/** What was asked, the request, its status, and whether the answer is an API answer. */
const answers: [string, InjectOptions, number][] = [
  ['an API answer', { url: '/api/config' }, 200],
  ['a page', { url: '/gallery' }, 200],
  ['a page asked with HEAD', { method: 'HEAD', url: '/gallery' }, 200],
  ['a site asset', { url: '/assets/app-1a2b3c.js' }, 200],
  ['a media file', { url: '/media/note.txt' }, 200],
  ['an unknown API address', { url: '/api/nope' }, 404],
  ['a missing media file', { url: '/media/none.txt' }, 404],
  ['a validation error', { method: 'POST', url: '/api/owner/session', payload: {} }, 400],
  ['an address that cannot be decoded', { url: '/api/config/%E0%A4%A' }, 400],
  ['a refused call', { url: '/api/test/refuses' }, 401],
  ['a server error', { url: '/api/test/fails' }, 500],
];

function expectSecurityHeaders(headers: Record<string, unknown>, https: boolean, api = false): void {
  for (const [name, value] of Object.entries(api ? expectedApiHeaders : expectedHeaders)) {
    expect(headers[name], name).toBe(value);
  }
  if (api) for (const name of documentOnlyHeaders) expect(headers[name], name).toBeUndefined();
  expect(headers['strict-transport-security']).toBe(https ? hsts : undefined);
}

describe.each(databases)('security headers on every answer on $name', (database) => {
  // API addresses get the API set, pages, site files and media the document set.
  const server = useTestServer(database);

  it.each([false, true])('sends all of them everywhere (HTTPS: %s)', async (https) => {
    // Behind a listed proxy (the test's requests come from 127.0.0.1) that says how it was asked.
    const app = await appWithEveryAnswer(server, { COOKIE_SECURE: String(https), TRUST_PROXY: '127.0.0.1' });
    const proto = { 'x-forwarded-proto': https ? 'https' : 'http' };
    for (const [what, request, status] of answers) {
      const response = await app.inject({ ...request, headers: { ...request.headers, ...proto } });
      expect(response.statusCode, what).toBe(status);
      // Fastify hands an address it cannot decode over before it reads the proxy's headers, so
      // that one answer goes without HSTS; every other answer a browser meets carries it.
      const overHttps = https && what !== 'an address that cannot be decoded';
      expectSecurityHeaders(response.headers, overHttps, isApiPath(request.url as string));
    }
  });

  it('sends HSTS only over HTTPS, whatever COOKIE_SECURE says, and believes only listed proxies', async () => {
    const app = await appWithEveryAnswer(server, { COOKIE_SECURE: 'true', TRUST_PROXY: '10.0.0.1' });
    const ask = (url: string, remoteAddress: string, proto?: string) =>
      app.inject({ url, remoteAddress, headers: proto ? { 'x-forwarded-proto': proto } : {} });
    for (const url of ['/api/config', '/gallery', '/media/note.txt']) {
      expect((await ask(url, '10.0.0.1', 'https')).headers['strict-transport-security'], url).toBe(hsts);
      // Plain HTTP from the proxy, or a direct request: no HSTS.
      expect((await ask(url, '10.0.0.1', 'http')).headers['strict-transport-security']).toBeUndefined();
      expect((await ask(url, '10.0.0.1')).headers['strict-transport-security']).toBeUndefined();
      // A visitor who is not the proxy cannot claim HTTPS.
      expect((await ask(url, '198.51.100.9', 'https')).headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends no HSTS without a proxy, even with COOKIE_SECURE on', async () => {
    const app = await appWithEveryAnswer(server, { COOKIE_SECURE: 'true' });
    const response = await app.inject({ url: '/api/config', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends them on the owner session answer and on rate-limit refusals', async () => {
    const app: FastifyInstance = await appWithEveryAnswer(server, { RATE_LIMIT_MAX: '3' });
    const cookie = await signInAsOwner(app);
    const session = await app.inject({ url: '/api/owner/session', headers: { cookie } });
    expect(session.json()).toEqual({ owner: true });
    expectSecurityHeaders(session.headers, false, true);

    for (let i = 0; i < 3; i += 1) await app.inject({ url: '/api/config' });
    const limited = await app.inject({ url: '/api/config' });
    expect(limited.statusCode).toBe(429);
    expectSecurityHeaders(limited.headers, false, true);
  });

  it('lets a route replace one: SVG files keep their sandboxing policy', async () => {
    const app = await appWithEveryAnswer(server);
    writeFileSync(join(server.mediaDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const response = await app.inject({ url: '/media/logo.svg' });
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
