import type { FastifyInstance } from 'fastify';

/** The midi area's API routes. */
export async function midiRoutes(_app: FastifyInstance): Promise<void> {}
