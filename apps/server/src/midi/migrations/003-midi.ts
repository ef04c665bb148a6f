import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The midi area's tables: composer cards and scores, each keyed by instrument and id. Portable
// column types only, as in 001.
export const midi: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('midi_composers')
      .addColumn('instrument', 'text', (col) => col.notNull())
      .addColumn('id', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('flag', 'text', (col) => col.notNull())
      .addColumn('lifespan', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('midi_composers_pk', ['instrument', 'id'])
      .execute();

    await db.schema
      .createTable('midi_scores')
      .addColumn('instrument', 'text', (col) => col.notNull())
      .addColumn('id', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('composer', 'text', (col) => col.notNull())
      .addColumn('page_count', 'integer', (col) => col.notNull())
      .addColumn('enlarged', 'integer', (col) => col.notNull())
      .addColumn('audio', 'text', (col) => col.notNull())
      .addColumn('video', 'text')
      .addColumn('dir', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('midi_scores_pk', ['instrument', 'id'])
      .addForeignKeyConstraint('midi_scores_composer_fk', ['instrument', 'composer'], 'midi_composers', [
        'instrument',
        'id',
      ])
      .execute();
    await db.schema
      .createIndex('midi_scores_instrument_position')
      .on('midi_scores')
      .columns(['instrument', 'position'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('midi_scores').execute();
    await db.schema.dropTable('midi_composers').execute();
  },
};
