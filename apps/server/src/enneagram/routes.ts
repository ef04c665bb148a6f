import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type AnswerItem,
  type AnswerLevel,
  compareTests,
  type EnneagramReference,
  enneagramHeaderNames,
  getEnneagramQuestions,
  getEnneagramReference,
  getEnneagramTests,
  getEnneagramUsers,
  importEnneagramFactory,
  isForbiddenUsername,
  logInEnneagramUser,
  logOutEnneagramUser,
  normalizeUsername,
  queryEnneagramTests,
  saveEnneagramTest,
  signUpEnneagramUser,
  statementMaxLength,
  enneagramQuestionCount,
  testMatchesQuery,
  type TestResult,
  testTitleTakenMessage,
  usernameMessages,
} from '@portfolio/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import { hashPassword, verifyPassword } from '../owner/password';
import { route } from '../route';
import { readEnneagramContent, referenceDocuments, replaceEnneagramContent } from './content';
import { readEnneagramCredentials, readEnneagramHeader } from './credentials';
import { LoginThrottle } from '../throttle/login-throttle';
import { enneagramSessions } from './sessions';
import type { EnneagramTestsTable } from './tables';

/** Sign-up and login calls per client address per minute (each costs an Argon2id hash). */
export const enneagramCredentialCallsPerMinute = 10;

export const enneagramMessages = {
  wrongLogin: 'Wrong user name or password',
  noSession: 'Log in to save a test',
  otherUser: 'You can only save tests for the user you are logged in as',
  referenceMissing: 'The Enneagram reference content is not loaded',
} as const;

/**
 * A saved test's largest body: 144 answers whose two statements are at their longest, with room
 * for escaped characters, plus the title and date. The real questions make about 40 KB.
 */
export const saveTestBodyLimit = enneagramQuestionCount * (4 * statementMaxLength + 200) + 4 * 1024;

const perAddress = { rateLimit: { max: enneagramCredentialCallsPerMinute, timeWindow: '1 minute' } };

/** Code-unit order, the same on both databases (their collations differ). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type TestRow = Pick<Selectable<EnneagramTestsTable>, 'userid' | 'title' | 'test_date' | 'created_at'>;

/** The list order: user id, date, title, then the order of saving. */
function compareRows(a: TestRow, b: TestRow): number {
  return (
    compareTests({ userid: a.userid, date: a.test_date, title: a.title }, { ...b, date: b.test_date }) ||
    byText(a.created_at, b.created_at)
  );
}

function toTestResult(row: TestRow & { answers: string }): TestResult {
  return {
    userid: row.userid,
    title: row.title,
    date: row.test_date,
    answers: JSON.parse(row.answers) as AnswerItem[],
  };
}

/** Answers of the given tests, read in chunks that stay under SQLite's bound-parameter limit. */
async function answersOf(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string>> {
  const answers = new Map<string, string>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom('enneagram_tests')
      .select(['id', 'answers'])
      .where('id', 'in', ids.slice(start, start + 500))
      .execute();
    for (const row of rows) answers.set(row.id, row.answers);
  }
  return answers;
}

async function readReference(db: Kysely<Database>): Promise<EnneagramReference> {
  const rows = await db.selectFrom('enneagram_reference').select(['name', 'content']).execute();
  const documents = new Map(rows.map((row) => [row.name, JSON.parse(row.content) as unknown]));
  if (referenceDocuments.some((name) => !documents.has(name))) {
    throw new HttpError(503, enneagramMessages.referenceMissing);
  }
  // The rows were checked against the contract's schemas when they were loaded; the response
  // schema checks them again on the way out.
  return Object.fromEntries(documents) as EnneagramReference;
}

/** The Enneagram area's API (spec part 2 §7): accounts, sessions, tests, questions, reference. */
export async function enneagramRoutes(app: FastifyInstance): Promise<void> {
  const secure = app.config.cookieSecure;
  const throttle = new LoginThrottle(app.counters, 'enneagram', app.loginLimits);
  const sessionUsers = new WeakMap<FastifyRequest, string>();

  // Unknown names are checked against this hash, so a wrong name costs as much time as a wrong
  // password and the answer's timing gives nothing away.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('base64url')));

  route(app, getEnneagramUsers, async () => {
    const rows = await app.db.selectFrom('enneagram_users').select('userid').execute();
    return rows
      .map((row) => row.userid)
      .sort(byText)
      .map((userid) => ({ userid }));
  });

  route(
    app,
    signUpEnneagramUser,
    async (request, reply) => {
      const taken = () =>
        new HttpError(409, usernameMessages.forbiddenOrTaken, enneagramHeaderNames.username);
      // A reserved name is refused as such, before its length is checked.
      const requested = readEnneagramHeader(request, enneagramHeaderNames.username);
      if (requested !== undefined && isForbiddenUsername(requested)) throw taken();
      const { username, password } = readEnneagramCredentials(request);

      const existing = await app.db
        .selectFrom('enneagram_users')
        .select('userid')
        .where('userid', '=', username)
        .executeTakeFirst();
      if (existing) throw taken();
      const passwordHash = await hashPassword(password);
      // Two sign-ups racing for one name: the key lets one in and the other inserts nothing.
      const inserted = await app.db
        .insertInto('enneagram_users')
        .values({ userid: username, password_hash: passwordHash, created_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.column('userid').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw taken();
      reply.code(201);
      return { userid: username };
    },
    { config: perAddress },
  );

  route(
    app,
    logInEnneagramUser,
    async (request, reply) => {
      const { username, password } = readEnneagramCredentials(request);
      const verdict = await throttle.begin(username, request.ip);
      if (verdict.refused) {
        reply.header('retry-after', String(verdict.retryAfterSeconds));
        throw new HttpError(
          429,
          `Too many login attempts for this account. Try again in ${verdict.retryAfterSeconds} seconds.`,
        );
      }
      if (verdict.waitMs > 0) await sleep(verdict.waitMs);

      const user = await app.db
        .selectFrom('enneagram_users')
        .select(['userid', 'password_hash'])
        .where('userid', '=', username)
        .executeTakeFirst();
      const storedHash = user?.password_hash ?? (await decoy());
      const matches = await verifyPassword(storedHash, password);
      if (!user?.password_hash || !matches) throw new HttpError(401, enneagramMessages.wrongLogin);

      await throttle.succeeded(username, request.ip);
      await enneagramSessions.start(app.db, request, reply, secure, user.userid);
      return { userid: user.userid };
    },
    { config: perAddress },
  );

  route(app, logOutEnneagramUser, async (request, reply) => {
    await enneagramSessions.end(app.db, request, reply, secure);
    return { userid: null };
  });

  route(app, getEnneagramTests, async () => {
    const rows = await app.db
      .selectFrom('enneagram_tests')
      .select(['userid', 'title', 'test_date', 'answers', 'created_at'])
      .execute();
    return rows.sort(compareRows).map(toTestResult);
  });

  route(
    app,
    saveEnneagramTest,
    async (request, reply) => {
      const userid = sessionUsers.get(request);
      if (userid === undefined) throw new HttpError(401, enneagramMessages.noSession);
      const headerName = readEnneagramHeader(request, enneagramHeaderNames.username);
      if (headerName === undefined || normalizeUsername(headerName) === '') {
        throw new HttpError(400, usernameMessages.required, enneagramHeaderNames.username);
      }
      const test = request.body;
      if (normalizeUsername(headerName) !== userid || normalizeUsername(test.userid) !== userid) {
        throw new HttpError(403, enneagramMessages.otherUser);
      }
      // The contract's schema has trimmed the title already.
      const title = test.title;
      const sameTitle = await app.db
        .selectFrom('enneagram_tests')
        .select('id')
        .where('userid', '=', userid)
        .where('title', '=', title)
        .executeTakeFirst();
      if (sameTitle) throw new HttpError(409, testTitleTakenMessage, 'title');
      await app.db
        .insertInto('enneagram_tests')
        .values({
          id: randomUUID(),
          userid,
          title,
          test_date: test.date,
          answers: JSON.stringify(test.answers),
          created_at: new Date().toISOString(),
        })
        .execute();
      reply.code(201);
      return { msg: `Test "${title}" saved` };
    },
    {
      bodyLimit: saveTestBodyLimit,
      // The session is checked before the body is read: without one nothing else matters.
      onRequest: [
        async (request) => {
          const userid = (await enneagramSessions.find(app.db, request))?.userid;
          if (userid === undefined) throw new HttpError(401, enneagramMessages.noSession);
          sessionUsers.set(request, userid);
        },
      ],
    },
  );

  route(app, queryEnneagramTests, async (request) => {
    // Names and titles are matched here rather than in SQL, so both databases match alike;
    // only the matching tests' answers are read.
    const heads = await app.db
      .selectFrom('enneagram_tests')
      .select(['id', 'userid', 'title', 'test_date', 'created_at'])
      .execute();
    const matching = heads.filter((head) => testMatchesQuery(head, request.body)).sort(compareRows);
    const answers = await answersOf(
      app.db,
      matching.map((head) => head.id),
    );
    return matching
      .filter((head) => answers.has(head.id))
      .map((head) => toTestResult({ ...head, answers: answers.get(head.id)! }));
  });

  route(app, getEnneagramQuestions, async () => {
    const rows = await app.db.selectFrom('enneagram_questions').selectAll().orderBy('id').execute();
    return rows.map((row) => ({
      id: row.id,
      a1: row.a1,
      a2: row.a2,
      gs1: row.gs1 as AnswerLevel,
      gs2: row.gs2 as AnswerLevel,
    }));
  });

  route(app, getEnneagramReference, async () => readReference(app.db));

  route(app, importEnneagramFactory, async () => {
    const content = await readEnneagramContent();
    await app.db.transaction().execute((trx) => replaceEnneagramContent(trx, content));
    return { msg: `Factory import complete: ${content.questions.length} questions` };
  });
}
