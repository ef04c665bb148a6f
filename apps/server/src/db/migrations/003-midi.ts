import type { Kysely, Migration } from 'kysely';

// The midi area's tables. Portable column types only, as in 001.
export const midi: Migration = {
  async up(_db: Kysely<unknown>) {},
  async down(_db: Kysely<unknown>) {},
};
