import { enneagramCredentialHeaders, enneagramUserHeader } from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { cookiePair, TEST_OWNER_PASSWORD } from '../build-test-app';

/** The Enneagram user the fault suite signs in as. */
export const faultTester = 'fault.tester';

/** One request and its answer: `app.inject` in the process, or real HTTP to a server process. */
export interface OneRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}
export interface Answer {
  statusCode: number;
  setCookie: string[];
  body: string;
}
export type Send = (request: OneRequest) => Promise<Answer>;

/** Requests to an app built in this process. */
export const sendTo =
  (app: FastifyInstance): Send =>
  async (request) => {
    const answer = await app.inject(request);
    const setCookie = answer.headers['set-cookie'] ?? [];
    return {
      statusCode: answer.statusCode,
      setCookie: Array.isArray(setCookie) ? setCookie : [setCookie],
      body: answer.body,
    };
  };

/** Requests over HTTP to a server at `origin` (a server process). */
export const sendOverHttp =
  (origin: string): Send =>
  async ({ method, url, headers, payload }) => {
    const answer = await fetch(`${origin}${url}`, { method, headers, body: payload });
    return { statusCode: answer.status, setCookie: answer.headers.getSetCookie(), body: await answer.text() };
  };

/** The owner's session cookie (`name=value`). */
export async function ownerCookie(send: Send): Promise<string> {
  const answer = await send({
    method: 'POST',
    url: '/api/owner/session',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ password: TEST_OWNER_PASSWORD }),
  });
  if (answer.statusCode !== 200) throw new Error(`Sign-in failed: ${answer.statusCode} ${answer.body}`);
  return cookiePair(answer.setCookie);
}

/**
 * Headers that make the caller the signed-in owner and a signed-in Enneagram user at once, so
 * bad input reaches the checks of the body rather than stopping at the session check.
 */
export async function signedInHeaders(send: Send): Promise<Record<string, string>> {
  const owner = await ownerCookie(send);
  // Bodiless writes say they are JSON too, as the site's client sends them (decision 075).
  const headers = {
    ...enneagramCredentialHeaders(faultTester, 'fault-tester-pass'),
    'content-type': 'application/json',
  };
  await send({ method: 'POST', url: '/apiEnneagram/signup/', headers });
  const login = await send({ method: 'POST', url: '/apiEnneagram/login/', headers });
  if (login.statusCode !== 200) throw new Error(`Enneagram login failed: ${login.statusCode} ${login.body}`);
  return {
    cookie: `${owner}; ${cookiePair(login.setCookie)}`,
    ...enneagramUserHeader(faultTester),
  };
}
