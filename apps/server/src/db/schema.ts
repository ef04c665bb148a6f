import type { Kysely } from 'kysely';
import type { EnneagramTables } from '../enneagram/tables';
import type { MidiTables } from '../midi/tables';
import type { ReferencesTables } from '../references/tables';

/**
 * Table shapes as Kysely sees them. Timestamps are ISO 8601 UTC text with milliseconds
 * (`Date.toISOString()`): the same on SQLite and PostgreSQL, readable, and ordered correctly
 * when compared as text.
 */
export type IsoTimestamp = string;

/** The owner's password hash: one row, `id` is always 1. */
export interface OwnerCredentialTable {
  id: number;
  password_hash: string;
  updated_at: IsoTimestamp;
}

/** Owner sessions, keyed by the SHA-256 of the cookie token so a leaked table opens nothing. */
export interface OwnerSessionsTable {
  token_hash: string;
  created_at: IsoTimestamp;
  expires_at: IsoTimestamp;
}

/** Which demo-content loaders have run, at which version. */
export interface DemoContentTable {
  name: string;
  version: number;
  loaded_at: IsoTimestamp;
}

/** Every table: the shell's here, each area's in its own `tables.ts`. */
export interface Database extends EnneagramTables, MidiTables, ReferencesTables {
  owner_credential: OwnerCredentialTable;
  owner_sessions: OwnerSessionsTable;
  demo_content: DemoContentTable;
}

export type DatabaseClient = Kysely<Database>;
