import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The dinner scheduling area's tables (decision 066). Ids are UUIDs chosen by the server.
export const dwm: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dwm_slots')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('start_at', 'text', (col) => col.notNull())
      .addColumn('minutes', 'integer', (col) => col.notNull())
      .addColumn('booked_at', 'text')
      .execute();
    await db.schema
      .createTable('dwm_bookings')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('slot_id', 'text', (col) => col.notNull().unique())
      .addColumn('start_at', 'text', (col) => col.notNull())
      .addColumn('minutes', 'integer', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('notes', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('dwm_settings')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('dwm_settings').execute();
    await db.schema.dropTable('dwm_bookings').execute();
    await db.schema.dropTable('dwm_slots').execute();
  },
};
