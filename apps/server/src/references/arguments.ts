import type { ArgumentCard, ArgumentCardKind, HierarchyNode, MissingReference } from '@portfolio/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { compareText } from './cards';

// The argument hierarchy (where each argument card sits, which references it cites) and the
// argument cards' content. Both are keyed by uuid.

const batchSize = 500;

export async function allHierarchyNodes(db: Kysely<Database>): Promise<HierarchyNode[]> {
  const rows = await db.selectFrom('hierarchy_nodes').selectAll().execute();
  return rows
    .map((row): HierarchyNode => ({
      uuid: row.uuid,
      kind: row.kind as ArgumentCardKind,
      parentUuid: row.parent_uuid,
      referenceUuids: JSON.parse(row.reference_uuids) as string[],
    }))
    .sort((a, b) => compareText(a.uuid, b.uuid));
}

export async function argumentCardsOfKind(
  db: Kysely<Database>,
  kind: ArgumentCardKind,
): Promise<ArgumentCard[]> {
  const rows = await db.selectFrom('argument_cards').selectAll().where('kind', '=', kind).execute();
  return rows
    .map((row): ArgumentCard => ({
      uuid: row.uuid,
      kind: row.kind as ArgumentCardKind,
      title: row.title,
      text: row.text,
    }))
    .sort((a, b) => compareText(a.uuid, b.uuid));
}

/** Adds nodes or replaces those with the same uuid. Run it in a transaction. */
export async function upsertHierarchyNodes(
  db: Kysely<Database>,
  nodes: readonly HierarchyNode[],
): Promise<void> {
  for (let start = 0; start < nodes.length; start += batchSize) {
    await db
      .insertInto('hierarchy_nodes')
      .values(
        nodes.slice(start, start + batchSize).map((node) => ({
          uuid: node.uuid,
          kind: node.kind,
          parent_uuid: node.parentUuid,
          reference_uuids: JSON.stringify(node.referenceUuids),
        })),
      )
      .onConflict((conflict) =>
        conflict.column('uuid').doUpdateSet((eb) => ({
          kind: eb.ref('excluded.kind'),
          parent_uuid: eb.ref('excluded.parent_uuid'),
          reference_uuids: eb.ref('excluded.reference_uuids'),
        })),
      )
      .execute();
  }
}

/** Adds argument cards or replaces those with the same uuid. Run it in a transaction. */
export async function upsertArgumentCards(
  db: Kysely<Database>,
  cards: readonly ArgumentCard[],
): Promise<void> {
  for (let start = 0; start < cards.length; start += batchSize) {
    await db
      .insertInto('argument_cards')
      .values(
        cards
          .slice(start, start + batchSize)
          .map((card) => ({ uuid: card.uuid, kind: card.kind, title: card.title, text: card.text })),
      )
      .onConflict((conflict) =>
        conflict.column('uuid').doUpdateSet((eb) => ({
          kind: eb.ref('excluded.kind'),
          title: eb.ref('excluded.title'),
          text: eb.ref('excluded.text'),
        })),
      )
      .execute();
  }
}

/** The reference uuids the hierarchy cites that no reference card has, with the nodes citing each. */
export async function missingReferences(db: Kysely<Database>): Promise<MissingReference[]> {
  const citedBy = new Map<string, string[]>();
  for (const node of await allHierarchyNodes(db)) {
    for (const uuid of new Set(node.referenceUuids)) {
      const list = citedBy.get(uuid) ?? [];
      list.push(node.uuid);
      citedBy.set(uuid, list);
    }
  }
  const cited = [...citedBy.keys()];
  const present = new Set<string>();
  for (let start = 0; start < cited.length; start += batchSize) {
    const rows = await db
      .selectFrom('reference_cards')
      .select('uuid')
      .where('uuid', 'in', cited.slice(start, start + batchSize))
      .execute();
    for (const row of rows) present.add(row.uuid);
  }
  return cited
    .filter((uuid) => !present.has(uuid))
    .sort(compareText)
    .map((uuid) => ({ uuid, referencedBy: (citedBy.get(uuid) ?? []).sort(compareText) }));
}
