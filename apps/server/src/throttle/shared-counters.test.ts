import { enneagramCredentialHeaders } from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { ownerSignInAttemptsPerMinute } from '../owner/routes';
import type { LoginLimits } from './login-throttle';

/** Bodiless writes say they are JSON, as the site's client sends them (decision 075). */
const json = { 'content-type': 'application/json' };

const postgres = databases.find((database) => database.name === 'postgres');

// Short turns keep the test quick; the mechanism is the one the defaults use.
const limits: LoginLimits = {
  perAccountAndAddress: { attempts: 5, windowMs: 60_000 },
  perAccount: { freeAttempts: 4, windowMs: 60_000, spacingMs: 300, maxWaitMs: 60_000 },
  knownAddressMs: 60_000,
};

// Decision 084: two servers on one PostgreSQL database count as one. (The scale-out test does
// the same with two server processes behind nginx.)
describe.skipIf(postgres === undefined)('counters shared by two servers on one PostgreSQL database', () => {
  const server = useTestServer(postgres ?? { name: 'postgres' });
  const twoServers = async (env: Record<string, string> = {}) => {
    const first = await server.build(env, { demoLoaders: [], loginLimits: limits });
    const second = await server.build(env, { demoLoaders: [], loginLimits: limits });
    return [first, second] as const;
  };
  const either = (apps: readonly FastifyInstance[], index: number) => apps[index % apps.length]!;

  it("counts a visitor's requests to both against one limit", async () => {
    const apps = await twoServers({ RATE_LIMIT_MAX: '6', RATE_LIMIT_MEDIA_MAX: '6' });
    const statuses = [];
    for (let i = 0; i < 8; i += 1) {
      statuses.push(
        (await either(apps, i).inject({ url: '/api/config', remoteAddress: '198.51.100.4' })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    expect((await apps[1].inject({ url: '/api/config', remoteAddress: '198.51.100.5' })).statusCode).toBe(
      200,
    );
  });

  it('counts owner sign-in guesses from one address to both as one count', async () => {
    const apps = await twoServers();
    const statuses = [];
    for (let i = 0; i < ownerSignInAttemptsPerMinute + 2; i += 1) {
      const answer = await either(apps, i).inject({
        method: 'POST',
        url: '/api/owner/session',
        payload: { password: `guess ${i} of many` },
        remoteAddress: '203.0.113.40',
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array(ownerSignInAttemptsPerMinute).fill(401), 429, 429]);
  });

  it('lets no more guesses from one address through than its allowance, however many arrive at once', async () => {
    const apps = await twoServers();
    const signUp = await apps[0].inject({
      method: 'POST',
      url: '/apiEnneagram/signup/',
      headers: { ...enneagramCredentialHeaders('marisol.v', 'a good secret'), ...json },
      remoteAddress: '198.51.100.60',
    });
    expect(signUp.statusCode).toBe(201);
    const statuses = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const answer = await either(apps, i).inject({
          method: 'POST',
          url: '/apiEnneagram/login/',
          headers: { ...enneagramCredentialHeaders('marisol.v', `wrong ${i}`), ...json },
          remoteAddress: '203.0.113.77',
        });
        return answer.statusCode;
      }),
    );
    // 5 attempts per account and address (`limits`): the other 3 are refused, not checked.
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('queues guesses on one account from many addresses sent to both, one turn apart', async () => {
    const apps = await twoServers();
    const signUp = await apps[0].inject({
      method: 'POST',
      url: '/apiEnneagram/signup/',
      headers: { ...enneagramCredentialHeaders('tobias_k', 'a good secret'), ...json },
    });
    expect(signUp.statusCode).toBe(201);
    const started = performance.now();
    const finished: number[] = [];
    const guesses = Array.from({ length: 10 }, (_, i) =>
      either(apps, i)
        .inject({
          method: 'POST',
          url: '/apiEnneagram/login/',
          headers: { ...enneagramCredentialHeaders('tobias_k', `wrong ${i}`), ...json },
          remoteAddress: `203.0.113.${100 + i}`,
        })
        .then((answer) => {
          finished.push(performance.now() - started);
          return answer.statusCode;
        }),
    );
    expect(await Promise.all(guesses)).toEqual(Array(10).fill(401));
    // 4 free across both servers, the other 6 one turn (300 ms) after the other. Counted per
    // server, each would have had 4 free and 1 queued: done within about one turn. The margin
    // allows for turns measured on the database's clock, which may run a little ahead of ours.
    expect(Math.max(...finished)).toBeGreaterThanOrEqual(6 * 300 * 0.8);
  });
});
