import type { FastifyInstance } from 'fastify';

/** The enneagram area's API routes. */
export async function enneagramRoutes(_app: FastifyInstance): Promise<void> {}
