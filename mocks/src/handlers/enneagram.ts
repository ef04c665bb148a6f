import {
  compareTests,
  decodeEnneagramHeader,
  enneagramCredentialsSchema,
  enneagramHeaderNames,
  type EnneagramReference,
  getEnneagramQuestions,
  getEnneagramReference,
  getEnneagramTests,
  getEnneagramUsers,
  importEnneagramFactory,
  isForbiddenUsername,
  logInEnneagramUser,
  logOutEnneagramUser,
  type Question,
  queryEnneagramTests,
  saveEnneagramTest,
  signUpEnneagramUser,
  type TestResult,
  testMatchesQuery,
  testTitleTakenMessage,
  usernameMessages,
} from '@portfolio/contracts';
import { HttpResponse } from 'msw';
import {
  enneagramDemoPassword,
  enneagramDemoTests,
  enneagramDemoUserIds,
  enneagramFactoryImportMessage,
  enneagramLoginRateLimitError,
  enneagramNameTakenError,
  enneagramNoSessionError,
  enneagramOtherUserError,
  enneagramQuestions,
  enneagramReference,
  enneagramWrongLoginError,
} from '../fixtures/enneagram';
import { apiErrorResponse, mockContract } from '../mock-contract';
import { isOwnerSignedIn } from './owner';

// The mock "server" keeps accounts, the session and saved tests for as long as the page (or test
// file) lives; `resetEnneagramMocks` puts it back, for example before each story.
interface EnneagramMockState {
  /** user id -> password */
  passwords: Map<string, string>;
  tests: TestResult[];
  sessionUser: string | null;
  questions: Question[];
  reference: EnneagramReference;
  /** Logins answered 429 (a story of the rate limit). */
  loginRateLimited: boolean;
}

let state: EnneagramMockState = freshState();

function freshState(): EnneagramMockState {
  return {
    passwords: new Map(enneagramDemoUserIds.map((userid) => [userid, enneagramDemoPassword])),
    tests: structuredClone(enneagramDemoTests),
    sessionUser: null,
    questions: enneagramQuestions,
    reference: enneagramReference,
    loginRateLimited: false,
  };
}

export interface EnneagramMockOptions {
  /** Start logged in (the server session) as this user; the page keeps its own `username`. */
  signedInAs?: string;
  /** Accounts instead of the demo users (each with the demo password). */
  userIds?: readonly string[];
  /** Saved tests instead of the demo tests. */
  tests?: readonly TestResult[];
  /** Every login answers 429 Too Many Requests. */
  loginRateLimited?: boolean;
}

/** Back to the demo users and tests, logged out; options change the starting point. */
export function resetEnneagramMocks(options: EnneagramMockOptions = {}): void {
  state = freshState();
  if (options.userIds) {
    state.passwords = new Map(options.userIds.map((userid) => [userid, enneagramDemoPassword]));
  }
  if (options.tests) state.tests = structuredClone([...options.tests]);
  state.sessionUser = options.signedInAs ?? null;
  state.loginRateLimited = options.loginRateLimited ?? false;
}

/** The user the mock server has a session for (tests and stories check logout with it). */
export function enneagramMockSessionUser(): string | null {
  return state.sessionUser;
}

/** Saved tests as the mock server holds them, in list order. */
export function enneagramMockTests(): TestResult[] {
  return [...state.tests].sort(compareTests);
}

function header(request: Request, name: string): string | undefined {
  const raw = request.headers.get(name);
  return raw === null ? undefined : (decodeEnneagramHeader(raw) ?? '\u0000');
}

/** The credentials headers checked as the server checks them: a 400 naming the field, or the values. */
function readCredentials(request: Request) {
  const parsed = enneagramCredentialsSchema.safeParse({
    username: header(request, enneagramHeaderNames.username),
    password: header(request, enneagramHeaderNames.password),
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return apiErrorResponse(400, issue?.message, issue?.path.map(String).join('.'));
}

export const enneagramHandlers = [
  mockContract(getEnneagramUsers, () => [...state.passwords.keys()].sort().map((userid) => ({ userid }))),

  mockContract(signUpEnneagramUser, ({ request }) => {
    // Like the server: a reserved name is refused as such, before its length is checked.
    if (isForbiddenUsername(header(request, enneagramHeaderNames.username) ?? '')) {
      return apiErrorResponse(409, enneagramNameTakenError.message, enneagramNameTakenError.field);
    }
    const credentials = readCredentials(request);
    if (credentials instanceof Response) return credentials;
    if (isForbiddenUsername(credentials.username, [...state.passwords.keys()])) {
      return apiErrorResponse(409, enneagramNameTakenError.message, enneagramNameTakenError.field);
    }
    state.passwords.set(credentials.username, credentials.password);
    return HttpResponse.json<{ userid: string }>(
      { userid: credentials.username },
      { status: 201, statusText: 'Created' },
    );
  }),

  mockContract(logInEnneagramUser, ({ request }) => {
    if (state.loginRateLimited) {
      return apiErrorResponse(429, enneagramLoginRateLimitError.message);
    }
    const credentials = readCredentials(request);
    if (credentials instanceof Response) return credentials;
    if (state.passwords.get(credentials.username) !== credentials.password) {
      return apiErrorResponse(401, enneagramWrongLoginError.message);
    }
    state.sessionUser = credentials.username;
    return { userid: credentials.username };
  }),

  mockContract(logOutEnneagramUser, () => {
    state.sessionUser = null;
    return { userid: null };
  }),

  mockContract(getEnneagramTests, () => enneagramMockTests()),

  mockContract(saveEnneagramTest, ({ request, body }) => {
    if (state.sessionUser === null) return apiErrorResponse(401, enneagramNoSessionError.message);
    const headerUser = header(request, enneagramHeaderNames.username);
    if (headerUser === undefined || headerUser.trim() === '') {
      return apiErrorResponse(400, usernameMessages.required, enneagramHeaderNames.username);
    }
    if (body.userid !== state.sessionUser || headerUser.trim() !== state.sessionUser) {
      return apiErrorResponse(403, enneagramOtherUserError.message);
    }
    if (state.tests.some((test) => test.userid === body.userid && test.title === body.title)) {
      return apiErrorResponse(409, testTitleTakenMessage, 'title');
    }
    state.tests.push(body);
    return HttpResponse.json<{ msg: string }>(
      { msg: `Test "${body.title}" saved` },
      { status: 201, statusText: 'Created' },
    );
  }),

  mockContract(queryEnneagramTests, ({ body }) =>
    enneagramMockTests().filter((test) => testMatchesQuery(test, body)),
  ),

  mockContract(getEnneagramQuestions, () => state.questions),

  mockContract(getEnneagramReference, () => state.reference),

  mockContract(importEnneagramFactory, () => {
    if (!isOwnerSignedIn()) return apiErrorResponse(401, 'Sign in as the owner to do this');
    state.questions = enneagramQuestions;
    state.reference = enneagramReference;
    return { msg: enneagramFactoryImportMessage };
  }),
];
