import type {
  AdvancedQuery,
  ReferenceHighlights,
  ReferencePage,
  ReferenceSearchPage,
} from '@portfolio/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { countReferenceCards, listReferenceCards, referenceCardsById } from './cards';
import { highlighter } from './highlight';
import type { SearchIndex, SearchPage } from './search-index';
import { planSearch, planTerms } from './search-text';

/** One page of every card (GET /api-knowledgebase). */
export async function referenceCardPage(
  db: Kysely<Database>,
  { from, size }: SearchPage,
): Promise<ReferencePage> {
  const total = await countReferenceCards(db);
  const records = total > from ? await listReferenceCards(db, from, size) : [];
  return { total, from, size, records };
}

/**
 * One page of the cards an advanced query matches, with the words to highlight. A query
 * without words is every card (the default empty entry searches nothing in particular).
 */
export async function searchReferenceCardPage(
  db: Kysely<Database>,
  searchIndex: SearchIndex,
  query: AdvancedQuery,
  page: SearchPage,
): Promise<ReferenceSearchPage> {
  const plan = planSearch(query);
  if (plan.clauses.length === 0) {
    return { ...(await referenceCardPage(db, page)), terms: [], highlights: {} };
  }
  const hits = await searchIndex.search(db, plan, page);
  const records = await referenceCardsById(db, hits.ids);
  const highlights: Record<string, ReferenceHighlights> = {};
  const highlight = highlighter(plan);
  for (const record of records) {
    const marked = highlight(record);
    if (Object.keys(marked).length > 0) highlights[record.uuid] = marked;
  }
  return { total: hits.total, from: page.from, size: page.size, records, terms: planTerms(plan), highlights };
}
