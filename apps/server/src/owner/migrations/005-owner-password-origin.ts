import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Remembers whether the stored owner password is the one the server generated, so each start can
// remind the owner that it was never replaced. Passwords stored before this are not known to be.
export const ownerPasswordOrigin: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('owner_credential')
      .addColumn('generated', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('owner_credential').dropColumn('generated').execute();
  },
};
