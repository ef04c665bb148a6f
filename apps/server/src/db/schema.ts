import type { Kysely } from 'kysely';

/**
 * Table shapes as Kysely sees them. Timestamps are ISO 8601 UTC text with milliseconds
 * (`Date.toISOString()`): the same on SQLite and PostgreSQL, readable, and ordered correctly
 * when compared as text.
 */
export type IsoTimestamp = string;

/** Which demo-content loaders have run, at which version. */
export interface DemoContentTable {
  name: string;
  version: number;
  loaded_at: IsoTimestamp;
}

/**
 * Every table. Only the shared demo-content bookkeeping is declared here; each area adds its own
 * tables to this interface from its `tables.ts` (declaration merging), so this file names no area.
 */
export interface Database {
  demo_content: DemoContentTable;
}

export type DatabaseClient = Kysely<Database>;
