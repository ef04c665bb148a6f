import {
  addCalendarDays as addDays,
  defaultLeitnerIntervals,
  leitnerDeckSchema,
  leitnerDemoDeckSchema,
  maxLeitnerWords,
} from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { signInAsOwner, useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { expectRefusal, type Method, ownerCaller } from '../../test/owner-caller';
import { readLeitnerDemoDeck } from './deck';

const today = new Date().toISOString().slice(0, 10);
const word = { term: 'la llave', meaning: 'key', example: 'Perdí la llave.', notes: '' };

describe.each(databases)('Leitner box routes on $name', (database) => {
  const server = useTestServer(database);

  const owner = async () => ownerCaller(await server.build());
  const deckOf = async (call: Awaited<ReturnType<typeof owner>>['call']) =>
    leitnerDeckSchema.parse((await call('GET', '/api-leitner/deck')).json());

  it('serves the demo deck to anyone: 60 or more words, some due on the first day, every box used', async () => {
    const app = await server.build();
    const response = await app.inject({ url: '/api-leitner/demo-deck' });
    expect(response.statusCode).toBe(200);
    const deck = leitnerDemoDeckSchema.parse(response.json());
    expect(deck.length).toBeGreaterThanOrEqual(60);
    expect(deck.filter((entry) => entry.dueInDays === 0).length).toBeGreaterThan(5);
    expect(new Set(deck.map((entry) => entry.box))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(deck.map((entry) => entry.term.toLowerCase())).size).toBe(deck.length);
    expect(deck.every((entry) => entry.example.length > 0)).toBe(true);
  });

  it('starts the owner’s deck as the demo deck, placed from today, with the default intervals', async () => {
    const { call } = await owner();
    const deck = await deckOf(call);
    const demo = await readLeitnerDemoDeck();
    expect(deck.intervals).toEqual([...defaultLeitnerIntervals]);
    expect(deck.words).toHaveLength(demo.length);
    const first = demo[0];
    expect(deck.words.find((entry) => entry.id === first?.id)).toMatchObject({
      term: first?.term,
      box: first?.box,
      dueOn: addDays(today, first?.dueInDays ?? 0),
    });
  });

  it('refuses every owner call without the owner session (401), and nothing changes', async () => {
    const app = await server.build();
    const calls: [Method, string, unknown][] = [
      ['GET', '/api-leitner/deck', undefined],
      ['POST', '/api-leitner/words', { ...word, dueOn: today }],
      ['PUT', '/api-leitner/words/demo-01', word],
      ['DELETE', '/api-leitner/words/demo-01', undefined],
      ['POST', '/api-leitner/words/import', { today, rows: [word] }],
      ['PUT', '/api-leitner/intervals', { intervals: [1, 1, 1, 1, 1] }],
      ['PUT', '/api-update/words/synchronize', { locations: [{ id: 'demo-01', box: 5, dueOn: today }] }],
    ];
    for (const [method, url, payload] of calls) {
      const response = await app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expectRefusal(response, 401);
    }
    const cookie = await signInAsOwner(app);
    const deck = leitnerDeckSchema.parse(
      (await app.inject({ url: '/api-leitner/deck', headers: { cookie } })).json(),
    );
    expect(deck.intervals).toEqual([...defaultLeitnerIntervals]);
    expect(deck.words.find((entry) => entry.id === 'demo-01')?.term).toBe('la casa');
    expect(deck.words.some((entry) => entry.term === 'la llave')).toBe(false);
  });

  it('adds a word to box 1 due on the given day, edits its text and removes it', async () => {
    const { call } = await owner();
    const added = await call('POST', '/api-leitner/words', { ...word, dueOn: '2026-03-10' });
    expect(added.statusCode).toBe(200);
    const { word: created, msg } = added.json();
    expect(msg).toBe('Added "la llave" to box 1');
    expect(created).toMatchObject({ ...word, box: 1, dueOn: '2026-03-10' });

    const edited = await call('PUT', `/api-leitner/words/${created.id}`, {
      ...word,
      notes: 'Also: a wrench.',
    });
    expect(edited.json()).toMatchObject({
      msg: 'Saved "la llave"',
      word: { notes: 'Also: a wrench.', box: 1 },
    });

    const removed = await call('DELETE', `/api-leitner/words/${created.id}`);
    expect(removed.json()).toEqual({ msg: 'Removed "la llave"' });
    expect((await deckOf(call)).words.some((entry) => entry.id === created.id)).toBe(false);
    expectRefusal(await call('DELETE', `/api-leitner/words/${created.id}`), 404, 'id');
    expectRefusal(await call('PUT', `/api-leitner/words/${created.id}`, word), 404, 'id');
  });

  it('refuses a second word with the same term (409 naming term)', async () => {
    const { call } = await owner();
    expectRefusal(
      await call('POST', '/api-leitner/words', { ...word, term: 'LA CASA', dueOn: today }),
      409,
      'term',
    );
  });

  it('refuses to edit a word to a term another word has, ignoring case (409 naming term)', async () => {
    const { call } = await owner();
    const tree = (await deckOf(call)).words.find((entry) => entry.term === 'el árbol');
    const key = (await call('POST', '/api-leitner/words', { ...word, dueOn: today })).json().word;
    const before = await deckOf(call);

    expectRefusal(
      await call('PUT', `/api-leitner/words/${key.id}`, { ...word, term: 'La Casa' }),
      409,
      'term',
    );
    // "Á" too: the check does not stop at ASCII letters.
    const refused = await call('PUT', `/api-leitner/words/${key.id}`, { ...word, term: 'EL ÁRBOL' });
    expectRefusal(refused, 409, 'term');
    expect(refused.json().message).toBe('term: the deck already has "EL ÁRBOL"');
    expectRefusal(
      await call('POST', '/api-leitner/words', { ...word, term: 'El Árbol', dueOn: today }),
      409,
      'term',
    );
    expect(await deckOf(call)).toEqual(before);

    // A word may keep its own term, in another case.
    const renamed = await call('PUT', `/api-leitner/words/${tree?.id}`, {
      ...word,
      term: 'El Árbol',
      meaning: 'tree',
    });
    expect(renamed.json()).toMatchObject({
      msg: 'Saved "El Árbol"',
      word: { id: tree?.id, term: 'El Árbol' },
    });
  });

  it.each([
    [{ ...word, term: '  ', dueOn: today }, 'term'],
    [{ ...word, meaning: '', dueOn: today }, 'meaning'],
    [{ ...word, example: 'x'.repeat(501), dueOn: today }, 'example'],
    [{ ...word, dueOn: '2026-02-30' }, 'dueOn'],
    [{ ...word, dueOn: 'tomorrow' }, 'dueOn'],
    [{ meaning: 'key', example: '', notes: '', dueOn: today }, 'term'],
  ])('answers 400 naming the field to a bad new word (%#)', async (payload, field) => {
    const { call } = await owner();
    expectRefusal(await call('POST', '/api-leitner/words', payload), 400, field);
  });

  it('refuses a bad id in the address', async () => {
    const { call } = await owner();
    expectRefusal(await call('PUT', '/api-leitner/words/a%20b', word), 400, 'id');
  });

  it('saves review progress with the synchronize call and answers msg', async () => {
    const { call } = await owner();
    const response = await call('PUT', '/api-update/words/synchronize', {
      locations: [
        { id: 'demo-01', box: 2, dueOn: '2026-03-12' },
        { id: 'demo-02', box: 1, dueOn: '2026-03-11' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Saved the place of 2 words' });
    const deck = await deckOf(call);
    expect(deck.words.find((entry) => entry.id === 'demo-01')).toMatchObject({ box: 2, dueOn: '2026-03-12' });
    expect(deck.words.find((entry) => entry.id === 'demo-02')).toMatchObject({ box: 1, dueOn: '2026-03-11' });
  });

  it.each([
    [{ locations: [{ id: 'demo-01', box: 6, dueOn: today }] }, 'locations.0.box', 400],
    [{ locations: [{ id: 'demo-01', box: 0, dueOn: today }] }, 'locations.0.box', 400],
    [{ locations: [{ id: 'demo-01', box: 2, dueOn: '03/12/2026' }] }, 'locations.0.dueOn', 400],
    [{ locations: [] }, 'locations', 400],
    [{ locations: 'demo-01' }, 'locations', 400],
    [{}, 'locations', 400],
    [
      {
        locations: [
          { id: 'demo-01', box: 2, dueOn: today },
          { id: 'demo-01', box: 3, dueOn: today },
        ],
      },
      'locations.1.id',
      400,
    ],
    [
      {
        locations: [
          { id: 'demo-01', box: 2, dueOn: today },
          { id: 'nope', box: 3, dueOn: today },
        ],
      },
      'locations.1.id',
      404,
    ],
  ])(
    'refuses a bad synchronize body naming the field, and moves nothing (%#)',
    async (payload, field, status) => {
      const { call } = await owner();
      const before = await deckOf(call);
      expectRefusal(await call('PUT', '/api-update/words/synchronize', payload), status, field);
      expect(await deckOf(call)).toEqual(before);
    },
  );

  it('refuses more locations than a deck holds before reading them, and an oversized body (413)', async () => {
    const { call } = await owner();
    const many = Array.from({ length: maxLeitnerWords + 1 }, () => ({ id: 'demo-01', box: 1, dueOn: today }));
    expectRefusal(await call('PUT', '/api-update/words/synchronize', { locations: many }), 400, 'locations');
    const huge = { locations: [{ id: 'demo-01', box: 1, dueOn: today, padding: 'x'.repeat(400_000) }] };
    expectRefusal(await call('PUT', '/api-update/words/synchronize', huge), 413, 'body');
  });

  it('saves the box intervals, and refuses bad ones naming the field', async () => {
    const { call } = await owner();
    const saved = await call('PUT', '/api-leitner/intervals', { intervals: [1, 3, 7, 14, 30] });
    expect(saved.json()).toEqual({ msg: 'Box intervals saved: 1, 3, 7, 14, 30 days' });
    expect((await deckOf(call)).intervals).toEqual([1, 3, 7, 14, 30]);
    expectRefusal(await call('PUT', '/api-leitner/intervals', { intervals: [1, 2, 3] }), 400, 'intervals');
    expectRefusal(
      await call('PUT', '/api-leitner/intervals', { intervals: [1, 2, 0, 8, 16] }),
      400,
      'intervals.2',
    );
    expectRefusal(
      await call('PUT', '/api-leitner/intervals', { intervals: [1, 2, 4.5, 8, 16] }),
      400,
      'intervals.2',
    );
    expect((await deckOf(call)).intervals).toEqual([1, 3, 7, 14, 30]);
  });

  it('imports rows: new terms are added, known terms (any case) updated with their place', async () => {
    const { call } = await owner();
    const response = await call('POST', '/api-leitner/words/import', {
      today: '2026-03-10',
      rows: [
        { ...word },
        {
          term: 'LA CASA',
          meaning: 'house',
          example: 'Una casa.',
          notes: 'edited',
          box: 4,
          dueOn: '2026-03-20',
        },
      ],
    });
    expect(response.json()).toEqual({ msg: 'Imported 2 words: 1 added, 1 updated', added: 1, updated: 1 });
    const deck = await deckOf(call);
    expect(deck.words.find((entry) => entry.term === 'la llave')).toMatchObject({
      box: 1,
      dueOn: '2026-03-10',
    });
    expect(deck.words.find((entry) => entry.id === 'demo-01')).toMatchObject({
      term: 'LA CASA',
      notes: 'edited',
      box: 4,
      dueOn: '2026-03-20',
    });
  });

  it.each([
    [{ today: '2026-03-10', rows: [{ ...word, box: 9 }] }, 'rows.0.box'],
    [{ today: '2026-03-10', rows: [word, { ...word, meaning: '' }] }, 'rows.1.meaning'],
    [{ today: '2026-03-10', rows: [word, { ...word, term: 'LA LLAVE' }] }, 'rows.1.term'],
    [{ rows: [word] }, 'today'],
    [{ today: '2026-03-10', rows: Array.from({ length: maxLeitnerWords + 1 }, () => word) }, 'rows'],
  ])('refuses a bad import naming the field, and adds nothing (%#)', async (payload, field) => {
    const { call } = await owner();
    const before = await deckOf(call);
    expectRefusal(await call('POST', '/api-leitner/words/import', payload), 400, field);
    expect(await deckOf(call)).toEqual(before);
  });

  it(`refuses an import that would take the deck past ${maxLeitnerWords} words (409 naming rows), and imports nothing`, async () => {
    const { call } = await owner();
    const start = (await deckOf(call)).words.length;
    const rows = (count: number, prefix: string) =>
      Array.from({ length: count }, (_, index) => ({ ...word, term: `${prefix} ${index}` }));
    const room = maxLeitnerWords - start;

    // Known terms are updates, not new words: they take no room.
    const tooMany = [{ ...word, term: 'LA CASA', notes: 'changed' }, ...rows(room + 1, 'nueva')];
    const refused = await call('POST', '/api-leitner/words/import', { today, rows: tooMany });
    expectRefusal(refused, 409, 'rows');
    expect(refused.json().message).toBe(
      `rows: the deck holds at most ${maxLeitnerWords} words; it has ${start}, and ${room + 1} of these terms are new`,
    );
    const unchanged = await deckOf(call);
    expect(unchanged.words).toHaveLength(start);
    expect(unchanged.words.find((entry) => entry.id === 'demo-01')?.notes).not.toBe('changed');

    // Exactly full is fine, and the deck still answers whole.
    const fits = await call('POST', '/api-leitner/words/import', {
      today,
      rows: [{ ...word, term: 'LA CASA', notes: 'changed' }, ...rows(room, 'nueva')],
    });
    expect(fits.json()).toMatchObject({ added: room, updated: 1 });
    const full = await deckOf(call);
    expect(full.words).toHaveLength(maxLeitnerWords);
    // A full deck still takes updates, and refuses one word more.
    expect(
      (await call('POST', '/api-leitner/words/import', { today, rows: [{ ...word, term: 'nueva 0' }] }))
        .statusCode,
    ).toBe(200);
    expectRefusal(
      await call('POST', '/api-leitner/words/import', { today, rows: rows(1, 'otra') }),
      409,
      'rows',
    );
    expectRefusal(await call('POST', '/api-leitner/words', { ...word, dueOn: today }), 409, 'term');
  });
});
