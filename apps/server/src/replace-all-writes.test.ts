import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/build-test-app';
import { databases } from '../test/databases';
import { type Method, ownerCaller } from '../test/owner-caller';

// Writes that replace a whole set or one setting row (delete, then insert), sent several at once as
// two owner tabs or a double click would. On PostgreSQL each used to risk a duplicate-key 500 when
// a second transaction inserted the keys the first had just committed (decision 077). Every one
// must answer 200 and leave one whole, consistent result.

/** Sends the same call `times` times at once and returns each answer as `status body`. */
async function sendAtOnce(
  call: (method: Method, url: string, payload?: unknown) => Promise<{ statusCode: number; body: string }>,
  times: number,
  method: Method,
  url: string,
  payload: (index: number) => unknown,
): Promise<string[]> {
  const answers = await Promise.all(
    Array.from({ length: times }, (_, index) => call(method, url, payload(index))),
  );
  return answers.map((answer) => `${answer.statusCode} ${answer.body}`);
}

const succeeded = (answer: string) => answer.startsWith('200 ');

describe.each(databases)('replace-all writes sent at once on $name', (database) => {
  const server = useTestServer(database);

  it('Enneagram factory imports: every one succeeds and the questions are there once', async () => {
    const { app, call } = await ownerCaller(await server.build());
    const before = (await app.inject({ url: '/apiEnneagramFile/load/current' })).body;
    const answers = await sendAtOnce(call, 4, 'POST', '/apiEnneagramImport/factory', () => ({}));
    expect(answers.filter((answer) => !succeeded(answer))).toEqual([]);
    expect((await app.inject({ url: '/apiEnneagramFile/load/current' })).body).toBe(before);
  });

  it('Leitner intervals: every save succeeds and one of them is kept whole', async () => {
    const { call } = await ownerCaller(await server.build());
    const sets = [
      [1, 2, 4, 8, 16],
      [1, 3, 7, 14, 30],
      [2, 4, 8, 16, 32],
      [1, 1, 2, 3, 5],
    ];
    // Each set three times: with only four saves the second delete did not always come between
    // the first's delete and insert.
    const answers = await sendAtOnce(call, sets.length * 3, 'PUT', '/api-leitner/intervals', (index) => ({
      intervals: sets[index % sets.length],
    }));
    expect(answers.filter((answer) => !succeeded(answer))).toEqual([]);
    const deck = (await call('GET', '/api-leitner/deck')).json() as { intervals: number[] };
    expect(sets).toContainEqual(deck.intervals);
  });

  it('knowledge-base imports from the backup: every one succeeds and the cards are there once', async () => {
    const { app, call } = await ownerCaller(await server.build());
    const cards = (await app.inject({ url: '/api-references' })).json() as unknown[];
    const hierarchy = (await app.inject({ url: '/api-hierarchy/all' })).json() as unknown[];
    expect((await call('POST', '/api-export/refs', cards)).statusCode).toBe(200);
    expect((await call('POST', '/api-export/hier', hierarchy)).statusCode).toBe(200);
    const answers = [
      ...(await sendAtOnce(call, 3, 'POST', '/api-import/refs', () => ({}))),
      ...(await sendAtOnce(call, 3, 'POST', '/api-import/hierarchy', () => ({}))),
    ];
    expect(answers.filter((answer) => !succeeded(answer))).toEqual([]);
    expect((await app.inject({ url: '/api-references' })).json()).toEqual(cards);
    expect((await app.inject({ url: '/api-hierarchy/all' })).json()).toEqual(hierarchy);
  });

  it('calendar addresses: every save succeeds and one of them is kept', async () => {
    // The addresses are on 127.0.0.1, which the server refuses unless allowed (decision 074).
    const { call } = await ownerCaller(await server.build({ FETCH_ALLOW_PRIVATE: '1' }));
    // Nothing listens on port 1: each save is kept, and its answer says the feed could not be read.
    const addresses = [1, 2, 3, 4].map((n) => `http://127.0.0.1:1/owner-${n}.ics`);
    const answers = await sendAtOnce(
      call,
      addresses.length,
      'POST',
      '/api/calendar/setcredentials/',
      (index) => ({
        icsUrl: addresses[index],
      }),
    );
    expect(answers.filter((answer) => !succeeded(answer))).toEqual([]);
    const source = (await call('GET', '/api/calendar/authorize/')).json() as { setBy: string };
    expect(source.setBy).toBe('owner');
  });

  it('dinner slots: every replacement succeeds and one whole set is open', async () => {
    const { call } = await ownerCaller(await server.build());
    const day = 24 * 3600 * 1000;
    const setOf = (index: number) =>
      Array.from({ length: 3 }, (_, slot) => ({
        start: new Date(Math.ceil(Date.now() / day) * day + (index * 3 + slot + 2) * day).toISOString(),
        minutes: 90,
      }));
    const answers = await sendAtOnce(call, 4, 'PUT', '/api-dwm/slots', (index) => ({ slots: setOf(index) }));
    expect(answers.filter((answer) => !succeeded(answer))).toEqual([]);
    const open = (await call('GET', '/api-dwm/booking')).json() as { slots: { start: string }[] };
    const starts = open.slots.map((slot) => slot.start);
    expect([0, 1, 2, 3].map((index) => setOf(index).map((slot) => slot.start))).toContainEqual(starts);
  });
});
