import type { Generated } from 'kysely';
import type { IsoTimestamp } from '../db/schema';

/** The owner's password hash: one row, `id` is always 1. */
export interface OwnerCredentialTable {
  id: number;
  password_hash: string;
  updated_at: IsoTimestamp;
  /** 1 while the password is the one the server generated (never replaced since); else 0. */
  generated: Generated<number>;
}

/** Owner sessions, keyed by the SHA-256 of the cookie token so a leaked table opens nothing. */
export interface OwnerSessionsTable {
  token_hash: string;
  created_at: IsoTimestamp;
  expires_at: IsoTimestamp;
}

/** The owner's tables as Kysely sees them. */
export interface OwnerTables {
  owner_credential: OwnerCredentialTable;
  owner_sessions: OwnerSessionsTable;
}

declare module '../db/schema' {
  // Adds the owner's tables to every `Kysely<Database>`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends OwnerTables {}
}
