import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  argumentCardSchema,
  type HierarchyNode,
  hierarchyNodeSchema,
  type ReferenceCardData,
  referenceCardDataSchema,
} from '@portfolio/contracts';
import { z } from 'zod';
import { repoRoot } from '../repo-root';
import type { DemoLoader } from '../content/demo-loader';
import { upsertArgumentCards, upsertHierarchyNodes } from './arguments';
import { hierarchyProblem, type RecordProblem, referenceCardsProblem } from './backup';
import { upsertReferenceCards } from './cards';
import { dialectOf, searchIndexFor } from './search-index';

export const referencesContentDir = join(repoRoot, 'content/references');

/** Raise when the loader itself changes what it makes of the same files. */
const loaderRevision = 1;

/** A node of content/references/hierarchy.json: the hierarchy node and its argument card in one. */
export const demoHierarchyEntrySchema = hierarchyNodeSchema.extend({
  title: argumentCardSchema.shape.title,
  text: argumentCardSchema.shape.text,
});

export interface ReferencesDemoContent {
  cards: ReferenceCardData[];
  hierarchy: z.infer<typeof demoHierarchyEntrySchema>[];
}

function readList(dir: string, fileName: string): { text: string; data: unknown[] } {
  const path = join(dir, fileName);
  // Content still being written (or left out) loads as nothing rather than stopping the server.
  if (!existsSync(path)) return { text: '', data: [] };
  const text = readFileSync(path, 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(data)) throw new Error(`${path} must hold a JSON list`);
  return { text, data };
}

function parseList<T>(fileName: string, schema: z.ZodType<T>, data: unknown[]): T[] {
  const parsed = z.array(schema).safeParse(data);
  if (!parsed.success) throw new Error(`${fileName}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

function check(fileName: string, problem: RecordProblem | undefined): void {
  if (problem)
    throw new Error(
      `${fileName}, record ${problem.index} (${problem.field ?? 'record'}): ${problem.message}`,
    );
}

/** Reads and checks the demo files with the same rules as a backup import. */
export function readReferencesDemoContent(
  dir = referencesContentDir,
): ReferencesDemoContent & { digest: string } {
  const cardsFile = readList(dir, 'cards.json');
  const hierarchyFile = readList(dir, 'hierarchy.json');
  const cards = parseList('cards.json', referenceCardDataSchema, cardsFile.data);
  check('cards.json', referenceCardsProblem(cards));
  const hierarchy = parseList('hierarchy.json', demoHierarchyEntrySchema, hierarchyFile.data);
  check('hierarchy.json', hierarchyProblem(hierarchy));
  const digest = createHash('sha256')
    .update(cardsFile.text)
    .update('\0')
    .update(hierarchyFile.text)
    .digest('hex');
  return { cards, hierarchy, digest };
}

/**
 * Loads content into the tables: reference cards (and their search entries), hierarchy nodes
 * and argument cards, each upserted by uuid, so loading again replaces rather than adds.
 */
export async function loadReferencesContent(
  trx: Parameters<DemoLoader['load']>[0],
  content: ReferencesDemoContent,
): Promise<void> {
  await upsertReferenceCards(trx, searchIndexFor(dialectOf(trx)), content.cards);
  const nodes: HierarchyNode[] = content.hierarchy.map(({ uuid, kind, parentUuid, referenceUuids }) => ({
    uuid,
    kind,
    parentUuid,
    referenceUuids,
  }));
  await upsertHierarchyNodes(trx, nodes);
  await upsertArgumentCards(
    trx,
    content.hierarchy.map(({ uuid, kind, title, text }) => ({ uuid, kind, title, text })),
  );
}

let cached: ReturnType<typeof readReferencesDemoContent> | undefined;
const demoContent = () => (cached ??= readReferencesDemoContent());

/**
 * The demo knowledge base. Its version follows the files' content (and the loader revision),
 * so editing cards.json or hierarchy.json loads them again on the next start.
 */
export const referencesDemoLoader: DemoLoader = {
  name: 'references',
  get version() {
    // A positive 31-bit number: the demo_content column is a 32-bit integer on PostgreSQL.
    return ((parseInt(demoContent().digest.slice(0, 7), 16) + loaderRevision * 7919) % 0x7fffffff) + 1;
  },
  async load(trx) {
    await loadReferencesContent(trx, demoContent());
  },
};

/** Loads the references area's demo content into the database. */
export const referencesDemoLoaders: DemoLoader[] = [referencesDemoLoader];
