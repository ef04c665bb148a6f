import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Deep Work's tables (decision 043): tasks per day and the focus blocks run on them.
export const deepWork: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('deep_work_tasks')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('notes', 'text', (col) => col.notNull())
      .addColumn('estimate', 'integer', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('deep_work_tasks_day').on('deep_work_tasks').column('day').execute();
    await db.schema
      .createTable('deep_work_blocks')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('task_id', 'text', (col) => col.notNull())
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('started_at', 'text', (col) => col.notNull())
      .addColumn('seconds', 'integer', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('deep_work_blocks_day').on('deep_work_blocks').column('day').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('deep_work_blocks').execute();
    await db.schema.dropTable('deep_work_tasks').execute();
  },
};
