import { referenceCardTextFields } from '@portfolio/contracts';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import { searchColumnOf } from './search-columns';
import type { SearchHits, SearchIndex, SearchPage } from './search-adapter';
import type { SearchClause, SearchDocument, SearchPlan } from './search-text';

// SQLite: an FTS5 table (porter stemmer over unicode61) whose rowid is the card id. It holds no
// copy of the text (contentless, deletes allowed); the cards table does.

const columns = referenceCardTextFields.map((field) => searchColumnOf[field]);
const columnList = sql.raw(columns.join(', '));
/** Rows per INSERT: well under SQLite's limit of bound values per statement. */
const batchSize = 200;

/** One clause in FTS5's query language. Words are letters and digits only, so quoting them is safe. */
function clauseExpression(clause: SearchClause): string {
  const body = clause.phrase
    ? `"${clause.words.join(' ')}"`
    : clause.words.map((word) => `"${word}"`).join(' AND ');
  // An FTS5 phrase never spans two columns, so 'all' needs no column filter.
  return clause.field === 'all' ? `(${body})` : `{${searchColumnOf[clause.field]}} : (${body})`;
}

/** The whole plan as one MATCH expression, bound as a parameter (the statement text stays the same). */
export function matchExpression(plan: SearchPlan): string {
  return plan.clauses.map(clauseExpression).join(plan.mode === 'all' ? ' AND ' : ' OR ');
}

function idList(ids: readonly number[]): RawBuilder<unknown> {
  return sql.join(ids.map((id) => sql`${id}`));
}

export const sqliteSearchIndex: SearchIndex = {
  async index(db: Kysely<Database>, documents: readonly SearchDocument[]): Promise<void> {
    for (let start = 0; start < documents.length; start += batchSize) {
      const batch = documents.slice(start, start + batchSize);
      await sql`DELETE FROM reference_search WHERE rowid IN (${idList(batch.map((doc) => doc.id))})`.execute(
        db,
      );
      const rows = batch.map(
        (doc) =>
          sql`(${sql.join([sql`${doc.id}`, ...referenceCardTextFields.map((field) => sql`${doc.fields[field]}`)])})`,
      );
      await sql`INSERT INTO reference_search (rowid, ${columnList}) VALUES ${sql.join(rows)}`.execute(db);
    }
  },

  async remove(db: Kysely<Database>, ids: readonly number[]): Promise<void> {
    for (let start = 0; start < ids.length; start += batchSize) {
      await sql`DELETE FROM reference_search WHERE rowid IN (${idList(ids.slice(start, start + batchSize))})`.execute(
        db,
      );
    }
  },

  async search(db: Kysely<Database>, plan: SearchPlan, { from, size }: SearchPage): Promise<SearchHits> {
    if (plan.clauses.length === 0) throw new Error('A search plan needs at least one clause');
    const match = matchExpression(plan);
    const counted = await sql<{ total: number }>`
      SELECT count(*) AS total FROM reference_search WHERE reference_search MATCH ${match}`.execute(db);
    const total = Number(counted.rows[0]?.total ?? 0);
    if (total <= from) return { total, ids: [] };
    const found = await sql<{ id: number }>`
      SELECT rowid AS id FROM reference_search WHERE reference_search MATCH ${match}
      ORDER BY rowid LIMIT ${size} OFFSET ${from}`.execute(db);
    return { total, ids: found.rows.map((row) => Number(row.id)) };
  },
};
