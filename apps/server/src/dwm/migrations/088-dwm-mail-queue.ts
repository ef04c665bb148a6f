import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The queue of mail to the owner (decision 088): a booking's notification is added in the
// booking's own transaction, so a stored booking always has exactly one.
export const dwmMailQueue: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dwm_mail')
      .addColumn('id', 'text', (col) => col.primaryKey())
      // One notification per booking: the unique key is what makes it exactly one.
      .addColumn('booking_id', 'text', (col) => col.unique())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('bytes', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('next_attempt_at', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull())
      .addColumn('sent_at', 'text')
      .addColumn('delivery', 'text')
      .addColumn('problem', 'text')
      .execute();
    await db.schema
      .createIndex('dwm_mail_unsent')
      .on('dwm_mail')
      .columns(['sent_at', 'next_attempt_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('dwm_mail').execute();
  },
};
