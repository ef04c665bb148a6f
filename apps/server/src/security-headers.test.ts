import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signInAsOwner, useTestServer, type TestServer } from '../test/build-test-app';
import { databases } from '../test/databases';
import { HttpError } from './errors';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

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

describe('securityHeaders', () => {
  it('is built once, frozen, with the CSP as before', () => {
    const headers = securityHeaders({ https: false });
    expect(headers).toEqual(expectedHeaders);
    expect(Object.isFrozen(headers)).toBe(true);
    expect(contentSecurityPolicy).toBe(expectedHeaders['content-security-policy']);
  });

  it('lets pages frame the third-party booking page, and no other origin', () => {
    const headers = securityHeaders({ https: false, frameOrigins: ['https://calendly.com'] });
    expect(headers['content-security-policy']).toBe(
      `${expectedHeaders['content-security-policy']};frame-src 'self' https://calendly.com`,
    );
  });

  it('adds HSTS only over HTTPS', () => {
    expect(securityHeaders({ https: true })).toEqual({
      ...expectedHeaders,
      'strict-transport-security': hsts,
    });
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

function expectSecurityHeaders(headers: Record<string, unknown>, https: boolean): void {
  for (const [name, value] of Object.entries(expectedHeaders)) {
    expect(headers[name], name).toBe(value);
  }
  expect(headers['strict-transport-security']).toBe(https ? hsts : undefined);
}

describe.each(databases)('security headers on every answer on $name', (database) => {
  const server = useTestServer(database);

  it.each([false, true])('sends all of them everywhere (HTTPS: %s)', async (https) => {
    const app = await appWithEveryAnswer(server, { COOKIE_SECURE: String(https) });
    for (const [what, request, status] of answers) {
      const response = await app.inject(request);
      expect(response.statusCode, what).toBe(status);
      expectSecurityHeaders(response.headers, https);
    }
  });

  it('sends them on the owner session answer and on rate-limit refusals', async () => {
    const app: FastifyInstance = await appWithEveryAnswer(server, { RATE_LIMIT_MAX: '3' });
    const cookie = await signInAsOwner(app);
    const session = await app.inject({ url: '/api/owner/session', headers: { cookie } });
    expect(session.json()).toEqual({ owner: true });
    expectSecurityHeaders(session.headers, false);

    for (let i = 0; i < 3; i += 1) await app.inject({ url: '/api/config' });
    const limited = await app.inject({ url: '/api/config' });
    expect(limited.statusCode).toBe(429);
    expectSecurityHeaders(limited.headers, false);
  });

  it('lets a route replace one: SVG files keep their sandboxing policy', async () => {
    const app = await appWithEveryAnswer(server);
    writeFileSync(join(server.mediaDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const response = await app.inject({ url: '/media/logo.svg' });
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
