import { enneagramCredentialHeaders, enneagramUserHeader } from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookiePair, TEST_OWNER_PASSWORD, useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { enneagramSessionDays } from '../enneagram/sessions';
import { ownerSessionDays } from '../owner/sessions';
import { isoNow } from './session-store';

/** How each kind of session is started, checked and ended over HTTP. */
interface SessionKind {
  name: string;
  lifetimeDays: number;
  prepare(app: FastifyInstance): Promise<void>;
  signIn(app: FastifyInstance, cookie?: string): Promise<string>;
  isSignedIn(app: FastifyInstance, cookie: string): Promise<boolean>;
  signOut(app: FastifyInstance, cookie: string): Promise<void>;
}

const withCookie = (cookie?: string) => (cookie ? { cookie } : {});

const owner: SessionKind = {
  name: 'owner',
  lifetimeDays: ownerSessionDays,
  async prepare() {},
  async signIn(app, cookie) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/owner/session',
      payload: { password: TEST_OWNER_PASSWORD },
      headers: withCookie(cookie),
    });
    expect(response.statusCode).toBe(200);
    return cookiePair(response.headers['set-cookie']);
  },
  async isSignedIn(app, cookie) {
    const response = await app.inject({ url: '/api/owner/session', headers: { cookie } });
    return (response.json() as { owner: boolean }).owner;
  },
  async signOut(app, cookie) {
    await app.inject({
      method: 'DELETE',
      url: '/api/owner/session',
      headers: { cookie, 'content-type': 'application/json' },
    });
  },
};

const enneagramCredentials = {
  ...enneagramCredentialHeaders('marisol.v', 'secret-pass'),
  'content-type': 'application/json',
};
const enneagram: SessionKind = {
  name: 'Enneagram',
  lifetimeDays: enneagramSessionDays,
  async prepare(app) {
    const signUp = await app.inject({
      method: 'POST',
      url: '/apiEnneagram/signup/',
      headers: enneagramCredentials,
    });
    expect(signUp.statusCode).toBe(201);
  },
  async signIn(app, cookie) {
    const response = await app.inject({
      method: 'POST',
      url: '/apiEnneagram/login/',
      headers: { ...enneagramCredentials, ...withCookie(cookie) },
    });
    expect(response.statusCode).toBe(200);
    return cookiePair(response.headers['set-cookie']);
  },
  async isSignedIn(app, cookie) {
    // The session is checked before the body: an empty test is a 400 for a session, 401 without.
    const response = await app.inject({
      method: 'POST',
      url: '/apiEnneagram/save-test/',
      headers: { cookie, ...enneagramUserHeader('marisol.v') },
      payload: {},
    });
    return response.statusCode !== 401;
  },
  async signOut(app, cookie) {
    await app.inject({
      method: 'POST',
      url: '/apiEnneagram/logout/',
      headers: { cookie, 'content-type': 'application/json' },
    });
  },
};

describe.each(databases)('sessions on $name', (database) => {
  const server = useTestServer(database);
  afterEach(() => {
    vi.useRealTimers();
  });

  describe.each([owner, enneagram])('$name sessions', (kind) => {
    it('rotate: signing in again ends the session the browser had', async () => {
      const app = await server.build({}, { demoLoaders: [] });
      await kind.prepare(app);
      const first = await kind.signIn(app);
      expect(await kind.isSignedIn(app, first)).toBe(true);

      const second = await kind.signIn(app, first);
      expect(second).not.toBe(first);
      expect(await kind.isSignedIn(app, first)).toBe(false);
      expect(await kind.isSignedIn(app, second)).toBe(true);
    });

    it('keep other browsers signed in, and end only the one that signs out', async () => {
      const app = await server.build({}, { demoLoaders: [] });
      await kind.prepare(app);
      const laptop = await kind.signIn(app);
      const phone = await kind.signIn(app);
      await kind.signOut(app, laptop);
      expect(await kind.isSignedIn(app, laptop)).toBe(false);
      expect(await kind.isSignedIn(app, phone)).toBe(true);
    });

    it('end at the millisecond their lifetime runs out', async () => {
      const app = await server.build({}, { demoLoaders: [] });
      await kind.prepare(app);
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.parse('2026-03-01T12:00:00.000Z');
      vi.setSystemTime(start);
      const cookie = await kind.signIn(app);
      const lifetime = kind.lifetimeDays * 24 * 60 * 60 * 1000;
      vi.setSystemTime(start + lifetime - 1);
      expect(await kind.isSignedIn(app, cookie)).toBe(true);
      vi.setSystemTime(start + lifetime);
      expect(await kind.isSignedIn(app, cookie)).toBe(false);
    });

    it('refuse a made-up token', async () => {
      const app = await server.build({}, { demoLoaders: [] });
      const cookieName = kind === owner ? 'owner_session' : 'enneagram_session';
      expect(await kind.isSignedIn(app, `${cookieName}=made-up-token`)).toBe(false);
    });
  });
});

describe('isoNow', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the time as toISOString does, new each millisecond', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-03-01T12:00:00.000Z'));
    expect(isoNow()).toBe('2026-03-01T12:00:00.000Z');
    expect(isoNow()).toBe('2026-03-01T12:00:00.000Z');
    vi.setSystemTime(Date.parse('2026-03-01T12:00:00.001Z'));
    expect(isoNow()).toBe('2026-03-01T12:00:00.001Z');
    vi.setSystemTime(Date.parse('2025-12-31T23:59:59.999Z'));
    expect(isoNow()).toBe('2025-12-31T23:59:59.999Z');
  });
});
