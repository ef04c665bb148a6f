import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { ownerSessions } from './sessions';

/**
 * Hook for calls that change the owner's data: without a valid owner session the call answers
 * 401 and the handler never runs, so nothing changes. `route()` runs it as `onRequest` for
 * `ownerOnly` contracts (before the body is read); it works as a `preHandler` too.
 */
export async function requireOwner(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!(await ownerSessions.find(request.server.db, request))) {
    throw new HttpError(401, 'Sign in as the owner to do this');
  }
}
