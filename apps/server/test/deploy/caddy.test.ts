import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeTestCertificate,
  type RunningProxy,
  startCaddy,
  type TestCertificate,
} from '../../../../scripts/lib/reverse-proxy.mjs';
import { freePort, type ServerProcess, startServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { behindProxyEnv } from './behind-proxy-env';
import { cookieOf, send } from './http-client';

// The repository's Caddyfile (deploy/caddy/Caddyfile) in front of one server on SQLite, with a
// certificate made here: what an owner following "Behind a reverse proxy (HTTPS)" gets.

const ownerPassword = 'caddy test owner password';
const rateLimitMax = 12;

describe('Caddy with the repository Caddyfile in front of a server', () => {
  let dir = '';
  let certificate: TestCertificate;
  let server: ServerProcess | undefined;
  let caddy: RunningProxy | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portfolio-caddy-test-'));
    mkdirSync(join(dir, 'site'));
    certificate = makeTestCertificate(dir);
    server = await startServerProcess({
      name: 'server',
      timeoutMs: 240_000,
      env: behindProxyEnv({
        databaseUrl: '',
        dataDir: join(dir, 'data'),
        siteDir: join(dir, 'site'),
        ownerPassword,
        rateLimitMax,
      }),
    });
    caddy = await startCaddy({
      dir: join(dir, 'caddy'),
      httpPort: await freePort(),
      httpsPort: await freePort(),
      upstreams: [`127.0.0.1:${server.port}`],
      certificate,
    });
  }, 300_000);

  afterAll(async () => {
    await caddy?.stop();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const viaCaddy = (path: string, options: Parameters<typeof send>[1] = {}) =>
    send(`${caddy!.url}${path}`, { ca: certificate.pem, ...options });

  it('signs the owner in over HTTPS with a Secure cookie and HSTS, and keeps the session', async () => {
    const signIn = await viaCaddy('/api/owner/session', {
      json: { password: ownerPassword },
      from: '127.0.0.5',
    });
    expect(signIn.status, caddy!.log()).toBe(200);
    expect(signIn.headers['set-cookie']?.[0]).toMatch(/; Secure/);
    expect(signIn.headers['set-cookie']?.[0]).toMatch(/; HttpOnly/);
    expect(signIn.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    const session = await viaCaddy('/api/owner/session', {
      headers: { cookie: cookieOf(signIn) },
      from: '127.0.0.5',
    });
    expect(JSON.parse(session.body)).toEqual({ owner: true });
  });

  it('sends no HSTS to a visitor who reaches the server without Caddy, whatever they claim', async () => {
    const direct = await send(`${server!.url}/api/config`, {
      from: '127.0.0.6',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(direct.status).toBe(200);
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });

  it('counts each visitor behind Caddy by their own address, which a forged X-Forwarded-For cannot change', async () => {
    // One visitor naming a new address on every request: Caddy replaces the header, so the
    // server counts them all as 127.0.0.7 and refuses them past the limit.
    const statuses = [];
    for (let i = 0; i <= rateLimitMax; i += 1) {
      const answer = await viaCaddy('/api/config', {
        from: '127.0.0.7',
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(rateLimitMax).fill(200), 429]);
    // Another visitor behind the same proxy is counted apart: the server reads the address Caddy
    // passes on, not Caddy's own.
    expect((await viaCaddy('/api/config', { from: '127.0.0.8' })).status).toBe(200);
  });

  it('sends plain HTTP over to HTTPS', async () => {
    const answer = await send(`${caddy!.httpUrl}/api/config`, { from: '127.0.0.9' });
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toMatch(/^https:\/\/127\.0\.0\.1[:/]/);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});
