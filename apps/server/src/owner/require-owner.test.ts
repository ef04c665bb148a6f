import { defineContract } from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signInAsOwner, useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { route } from '../route';
import { requireOwner } from './require-owner';

const ownerOnlyNote = defineContract({
  method: 'POST',
  path: '/api/test/notes',
  body: z.object({ text: z.string().min(1, 'Write something') }),
  response: z.object({ saved: z.string() }),
  ownerOnly: true,
});

/** Two owner-only routes: one through the contract flag, one with the preHandler by hand. */
function addTestRoutes(app: FastifyInstance, saved: string[]): void {
  route(app, ownerOnlyNote, async (request) => {
    saved.push(request.body.text);
    return { saved: request.body.text };
  });
  app.get('/api/test/secret', { preHandler: requireOwner }, async () => ({ secret: 42 }));
}

const refusal = { message: 'Sign in as the owner to do this', status: 401, error: 'Unauthorized' };

describe.each(databases)('requireOwner on $name', (database) => {
  const server = useTestServer(database);

  it('answers 401 without a session, and the handler does not run', async () => {
    const app = await server.build();
    const saved: string[] = [];
    addTestRoutes(app, saved);

    const write = await app.inject({ method: 'POST', url: '/api/test/notes', payload: { text: 'hello' } });
    expect(write.statusCode).toBe(401);
    expect(write.json()).toEqual(refusal);
    expect(saved).toEqual([]);

    const read = await app.inject({ url: '/api/test/secret' });
    expect(read.statusCode).toBe(401);
    expect(read.json()).toEqual(refusal);
  });

  it('lets the signed-in owner through', async () => {
    const app = await server.build();
    const saved: string[] = [];
    addTestRoutes(app, saved);
    const cookie = await signInAsOwner(app);

    const write = await app.inject({
      method: 'POST',
      url: '/api/test/notes',
      payload: { text: 'hello' },
      headers: { cookie },
    });
    expect(write.statusCode).toBe(200);
    expect(write.json()).toEqual({ saved: 'hello' });
    expect(saved).toEqual(['hello']);

    const read = await app.inject({ url: '/api/test/secret', headers: { cookie } });
    expect(read.json()).toEqual({ secret: 42 });
  });

  it('checks the owner before the body, so strangers learn nothing from validation', async () => {
    const app = await server.build();
    addTestRoutes(app, []);
    const response = await app.inject({ method: 'POST', url: '/api/test/notes', payload: { text: '' } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an expired or signed-out session', async () => {
    const app = await server.build();
    addTestRoutes(app, []);
    const cookie = await signInAsOwner(app);
    await app.db.updateTable('owner_sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    expect((await app.inject({ url: '/api/test/secret', headers: { cookie } })).statusCode).toBe(401);

    const fresh = await signInAsOwner(app);
    await app.inject({
      method: 'DELETE',
      url: '/api/owner/session',
      headers: { cookie: fresh, 'content-type': 'application/json' },
    });
    expect((await app.inject({ url: '/api/test/secret', headers: { cookie: fresh } })).statusCode).toBe(401);
  });
});
