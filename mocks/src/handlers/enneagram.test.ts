import {
  answerKeyId,
  apiErrorSchema,
  buildPath,
  type Contract,
  enneagramCredentialHeaders,
  enneagramTypeLetters,
  enneagramUserHeader,
  getEnneagramQuestions,
  getEnneagramReference,
  getEnneagramTests,
  getEnneagramUsers,
  importEnneagramFactory,
  logInEnneagramUser,
  logOutEnneagramUser,
  queryEnneagramTests,
  saveEnneagramTest,
  signUpEnneagramUser,
  testResultSchema,
} from '@portfolio/contracts';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  enneagramDemoPassword,
  enneagramDemoTests,
  enneagramQuestions,
  enneagramReference,
  enneagramTestInProgress,
  marisolFirstTest,
  marisolSecondTest,
  mismatchedEnneagramTest,
  tobiasTest,
} from '../fixtures/enneagram';
import {
  enneagramHandlers,
  enneagramMockSessionUser,
  enneagramMockTests,
  resetEnneagramMocks,
} from './enneagram';
import { ownerHandlers, resetOwnerSession } from './owner';

const origin = 'http://localhost';
const server = setupServer(...enneagramHandlers, ...ownerHandlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetEnneagramMocks();
  resetOwnerSession();
});
afterAll(() => server.close());

function call(
  contract: Contract,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  return fetch(`${origin}${buildPath(contract.path)}`, {
    method: contract.method,
    // Every write says it is JSON, as the site's client does.
    headers: contract.method === 'GET' ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const userIds = async () =>
  ((await (await call(getEnneagramUsers)).json()) as { userid: string }[]).map((user) => user.userid);

describe('enneagram fixtures', () => {
  it('are the shipped questions and a reference with nine types and a key for every statement', () => {
    expect(enneagramQuestions.map((question) => question.id)).toEqual(
      Array.from({ length: 144 }, (_, index) => index + 1),
    );
    expect(enneagramReference.types.map((type) => type.letter)).toEqual([...enneagramTypeLetters]);
    expect(Object.keys(enneagramReference.answerKey)).toHaveLength(288);
    expect(enneagramReference.checklist).toHaveLength(9);
  });

  it('give the demo users finished tests that differ, built from the real questions', () => {
    expect(enneagramDemoTests.map((test) => `${test.userid} ${test.date}`)).toEqual([
      'marisol.v 2024/03/02',
      'marisol.v 2024/09/14',
      'tobias_k 2024/05/19',
    ]);
    for (const test of enneagramDemoTests) {
      expect(test.answers.map((answer) => answer.a1)).toEqual(enneagramQuestions.map((q) => q.a1));
      expect(test.answers.every((answer) => answer.selection !== '')).toBe(true);
      const neither = test.answers.filter((answer) => answer.selection === 'neither').length;
      expect(neither).toBeGreaterThan(0);
      expect(neither).toBeLessThan(30);
    }
    const selections = (answers: typeof marisolFirstTest.answers) => answers.map((a) => a.selection).join();
    expect(selections(marisolFirstTest.answers)).not.toBe(selections(marisolSecondTest.answers));
  });

  it('let the leanings show: tobias_k chooses investigator statements more than helper ones', () => {
    const chosen = (letter: string) =>
      tobiasTest.answers.filter(
        (answer) =>
          (answer.selection === '1' || answer.selection === '2') &&
          enneagramReference.answerKey[answerKeyId(answer.id, answer.selection)] === letter,
      ).length;
    expect(chosen('H')).toBeGreaterThan(chosen('F') + 5);
  });

  it('include a test in progress and a test whose answers do not match the questions', () => {
    expect(enneagramTestInProgress.filter((answer) => answer.selection !== '')).toHaveLength(40);
    expect(testResultSchema.safeParse(mismatchedEnneagramTest).success).toBe(true);
    expect(mismatchedEnneagramTest.answers.some((answer) => Number(answer.id) > 144)).toBe(true);
  });
});

describe('enneagram account handlers', () => {
  it('list the demo users sorted, and add a new account that can log in', async () => {
    expect(await userIds()).toEqual(['harriet88', 'marisol.v', 'tobias_k']);

    const signUp = await call(signUpEnneagramUser, {
      headers: enneagramCredentialHeaders('  zoë.müller  ', 'pässwört-1'),
    });
    expect(signUp.status).toBe(201);
    expect(await signUp.json()).toEqual({ userid: 'zoë.müller' });
    expect(await userIds()).toEqual(['harriet88', 'marisol.v', 'tobias_k', 'zoë.müller']);

    const login = await call(logInEnneagramUser, {
      headers: enneagramCredentialHeaders('zoë.müller', 'pässwört-1'),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toEqual({ userid: 'zoë.müller' });
    expect(enneagramMockSessionUser()).toBe('zoë.müller');
  });

  it('refuse a taken or forbidden name with 409, and bad headers with 400 naming the field', async () => {
    for (const name of ['marisol.v', 'admin', ' root ']) {
      const response = await call(signUpEnneagramUser, {
        headers: enneagramCredentialHeaders(name, 'secret-pass'),
      });
      expect(response.status, name).toBe(409);
      expect((await response.json()).message).toBe(
        'This username is forbidden or already in database. Choose another user name.',
      );
    }
    const short = await call(signUpEnneagramUser, {
      headers: enneagramCredentialHeaders('abc', 'secret-pass'),
    });
    expect(short.status).toBe(400);
    expect(apiErrorSchema.parse(await short.json())).toMatchObject({
      message: 'Username must be at least 6 characters.',
      field: 'username',
    });
    const noPassword = await call(signUpEnneagramUser, { headers: { username: 'new.taker' } });
    expect(apiErrorSchema.parse(await noPassword.json())).toMatchObject({
      message: 'Password is required.',
      field: 'password',
    });
    expect(await userIds()).toEqual(['harriet88', 'marisol.v', 'tobias_k']);
  });

  it('answer a wrong password with 401 Unauthorized and keep no session', async () => {
    const response = await call(logInEnneagramUser, {
      headers: enneagramCredentialHeaders('tobias_k', 'not-the-password'),
    });
    expect(response.status).toBe(401);
    expect(response.statusText).toBe('Unauthorized');
    expect(enneagramMockSessionUser()).toBeNull();
  });

  it('answer 429 when told the login is rate limited', async () => {
    resetEnneagramMocks({ loginRateLimited: true });
    const response = await call(logInEnneagramUser, {
      headers: enneagramCredentialHeaders('tobias_k', enneagramDemoPassword),
    });
    expect(response.status).toBe(429);
    expect(response.statusText).toBe('Too Many Requests');
  });

  it('log out, ending the session', async () => {
    resetEnneagramMocks({ signedInAs: 'tobias_k' });
    expect(await (await call(logOutEnneagramUser)).json()).toEqual({ userid: null });
    expect(enneagramMockSessionUser()).toBeNull();
  });
});

describe('enneagram test handlers', () => {
  const newTest = { ...tobiasTest, title: 'Monday morning', date: '2024/06/03' };

  it('list every test and save a new one for the logged-in user', async () => {
    expect(await (await call(getEnneagramTests)).json()).toEqual(enneagramDemoTests);
    resetEnneagramMocks({ signedInAs: 'tobias_k' });
    const save = await call(saveEnneagramTest, { body: newTest, headers: enneagramUserHeader('tobias_k') });
    expect(save.status).toBe(201);
    const tests = z.array(testResultSchema).parse(await (await call(getEnneagramTests)).json());
    expect(tests.map((test) => test.title)).toEqual([
      'First try',
      'After the retreat',
      'Sunday evening',
      'Monday morning',
    ]);
  });

  it('refuse to save without a session (401), for another user (403) or an unfinished test (400)', async () => {
    const anonymous = await call(saveEnneagramTest, {
      body: newTest,
      headers: enneagramUserHeader('tobias_k'),
    });
    expect(anonymous.status).toBe(401);

    resetEnneagramMocks({ signedInAs: 'marisol.v' });
    const other = await call(saveEnneagramTest, { body: newTest, headers: enneagramUserHeader('tobias_k') });
    expect(other.status).toBe(403);
    const otherHeader = await call(saveEnneagramTest, {
      body: { ...newTest, userid: 'marisol.v' },
      headers: enneagramUserHeader('tobias_k'),
    });
    expect(otherHeader.status).toBe(403);

    const unfinished = await call(saveEnneagramTest, {
      body: { ...newTest, userid: 'marisol.v', answers: enneagramTestInProgress },
      headers: enneagramUserHeader('marisol.v'),
    });
    expect(unfinished.status).toBe(400);
    expect(apiErrorSchema.parse(await unfinished.json()).field).toBe('answers');
    expect(enneagramMockTests()).toEqual(enneagramDemoTests);
  });

  it('query by user id (Must Match / Match Phrase) and by title words (Should Match / Matches)', async () => {
    const query = async (body: unknown) =>
      ((await (await call(queryEnneagramTests, { body })).json()) as { title: string }[]).map((t) => t.title);
    expect(
      await query({
        qualifier: 'Must Match',
        entries: [{ field: 'userid', type: 'Match Phrase', search: 'MARISOL.V' }],
      }),
    ).toEqual(['First try', 'After the retreat']);
    expect(
      await query({
        qualifier: 'Should Match',
        entries: [
          { field: 'title', type: 'Matches', search: 'evening sunday' },
          { field: 'title', type: 'Matches', search: 'retreat' },
        ],
      }),
    ).toEqual(['After the retreat', 'Sunday evening']);
    expect(
      await query({
        qualifier: 'Must Match',
        entries: [{ field: 'userid', type: 'Match Phrase', search: 'harriet88' }],
      }),
    ).toEqual([]);
  });
});

describe('enneagram content handlers', () => {
  it('serve the questions and the reference content', async () => {
    expect(await (await call(getEnneagramQuestions)).json()).toEqual(enneagramQuestions);
    expect(await (await call(getEnneagramReference)).json()).toEqual(enneagramReference);
  });

  it('run the factory import only for the owner', async () => {
    expect((await call(importEnneagramFactory)).status).toBe(401);
    resetOwnerSession({ signedIn: true });
    const response = await call(importEnneagramFactory);
    expect(await response.json()).toEqual({ msg: 'Factory import complete: 144 questions' });
  });
});
