import { apiErrorSchema } from '@portfolio/contracts';
import { defineContract } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestServer } from '../test/build-test-app';
import { databases } from '../test/databases';
import { HttpError } from './errors';
import { defaultBodyLimit, route } from './route';

const addItem = defineContract({
  method: 'POST',
  path: '/api/test/items/:id',
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ mode: z.enum(['fast', 'slow']).optional() }),
  body: z.object({ item: z.object({ name: z.string().min(1, 'Name the item') }) }),
  response: z.object({ id: z.number(), name: z.string() }),
});

describe.each(databases)('error answers on $name', (database) => {
  const server = useTestServer(database);

  async function appWithTestRoutes(logLines?: string[]) {
    const app = await server.build(
      logLines ? { LOG_LEVEL: 'error' } : {},
      logLines ? { logStream: { write: (line) => logLines.push(line) } } : {},
    );
    route(app, addItem, async (request) => {
      if (request.body.item.name === 'taken') throw new HttpError(409, 'That name is taken', 'item.name');
      if (request.body.item.name === 'boom') throw new Error('database password is hunter2');
      // A handler answering outside its response schema is a server fault, not the client's.
      if (request.body.item.name === 'drift') return { id: 'x' } as never;
      return { id: request.params.id, name: request.body.item.name };
    });
    return app;
  }

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => ({
    method: 'POST' as const,
    url,
    payload: payload as string,
    headers,
  });

  it('answers an unknown API address with 404 JSON naming it', async () => {
    const app = await server.build();
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/nope?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        message: `Not found: ${method} /api/nope`,
        status: 404,
        error: 'Not Found',
      });
    }
  });

  it('answers a valid call through the contract', async () => {
    const app = await appWithTestRoutes();
    const response = await app.inject(post('/api/test/items/7?mode=fast', { item: { name: 'lamp' } }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 7, name: 'lamp' });
  });

  it.each([
    [
      'a nested body field',
      '/api/test/items/7',
      { item: { name: '' } },
      'item.name',
      'item.name: Name the item',
    ],
    ['a missing body object', '/api/test/items/7', {}, 'item', 'item: '],
    ['a path parameter', '/api/test/items/zero', { item: { name: 'lamp' } }, 'id', 'id: '],
    ['a query parameter', '/api/test/items/7?mode=medium', { item: { name: 'lamp' } }, 'mode', 'mode: '],
  ])('answers 400 naming the field for %s', async (_case, url, payload, field, message) => {
    const app = await appWithTestRoutes();
    const response = await app.inject(post(url, payload));
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toMatchObject({ status: 400, error: 'Bad Request', field });
    expect(body.message.startsWith(message)).toBe(true);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const app = await appWithTestRoutes();
    const response = await app.inject(
      post('/api/test/items/7', '{"item": {"name": "la', { 'content-type': 'application/json' }),
    );
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ status: 400, error: 'Bad Request' });
  });

  it('answers an empty JSON body with 400', async () => {
    const app = await appWithTestRoutes();
    const response = await app.inject(post('/api/test/items/7', '', { 'content-type': 'application/json' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'Bad Request' });
  });

  it('answers a body over the route’s limit with 413 naming the body and the limit', async () => {
    const app = await appWithTestRoutes();
    const payload = JSON.stringify({ item: { name: 'x'.repeat(defaultBodyLimit + 10) } });
    const response = await app.inject(
      post('/api/test/items/7', payload, { 'content-type': 'application/json' }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: `body: this call takes at most ${defaultBodyLimit} bytes`,
      status: 413,
      error: 'Payload Too Large',
      field: 'body',
    });
  });

  it('answers an unsupported body type with 415', async () => {
    const app = await appWithTestRoutes();
    const response = await app.inject(
      post('/api/test/items/7', 'name=lamp', { 'content-type': 'application/x-www-form-urlencoded' }),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 415, error: 'Unsupported Media Type' });
  });

  it('answers an address that cannot be decoded with 400 in the same shape', async () => {
    const app = await server.build();
    const response = await app.inject({ url: '/api/config/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ status: 400, error: 'Bad Request' });
  });

  it('passes an HttpError thrown by a service through with its status and field', async () => {
    const app = await appWithTestRoutes();
    const response = await app.inject(post('/api/test/items/7', { item: { name: 'taken' } }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'That name is taken',
      status: 409,
      error: 'Conflict',
      field: 'item.name',
    });
  });

  it('answers an unexpected failure with a generic 500 that reveals nothing, and logs the cause', async () => {
    const logLines: string[] = [];
    const app = await appWithTestRoutes(logLines);
    for (const name of ['boom', 'drift']) {
      const response = await app.inject(post('/api/test/items/7', { item: { name } }));
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: 'Something went wrong on the server. Please try again later.',
        status: 500,
        error: 'Internal Server Error',
      });
      expect(response.body).not.toContain('hunter2');
    }
    const logged = logLines.map((line) => JSON.parse(line) as { level: number; err?: { message?: string } });
    expect(
      logged.some((entry) => entry.level === 50 && entry.err?.message === 'database password is hunter2'),
    ).toBe(true);
    expect(logged.filter((entry) => entry.level === 50)).toHaveLength(2);
  });

  it('does not log client mistakes as server errors', async () => {
    const logLines: string[] = [];
    const app = await appWithTestRoutes(logLines);
    await app.inject(post('/api/test/items/7', { item: { name: '' } }));
    await app.inject({ url: '/api/nope' });
    expect(logLines).toEqual([]);
  });
});
