import type { Kysely, Migration } from 'kysely';

// The enneagram area's tables. Portable column types only, as in 001.
export const enneagram: Migration = {
  async up(_db: Kysely<unknown>) {},
  async down(_db: Kysely<unknown>) {},
};
