import type { Generated } from 'kysely';
import type { IsoTimestamp } from '../db/schema';

/** Reference cards. Lists (tags, authors) are JSON text; `uuid` is the identity backups use. */
export interface ReferenceCardsTable {
  id: Generated<number>;
  uuid: string;
  ref_title: string;
  ref_link: string;
  ref_written_type: string;
  ref_media_type: string;
  ref_social_media_type: string;
  /** JSON array of strings. */
  tags: string;
  /** JSON array of strings. */
  ref_authors: string;
  publisher: string;
  ref_date: string;
  creator: string;
  /** HTML exactly as written; the page sanitises it. */
  summary: string;
}

/** The content of the argument cards (quest, main claim ... rebuttal). */
export interface ArgumentCardsTable {
  uuid: string;
  kind: string;
  title: string;
  text: string;
}

/** Where each argument card sits in the hierarchy and which reference cards it cites. */
export interface HierarchyNodesTable {
  uuid: string;
  kind: string;
  parent_uuid: string | null;
  /** JSON array of reference-card uuids. */
  reference_uuids: string;
}

/** Advanced queries saved under a name. */
export interface SavedQueriesTable {
  name: string;
  /** JSON text of the advanced query. */
  query: string;
  created_at: IsoTimestamp;
}

/**
 * The references area's tables as Kysely sees them. The search index (`reference_search`) is
 * not here: it differs per engine and only the search adapters touch it, with SQL of their own.
 */
export interface ReferencesTables {
  reference_cards: ReferenceCardsTable;
  argument_cards: ArgumentCardsTable;
  hierarchy_nodes: HierarchyNodesTable;
  saved_queries: SavedQueriesTable;
}

declare module '../db/schema' {
  // Adds this area's tables to every `Kysely<Database>`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends ReferencesTables {}
}
