import { referenceCardTextFields } from '@portfolio/contracts';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import { searchColumnOf } from './search-columns';
import type { SearchHits, SearchIndex, SearchPage } from './search-adapter';
import { allFieldsText, type SearchClause, type SearchDocument, type SearchPlan } from './search-text';

// PostgreSQL: one tsvector column per field plus one for all fields, under one multicolumn GIN
// index. The text configuration is english without stop words (migration 004, decision 015).

const allColumn = 'all_fields';
const columns = [...referenceCardTextFields.map((field) => searchColumnOf[field]), allColumn];
/** Rows per INSERT: 12 values a row, far below PostgreSQL's 65535 bound values. */
const batchSize = 200;

function vector(text: string): RawBuilder<unknown> {
  return sql`to_tsvector('portfolio_english', ${text})`;
}

/** One clause as a tsquery. Words are letters and digits only, so they need no quoting. */
function clauseCondition(clause: SearchClause): RawBuilder<unknown> {
  const column = clause.field === 'all' ? allColumn : searchColumnOf[clause.field];
  const query = clause.words.join(clause.phrase ? ' <-> ' : ' & ');
  return sql`${sql.ref(column)} @@ to_tsquery('portfolio_english', ${query})`;
}

export function whereCondition(plan: SearchPlan): RawBuilder<unknown> {
  const conditions = plan.clauses.map(clauseCondition);
  return sql`(${sql.join(conditions, plan.mode === 'all' ? sql` AND ` : sql` OR `)})`;
}

export const postgresSearchIndex: SearchIndex = {
  async index(db: Kysely<Database>, documents: readonly SearchDocument[]): Promise<void> {
    const columnList = sql.join(columns.map((column) => sql.ref(column)));
    const updates = sql.join(columns.map((column) => sql`${sql.ref(column)} = excluded.${sql.ref(column)}`));
    for (let start = 0; start < documents.length; start += batchSize) {
      const rows = documents.slice(start, start + batchSize).map((doc) => {
        const values = [
          sql`${doc.id}`,
          ...referenceCardTextFields.map((field) => vector(doc.fields[field])),
          vector(allFieldsText(doc.fields)),
        ];
        return sql`(${sql.join(values)})`;
      });
      await sql`INSERT INTO reference_search (card_id, ${columnList}) VALUES ${sql.join(rows)}
        ON CONFLICT (card_id) DO UPDATE SET ${updates}`.execute(db);
    }
  },

  async remove(db: Kysely<Database>, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await sql`DELETE FROM reference_search WHERE card_id = ANY(${[...ids]}::integer[])`.execute(db);
  },

  async search(db: Kysely<Database>, plan: SearchPlan, { from, size }: SearchPage): Promise<SearchHits> {
    if (plan.clauses.length === 0) throw new Error('A search plan needs at least one clause');
    const where = whereCondition(plan);
    const counted = await sql<{ total: string }>`
      SELECT count(*) AS total FROM reference_search WHERE ${where}`.execute(db);
    const total = Number(counted.rows[0]?.total ?? 0);
    if (total <= from) return { total, ids: [] };
    const found = await sql<{ id: number }>`
      SELECT card_id AS id FROM reference_search WHERE ${where}
      ORDER BY card_id LIMIT ${size} OFFSET ${from}`.execute(db);
    return { total, ids: found.rows.map((row) => Number(row.id)) };
  },
};
