import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations use `Kysely<unknown>`: they describe the schema at their point in history,
// not the current TypeScript table types. Only portable column types, so SQLite and
// PostgreSQL get the same tables.
export const ownerAndDemoContent: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('owner_credential')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('owner_sessions')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('owner_sessions_expires_at')
      .on('owner_sessions')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('demo_content')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('loaded_at', 'text', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('demo_content').execute();
    await db.schema.dropTable('owner_sessions').execute();
    await db.schema.dropTable('owner_credential').execute();
  },
};
