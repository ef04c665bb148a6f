import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type Composer,
  composerSchema,
  type Instrument,
  instruments,
  type Score,
  scoreSchema,
} from '@portfolio/contracts';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { repoRoot } from '../repo-root';
import type { Database } from '../db/schema';

/** The generated catalogue (content/midi/generate.mjs writes it; see content/README.md). */
export const midiCatalogueFile = join(repoRoot, 'content/midi/catalogue.json');

const instrumentCatalogueSchema = z.object({
  composers: z.array(composerSchema),
  scores: z.array(scoreSchema),
});

export const midiCatalogueSchema = z.object({
  piano: instrumentCatalogueSchema,
  violin: instrumentCatalogueSchema,
});
export type MidiCatalogue = z.infer<typeof midiCatalogueSchema>;

/** What the schema cannot see: duplicate ids and scores whose composer has no card. */
export function midiCatalogueProblems(catalogue: MidiCatalogue): string[] {
  const problems: string[] = [];
  for (const instrument of instruments) {
    const { composers, scores } = catalogue[instrument];
    const duplicates = (ids: string[]) => ids.filter((id, index) => ids.indexOf(id) !== index);
    for (const id of duplicates(composers.map((composer) => composer.id))) {
      problems.push(`${instrument}: two composers are called "${id}"`);
    }
    for (const id of duplicates(scores.map((score) => score.id))) {
      problems.push(`${instrument}: two scores are called "${id}"`);
    }
    const known = new Set(composers.map((composer) => composer.id));
    for (const score of scores) {
      if (!known.has(score.composer)) {
        problems.push(
          `${instrument}: score "${score.id}" names composer "${score.composer}", who has no card`,
        );
      }
    }
  }
  return problems;
}

/** Reads and checks the catalogue; throws naming the file and the first problems. */
export async function readMidiCatalogue(file = midiCatalogueFile): Promise<MidiCatalogue> {
  const result = midiCatalogueSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`);
  }
  const problems = midiCatalogueProblems(result.data);
  if (problems.length > 0) throw new Error(`${file}: ${problems.slice(0, 5).join('; ')}`);
  return result.data;
}

/** Replaces every composer and score with the catalogue's, keeping its order. */
export async function replaceMidiCatalogue(
  trx: Transaction<Database>,
  catalogue: MidiCatalogue,
): Promise<void> {
  await trx.deleteFrom('midi_scores').execute();
  await trx.deleteFrom('midi_composers').execute();
  for (const instrument of instruments) {
    const { composers, scores } = catalogue[instrument];
    if (composers.length > 0) {
      await trx
        .insertInto('midi_composers')
        .values(composers.map((composer, position) => ({ instrument, ...composer, position })))
        .execute();
    }
    if (scores.length > 0) {
      await trx
        .insertInto('midi_scores')
        .values(
          scores.map((score, position) => ({
            instrument,
            id: score.id,
            name: score.name,
            composer: score.composer,
            page_count: score.pageCount,
            enlarged: score.enlarged ? 1 : 0,
            audio: score.audio,
            video: score.video ?? null,
            dir: score.dir,
            position,
          })),
        )
        .execute();
    }
  }
}

/** The composer cards of an instrument, in display order. */
export async function listMidiComposers(db: Kysely<Database>, instrument: Instrument): Promise<Composer[]> {
  const rows = await db
    .selectFrom('midi_composers')
    .select(['id', 'name', 'flag', 'lifespan'])
    .where('instrument', '=', instrument)
    .orderBy('position')
    .execute();
  return rows;
}

/** The scores of an instrument, in display order; `enlarged` and `video` only where they apply. */
export async function listMidiScores(db: Kysely<Database>, instrument: Instrument): Promise<Score[]> {
  const rows = await db
    .selectFrom('midi_scores')
    .select(['id', 'name', 'composer', 'page_count', 'enlarged', 'audio', 'video', 'dir'])
    .where('instrument', '=', instrument)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    composer: row.composer,
    pageCount: Number(row.page_count),
    ...(Number(row.enlarged) === 1 ? { enlarged: true } : {}),
    audio: row.audio,
    ...(row.video !== null ? { video: row.video } : {}),
    dir: row.dir,
  }));
}
