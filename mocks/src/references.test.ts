import {
  apiErrorSchema,
  argumentCardKinds,
  argumentCardSchema,
  backupFileStatusSchema,
  basicSearchQuery,
  buildPath,
  type Contract,
  createSavedQuery,
  exportAnswerSchema,
  exportReferences,
  getBackupFileStatus,
  getReferenceCards,
  getSavedQueries,
  hierarchyNodeSchema,
  importAnswerSchema,
  importArgumentCards,
  importReferences,
  missingReferenceSchema,
  referenceCardDataSchema,
  referenceCardSchema,
  referencePageSchema,
  referenceSearchFieldOptionSchema,
  referenceSearchPageSchema,
  savedQuerySchema,
  searchReferenceCards,
  type AdvancedQuery,
} from '@portfolio/contracts';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  allReferenceCards,
  allReferencesFixture,
  argumentCardsFixture,
  backupFilesPresent,
  emptyReferenceSearchPageFixture,
  exportReferencesAnswer,
  handlers,
  hierarchyFixture,
  importReferencesAnswer,
  missingReferencesFixture,
  noBackupFiles,
  referenceCardsFixture,
  referencePageFixture,
  referenceSearchFieldOptions,
  referenceSearchPageFixture,
  resetOwnerSession,
  resetReferencesMocks,
  savedQueriesFixture,
  scriptPayloadReferenceCard,
} from './index';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetOwnerSession();
  resetReferencesMocks();
});
afterAll(() => server.close());

interface Input {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

async function call(contract: Contract, { params, query, body }: Input = {}) {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  const response = await fetch(`http://localhost${buildPath(contract.path, params)}${search}`, {
    method: contract.method,
    // Every write says it is JSON, as the site's client does.
    headers: contract.method === 'GET' ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

const search = async (query: AdvancedQuery, from = 0) =>
  referenceSearchPageSchema.parse(
    (await call(searchReferenceCards, { query: { q: JSON.stringify(query), from: String(from) } })).json,
  );

describe('references fixtures', () => {
  const cases: Array<[string, z.ZodType, unknown]> = [
    ['referenceSearchFieldOptions', z.array(referenceSearchFieldOptionSchema), referenceSearchFieldOptions],
    ['allReferenceCards', z.array(referenceCardSchema).min(300), allReferenceCards],
    ['referenceCardsFixture', z.array(referenceCardSchema).min(24).max(60), referenceCardsFixture],
    ['scriptPayloadReferenceCard', referenceCardSchema, scriptPayloadReferenceCard],
    ['referencePageFixture', referencePageSchema, referencePageFixture],
    ['referenceSearchPageFixture', referenceSearchPageSchema, referenceSearchPageFixture],
    ['emptyReferenceSearchPageFixture', referenceSearchPageSchema, emptyReferenceSearchPageFixture],
    ['savedQueriesFixture', z.array(savedQuerySchema), savedQueriesFixture],
    ['hierarchyFixture', z.array(hierarchyNodeSchema).min(1), hierarchyFixture],
    ['allReferencesFixture', z.array(referenceCardDataSchema), allReferencesFixture],
    ['backupFilesPresent', backupFileStatusSchema, backupFilesPresent],
    ['noBackupFiles', backupFileStatusSchema, noBackupFiles],
    ['exportReferencesAnswer', exportAnswerSchema, exportReferencesAnswer],
    ['importReferencesAnswer', importAnswerSchema, importReferencesAnswer],
    ['missingReferencesFixture', z.array(missingReferenceSchema), missingReferencesFixture],
    ...argumentCardKinds.map((kind): [string, z.ZodType, unknown] => [
      `argumentCardsFixture.${kind}`,
      z.array(argumentCardSchema.extend({ kind: z.literal(kind) })).min(1),
      argumentCardsFixture[kind],
    ]),
  ];

  it.each(cases)('%s parses with its schema', (_name, schema, fixture) => {
    const result = schema.safeParse(fixture);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toEqual(fixture);
  });

  it('saved queries hold advanced queries, and the search fixture has highlights for every card', () => {
    for (const saved of savedQueriesFixture) expect(() => JSON.parse(saved.query) as unknown).not.toThrow();
    expect(referenceSearchPageFixture.records.length).toBeGreaterThan(0);
    for (const card of referenceSearchPageFixture.records) {
      expect(referenceSearchPageFixture.highlights[card.uuid]).toEqual({ tags: ['information', 'theory'] });
    }
  });
});

describe('references handlers', () => {
  it('page through every card in blocks', async () => {
    const second = referencePageSchema.parse(
      (await call(getReferenceCards, { query: { from: '200' } })).json,
    );
    expect(second.total).toBe(allReferenceCards.length);
    expect(second.records[0]).toEqual(allReferenceCards[200]);
    expect(second.records.length).toBe(Math.min(200, allReferenceCards.length - 200));
  });

  it('search by contains-match: Must needs every entry, Should any, a phrase keeps its order', async () => {
    const tagged = (tag: string) => allReferenceCards.filter((card) => card.tags.includes(tag));
    const phrase = await search({
      qualifier: 'Must Match',
      entries: [{ field: 'tags', type: 'Match Phrase', search: 'Information Theory' }],
    });
    expect(phrase.records.map((card) => card.uuid)).toEqual(
      tagged('information theory').map((card) => card.uuid),
    );
    expect(phrase.terms).toEqual(['information', 'theory']);
    expect(phrase.highlights[phrase.records[0]!.uuid]?.tags).toEqual(['information', 'theory']);

    const reversed = await search({
      qualifier: 'Must Match',
      entries: [{ field: 'tags', type: 'Match Phrase', search: 'theory information' }],
    });
    expect(reversed.total).toBe(0);

    const entries: AdvancedQuery['entries'] = [
      { field: 'tags', type: 'Match Phrase', search: 'information theory' },
      { field: 'tags', type: 'Match Phrase', search: 'mathematics' },
    ];
    const must = await search({ qualifier: 'Must Match', entries });
    const should = await search({ qualifier: 'Should Match', entries });
    expect(must.total).toBeGreaterThan(0);
    expect(must.total).toBeLessThan(phrase.total);
    expect(should.total).toBeGreaterThan(phrase.total);
  });

  it('answer every card to a search without words, and nothing to a word no card has', async () => {
    expect((await search(basicSearchQuery('  '))).total).toBe(allReferenceCards.length);
    expect(await search(basicSearchQuery('zeppelinzzz'))).toMatchObject({ total: 0, records: [] });
  });

  it('answer 400 naming q to a query that is not an advanced query', async () => {
    const response = await call(searchReferenceCards, { query: { q: '{"qualifier":' } });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(response.json).field).toBe('q');
  });

  it('save queries for the owner only, refusing a taken name', async () => {
    const body = { name: 'Entropy', query: JSON.stringify(basicSearchQuery('entropy')) };
    expect((await call(createSavedQuery, { body })).status).toBe(401);

    resetOwnerSession({ signedIn: true });
    const saved = await call(createSavedQuery, { body });
    expect(saved.status).toBe(200);
    expect(savedQuerySchema.parse(saved.json).name).toBe('Entropy');
    const list = z.array(savedQuerySchema).parse((await call(getSavedQueries)).json);
    expect(list.map((item) => item.name)).toEqual([
      'Entropy',
      ...savedQueriesFixture.map((item) => item.name),
    ]);

    const again = await call(createSavedQuery, { body });
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(again.json).field).toBe('name');
    const bad = await call(createSavedQuery, { body: { name: 'Broken', query: 'entropy' } });
    expect(bad.status).toBe(400);
    expect(apiErrorSchema.parse(bad.json).field).toBe('query');
  });

  it('remember exports in the exists flags and refuse an import with no file', async () => {
    resetReferencesMocks({ backupFiles: noBackupFiles });
    resetOwnerSession({ signedIn: true });
    const missing = await call(importReferences);
    expect(missing.status).toBe(404);

    const exported = await call(exportReferences, { body: allReferencesFixture });
    expect(exported.json).toEqual(exportReferencesAnswer);
    expect((await call(getBackupFileStatus)).json).toEqual({ ...noBackupFiles, refs: true });
    expect((await call(importReferences)).json).toEqual(importReferencesAnswer);

    const kind = await call(importArgumentCards, { params: { kind: 'evidence' } });
    expect(kind.status).toBe(404);
  });

  it('answer 401 to a backup write without the owner', async () => {
    expect((await call(exportReferences, { body: [] })).status).toBe(401);
    expect((await call(importReferences)).status).toBe(401);
  });
});
