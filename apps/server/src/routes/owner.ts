import { createOwnerSession, deleteOwnerSession, getOwnerSession } from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { isOwnerPassword } from '../owner/credential';
import { ownerSessions } from '../owner/sessions';
import { route } from '../route';

/** Sign-in attempts allowed per client address per minute: slows guessing, never locks the owner out for long. */
export const ownerSignInAttemptsPerMinute = 10;

export async function ownerRoutes(app: FastifyInstance): Promise<void> {
  const secure = app.config.cookieSecure;

  route(app, getOwnerSession, async (request) => ({
    owner: (await ownerSessions.find(app.db, request)) !== undefined,
  }));

  route(
    app,
    createOwnerSession,
    async (request, reply) => {
      if (!(await isOwnerPassword(app.db, request.body.password))) {
        throw new HttpError(401, 'Wrong owner password');
      }
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
