import { createOwnerSession, deleteOwnerSession, getOwnerSession } from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { isOwnerPassword } from '../owner/credential';
import { endOwnerSession, hasOwnerSession, startOwnerSession } from '../owner/sessions';
import { route } from '../route';

/** Sign-in attempts allowed per client address per minute: slows guessing, never locks the owner out for long. */
export const ownerSignInAttemptsPerMinute = 10;

export async function ownerRoutes(app: FastifyInstance): Promise<void> {
  const secure = app.config.cookieSecure;

  route(app, getOwnerSession, async (request) => ({ owner: await hasOwnerSession(app.db, request) }));

  route(
    app,
    createOwnerSession,
    async (request, reply) => {
      if (!(await isOwnerPassword(app.db, request.body.password))) {
        throw new HttpError(401, 'Wrong owner password');
      }
      await startOwnerSession(app.db, reply, secure);
      return { owner: true };
    },
    { config: { rateLimit: { max: ownerSignInAttemptsPerMinute, timeWindow: '1 minute' } } },
  );

  route(app, deleteOwnerSession, async (request, reply) => {
    await endOwnerSession(app.db, request, reply, secure);
    return { owner: false };
  });
}
