import type { IsoTimestamp } from '../db/schema';

/** Test takers. The user id is the name they signed up with (trimmed). */
export interface EnneagramUsersTable {
  userid: string;
  /** Argon2id hash; null for the demo users, who have no password and cannot log in. */
  password_hash: string | null;
  created_at: IsoTimestamp;
}

/** Login sessions, keyed by the SHA-256 of the cookie token so a leaked table opens nothing. */
export interface EnneagramSessionsTable {
  token_hash: string;
  userid: string;
  created_at: IsoTimestamp;
  expires_at: IsoTimestamp;
}

/** Saved tests; `answers` is the JSON text of the 144 answer items. */
export interface EnneagramTestsTable {
  id: string;
  userid: string;
  title: string;
  /** yyyy/MM/dd, as the spec writes it (orders correctly as text). */
  test_date: string;
  answers: string;
  created_at: IsoTimestamp;
}

/** The 144 question pairs, replaced by the factory import. */
export interface EnneagramQuestionsTable {
  id: number;
  a1: string;
  a2: string;
  gs1: string;
  gs2: string;
}

/**
 * Reference documents as JSON text, one row each: 'types', 'answerKey', 'checklist', 'pages',
 * 'homeVideo'. They are only ever read and replaced whole.
 */
export interface EnneagramReferenceTable {
  name: string;
  content: string;
}

/** The enneagram area's tables as Kysely sees them. */
export interface EnneagramTables {
  enneagram_users: EnneagramUsersTable;
  enneagram_sessions: EnneagramSessionsTable;
  enneagram_tests: EnneagramTestsTable;
  enneagram_questions: EnneagramQuestionsTable;
  enneagram_reference: EnneagramReferenceTable;
}

declare module '../db/schema' {
  // Adds this area's tables to every `Kysely<Database>`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends EnneagramTables {}
}
