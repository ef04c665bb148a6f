import { hash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { precompiledQuery, type Param } from '../db/precompiled-query';
import type { Database } from '../db/schema';

export const ownerSessionCookie = 'owner_session';
export const ownerSessionDays = 7;
const sessionMs = ownerSessionDays * 24 * 60 * 60 * 1000;

/** Only the hash is stored, so reading the table does not let anyone sign in. */
function tokenHash(token: string): string {
  // The one-shot form: a third of the time of a Hash object, and this runs on every owner check.
  return hash('sha256', token, 'hex');
}

function cookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'strict', secure } as const;
}

/** Starts an owner session and sets its cookie. */
export async function startOwnerSession(
  db: Kysely<Database>,
  reply: FastifyReply,
  secureCookie: boolean,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + sessionMs);
  // Signing in is rare, so it is a fine moment to forget sessions that have run out.
  await db.deleteFrom('owner_sessions').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('owner_sessions')
    .values({
      token_hash: tokenHash(token),
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  reply.setCookie(ownerSessionCookie, token, { ...cookieOptions(secureCookie), maxAge: sessionMs / 1000 });
}

// Runs on every owner check, so it is compiled once; the row is still read every time, so a
// sign-out anywhere (several servers on one PostgreSQL) takes effect at once. No LIMIT: the key
// is unique, and SQLite plans a statement with a bound LIMIT anew on every run.
const liveSession = precompiledQuery(
  (db: Kysely<Database>, param: Param<{ tokenHash: string; now: string }>) =>
    db
      .selectFrom('owner_sessions')
      .select('token_hash')
      .where('token_hash', '=', param('tokenHash'))
      .where('expires_at', '>', param('now')),
);

/** True when the request carries the cookie of a stored session that has not expired. */
export async function hasOwnerSession(db: Kysely<Database>, request: FastifyRequest): Promise<boolean> {
  const token = request.cookies[ownerSessionCookie];
  if (!token) return false;
  const { rows } = await db.executeQuery(
    liveSession(db, { tokenHash: tokenHash(token), now: new Date().toISOString() }),
  );
  return rows.length > 0;
}

/** Deletes the request's session (if any) and tells the browser to drop the cookie. */
export async function endOwnerSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  secureCookie: boolean,
): Promise<void> {
  const token = request.cookies[ownerSessionCookie];
  if (token) await db.deleteFrom('owner_sessions').where('token_hash', '=', tokenHash(token)).execute();
  reply.clearCookie(ownerSessionCookie, cookieOptions(secureCookie));
}
