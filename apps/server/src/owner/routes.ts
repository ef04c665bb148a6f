import { setTimeout as sleep } from 'node:timers/promises';
import { createOwnerSession, deleteOwnerSession, getOwnerSession } from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { isOwnerPassword } from './credential';
import { ownerSessions } from './sessions';
import { route } from '../route';
import { LoginThrottle } from '../throttle/login-throttle';

/** Sign-in attempts allowed per client address per minute: slows guessing, never locks the owner out for long. */
export const ownerSignInAttemptsPerMinute = 10;

export async function ownerRoutes(app: FastifyInstance): Promise<void> {
  const secure = app.config.cookieSecure;
  // One account: guesses from many addresses queue up like those on one Enneagram account.
  // One address keeps the owner's per-minute allowance (the rate limit below answers first);
  // the account-wide queue is what slows guesses spread over many addresses.
  const perAddress = app.loginLimits.perAccountAndAddress;
  const throttle = new LoginThrottle(app.counters, 'owner', {
    ...app.loginLimits,
    perAccountAndAddress: {
      ...perAddress,
      attempts: Math.max(perAddress.attempts, ownerSignInAttemptsPerMinute),
    },
  });

  route(app, getOwnerSession, async (request) => ({
    owner: (await ownerSessions.find(app.db, request)) !== undefined,
  }));

  route(
    app,
    createOwnerSession,
    async (request, reply) => {
      const verdict = await throttle.begin('owner', request.ip);
      if (verdict.refused) {
        reply.header('retry-after', String(verdict.retryAfterSeconds));
        throw new HttpError(
          429,
          `Too many sign-in attempts. Try again in ${verdict.retryAfterSeconds} seconds.`,
        );
      }
      if (verdict.waitMs > 0) await sleep(verdict.waitMs);
      if (!(await isOwnerPassword(app.db, request.body.password))) {
        throw new HttpError(401, 'Wrong owner password');
      }
      await throttle.succeeded('owner', request.ip);
      await ownerSessions.start(app.db, request, reply, secure);
      return { owner: true };
    },
    { config: { rateLimit: { max: ownerSignInAttemptsPerMinute, timeWindow: '1 minute' } } },
  );

  route(app, deleteOwnerSession, async (request, reply) => {
    await ownerSessions.end(app.db, request, reply, secure);
    return { owner: false };
  });
}
