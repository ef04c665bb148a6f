import {
  apiErrorSchema,
  importLeitnerWords,
  leitnerDeckSchema,
  leitnerDemoDeckSchema,
  maxLeitnerWords,
  synchronizeLeitnerWords,
} from '@portfolio/contracts';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  handlers,
  leitnerDeckFixture,
  leitnerDemoDeckFixture,
  leitnerMockDeck,
  leitnerNothingDueFixture,
  leitnerStoryToday,
  resetLeitnerMocks,
  resetOwnerSession,
} from './index';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetLeitnerMocks();
  resetOwnerSession({ signedIn: true });
});

const put = (body: unknown) =>
  fetch(`http://localhost${synchronizeLeitnerWords.path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const send = (method: string, path: string, body: unknown) =>
  fetch(`http://localhost${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('Leitner mocks', () => {
  it('hold fixtures that parse with the contracts', () => {
    expect(leitnerDemoDeckSchema.parse(leitnerDemoDeckFixture)).toHaveLength(leitnerDemoDeckFixture.length);
    leitnerDeckSchema.parse(leitnerDeckFixture);
    leitnerDeckSchema.parse(leitnerNothingDueFixture);
    expect(leitnerNothingDueFixture.words.every((word) => word.dueOn > leitnerStoryToday)).toBe(true);
  });

  it('move words on synchronize and answer msg, like the server', async () => {
    const response = await put({ locations: [{ id: 'w-01', box: 3, dueOn: '2026-03-14' }] });
    expect(await response.json()).toEqual({ msg: 'Saved the place of 1 word' });
    expect(leitnerMockDeck().words.find((word) => word.id === 'w-01')).toMatchObject({
      box: 3,
      dueOn: '2026-03-14',
    });
  });

  it('refuse bad input naming the field, and strangers with 401', async () => {
    const bad = await put({ locations: [{ id: 'w-01', box: 6, dueOn: '2026-03-14' }] });
    expect(bad.status).toBe(400);
    expect(apiErrorSchema.parse(await bad.json()).field).toBe('locations.0.box');
    resetOwnerSession({ signedIn: false });
    const stranger = await put({ locations: [{ id: 'w-01', box: 2, dueOn: '2026-03-14' }] });
    expect(stranger.status).toBe(401);
    expect(leitnerMockDeck().words.find((word) => word.id === 'w-01')?.box).toBe(1);
  });

  it('refuse an edit to another word’s term (409 naming term), like the server', async () => {
    const text = { term: 'EL PUENTE', meaning: 'key', example: '', notes: '' };
    const refused = await send('PUT', '/api-leitner/words/w-02', text);
    expect(refused.status).toBe(409);
    expect(apiErrorSchema.parse(await refused.json())).toMatchObject({
      field: 'term',
      message: 'term: the deck already has "EL PUENTE"',
    });
    expect(leitnerMockDeck().words.find((word) => word.id === 'w-02')?.term).toBe('la llave');
    const own = await send('PUT', '/api-leitner/words/w-02', { ...text, term: 'La Llave' });
    expect(own.status).toBe(200);
  });

  it(`refuse an import past ${maxLeitnerWords} words (409 naming rows), importing nothing`, async () => {
    const words = leitnerMockDeck().words.length;
    const rows = Array.from({ length: maxLeitnerWords - words + 1 }, (_, index) => ({
      term: `nueva ${index}`,
      meaning: 'new',
      example: '',
      notes: '',
    }));
    const refused = await send('POST', importLeitnerWords.path, { today: leitnerStoryToday, rows });
    expect(refused.status).toBe(409);
    expect(apiErrorSchema.parse(await refused.json()).field).toBe('rows');
    expect(leitnerMockDeck().words).toHaveLength(words);
    const fits = await send('POST', importLeitnerWords.path, {
      today: leitnerStoryToday,
      rows: rows.slice(1),
    });
    expect(fits.status).toBe(200);
    expect(leitnerMockDeck().words).toHaveLength(maxLeitnerWords);
  });
});
