import { createHash } from 'node:crypto';
import {
  apiErrorSchema,
  type AnswerItem,
  blankAnswerItems,
  enneagramCredentialHeaders,
  enneagramReferenceSchema,
  enneagramUserHeader,
  questionSchema,
  type TestResult,
  testResultSchema,
  testTitleTakenMessage,
} from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cookiePair, type EnvOverrides, signInAsOwner, useTestServer } from '../../test/build-test-app';
import { databases, type TestDatabase } from '../../test/databases';
import { readEnneagramContent } from './content';
import { enneagramDemoLoaders } from './demo-content';
import { enneagramCredentialCallsPerMinute } from './routes';

// These tests start with no users: only the questions and reference content are loaded, not the
// demo users' sample tests (sample-tests.test.ts covers those).
const contentOnly = enneagramDemoLoaders.filter((loader) => loader.name === 'enneagram-content');
function useEnneagramServer(database: TestDatabase) {
  const server = useTestServer(database);
  return { build: (overrides: EnvOverrides = {}) => server.build(overrides, { demoLoaders: contentOnly }) };
}

const paths = {
  users: '/apiEnneagram/allusers/',
  signUp: '/apiEnneagram/signup/',
  logIn: '/apiEnneagram/login/',
  logOut: '/apiEnneagram/logout/',
  tests: '/apiEnneagram/alltests',
  save: '/apiEnneagram/save-test/',
  query: '/apiEnneagram/query',
  questions: '/apiEnneagramFile/load/current',
  reference: '/apiEnneagramFile/reference',
  factory: '/apiEnneagramImport/factory',
};

const password = 'secret-pass';

function signUp(app: FastifyInstance, username: string, secret = password, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: paths.signUp,
    headers: { ...enneagramCredentialHeaders(username, secret), 'content-type': 'application/json' },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

function logIn(app: FastifyInstance, username: string, secret = password, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: paths.logIn,
    headers: { ...enneagramCredentialHeaders(username, secret), 'content-type': 'application/json' },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Signs up and logs in; returns the Cookie header of the session. */
async function loggedIn(app: FastifyInstance, username: string): Promise<string> {
  expect((await signUp(app, username)).statusCode).toBe(201);
  const response = await logIn(app, username);
  expect(response.statusCode).toBe(200);
  return cookiePair(response.headers['set-cookie']);
}

/** A finished test from the questions the server holds; `pick` chooses each selection. */
async function finishedTest(
  app: FastifyInstance,
  userid: string,
  title: string,
  date = '2024/05/19',
  pick: (id: number) => AnswerItem['selection'] = (id) => (id % 7 === 0 ? 'neither' : id % 2 ? '1' : '2'),
): Promise<TestResult> {
  const questions = z.array(questionSchema).parse((await app.inject({ url: paths.questions })).json());
  const answers = blankAnswerItems(questions).map((item) => ({ ...item, selection: pick(Number(item.id)) }));
  return { userid, title, date, answers };
}

function save(app: FastifyInstance, test: unknown, cookie?: string, headerUser?: string) {
  return app.inject({
    method: 'POST',
    url: paths.save,
    payload: test as object,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(headerUser !== undefined ? enneagramUserHeader(headerUser) : {}),
    },
  });
}

const listTests = async (app: FastifyInstance) =>
  z.array(testResultSchema).parse((await app.inject({ url: paths.tests })).json());

const userIds = async (app: FastifyInstance) =>
  ((await app.inject({ url: paths.users })).json() as { userid: string }[]).map((user) => user.userid);

const errorOf = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());

describe.each(databases)('enneagram accounts on $name', (database) => {
  const server = useEnneagramServer(database);

  it('lists no users at first, then every user id sorted, and nothing else about them', async () => {
    const app = await server.build();
    expect((await app.inject({ url: paths.users })).json()).toEqual([]);
    for (const name of ['tobias_k', 'Zelda.P', 'marisol.v'])
      expect((await signUp(app, name)).statusCode).toBe(201);
    expect((await app.inject({ url: paths.users })).json()).toEqual([
      { userid: 'Zelda.P' },
      { userid: 'marisol.v' },
      { userid: 'tobias_k' },
    ]);
  });

  it('signs up with the header scheme: 201 with the trimmed name, the password kept only as an argon2id hash', async () => {
    const app = await server.build();
    const response = await signUp(app, '  marisol.v  ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ userid: 'marisol.v' });
    const row = await app.db.selectFrom('enneagram_users').selectAll().executeTakeFirstOrThrow();
    expect(row.userid).toBe('marisol.v');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(password);
  });

  it('takes names and passwords in any script through percent-encoded headers', async () => {
    const app = await server.build();
    expect((await signUp(app, 'Zoë Müller', 'пароль-密码')).json()).toEqual({ userid: 'Zoë Müller' });
    expect((await logIn(app, 'Zoë Müller', 'пароль-密码')).statusCode).toBe(200);
    expect((await logIn(app, 'Zoë Müller', 'пароль-密')).statusCode).toBe(401);
  });

  it.each([
    [{ password }, 'username', 'Username is required.'],
    [{ username: '   ', password }, 'username', 'Username is required.'],
    [{ username: 'abcde', password }, 'username', 'Username must be at least 6 characters.'],
    [{ username: 'a'.repeat(33), password }, 'username', 'Username must be at most 32 characters.'],
    [{ username: 'marisol%0Av', password }, 'username', 'Username cannot contain control characters.'],
    [{ username: 'marisol.v' }, 'password', 'Password is required.'],
    [{ username: 'marisol.v', password: '12345' }, 'password', 'Password must be at least 6 characters.'],
    [
      { username: 'marisol.v', password: 'p'.repeat(33) },
      'password',
      'Password must be at most 32 characters.',
    ],
    [
      { username: 'marisol.v', password: 'bad%zzcoding' },
      'password',
      'The password header is not valid percent-encoding',
    ],
  ])('refuses sign-up and login headers %o with 400 naming %s', async (headers, field, message) => {
    const app = await server.build();
    for (const url of [paths.signUp, paths.logIn]) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { authorization: 'Bearer ', 'content-type': 'application/json', ...headers },
      });
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response)).toEqual({ message, status: 400, error: 'Bad Request', field });
    }
    expect(await userIds(app)).toEqual([]);
  });

  it('refuses a taken name (also with other spacing) and the reserved names with 409', async () => {
    const app = await server.build();
    expect((await signUp(app, 'marisol.v')).statusCode).toBe(201);
    for (const name of ['marisol.v', ' marisol.v ', 'admin', 'Root', ' root ']) {
      const response = await signUp(app, name, 'another-pass');
      expect(response.statusCode, name).toBe(409);
      expect(errorOf(response)).toEqual({
        message: 'This username is forbidden or already in database. Choose another user name.',
        status: 409,
        error: 'Conflict',
        field: 'username',
      });
    }
    // The first account keeps its password.
    expect((await logIn(app, 'marisol.v')).statusCode).toBe(200);
    expect((await logIn(app, 'marisol.v', 'another-pass')).statusCode).toBe(401);
  });

  it('lets exactly one of several simultaneous sign-ups for one name through, the others get 409', async () => {
    const app = await server.build();
    const responses = await Promise.all(
      ['pass-one', 'pass-two', 'pass-three', 'pass-four'].map((secret) => signUp(app, 'racing.name', secret)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await userIds(app)).toEqual(['racing.name']);
  });

  it(`limits sign-ups to ${enneagramCredentialCallsPerMinute} a minute per address`, async () => {
    const app = await server.build();
    for (let index = 0; index < enneagramCredentialCallsPerMinute; index += 1) {
      expect((await signUp(app, `user.${index}.x`, password, '203.0.113.7')).statusCode).toBe(201);
    }
    const refused = await signUp(app, 'one.too.many', password, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).error).toBe('Too Many Requests');
    expect((await signUp(app, 'one.too.many', password, '203.0.113.8')).statusCode).toBe(201);
  });

  it('logs in: 200 with the user id and an HttpOnly, SameSite=Strict session cookie stored hashed', async () => {
    const app = await server.build();
    await signUp(app, 'marisol.v');
    const response = await logIn(app, ' marisol.v ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userid: 'marisol.v' });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^enneagram_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');

    const token = cookiePair(response.headers['set-cookie']).split('=')[1] ?? '';
    const sessions = await app.db.selectFrom('enneagram_sessions').selectAll().execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.userid).toBe('marisol.v');
    expect(sessions[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const days = (Date.parse(sessions[0]!.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('marks the cookie Secure when COOKIE_SECURE is set', async () => {
    const app = await server.build({ COOKIE_SECURE: 'true' });
    await signUp(app, 'marisol.v');
    expect(String((await logIn(app, 'marisol.v')).headers['set-cookie'])).toContain('Secure');
  });

  it('answers a wrong password and an unknown name alike: 401 Unauthorized, no cookie', async () => {
    const app = await server.build();
    await signUp(app, 'marisol.v');
    for (const response of [await logIn(app, 'marisol.v', 'wrong-pass'), await logIn(app, 'nobody.here')]) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toEqual({
        message: 'Wrong user name or password',
        status: 401,
        error: 'Unauthorized',
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await app.db.selectFrom('enneagram_sessions').selectAll().execute()).toEqual([]);
  });

  it('refuses an account after 5 failed attempts from one address, but not from another address', async () => {
    const app = await server.build();
    await signUp(app, 'marisol.v');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await logIn(app, 'marisol.v', 'guess-' + attempt, '198.51.100.1')).statusCode).toBe(401);
    }
    // Even the right password waits now, from the attacker's address.
    const refused = await logIn(app, 'marisol.v', password, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toMatch(
      /^Too many login attempts for this account\. Try again in \d+ seconds\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    // The owner of the account, elsewhere, is not locked out; other accounts from that address neither.
    expect((await logIn(app, 'marisol.v', password, '192.0.2.44')).statusCode).toBe(200);
    await signUp(app, 'tobias_k', password, '192.0.2.45');
    expect((await logIn(app, 'tobias_k', password, '198.51.100.1')).statusCode).toBe(200);
  });

  it('forgets the failed attempts of an address once it logs in successfully', async () => {
    const app = await server.build();
    await signUp(app, 'marisol.v');
    const from = '198.51.100.2';
    for (let attempt = 0; attempt < 4; attempt += 1) await logIn(app, 'marisol.v', 'typo-pass', from);
    expect((await logIn(app, 'marisol.v', password, from)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await logIn(app, 'marisol.v', 'typo-pass', from)).statusCode).toBe(401);
    }
  });

  it(`limits login calls to ${enneagramCredentialCallsPerMinute} a minute per address, whatever the account`, async () => {
    const app = await server.build();
    const from = '198.51.100.3';
    for (let index = 0; index < enneagramCredentialCallsPerMinute; index += 1) {
      expect((await logIn(app, `guessed.${index}`, password, from)).statusCode).toBe(401);
    }
    const refused = await logIn(app, 'guessed.last', password, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('slows an account attacked from many addresses down, without refusing its owner', async () => {
    const app = await server.build();
    await signUp(app, 'marisol.v');
    // 12 failed attempts, 4 from each of 3 addresses: within every per-address limit. After 10
    // free ones each waits its turn, one second apart (decision 022), and so does the owner.
    const attackStarted = Date.now();
    for (let address = 0; address < 3; address += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await logIn(app, 'marisol.v', 'guess-pass', `10.0.${address}.1`)).statusCode).toBe(401);
      }
    }
    const owner = await logIn(app, 'marisol.v', password, '10.9.9.9');
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - attackStarted).toBeGreaterThanOrEqual(1900);
  });

  it('logs out: deletes the session and clears the cookie; the old cookie no longer saves', async () => {
    const app = await server.build();
    const cookie = await loggedIn(app, 'marisol.v');
    const response = await app.inject({
      method: 'POST',
      url: paths.logOut,
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userid: null });
    expect(String(response.headers['set-cookie'])).toMatch(/^enneagram_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await app.db.selectFrom('enneagram_sessions').selectAll().execute()).toEqual([]);
    const test = await finishedTest(app, 'marisol.v', 'After logout');
    expect((await save(app, test, cookie, 'marisol.v')).statusCode).toBe(401);
  });

  it('logs out without a session too', async () => {
    const app = await server.build();
    const response = await app.inject({
      method: 'POST',
      url: paths.logOut,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userid: null });
  });

  it('ends the session a browser had when it logs in again', async () => {
    const app = await server.build();
    const first = await loggedIn(app, 'marisol.v');
    const again = await app.inject({
      method: 'POST',
      url: paths.logIn,
      headers: {
        ...enneagramCredentialHeaders('marisol.v', password),
        cookie: first,
        'content-type': 'application/json',
      },
    });
    const second = cookiePair(again.headers['set-cookie']);
    expect(second).not.toBe(first);
    const test = await finishedTest(app, 'marisol.v', 'Fresh session');
    expect((await save(app, test, first, 'marisol.v')).statusCode).toBe(401);
    expect((await save(app, test, second, 'marisol.v')).statusCode).toBe(201);
  });
});

describe.each(databases)('enneagram tests on $name', (database) => {
  const server = useEnneagramServer(database);

  it('lists no tests at first', async () => {
    const app = await server.build();
    expect((await app.inject({ url: paths.tests })).json()).toEqual([]);
  });

  it('saves a finished test for the logged-in user (201) and lists every user’s tests in order', async () => {
    const app = await server.build();
    const marisol = await loggedIn(app, 'marisol.v');
    const tobias = await loggedIn(app, 'tobias_k');
    const tests = [
      await finishedTest(app, 'tobias_k', 'Sunday evening', '2024/05/19'),
      await finishedTest(app, 'marisol.v', 'After the retreat', '2024/09/14', () => '2'),
      await finishedTest(app, 'marisol.v', 'First try', '2024/03/02', () => 'neither'),
      await finishedTest(app, 'marisol.v', 'Also first', '2024/03/02'),
    ];
    for (const test of tests) {
      const cookie = test.userid === 'marisol.v' ? marisol : tobias;
      const response = await save(app, test, cookie, test.userid);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ msg: `Test "${test.title}" saved` });
    }
    const listed = await listTests(app);
    expect(listed.map((test) => `${test.userid} ${test.date} ${test.title}`)).toEqual([
      'marisol.v 2024/03/02 Also first',
      'marisol.v 2024/03/02 First try',
      'marisol.v 2024/09/14 After the retreat',
      'tobias_k 2024/05/19 Sunday evening',
    ]);
    expect(listed[1]).toEqual(tests[2]);
    expect(listed[3]).toEqual(tests[0]);
  });

  it('trims the title it saves', async () => {
    const app = await server.build();
    const cookie = await loggedIn(app, 'marisol.v');
    const test = await finishedTest(app, 'marisol.v', '  Spring retest  ');
    expect((await save(app, test, cookie, 'marisol.v')).statusCode).toBe(201);
    expect((await listTests(app)).map((saved) => saved.title)).toEqual(['Spring retest']);
  });

  it('refuses a second test of one user under the same title with 409 naming the title', async () => {
    const app = await server.build();
    const cookie = await loggedIn(app, 'marisol.v');
    const first = await finishedTest(app, 'marisol.v', 'Spring retest');
    expect((await save(app, first, cookie, 'marisol.v')).statusCode).toBe(201);
    const again = await save(app, { ...first, title: ' Spring retest ' }, cookie, 'marisol.v');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ field: 'title', message: testTitleTakenMessage });
    // Another user may use the title.
    const other = await loggedIn(app, 'tobias_k');
    const theirs = await finishedTest(app, 'tobias_k', 'Spring retest');
    expect((await save(app, theirs, other, 'tobias_k')).statusCode).toBe(201);
    expect((await listTests(app)).map((saved) => `${saved.userid} ${saved.title}`)).toEqual([
      'marisol.v Spring retest',
      'tobias_k Spring retest',
    ]);
  });

  it('answers 401 without a session, before it even looks at the body', async () => {
    const app = await server.build();
    await signUp(app, 'marisol.v');
    const test = await finishedTest(app, 'marisol.v', 'Anonymous');
    for (const body of [test, { nonsense: true }]) {
      const response = await save(app, body, undefined, 'marisol.v');
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).message).toBe('Log in to save a test');
    }
    const forged = await save(app, test, 'enneagram_session=made-up-token', 'marisol.v');
    expect(forged.statusCode).toBe(401);
    expect(await listTests(app)).toEqual([]);
  });

  it('answers 401 for an expired session', async () => {
    const app = await server.build();
    const cookie = await loggedIn(app, 'marisol.v');
    await app.db.updateTable('enneagram_sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    const test = await finishedTest(app, 'marisol.v', 'Too late');
    expect((await save(app, test, cookie, 'marisol.v')).statusCode).toBe(401);
  });

  it('answers 403 when the session belongs to another user than the body or the header names', async () => {
    const app = await server.build();
    await loggedIn(app, 'tobias_k');
    const marisol = await loggedIn(app, 'marisol.v');
    const forTobias = await finishedTest(app, 'tobias_k', 'Not mine');
    const cases: Array<[TestResult, string]> = [
      [forTobias, 'tobias_k'],
      [forTobias, 'marisol.v'],
      [{ ...forTobias, userid: 'marisol.v' }, 'tobias_k'],
    ];
    for (const [test, headerUser] of cases) {
      const response = await save(app, test, marisol, headerUser);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toEqual({
        message: 'You can only save tests for the user you are logged in as',
        status: 403,
        error: 'Forbidden',
      });
    }
    expect(await listTests(app)).toEqual([]);
  });

  it('answers 400 naming the header when the username header is missing', async () => {
    const app = await server.build();
    const cookie = await loggedIn(app, 'marisol.v');
    const response = await save(app, await finishedTest(app, 'marisol.v', 'No header'), cookie);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ message: 'Username is required.', field: 'username' });
  });

  it('refuses a malformed or unfinished test with 400 naming the field, and saves nothing', async () => {
    const app = await server.build();
    const cookie = await loggedIn(app, 'marisol.v');
    const test = await finishedTest(app, 'marisol.v', 'Good title');
    const [first, second] = test.answers;
    const cases: Array<[string, unknown, string]> = [
      ['empty title', { ...test, title: '   ' }, 'title'],
      ['long title', { ...test, title: 't'.repeat(101) }, 'title'],
      ['date with dashes', { ...test, date: '2024-05-19' }, 'date'],
      ['a day that does not exist', { ...test, date: '2023/02/29' }, 'date'],
      ['143 answers', { ...test, answers: test.answers.slice(1) }, 'answers'],
      [
        'an unanswered question',
        { ...test, answers: [{ ...first, selection: '' }, ...test.answers.slice(1)] },
        'answers',
      ],
      ['a question twice', { ...test, answers: [first, first, ...test.answers.slice(2)] }, 'answers'],
      [
        'a question that does not exist',
        { ...test, answers: [{ ...first, id: '145' }, ...test.answers.slice(1)] },
        'answers',
      ],
      [
        'an unknown selection',
        { ...test, answers: [{ ...second, selection: '3' }, ...test.answers.slice(1)] },
        'answers.0.selection',
      ],
      ['no answers', { userid: 'marisol.v', title: 'x', date: '2024/05/19' }, 'answers'],
    ];
    for (const [name, body, field] of cases) {
      const response = await save(app, body, cookie, 'marisol.v');
      expect(response.statusCode, name).toBe(400);
      expect(errorOf(response).field, name).toBe(field);
    }
    expect(await listTests(app)).toEqual([]);
  });

  it('accepts a title of exactly 100 characters and leap days', async () => {
    const app = await server.build();
    const cookie = await loggedIn(app, 'marisol.v');
    const test = await finishedTest(app, 'marisol.v', 't'.repeat(100), '2024/02/29');
    expect((await save(app, test, cookie, 'marisol.v')).statusCode).toBe(201);
  });
});

describe.each(databases)('enneagram query on $name', (database) => {
  const server = useEnneagramServer(database);

  /** Four tests of three users; the answer of each query is checked by title. */
  async function withTests(app: FastifyInstance): Promise<void> {
    const plan: Array<[string, string, string]> = [
      ['marisol.v', 'First try', '2024/03/02'],
      ['marisol.v', 'Spring retest', '2024/04/11'],
      ['marisol.vega', 'Office profile', '2024/02/01'],
      ['tobias_k', 'Sunday evening', '2024/05/19'],
    ];
    const cookies = new Map<string, string>();
    for (const [userid, title, date] of plan) {
      if (!cookies.has(userid)) cookies.set(userid, await loggedIn(app, userid));
      const response = await save(
        app,
        await finishedTest(app, userid, title, date),
        cookies.get(userid),
        userid,
      );
      expect(response.statusCode).toBe(201);
    }
  }

  const titles = async (app: FastifyInstance, payload: object) => {
    const response = await app.inject({ method: 'POST', url: paths.query, payload });
    expect(response.statusCode).toBe(200);
    return z
      .array(testResultSchema)
      .parse(response.json())
      .map((test) => test.title);
  };

  it('finds a user’s tests with Must Match / Match Phrase on userid, ignoring case, with full answers', async () => {
    const app = await server.build();
    await withTests(app);
    const query = (search: string) => ({
      qualifier: 'Must Match',
      entries: [{ field: 'userid', type: 'Match Phrase', search }],
    });
    expect(await titles(app, query('tobias_k'))).toEqual(['Sunday evening']);
    expect(await titles(app, query('TOBIAS_K'))).toEqual(['Sunday evening']);
    // A phrase is a piece of the value: marisol.v also finds marisol.vega.
    expect(await titles(app, query('marisol.v'))).toEqual(['First try', 'Spring retest', 'Office profile']);
    expect(await titles(app, query('harriet88'))).toEqual([]);

    const response = await app.inject({ method: 'POST', url: paths.query, payload: query('tobias_k') });
    expect(z.array(testResultSchema).parse(response.json())[0]?.answers).toHaveLength(144);
  });

  it('matches the words of Matches in any order, and those of Match Phrase only in order', async () => {
    const app = await server.build();
    await withTests(app);
    const one = (type: string, search: string) => ({
      qualifier: 'Must Match',
      entries: [{ field: 'title', type, search }],
    });
    expect(await titles(app, one('Matches', 'retest SPRING'))).toEqual(['Spring retest']);
    expect(await titles(app, one('Match Phrase', 'retest spring'))).toEqual([]);
    expect(await titles(app, one('Match Phrase', '  spring   retest '))).toEqual(['Spring retest']);
    expect(await titles(app, one('Matches', 'try evening'))).toEqual([]);
  });

  it('needs every entry for Must Match and any entry for Should Match', async () => {
    const app = await server.build();
    await withTests(app);
    const entries = [
      { field: 'userid', type: 'Match Phrase', search: 'marisol' },
      { field: 'title', type: 'Matches', search: 'try' },
    ];
    expect(await titles(app, { qualifier: 'Must Match', entries })).toEqual(['First try']);
    expect(await titles(app, { qualifier: 'Should Match', entries })).toEqual([
      'First try',
      'Spring retest',
      'Office profile',
    ]);
    const either = [
      { field: 'title', type: 'Matches', search: 'evening' },
      { field: 'title', type: 'Matches', search: 'office' },
    ];
    expect(await titles(app, { qualifier: 'Should Match', entries: either })).toEqual([
      'Office profile',
      'Sunday evening',
    ]);
  });

  it.each([
    [{ qualifier: 'Could Match', entries: [{ field: 'userid', type: 'Matches', search: 'x' }] }, 'qualifier'],
    [{ qualifier: 'Must Match', entries: [] }, 'entries'],
    [
      { qualifier: 'Must Match', entries: [{ field: 'answers', type: 'Matches', search: 'x' }] },
      'entries.0.field',
    ],
    [
      { qualifier: 'Must Match', entries: [{ field: 'title', type: 'Fuzzy', search: 'x' }] },
      'entries.0.type',
    ],
    [
      { qualifier: 'Must Match', entries: [{ field: 'title', type: 'Matches', search: 's'.repeat(201) }] },
      'entries.0.search',
    ],
  ])('refuses the query %o with 400 naming %s', async (payload, field) => {
    const app = await server.build();
    const response = await app.inject({ method: 'POST', url: paths.query, payload });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).field).toBe(field);
  });
});

describe.each(databases)('enneagram questions, reference and factory import on $name', (database) => {
  const server = useEnneagramServer(database);

  it('serves the 144 shipped questions in id order from the database', async () => {
    const app = await server.build();
    const response = await app.inject({ url: paths.questions });
    expect(response.statusCode).toBe(200);
    const questions = z.array(questionSchema).parse(response.json());
    expect(questions).toEqual((await readEnneagramContent()).questions);
    expect(questions.map((question) => question.id)).toEqual(Array.from({ length: 144 }, (_, i) => i + 1));
  });

  it('serves the reference content: nine types, the full answer key, checklist, pages and video', async () => {
    const app = await server.build();
    const reference = enneagramReferenceSchema.parse((await app.inject({ url: paths.reference })).json());
    expect(reference).toEqual((await readEnneagramContent()).reference);
    expect(reference.types.map((type) => type.type)).toEqual([
      'reformer',
      'helper',
      'achiever',
      'individualist',
      'investigator',
      'loyalist',
      'enthusiast',
      'challenger',
      'peacemaker',
    ]);
    expect(Object.keys(reference.answerKey)).toHaveLength(288);
    expect(reference.checklist).toHaveLength(9);
  });

  it('refuses the factory import without the owner (401) and changes nothing', async () => {
    const app = await server.build();
    await app.db
      .updateTable('enneagram_questions')
      .set({ a1: 'Edited by hand' })
      .where('id', '=', 1)
      .execute();
    const response = await app.inject({
      method: 'POST',
      url: paths.factory,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe('Sign in as the owner to do this');
    const questions = z.array(questionSchema).parse((await app.inject({ url: paths.questions })).json());
    expect(questions[0]?.a1).toBe('Edited by hand');

    // A test taker's session is not the owner's.
    const cookie = await loggedIn(app, 'marisol.v');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: paths.factory,
          headers: { cookie, 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('reloads questions and reference content for the owner, leaving accounts and tests alone', async () => {
    const app = await server.build();
    const cookie = await loggedIn(app, 'marisol.v');
    const test = await finishedTest(app, 'marisol.v', 'Before the import');
    expect((await save(app, test, cookie, 'marisol.v')).statusCode).toBe(201);

    await app.db
      .updateTable('enneagram_questions')
      .set({ a1: 'Edited by hand' })
      .where('id', '=', 1)
      .execute();
    await app.db.deleteFrom('enneagram_questions').where('id', '>', 100).execute();
    await app.db.deleteFrom('enneagram_reference').where('name', '=', 'types').execute();
    expect((await app.inject({ url: paths.reference })).statusCode).toBe(503);

    const owner = await signInAsOwner(app);
    const response = await app.inject({
      method: 'POST',
      url: paths.factory,
      headers: { cookie: owner, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Factory import complete: 144 questions' });

    const content = await readEnneagramContent();
    expect((await app.inject({ url: paths.questions })).json()).toEqual(content.questions);
    expect((await app.inject({ url: paths.reference })).json()).toEqual(content.reference);
    expect(await userIds(app)).toEqual(['marisol.v']);
    expect(await listTests(app)).toEqual([test]);
  });

  it('loads the content on first start with no accounts or tests, and keeps edits across restarts', async () => {
    const first = await server.build();
    expect(await userIds(first)).toEqual([]);
    expect(await listTests(first)).toEqual([]);
    await first.db
      .updateTable('enneagram_questions')
      .set({ a1: 'Edited by hand' })
      .where('id', '=', 1)
      .execute();
    await first.close();

    const second = await server.build();
    const questions = z.array(questionSchema).parse((await second.inject({ url: paths.questions })).json());
    expect(questions[0]?.a1).toBe('Edited by hand');
  });
});
