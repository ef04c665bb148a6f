import type { ReferenceCard, ReferenceCardData } from '@portfolio/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../db/schema';
import { dialectOf, type SearchIndex } from './search-index';
import { searchDocument } from './search-text';
import type { ReferenceCardsTable } from './tables';

type CardRow = Selectable<ReferenceCardsTable>;

/** Rows per upsert statement: 13 values a row stays far below either engine's limit. */
const batchSize = 200;

export function cardFromRow(row: CardRow): ReferenceCard {
  return {
    id: Number(row.id),
    ...cardDataFromRow(row),
  };
}

export function cardDataFromRow(row: Omit<CardRow, 'id'>): ReferenceCardData {
  return {
    uuid: row.uuid,
    refTitle: row.ref_title,
    refLink: row.ref_link,
    refWrittenType: row.ref_written_type,
    refMediaType: row.ref_media_type,
    refSocialMediaType: row.ref_social_media_type,
    tags: JSON.parse(row.tags) as string[],
    refAuthors: JSON.parse(row.ref_authors) as string[],
    publisher: row.publisher,
    refDate: row.ref_date,
    creator: row.creator,
    summary: row.summary,
  };
}

function rowFromCard(card: ReferenceCardData): Omit<CardRow, 'id'> {
  return {
    uuid: card.uuid,
    ref_title: card.refTitle,
    ref_link: card.refLink,
    ref_written_type: card.refWrittenType,
    ref_media_type: card.refMediaType,
    ref_social_media_type: card.refSocialMediaType,
    tags: JSON.stringify(card.tags),
    ref_authors: JSON.stringify(card.refAuthors),
    publisher: card.publisher,
    ref_date: card.refDate,
    creator: card.creator,
    summary: card.summary,
  };
}

/**
 * Adds cards or replaces those with the same uuid, and indexes them for search. Run it in a
 * transaction: cards and index change together or not at all. Returns the ids by uuid.
 */
export async function upsertReferenceCards(
  db: Kysely<Database>,
  searchIndex: SearchIndex,
  cards: readonly ReferenceCardData[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let start = 0; start < cards.length; start += batchSize) {
    const batch = cards.slice(start, start + batchSize);
    const rows = await db
      .insertInto('reference_cards')
      .values(batch.map(rowFromCard))
      .onConflict((conflict) =>
        conflict.column('uuid').doUpdateSet((eb) => ({
          ref_title: eb.ref('excluded.ref_title'),
          ref_link: eb.ref('excluded.ref_link'),
          ref_written_type: eb.ref('excluded.ref_written_type'),
          ref_media_type: eb.ref('excluded.ref_media_type'),
          ref_social_media_type: eb.ref('excluded.ref_social_media_type'),
          tags: eb.ref('excluded.tags'),
          ref_authors: eb.ref('excluded.ref_authors'),
          publisher: eb.ref('excluded.publisher'),
          ref_date: eb.ref('excluded.ref_date'),
          creator: eb.ref('excluded.creator'),
          summary: eb.ref('excluded.summary'),
        })),
      )
      .returning(['id', 'uuid'])
      .execute();
    // RETURNING gives no promised order: match rows to cards by uuid.
    const batchIds = new Map(rows.map((row) => [row.uuid, Number(row.id)]));
    await searchIndex.index(
      db,
      batch.map((card) => {
        const id = batchIds.get(card.uuid);
        if (id === undefined) throw new Error(`No id came back for card ${card.uuid}`);
        ids.set(card.uuid, id);
        return searchDocument(id, card);
      }),
    );
  }
  return ids;
}

export async function countReferenceCards(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('reference_cards')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** One page of every card, by id. */
export async function listReferenceCards(
  db: Kysely<Database>,
  from: number,
  size: number,
): Promise<ReferenceCard[]> {
  const rows = await db
    .selectFrom('reference_cards')
    .selectAll()
    .orderBy('id')
    .limit(size)
    .offset(from)
    .execute();
  return rows.map(cardFromRow);
}

/**
 * The cards with these ids, by id. The ids travel as one parameter, so the statement text is the
 * same for every page and SQLite prepares it once.
 */
export async function referenceCardsById(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<ReferenceCard[]> {
  if (ids.length === 0) return [];
  const idSet =
    dialectOf(db) === 'postgres'
      ? sql<number>`(SELECT unnest(${[...ids]}::integer[]))`
      : sql<number>`(SELECT value FROM json_each(${JSON.stringify(ids)}))`;
  const rows = await db
    .selectFrom('reference_cards')
    .selectAll()
    .where('id', 'in', idSet)
    .orderBy('id')
    .execute();
  return rows.map(cardFromRow);
}

/** Every card in backup form, by uuid (sorted here, so both engines give the same order). */
export async function allReferenceCardData(db: Kysely<Database>): Promise<ReferenceCardData[]> {
  const rows = await db.selectFrom('reference_cards').selectAll().execute();
  return rows.map(cardDataFromRow).sort((a, b) => compareText(a.uuid, b.uuid));
}

/** Code-point order, the same on every engine and locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
