import { type Kysely, PostgresAdapter } from 'kysely';
import type { DatabaseDialect } from '../db/database';
import type { Database } from '../db/schema';
import { postgresSearchIndex } from './postgres-search';
import type { SearchIndex } from './search-adapter';
import { sqliteSearchIndex } from './sqlite-search';

export type { SearchHits, SearchIndex, SearchPage } from './search-adapter';

/** The adapter for the database engine in use (the interface lives in search-adapter.ts). */
export function searchIndexFor(dialect: DatabaseDialect): SearchIndex {
  return dialect === 'postgres' ? postgresSearchIndex : sqliteSearchIndex;
}

/** The engine behind a database or transaction (demo loaders get only the transaction). */
export function dialectOf(db: Kysely<Database>): DatabaseDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
