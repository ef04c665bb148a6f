import { advancedQueryTextSchema, type NewSavedQuery, type SavedQuery } from '@portfolio/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import { compareText } from './cards';

/** Every saved query, by name (sorted here, so both engines give the same order). */
export async function allSavedQueries(db: Kysely<Database>): Promise<SavedQuery[]> {
  const rows = await db.selectFrom('saved_queries').selectAll().execute();
  return rows
    .map((row) => ({ name: row.name, query: row.query, createdAt: row.created_at }))
    .sort((a, b) => compareText(a.name, b.name));
}

/**
 * Saves a query under a new name. The query text must be an advanced query (400 naming `query`);
 * it is stored as its parsed form written out again, so every saved query reads alike.
 */
export async function saveQuery(db: Kysely<Database>, input: NewSavedQuery): Promise<SavedQuery> {
  const parsed = advancedQueryTextSchema.safeParse(input.query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
    throw new HttpError(400, `query: ${issue?.message ?? 'not an advanced query'}${where}`, 'query');
  }
  const saved: SavedQuery = {
    name: input.name,
    query: JSON.stringify(parsed.data),
    createdAt: new Date().toISOString(),
  };
  const taken = () =>
    new HttpError(409, `A query named "${input.name}" is already saved: choose another name.`, 'name');
  const inserted = await db
    .insertInto('saved_queries')
    .values({ name: saved.name, query: saved.query, created_at: saved.createdAt })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw taken();
  return saved;
}
