import { hash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { readFirstRow } from '../db/direct-read';
import { precompiledQuery, type Param } from '../db/precompiled-query';
import type { Database } from '../db/schema';

/** The tables that hold sessions; each has these columns, the Enneagram one also `userid`. */
type SessionTableName = 'owner_sessions' | 'enneagram_sessions';

/** The columns every session table shares, seen through one name so one query fits both. */
interface SessionRow {
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** Whose session it is; absent for the owner, who is one person. */
  userid?: string;
}
type SessionDatabase = Record<'sessions', SessionRow>;

export interface SessionStoreOptions {
  table: SessionTableName;
  cookie: string;
  lifetimeDays: number;
}

/** What a live session carries: the user for Enneagram sessions, nothing more for the owner's. */
export interface LiveSession {
  userid: string | undefined;
}

/** Only the hash is stored, so reading the table does not let anyone sign in. */
function tokenHash(token: string): string {
  // The one-shot form: a third of the time of a Hash object, and this runs on every owner check.
  return hash('sha256', token, 'hex');
}

let isoNowMs = Number.NaN;
let isoNowText = '';

/**
 * The time now as an ISO string, as `new Date().toISOString()` gives it. Every session check
 * compares expiry with it; formatting costs more than the lookup's other work, and a busy server
 * checks many sessions within one millisecond, which all share the same text.
 */
export function isoNow(): string {
  const ms = Date.now();
  if (ms !== isoNowMs) {
    isoNowText = new Date(ms).toISOString();
    isoNowMs = ms;
  }
  return isoNowText;
}

function cookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'strict', secure } as const;
}

/**
 * Sessions kept in one table and named by one HttpOnly cookie: the owner's and the Enneagram
 * test takers' (decision 022). Starting a session rotates it (the browser's previous session
 * ends) and clears out expired rows, in one transaction.
 */
export class SessionStore {
  private readonly lifetimeMs: number;
  // Runs on every owner check, so it is compiled once; the row is still read every time, so a
  // sign-out anywhere (several servers on one PostgreSQL) takes effect at once. No LIMIT: the key
  // is unique, and SQLite plans a statement with a bound LIMIT anew on every run.
  private readonly liveSession;

  constructor(readonly options: SessionStoreOptions) {
    this.lifetimeMs = options.lifetimeDays * 24 * 60 * 60 * 1000;
    const { table } = options;
    this.liveSession = precompiledQuery(
      (db: Kysely<Database>, param: Param<{ tokenHash: string; now: string }>) =>
        this.sessions(db)
          .selectFrom(table as 'sessions')
          .select(table === 'enneagram_sessions' ? ['token_hash', 'userid'] : ['token_hash'])
          .where('token_hash', '=', param('tokenHash'))
          .where('expires_at', '>', param('now')),
    );
  }

  /** The tables' shared columns, under one name (the table name itself is fixed per store). */
  private sessions(db: Kysely<Database>): Kysely<SessionDatabase> {
    return db as unknown as Kysely<SessionDatabase>;
  }

  /** Starts a session (for `userid` in a per-user table) and sets its cookie. */
  async start(
    db: Kysely<Database>,
    request: FastifyRequest,
    reply: FastifyReply,
    secureCookie: boolean,
    userid?: string,
  ): Promise<void> {
    const table = this.options.table as 'sessions';
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const previous = request.cookies[this.options.cookie];
    await this.sessions(db)
      .transaction()
      .execute(async (trx) => {
        // Signing in is rare, so it is a fine moment to forget sessions that have run out.
        await trx.deleteFrom(table).where('expires_at', '<=', now.toISOString()).execute();
        // Rotation: the session this browser had ends, so a token planted before sign-in dies.
        if (previous) await trx.deleteFrom(table).where('token_hash', '=', tokenHash(previous)).execute();
        await trx
          .insertInto(table)
          .values({
            token_hash: tokenHash(token),
            ...(userid !== undefined ? { userid } : {}),
            created_at: now.toISOString(),
            expires_at: new Date(now.getTime() + this.lifetimeMs).toISOString(),
          })
          .execute();
      });
    reply.setCookie(this.options.cookie, token, {
      ...cookieOptions(secureCookie),
      maxAge: this.lifetimeMs / 1000,
    });
  }

  /** The live session the request's cookie names, or undefined. */
  async find(db: Kysely<Database>, request: FastifyRequest): Promise<LiveSession | undefined> {
    const token = request.cookies[this.options.cookie];
    if (!token) return undefined;
    const row = (await readFirstRow(
      db,
      this.liveSession(db, { tokenHash: tokenHash(token), now: isoNow() }),
    )) as { userid?: string } | undefined;
    return row ? { userid: row.userid } : undefined;
  }

  /** Deletes the request's session (if any) and tells the browser to drop the cookie. */
  async end(
    db: Kysely<Database>,
    request: FastifyRequest,
    reply: FastifyReply,
    secureCookie: boolean,
  ): Promise<void> {
    const token = request.cookies[this.options.cookie];
    if (token) {
      await this.sessions(db)
        .deleteFrom(this.options.table as 'sessions')
        .where('token_hash', '=', tokenHash(token))
        .execute();
    }
    reply.clearCookie(this.options.cookie, cookieOptions(secureCookie));
  }
}
