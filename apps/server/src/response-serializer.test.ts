import { defineContract } from '@portfolio/contracts';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestServer } from '../test/build-test-app';
import { databases } from '../test/databases';
import { compileFastPath, contractSerializerCompiler } from './response-serializer';
import { route } from './route';

const flat = z.object({ owner: z.boolean(), name: z.string(), count: z.number() });

/** What the zod serializer writes, or the error it throws. */
function viaZod(schema: z.ZodType, data: unknown): string | Error {
  try {
    return zodSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' })(data);
  } catch (error) {
    return error as Error;
  }
}

const samples: unknown[] = [
  { owner: true, name: 'Alex', count: 3 },
  { count: -0, name: '', owner: false },
  { owner: true, name: 'quote " backslash \\ tab \t newline \n', count: 1.5 },
  { owner: false, name: 'Zoë 李 \u2028 \ud800 emoji 🎹', count: 1e21 },
  { owner: true, name: 'extra', count: 2, password_hash: 'never sent', nested: { a: 1 } },
  Object.assign(Object.create({ name: 'inherited' }), { owner: true, count: 0 }),
  { owner: 'true', name: 'x', count: 1 },
  { owner: 1, name: 'x', count: 1 },
  { owner: true, name: 42, count: 1 },
  { owner: true, name: null, count: 1 },
  { owner: true, name: 'x', count: '1' },
  { owner: true, name: 'x', count: Number.NaN },
  { owner: true, name: 'x', count: Number.POSITIVE_INFINITY },
  { owner: true, name: 'x', count: 10n },
  { owner: true, name: 'x' },
  {},
  null,
  undefined,
  'text',
  42,
  [true, 'x', 1],
];

describe('compileFastPath', () => {
  it.each([
    ['a strict object', z.strictObject({ a: z.string() })],
    ['a loose object', z.looseObject({ a: z.string() })],
    ['a refined object', z.object({ a: z.string() }).refine((value) => value.a !== '')],
    ['an optional property', z.object({ a: z.string().optional() })],
    ['a nullable property', z.object({ a: z.string().nullable() })],
    ['a checked string', z.object({ a: z.string().min(1) })],
    ['an integer', z.object({ a: z.number().int() })],
    ['an enum', z.object({ a: z.enum(['x', 'y']) })],
    ['a literal', z.object({ a: z.literal(true) })],
    ['a nested object', z.object({ a: z.object({ b: z.string() }) })],
    ['an array', z.object({ a: z.array(z.string()) })],
    ['a transform', z.object({ a: z.string().transform((value) => value.length) })],
    ['a date', z.object({ a: z.date() })],
    ['an array answer', z.array(z.string())],
    ['a plain JSON schema', { type: 'object', properties: { a: { type: 'string' } } }],
  ])('leaves %s to zod', (_case, schema) => {
    expect(compileFastPath(schema)).toBeUndefined();
  });

  it('writes exactly what zod writes, and nothing zod would refuse', () => {
    const fastPath = compileFastPath(flat);
    expect(fastPath).toBeDefined();
    samples.forEach((data, index) => {
      const expected = viaZod(flat, data);
      const fast = fastPath!(data);
      if (expected instanceof Error) expect(fast, `sample ${index}`).toBeUndefined();
      else expect(fast, `sample ${index}`).toBe(expected);
    });
  });

  it('agrees with zod on random answers', () => {
    const fastPath = compileFastPath(flat)!;
    const values = [true, false, '', 'x', 0, -1, 2.5, Number.NaN, null, undefined, {}, [], 7n];
    const pick = (seed: number) => values[seed % values.length];
    for (let seed = 0; seed < 3000; seed += 1) {
      const data: Record<string, unknown> = {};
      if (seed % 5 !== 0) data.owner = pick(seed);
      if (seed % 7 !== 0) data.name = pick(seed * 31 + 3);
      if (seed % 11 !== 0) data.count = pick(seed * 17 + 5);
      const expected = viaZod(flat, data);
      const fast = fastPath(data);
      if (expected instanceof Error) expect(fast).toBeUndefined();
      else if (fast !== undefined) expect(fast).toBe(expected);
    }
  });

  it('writes an empty object for an empty shape', () => {
    expect(compileFastPath(z.object({}))!({ extra: 1 })).toBe('{}');
  });
});

describe('contractSerializerCompiler', () => {
  const compile = (schema: z.ZodType) =>
    contractSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

  it('fails an answer outside the schema exactly like zod', () => {
    for (const data of samples) {
      const expected = viaZod(flat, data);
      if (!(expected instanceof Error)) continue;
      expect(() => compile(flat)(data)).toThrow(expected.message);
    }
  });

  it('serialises other shapes through zod', () => {
    const nested = z.object({ tags: z.array(z.string()), when: z.string().optional() });
    expect(compile(nested)({ tags: ['a'], extra: true })).toBe('{"tags":["a"]}');
    expect(() => compile(nested)({ tags: 'a' })).toThrow();
  });
});

const leakyAnswer = defineContract({
  method: 'GET',
  path: '/api/test/profile',
  response: z.object({ name: z.string(), admin: z.boolean() }),
});

describe.each(databases)('contract answers on $name', (database) => {
  const server = useTestServer(database);

  it('sends only what the contract names, however the handler built its answer', async () => {
    const app = await server.build();
    route(app, leakyAnswer, async () => {
      const row = { name: 'Alex', admin: false, password_hash: '$argon2id$secret' };
      return row;
    });
    const response = await app.inject({ url: '/api/test/profile' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toBe('{"name":"Alex","admin":false}');
  });
});
