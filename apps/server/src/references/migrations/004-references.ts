import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The references area's tables. Portable column types, except two things no portable SQL says:
// an auto-assigned card id, and the full-text index, which is FTS5 on SQLite and tsvector
// columns with a GIN index on PostgreSQL (decision 015). Both are written out here as they were
// at this point in history, not taken from the adapters' current code.

/** The searchable card fields, as the index names its columns. */
const searchColumns = [
  'tags',
  'ref_title',
  'ref_authors',
  'summary',
  'publisher',
  'creator',
  'ref_date',
  'ref_written_type',
  'ref_media_type',
  'ref_social_media_type',
];

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export const references: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = isPostgres(db);

    await db.schema
      .createTable('reference_cards')
      .addColumn('id', 'integer', (col) =>
        postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
      )
      .addColumn('uuid', 'text', (col) => col.notNull().unique())
      .addColumn('ref_title', 'text', (col) => col.notNull())
      .addColumn('ref_link', 'text', (col) => col.notNull())
      .addColumn('ref_written_type', 'text', (col) => col.notNull())
      .addColumn('ref_media_type', 'text', (col) => col.notNull())
      .addColumn('ref_social_media_type', 'text', (col) => col.notNull())
      .addColumn('tags', 'text', (col) => col.notNull())
      .addColumn('ref_authors', 'text', (col) => col.notNull())
      .addColumn('publisher', 'text', (col) => col.notNull())
      .addColumn('ref_date', 'text', (col) => col.notNull())
      .addColumn('creator', 'text', (col) => col.notNull())
      .addColumn('summary', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('argument_cards')
      .addColumn('uuid', 'text', (col) => col.primaryKey())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('argument_cards_kind').on('argument_cards').column('kind').execute();

    await db.schema
      .createTable('hierarchy_nodes')
      .addColumn('uuid', 'text', (col) => col.primaryKey())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('parent_uuid', 'text')
      .addColumn('reference_uuids', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('saved_queries')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('query', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    if (postgres) {
      // The english stemmer without its stop-word list: FTS5 keeps every word, so PostgreSQL must
      // too, or 'the art of war' would mean different things on the two engines.
      await sql`CREATE TEXT SEARCH DICTIONARY portfolio_english_stem (TEMPLATE = snowball, LANGUAGE = english)`.execute(
        db,
      );
      await sql`CREATE TEXT SEARCH CONFIGURATION portfolio_english (COPY = pg_catalog.english)`.execute(db);
      await sql`ALTER TEXT SEARCH CONFIGURATION portfolio_english ALTER MAPPING REPLACE english_stem WITH portfolio_english_stem`.execute(
        db,
      );
      let table = db.schema
        .createTable('reference_search')
        .addColumn('card_id', 'integer', (col) =>
          col.primaryKey().references('reference_cards.id').onDelete('cascade'),
        );
      for (const column of [...searchColumns, 'all_fields']) {
        table = table.addColumn(column, sql`tsvector`, (col) => col.notNull());
      }
      await table.execute();
      // One multicolumn GIN index serves a condition on any subset of the columns.
      await sql`CREATE INDEX reference_search_words ON reference_search USING gin (${sql.join(
        [...searchColumns, 'all_fields'].map((column) => sql.ref(column)),
      )})`.execute(db);
    } else {
      // Contentless (the text lives in reference_cards) with deletes allowed; rowid is the card id.
      await sql`CREATE VIRTUAL TABLE reference_search USING fts5(${sql.raw(searchColumns.join(', '))}, content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2')`.execute(
        db,
      );
    }
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('reference_search').execute();
    if (isPostgres(db)) {
      await sql`DROP TEXT SEARCH CONFIGURATION portfolio_english`.execute(db);
      await sql`DROP TEXT SEARCH DICTIONARY portfolio_english_stem`.execute(db);
    }
    await db.schema.dropTable('saved_queries').execute();
    await db.schema.dropTable('hierarchy_nodes').execute();
    await db.schema.dropTable('argument_cards').execute();
    await db.schema.dropTable('reference_cards').execute();
  },
};
