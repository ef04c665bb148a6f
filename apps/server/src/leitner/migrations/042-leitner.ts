import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The Leitner box's tables (decision 042). Ids are text chosen by the server (UUIDs) or by the
// demo content, so no engine-specific identity column is needed.
export const leitner: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('leitner_words')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('term', 'text', (col) => col.notNull())
      .addColumn('meaning', 'text', (col) => col.notNull())
      .addColumn('example', 'text', (col) => col.notNull())
      .addColumn('notes', 'text', (col) => col.notNull())
      .addColumn('box', 'integer', (col) => col.notNull())
      .addColumn('due_on', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('leitner_words_due_on').on('leitner_words').column('due_on').execute();
    await db.schema
      .createTable('leitner_settings')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('leitner_settings').execute();
    await db.schema.dropTable('leitner_words').execute();
  },
};
