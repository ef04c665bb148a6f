import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The video library's tags (decision 061): the files themselves stay on disk under MEDIA_DIR.
export const videoDatabase: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('video_tags')
      .addColumn('path', 'text', (col) => col.notNull())
      .addColumn('tag', 'text', (col) => col.notNull())
      .addColumn('tag_key', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('video_tags_pkey', ['path', 'tag_key'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('video_tags').execute();
  },
};
