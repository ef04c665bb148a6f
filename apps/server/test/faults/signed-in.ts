import { enneagramCredentialHeaders, enneagramUserHeader } from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { cookiePair, signInAsOwner } from '../build-test-app';

/** The Enneagram user the fault suite signs in as. */
export const faultTester = 'fault.tester';

/**
 * Headers that make the caller the signed-in owner and a signed-in Enneagram user at once, so
 * bad input reaches the checks of the body rather than stopping at the session check.
 */
export async function signedInHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  const owner = await signInAsOwner(app);
  // Bodiless writes say they are JSON too, as the site's client sends them (decision 075).
  const credentials = {
    ...enneagramCredentialHeaders(faultTester, 'fault-tester-pass'),
    'content-type': 'application/json',
  };
  await app.inject({ method: 'POST', url: '/apiEnneagram/signup/', headers: credentials });
  const login = await app.inject({ method: 'POST', url: '/apiEnneagram/login/', headers: credentials });
  if (login.statusCode !== 200) throw new Error(`Enneagram login failed: ${login.statusCode} ${login.body}`);
  return {
    cookie: `${owner}; ${cookiePair(login.headers['set-cookie'])}`,
    ...enneagramUserHeader(faultTester),
  };
}
