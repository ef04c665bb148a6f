import { hash, randomBytes } from 'node:crypto';
import { enneagramSessionCookie } from '@portfolio/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A test taker stays logged in for 30 days: the page keeps the name in local storage as long. */
export const enneagramSessionDays = 30;
const sessionMs = enneagramSessionDays * 24 * 60 * 60 * 1000;

/** Only the hash is stored, so reading the table does not let anyone log in. */
function tokenHash(token: string): string {
  return hash('sha256', token, 'hex');
}

function cookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'strict', secure } as const;
}

/** Starts a session for the user and sets its cookie; a session the browser already had ends. */
export async function startEnneagramSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  userid: string,
  secureCookie: boolean,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const previous = request.cookies[enneagramSessionCookie];
  await db.transaction().execute(async (trx) => {
    // Logging in is a fine moment to forget sessions that have run out.
    await trx.deleteFrom('enneagram_sessions').where('expires_at', '<=', now.toISOString()).execute();
    if (previous) {
      await trx.deleteFrom('enneagram_sessions').where('token_hash', '=', tokenHash(previous)).execute();
    }
    await trx
      .insertInto('enneagram_sessions')
      .values({
        token_hash: tokenHash(token),
        userid,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + sessionMs).toISOString(),
      })
      .execute();
  });
  reply.setCookie(enneagramSessionCookie, token, {
    ...cookieOptions(secureCookie),
    maxAge: sessionMs / 1000,
  });
}

/** The user whose live session the request carries, or undefined. */
export async function enneagramSessionUser(
  db: Kysely<Database>,
  request: FastifyRequest,
): Promise<string | undefined> {
  const token = request.cookies[enneagramSessionCookie];
  if (!token) return undefined;
  const row = await db
    .selectFrom('enneagram_sessions')
    .select('userid')
    .where('token_hash', '=', tokenHash(token))
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row?.userid;
}

/** Deletes the request's session (if any) and tells the browser to drop the cookie. */
export async function endEnneagramSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  secureCookie: boolean,
): Promise<void> {
  const token = request.cookies[enneagramSessionCookie];
  if (token) await db.deleteFrom('enneagram_sessions').where('token_hash', '=', tokenHash(token)).execute();
  reply.clearCookie(enneagramSessionCookie, cookieOptions(secureCookie));
}
