import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The enneagram area's tables. Portable column types only, as in 001.
export const enneagram: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('enneagram_users')
      .addColumn('userid', 'text', (col) => col.primaryKey())
      .addColumn('password_hash', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('enneagram_sessions')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('userid', 'text', (col) =>
        col.notNull().references('enneagram_users.userid').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('enneagram_sessions_expires_at')
      .on('enneagram_sessions')
      .column('expires_at')
      .execute();
    await db.schema
      .createIndex('enneagram_sessions_userid')
      .on('enneagram_sessions')
      .column('userid')
      .execute();

    await db.schema
      .createTable('enneagram_tests')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('userid', 'text', (col) =>
        col.notNull().references('enneagram_users.userid').onDelete('cascade'),
      )
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('test_date', 'text', (col) => col.notNull())
      .addColumn('answers', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    // The list order of alltests and query.
    await db.schema
      .createIndex('enneagram_tests_order')
      .on('enneagram_tests')
      .columns(['userid', 'test_date', 'title'])
      .execute();

    await db.schema
      .createTable('enneagram_questions')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('a1', 'text', (col) => col.notNull())
      .addColumn('a2', 'text', (col) => col.notNull())
      .addColumn('gs1', 'text', (col) => col.notNull())
      .addColumn('gs2', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('enneagram_reference')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('content', 'text', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('enneagram_reference').execute();
    await db.schema.dropTable('enneagram_questions').execute();
    await db.schema.dropTable('enneagram_tests').execute();
    await db.schema.dropTable('enneagram_sessions').execute();
    await db.schema.dropTable('enneagram_users').execute();
  },
};
