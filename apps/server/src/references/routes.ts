import type { FastifyInstance } from 'fastify';

/** The references area's API routes. */
export async function referencesRoutes(_app: FastifyInstance): Promise<void> {}
