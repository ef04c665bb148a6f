import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SearchDocument, SearchPlan } from './search-text';

/** One page of hits: the ids of the matching cards in id order, and how many match in all. */
export interface SearchHits {
  total: number;
  ids: number[];
}

export interface SearchPage {
  from: number;
  size: number;
}

/**
 * The knowledge base's full-text index: one interface, one adapter per engine, one conformance
 * suite (search.conformance.test.ts) that both pass. Every method takes the database or the
 * caller's transaction, so the index changes together with the cards.
 */
export interface SearchIndex {
  /** Adds these cards, or replaces what the index holds for their ids. */
  index(db: Kysely<Database>, documents: readonly SearchDocument[]): Promise<void>;
  /** Forgets these card ids. */
  remove(db: Kysely<Database>, ids: readonly number[]): Promise<void>;
  /** The cards a plan with at least one clause matches, ordered by id, one page of them. */
  search(db: Kysely<Database>, plan: SearchPlan, page: SearchPage): Promise<SearchHits>;
}
