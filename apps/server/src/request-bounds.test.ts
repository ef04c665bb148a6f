import {
  apiErrorSchema,
  enneagramCredentialHeaders,
  enneagramQuestionCount,
  enneagramUserHeader,
  maxBackupRecords,
} from '@portfolio/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { cookiePair, signInAsOwner, useTestServer } from '../test/build-test-app';
import { databases } from '../test/databases';
import { longestEventLoopStall, promptStallMs } from '../test/event-loop-delay';
import { enneagramDemoLoaders } from './enneagram/demo-content';
import { saveTestBodyLimit } from './enneagram/routes';
import { makeCard } from './references/make-card';

// Sending a huge body must neither freeze the server nor take long to refuse (decision 021).

const contentOnly = enneagramDemoLoaders.filter((loader) => loader.name === 'enneagram-content');

/** A JSON list of `count` empty objects, as raw text (building it with JSON.stringify is slower). */
function emptyObjects(count: number): string {
  return `[${'{},'.repeat(count - 1)}{}]`;
}

/** A good reference card as an export sends it, as JSON text. */
const aCard = JSON.stringify(makeCard());

/** Marisol's test with the given JSON text as its answers. */
function savedTestWithAnswers(answers: string): string {
  return `{"userid":"marisol.v","title":"Mine","date":"2024/05/19","answers":${answers}}`;
}

function saveTestRequest(cookie: string, body: string): InjectOptions {
  return {
    method: 'POST',
    url: '/apiEnneagram/save-test/',
    headers: { cookie, 'content-type': 'application/json', ...enneagramUserHeader('marisol.v') },
    payload: body,
  };
}

async function loggedInUser(app: FastifyInstance, username: string): Promise<string> {
  const headers = {
    ...enneagramCredentialHeaders(username, 'secret-pass'),
    'content-type': 'application/json',
  };
  expect((await app.inject({ method: 'POST', url: '/apiEnneagram/signup/', headers })).statusCode).toBe(201);
  const login = await app.inject({ method: 'POST', url: '/apiEnneagram/login/', headers });
  expect(login.statusCode).toBe(200);
  return cookiePair(login.headers['set-cookie']);
}

/**
 * Sends the heavy request and, while it is in flight, a light one; both answers plus the longest
 * time the event loop was blocked meanwhile.
 */
async function heavyAlongsideLight(app: FastifyInstance, heavy: InjectOptions) {
  const { result, stallMs } = await longestEventLoopStall(() =>
    Promise.all([app.inject(heavy), app.inject({ url: '/api/owner/session' })]),
  );
  const [heavyAnswer, lightAnswer] = result;
  expect(lightAnswer.statusCode).toBe(200);
  return { answer: heavyAnswer, stallMs };
}

describe.each(databases)('bounded request bodies on $name', (database) => {
  const server = useTestServer(database);

  it('refuses a 1 MB saved test of 350,000 empty answers with 413 before reading it all', async () => {
    const app = await server.build({}, { demoLoaders: contentOnly });
    const cookie = await loggedInUser(app, 'marisol.v');
    const body = savedTestWithAnswers(emptyObjects(350_000));
    expect(body.length).toBeGreaterThan(1_000_000);

    const { answer, stallMs } = await heavyAlongsideLight(app, saveTestRequest(cookie, body));
    // First: the server kept serving while it refused the body.
    expect(stallMs).toBeLessThan(promptStallMs);
    expect(answer.statusCode).toBe(413);
    expect(apiErrorSchema.parse(answer.json())).toMatchObject({
      field: 'body',
      message: `body: this call takes at most ${saveTestBodyLimit} bytes`,
    });
  });

  it('refuses a saved test with more answers than questions by their count, not item by item', async () => {
    const app = await server.build({}, { demoLoaders: contentOnly });
    const cookie = await loggedInUser(app, 'marisol.v');
    // Just under the body limit: the answer count, not the size, is what fails.
    const count = Math.floor((saveTestBodyLimit - 200) / 3);
    const body = savedTestWithAnswers(emptyObjects(count));

    const { answer, stallMs } = await heavyAlongsideLight(app, saveTestRequest(cookie, body));
    // First: the server kept serving while it refused the body.
    expect(stallMs).toBeLessThan(promptStallMs);
    expect(answer.statusCode).toBe(400);
    expect(apiErrorSchema.parse(answer.json())).toMatchObject({
      field: 'answers',
      message: `answers: A test has ${enneagramQuestionCount} answers, not more`,
    });
  });

  it('refuses an export of more cards than a backup holds by their count, keeping the server responsive', async () => {
    const app = await server.build({}, { demoLoaders: [] });
    const cookie = await signInAsOwner(app);
    const { answer, stallMs } = await heavyAlongsideLight(app, {
      method: 'POST',
      url: '/api-export/refs',
      headers: { cookie, 'content-type': 'application/json' },
      // Each card is a good one: the count is what is wrong.
      payload: `[${`${aCard},`.repeat(maxBackupRecords)}${aCard}]`,
    });
    // First: the server kept serving while it refused the body.
    expect(stallMs).toBeLessThan(promptStallMs);
    expect(answer.statusCode).toBe(400);
    expect(apiErrorSchema.parse(answer.json())).toMatchObject({
      field: 'body',
      message: `body: it holds more than ${maxBackupRecords} records`,
    });
  });

  it('stops checking an export at its first bad record', async () => {
    const app = await server.build({}, { demoLoaders: [] });
    const cookie = await signInAsOwner(app);
    // As many records as allowed, each citing as many references as allowed, every one bad:
    // 2.5 million problems for a checker that does not stop at the first.
    const node = `{"referenceUuids":[${'"x",'.repeat(499)}"x"]}`;
    const { answer, stallMs } = await heavyAlongsideLight(app, {
      method: 'POST',
      url: '/api-export/hier',
      headers: { cookie, 'content-type': 'application/json' },
      payload: `[${`${node},`.repeat(maxBackupRecords - 1)}${node}]`,
    });
    // First: the server kept serving while it refused the body.
    expect(stallMs).toBeLessThan(promptStallMs);
    expect(answer.statusCode).toBe(400);
    expect(apiErrorSchema.parse(answer.json())).toMatchObject({ field: '0.uuid' });
  });

  it('reads a long export body in slices, still refusing prototype keys and text cut short', async () => {
    const app = await server.build({}, { demoLoaders: [] });
    const cookie = await signInAsOwner(app);
    const send = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api-export/refs',
        headers: { cookie, 'content-type': 'application/json' },
        payload,
      });
    // The first card is a good one: the second is refused for its key, not its shape.
    const poisoned = await send(`[${aCard},${aCard.replace('{', '{"__proto__":{"owner":true},')}]`);
    expect(poisoned.statusCode).toBe(400);
    expect(apiErrorSchema.parse(poisoned.json())).toMatchObject({
      field: 'body',
      message: 'body: it is not valid JSON: record 1: a __proto__ or constructor.prototype key is not taken',
    });
    const cutShort = await send(`[${aCard},{"uuid":"b","refTi`);
    expect(cutShort.statusCode).toBe(400);
    expect(apiErrorSchema.parse(cutShort.json())).toMatchObject({
      field: 'body',
      message: 'body: it is not valid JSON (is it cut short?)',
    });
    // A route whose body is one record parses it whole, with the same refusal.
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/owner/session',
      headers: { 'content-type': 'application/json' },
      payload: '{"password":"x","__proto__":{"owner":true}}',
    });
    expect(signIn.statusCode).toBe(400);
  });

  it('keeps small calls small: an owner sign-in body over the default limit is refused', async () => {
    const app = await server.build({}, { demoLoaders: [] });
    const response = await app.inject({
      method: 'POST',
      url: '/api/owner/session',
      payload: { password: 'x'.repeat(100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ field: 'body' });
  });
});
