import {
  apiErrorSchema,
  basicSearchQuery,
  referencePageSchema,
  referenceSearchFieldOptionSchema,
  referenceSearchPageSchema,
  savedQuerySchema,
  type AdvancedQuery,
  type ReferenceCardData,
} from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signInAsOwner, useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { upsertReferenceCards } from './cards';
import { searchIndexFor } from './search-index';
import { makeCard } from './make-card';

async function seed(app: FastifyInstance, cards: ReferenceCardData[]): Promise<void> {
  await app.db
    .transaction()
    .execute((trx) => upsertReferenceCards(trx, searchIndexFor(app.dbDialect), cards));
}

const searchUrl = (query: AdvancedQuery | string, extra = '') =>
  `/api-knowledgebase/docs/query?q=${encodeURIComponent(typeof query === 'string' ? query : JSON.stringify(query))}${extra}`;

function expectBadRequest(
  response: { statusCode: number; json(): unknown },
  field: string,
  message?: RegExp,
) {
  expect(response.statusCode).toBe(400);
  const body = apiErrorSchema.parse(response.json());
  expect(body).toMatchObject({ status: 400, error: 'Bad Request', field });
  if (message) expect(body.message).toMatch(message);
}

describe.each(databases)('knowledge base on $name', (database) => {
  const server = useTestServer(database);
  const build = () => server.build({}, { demoLoaders: [] });

  it('lists the search fields, all fields first, each with a label', async () => {
    const app = await build();
    const response = await app.inject({ url: '/api-knowledgebase/fields' });
    expect(response.statusCode).toBe(200);
    const fields = z.array(referenceSearchFieldOptionSchema).parse(response.json());
    expect(fields[0]).toEqual({ field: 'all', label: 'All fields' });
    expect(fields.map((option) => option.field)).toEqual(
      expect.arrayContaining(['tags', 'refTitle', 'refAuthors', 'summary', 'publisher', 'refDate']),
    );
  });

  it('pages through every card in id order', async () => {
    const app = await build();
    const cards = Array.from({ length: 5 }, (_, index) => makeCard({ refTitle: `Volume ${index + 1}` }));
    await seed(app, cards);

    const first = referencePageSchema.parse(
      (await app.inject({ url: '/api-knowledgebase?from=0&size=2' })).json(),
    );
    expect(first).toMatchObject({ total: 5, from: 0, size: 2 });
    expect(first.records.map((card) => card.refTitle)).toEqual(['Volume 1', 'Volume 2']);
    expect(first.records[0]!.id).toBeLessThan(first.records[1]!.id);

    const last = referencePageSchema.parse(
      (await app.inject({ url: '/api-knowledgebase?from=4&size=2' })).json(),
    );
    expect(last.records.map((card) => card.refTitle)).toEqual(['Volume 5']);

    const defaults = referencePageSchema.parse((await app.inject({ url: '/api-knowledgebase' })).json());
    expect(defaults).toMatchObject({ total: 5, from: 0, size: 200 });
    expect(defaults.records[2]).toEqual({ ...cards[2], id: defaults.records[2]!.id });

    const beyond = referencePageSchema.parse(
      (await app.inject({ url: '/api-knowledgebase?from=400' })).json(),
    );
    expect(beyond).toEqual({ total: 5, from: 400, size: 200, records: [] });
  });

  it.each([
    ['from=-1', 'from'],
    ['from=abc', 'from'],
    ['size=0', 'size'],
    ['size=1001', 'size'],
    ['size=2.5', 'size'],
  ])('answers 400 naming the field to ?%s', async (query, field) => {
    const app = await build();
    expectBadRequest(await app.inject({ url: `/api-knowledgebase?${query}` }), field);
  });

  it('finds cards by a basic search over all fields, with the words to highlight', async () => {
    const app = await build();
    await seed(app, [
      makeCard({ refTitle: 'Running Wild', tags: ['nature'] }),
      makeCard({ refTitle: 'Quiet Rooms', summary: '<p>She <em>runs</em> the archive.</p>' }),
      makeCard({ refTitle: 'Still Water' }),
    ]);
    const response = await app.inject({ url: searchUrl(basicSearchQuery('run')) });
    expect(response.statusCode).toBe(200);
    const page = referenceSearchPageSchema.parse(response.json());
    expect(page.total).toBe(2);
    expect(page.records.map((card) => card.refTitle)).toEqual(['Running Wild', 'Quiet Rooms']);
    expect(page.terms).toEqual(['run']);
    expect(page.highlights[page.records[0]!.uuid]).toEqual({ refTitle: ['running'] });
    expect(page.highlights[page.records[1]!.uuid]).toEqual({ summary: ['runs'] });
  });

  it('highlights only what a phrase matched, in the field it named', async () => {
    const app = await build();
    const card = makeCard({
      refTitle: 'Machine Learning for Learning Machines',
      tags: ['machine learning'],
      summary: '<p>Machine learning, then learning.</p>',
    });
    await seed(app, [card]);
    const query: AdvancedQuery = {
      qualifier: 'Must Match',
      entries: [{ field: 'tags', type: 'Match Phrase', search: 'Machine Learning' }],
    };
    const page = referenceSearchPageSchema.parse((await app.inject({ url: searchUrl(query) })).json());
    expect(page.total).toBe(1);
    expect(page.highlights[card.uuid]).toEqual({ tags: ['machine', 'learning'] });
  });

  it('pages search results and says when nothing matches', async () => {
    const app = await build();
    await seed(
      app,
      Array.from({ length: 5 }, (_, index) => makeCard({ refTitle: `Atlas part ${index + 1}` })),
    );
    const page = referenceSearchPageSchema.parse(
      (await app.inject({ url: searchUrl(basicSearchQuery('atlas'), '&from=3&size=2') })).json(),
    );
    expect(page).toMatchObject({ total: 5, from: 3, size: 2 });
    expect(page.records.map((card) => card.refTitle)).toEqual(['Atlas part 4', 'Atlas part 5']);

    const none = referenceSearchPageSchema.parse(
      (await app.inject({ url: searchUrl(basicSearchQuery('zeppelin')) })).json(),
    );
    expect(none).toEqual({ total: 0, from: 0, size: 200, records: [], terms: ['zeppelin'], highlights: {} });
  });

  it('answers every card to a query without words (the empty default entry)', async () => {
    const app = await build();
    await seed(app, [makeCard(), makeCard()]);
    const query: AdvancedQuery = {
      qualifier: 'Must Match',
      entries: [{ field: 'tags', type: 'Match Phrase', search: ' ' }],
    };
    const page = referenceSearchPageSchema.parse((await app.inject({ url: searchUrl(query) })).json());
    expect(page).toMatchObject({ total: 2, terms: [], highlights: {} });
    expect(page.records).toHaveLength(2);
  });

  it.each([
    ['no query', '/api-knowledgebase/docs/query', 'q', /q/],
    ['a query that is not JSON', searchUrl('{"qualifier":'), 'q', /not valid JSON/],
    [
      'an unknown field',
      searchUrl({
        qualifier: 'Must Match',
        entries: [{ field: 'isbn' as 'tags', type: 'Matches', search: 'x' }],
      }),
      'q.entries.0.field',
      /field must be one of/,
    ],
    [
      'an unknown qualifier',
      searchUrl('{"qualifier":"May Match","entries":[{"field":"all","type":"Matches","search":"x"}]}'),
      'q.qualifier',
      /qualifier/,
    ],
    [
      'an unknown type',
      searchUrl('{"qualifier":"Must Match","entries":[{"field":"all","type":"Fuzzy","search":"x"}]}'),
      'q.entries.0.type',
      /type/,
    ],
    ['no entries', searchUrl('{"qualifier":"Must Match","entries":[]}'), 'q.entries', /at least one entry/],
    ['a bad page size', searchUrl(basicSearchQuery('x'), '&size=5000'), 'size', /size/],
  ])('answers 400 naming the field to %s', async (_case, url, field, message) => {
    const app = await build();
    expectBadRequest(await app.inject({ url }), field, message);
  });

  it('returns a stored script payload in a summary exactly as stored, and does not index markup', async () => {
    const app = await build();
    const summary =
      '<p onmouseover="alert(1)">Safe words</p><img src=x onerror="alert(2)"><script>alert(3)</script>';
    const card = makeCard({ refTitle: 'Payload', summary });
    await seed(app, [card]);
    const listed = referencePageSchema.parse((await app.inject({ url: '/api-knowledgebase' })).json());
    // Stored and answered as written: the page sanitises before rendering (decision 014).
    expect(listed.records[0]!.summary).toBe(summary);
    const found = referenceSearchPageSchema.parse(
      (await app.inject({ url: searchUrl(basicSearchQuery('safe words')) })).json(),
    );
    expect(found.records[0]!.summary).toBe(summary);
    for (const word of ['alert', 'onerror', 'script', 'img']) {
      const page = referenceSearchPageSchema.parse(
        (await app.inject({ url: searchUrl(basicSearchQuery(word)) })).json(),
      );
      expect(page.total, word).toBe(0);
    }
  });

  describe('saved queries', () => {
    const query: AdvancedQuery = {
      qualifier: 'Should Match',
      entries: [
        { field: 'tags', type: 'Match Phrase', search: 'climate change' },
        { field: 'refTitle', type: 'Matches', search: 'ocean' },
      ],
    };

    it('saves a query as the owner and lists saved queries by name', async () => {
      const app = await build();
      const cookie = await signInAsOwner(app);
      const save = (name: string, text: string) =>
        app.inject({
          method: 'POST',
          url: '/api-knowledgebase/query-list/new',
          headers: { cookie },
          payload: { name, query: text },
        });

      const saved = await save('  Oceans  ', JSON.stringify(query, null, 2));
      expect(saved.statusCode).toBe(200);
      const body = savedQuerySchema.parse(saved.json());
      expect(body.name).toBe('Oceans');
      expect(JSON.parse(body.query)).toEqual(query);
      expect(body.query).toBe(JSON.stringify(query));
      expect(Date.parse(body.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      expect((await save('Climate', JSON.stringify(query))).statusCode).toBe(200);

      const list = z
        .array(savedQuerySchema)
        .parse((await app.inject({ url: '/api-knowledgebase/query-list' })).json());
      expect(list.map((item) => item.name)).toEqual(['Climate', 'Oceans']);
      expect(list[1]).toEqual(body);
    });

    it('refuses a taken name with 409 naming name, and keeps the first query', async () => {
      const app = await build();
      const cookie = await signInAsOwner(app);
      const post = (text: string) =>
        app.inject({
          method: 'POST',
          url: '/api-knowledgebase/query-list/new',
          headers: { cookie },
          payload: { name: 'Oceans', query: text },
        });
      expect((await post(JSON.stringify(query))).statusCode).toBe(200);
      const again = await post(JSON.stringify(basicSearchQuery('other')));
      expect(again.statusCode).toBe(409);
      expect(apiErrorSchema.parse(again.json())).toMatchObject({
        status: 409,
        error: 'Conflict',
        field: 'name',
      });
      const list = z
        .array(savedQuerySchema)
        .parse((await app.inject({ url: '/api-knowledgebase/query-list' })).json());
      expect(list).toHaveLength(1);
      expect(JSON.parse(list[0]!.query)).toEqual(query);
    });

    it.each([
      ['an empty name', { name: '   ', query: JSON.stringify(query) }, 'name', /Give the query a name/],
      [
        'a name of 101 characters',
        { name: 'n'.repeat(101), query: JSON.stringify(query) },
        'name',
        /at most 100/,
      ],
      ['no query', { name: 'Oceans' }, 'query', /query/],
      ['a query that is not JSON', { name: 'Oceans', query: 'ocean' }, 'query', /not valid JSON/],
      [
        'JSON that is no advanced query',
        { name: 'Oceans', query: '{"qualifier":"Must Match","entries":[{"field":"all"}]}' },
        'query',
        /type/,
      ],
    ])('answers 400 naming the field to %s, and saves nothing', async (_case, payload, field, message) => {
      const app = await build();
      const cookie = await signInAsOwner(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api-knowledgebase/query-list/new',
        headers: { cookie },
        payload,
      });
      expectBadRequest(response, field, message);
      expect(await app.db.selectFrom('saved_queries').selectAll().execute()).toEqual([]);
    });

    it('answers 401 to a visitor and saves nothing', async () => {
      const app = await build();
      const response = await app.inject({
        method: 'POST',
        url: '/api-knowledgebase/query-list/new',
        payload: { name: 'Oceans', query: JSON.stringify(query) },
      });
      expect(response.statusCode).toBe(401);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({
        status: 401,
        message: 'Sign in as the owner to do this',
      });
      expect((await app.inject({ url: '/api-knowledgebase/query-list' })).json()).toEqual([]);
    });
  });
});
