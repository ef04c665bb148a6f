import { apiErrorSchema, ownerSessionSchema } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { cookiePair, signInAsOwner, TEST_OWNER_PASSWORD, useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { ownerSignInAttemptsPerMinute } from './routes';

const session = '/api/owner/session';

describe.each(databases)('owner sign-in on $name', (database) => {
  const server = useTestServer(database);

  it('signs in with the right password: HttpOnly, SameSite=Strict session cookie, then owner is true', async () => {
    const app = await server.build();
    expect((await app.inject({ url: session })).json()).toEqual({ owner: false });

    const response = await app.inject({
      method: 'POST',
      url: session,
      payload: { password: TEST_OWNER_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(ownerSessionSchema.parse(response.json())).toEqual({ owner: true });

    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^owner_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain(`Max-Age=${7 * 24 * 60 * 60}`);
    expect(setCookie).not.toContain('Secure');

    const cookie = cookiePair(response.headers['set-cookie']);
    const check = await app.inject({ url: session, headers: { cookie } });
    expect(check.json()).toEqual({ owner: true });
  });

  it('stores only a hash of the session token, with a 7-day expiry', async () => {
    const app = await server.build();
    const cookie = await signInAsOwner(app);
    const token = cookie.split('=')[1] ?? '';
    const rows = await app.db.selectFrom('owner_sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(token);
    const days = (Date.parse(row.expires_at) - Date.parse(row.created_at)) / 86_400_000;
    expect(days).toBe(7);
  });

  it('marks the cookie Secure when COOKIE_SECURE=true', async () => {
    const app = await server.build({ COOKIE_SECURE: 'true' });
    const response = await app.inject({
      method: 'POST',
      url: session,
      payload: { password: TEST_OWNER_PASSWORD },
    });
    expect(String(response.headers['set-cookie'])).toContain('Secure');
  });

  it('answers 401 to a wrong password and sets no cookie', async () => {
    const app = await server.build();
    const response = await app.inject({
      method: 'POST',
      url: session,
      payload: { password: 'wrong horse battery' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Wrong owner password', status: 401, error: 'Unauthorized' });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await app.db.selectFrom('owner_sessions').selectAll().execute()).toEqual([]);
  });

  it.each([
    ['an empty password', { password: '' }, 'password: Enter the owner password'],
    ['no password', {}, 'password: '],
    ['a password that is not text', { password: 42 }, 'password: '],
  ])('answers 400 naming the field password to %s', async (_case, payload, message) => {
    const app = await server.build();
    const response = await app.inject({ method: 'POST', url: session, payload });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toMatchObject({ status: 400, error: 'Bad Request', field: 'password' });
    expect(body.message.startsWith(message)).toBe(true);
  });

  it('signs out: the session is deleted, the cookie cleared, and the old cookie no longer works', async () => {
    const app = await server.build();
    const cookie = await signInAsOwner(app);

    const response = await app.inject({
      method: 'DELETE',
      url: session,
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ owner: false });
    const cleared = String(response.headers['set-cookie']);
    expect(cleared).toMatch(/^owner_session=;/);
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

    expect((await app.inject({ url: session, headers: { cookie } })).json()).toEqual({ owner: false });
    expect(await app.db.selectFrom('owner_sessions').selectAll().execute()).toEqual([]);
  });

  it('signing out without a session still answers owner false', async () => {
    const app = await server.build();
    const response = await app.inject({
      method: 'DELETE',
      url: session,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ owner: false });
  });

  it('refuses an expired session', async () => {
    const app = await server.build();
    const cookie = await signInAsOwner(app);
    await app.db
      .updateTable('owner_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await app.inject({ url: session, headers: { cookie } })).json()).toEqual({ owner: false });
  });

  it('ignores a made-up session cookie', async () => {
    const app = await server.build();
    const response = await app.inject({
      url: session,
      headers: { cookie: 'owner_session=forged-token-value' },
    });
    expect(response.json()).toEqual({ owner: false });
  });

  it(`answers 429 JSON after ${ownerSignInAttemptsPerMinute} sign-in attempts a minute from one address`, async () => {
    const app = await server.build();
    for (let attempt = 0; attempt < ownerSignInAttemptsPerMinute; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: session,
        payload: { password: 'guess number one' },
      });
      expect(response.statusCode).toBe(401);
    }
    // Even the right password waits now: a guesser cannot tell it from a wrong one.
    const blocked = await app.inject({
      method: 'POST',
      url: session,
      payload: { password: TEST_OWNER_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['content-type']).toMatch(/^application\/json/);
    expect(blocked.headers['retry-after']).toBeDefined();
    const body = apiErrorSchema.parse(blocked.json());
    expect(body).toMatchObject({ status: 429, error: 'Too Many Requests' });
    expect(body.message).toMatch(/^Rate limit exceeded/);

    // Another address is not affected.
    const other = await app.inject({
      method: 'POST',
      url: session,
      payload: { password: TEST_OWNER_PASSWORD },
      remoteAddress: '192.0.2.7',
    });
    expect(other.statusCode).toBe(200);
  });

  it('counts sign-in attempts per visitor behind a listed proxy (TRUST_PROXY=10.0.0.1)', async () => {
    const app = await server.build({ TRUST_PROXY: '10.0.0.1' });
    const attempt = (visitor: string) =>
      app.inject({
        method: 'POST',
        url: session,
        payload: { password: 'guess number two' },
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': visitor },
      });
    for (let count = 0; count < ownerSignInAttemptsPerMinute; count += 1) {
      expect((await attempt('198.51.100.20')).statusCode).toBe(401);
    }
    expect((await attempt('198.51.100.20')).statusCode).toBe(429);
    // Another visitor behind the same proxy can still try.
    expect((await attempt('198.51.100.21')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
    const app = await server.build({ TRUST_PROXY: '10.0.0.1' });
    // A visitor connecting directly names a fresh address on every attempt: all count as theirs.
    const attempt = (index: number) =>
      app.inject({
        method: 'POST',
        url: session,
        payload: { password: 'guess number three' },
        remoteAddress: '198.51.100.30',
        headers: { 'x-forwarded-for': `203.0.113.${index}` },
      });
    for (let count = 0; count < ownerSignInAttemptsPerMinute; count += 1) {
      expect((await attempt(count)).statusCode).toBe(401);
    }
    expect((await attempt(99)).statusCode).toBe(429);
  });
});
