import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

export const defaultStatementCacheSize = 200;

/**
 * What Kysely's SQLite driver sees as the database: better-sqlite3 behind a cache of prepared
 * statements. The driver prepares every query anew, and parsing and planning the SQL costs more
 * than running a primary-key lookup. Queries are parameterised, so one SQL text serves every
 * value; the least recently used statement goes once `capacity` texts are kept (lists of
 * varying length make new texts).
 */
export class StatementCachingDatabase implements SqliteDatabase {
  // A Map keeps insertion order: the first key is the least recently used.
  readonly #statements = new Map<string, BetterSqlite3.Statement>();

  constructor(
    readonly database: BetterSqlite3.Database,
    readonly capacity = defaultStatementCacheSize,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`capacity must be a whole number of at least 1 (got ${capacity})`);
    }
  }

  /** How many statements are kept now (tests). */
  get size(): number {
    return this.#statements.size;
  }

  prepare(sql: string): SqliteStatement {
    const cached = this.#statements.get(sql);
    // A statement an open iterator is reading (Kysely's streamQuery) cannot run again until the
    // iterator ends; the caller gets a fresh one, which the cache keeps instead.
    if (cached !== undefined && !cached.busy) {
      this.#statements.delete(sql);
      this.#statements.set(sql, cached);
      return cached;
    }
    const statement = this.database.prepare(sql);
    this.#statements.delete(sql);
    this.#statements.set(sql, statement);
    if (this.#statements.size > this.capacity) {
      const oldest = this.#statements.keys().next().value as string;
      this.#statements.delete(oldest);
    }
    return statement;
  }

  // Statements of the few queries that run on every request (see `readFirstRow`), outside the
  // LRU: one Map lookup instead of a reorder and a native `busy` check on each run.
  readonly #pinned = new Map<string, BetterSqlite3.Statement>();

  /**
   * A statement of its own for `sql`, prepared once and never dropped. Only for SQL texts of which
   * there are few (one per precompiled query), run to completion at once (`get`), never iterated.
   */
  pinned(sql: string): BetterSqlite3.Statement {
    let statement = this.#pinned.get(sql);
    if (statement === undefined) {
      statement = this.database.prepare(sql);
      this.#pinned.set(sql, statement);
    }
    return statement;
  }

  /** Closing the database finalises every statement, the cached ones included. */
  close(): void {
    this.#statements.clear();
    this.#pinned.clear();
    this.database.close();
  }
}
