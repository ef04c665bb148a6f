import { enneagramCredentialHeaders } from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import type { LoginLimits } from './login-throttle';

// Short turns keep the test quick; the mechanism is the one the defaults use.
const limits: LoginLimits = {
  perAccountAndAddress: { attempts: 5, windowMs: 60_000 },
  perAccount: { freeAttempts: 2, windowMs: 60_000, spacingMs: 400, maxWaitMs: 60_000 },
  knownAddressMs: 60_000,
};

function logIn(app: FastifyInstance, password: string, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/apiEnneagram/login/',
    headers: { ...enneagramCredentialHeaders('marisol.v', password), 'content-type': 'application/json' },
    remoteAddress,
  });
}

describe.each(databases)('login throttling against guesses spread over addresses on $name', (database) => {
  const server = useTestServer(database);

  it('spaces 20 parallel guesses from 20 addresses one turn apart, and the real user still gets in', async () => {
    const app = await server.build({}, { demoLoaders: [], loginLimits: limits });
    const home = '198.51.100.7';
    const signUp = await app.inject({
      method: 'POST',
      url: '/apiEnneagram/signup/',
      headers: {
        ...enneagramCredentialHeaders('marisol.v', 'secret-pass'),
        'content-type': 'application/json',
      },
      remoteAddress: home,
    });
    expect(signUp.statusCode).toBe(201);
    expect((await logIn(app, 'secret-pass', home)).statusCode).toBe(200);

    const finished: number[] = [];
    const guesses = Array.from({ length: 20 }, (_, index) =>
      logIn(app, `wrong-guess-${index}`, `203.0.113.${index + 1}`).then((response) => {
        finished.push(performance.now());
        return response.statusCode;
      }),
    );
    // The real user logs in from home in the middle of the attack.
    let realUserDoneWhileGuessing = false;
    const realUser = logIn(app, 'secret-pass', home).then((response) => {
      realUserDoneWhileGuessing = finished.length < guesses.length;
      return response.statusCode;
    });

    expect(await Promise.all(guesses)).toEqual(Array(20).fill(401));
    expect(await realUser).toBe(200);
    expect(realUserDoneWhileGuessing).toBe(true);
    // 2 free guesses, the other 18 one turn (400 ms) after the other: at least 17 turns apart.
    // A lower bound, so a slow machine cannot make it fail.
    expect(Math.max(...finished) - Math.min(...finished)).toBeGreaterThanOrEqual(17 * 400 * 0.95);
  });

  it('lets the owner in with the right password while wrong ones queue', async () => {
    const app = await server.build({}, { demoLoaders: [], loginLimits: limits });
    const wrong = Array.from({ length: 6 }, (_, index) =>
      app.inject({
        method: 'POST',
        url: '/api/owner/session',
        payload: { password: `guess-${index}` },
        remoteAddress: `203.0.113.${index + 1}`,
      }),
    );
    const right = await app.inject({
      method: 'POST',
      url: '/api/owner/session',
      payload: { password: 'correct horse battery' },
      remoteAddress: '198.51.100.7',
    });
    expect(right.statusCode).toBe(200);
    expect((await Promise.all(wrong)).map((response) => response.statusCode)).toEqual(Array(6).fill(401));
  });
});
