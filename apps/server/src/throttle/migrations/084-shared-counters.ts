import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The login throttle's and the rate limits' counters, shared by every server on one PostgreSQL
 * database (decision 084). SQLite gets the tables too, so both databases have one schema, but
 * never uses them: one process owns a SQLite data folder and counts in its memory.
 *
 * On PostgreSQL the tables are UNLOGGED (no write-ahead log for a counter bumped on every
 * request; a database crash empties them, which only forgives the counts of the last minutes)
 * and leave room in each page, so bumping a count rewrites the row in place (a HOT update)
 * without touching the expiry index.
 */
export const sharedCounters: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const unlogged = (builder: ReturnType<typeof db.schema.createTable>) =>
      postgres ? builder.modifyFront(sql`unlogged`).modifyEnd(sql`with (fillfactor = 70)`) : builder;

    // A count in its window: `ends_at` in milliseconds since the epoch.
    await unlogged(db.schema.createTable('counter_windows'))
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('count', 'integer', (col) => col.notNull())
      .addColumn('ends_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('counter_windows_ends_at').on('counter_windows').column('ends_at').execute();

    // The next free turn of a queue (the login throttle's per-account spacing).
    await unlogged(db.schema.createTable('counter_turns'))
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('next_turn', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('counter_turns_next_turn').on('counter_turns').column('next_turn').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('counter_turns').execute();
    await db.schema.dropTable('counter_windows').execute();
  },
};
