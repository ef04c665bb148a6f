import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  addCalendarDays,
  defaultLeitnerIntervals,
  type LeitnerDemoWord,
  leitnerDemoDeckSchema,
  type LeitnerImportRow,
  leitnerIntervalsSchema,
  type LeitnerLocation,
  type LeitnerWord,
  type LeitnerWordText,
  maxLeitnerWords,
} from '@portfolio/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { repoRoot } from '../repo-root';
import type { DatabaseDialect } from '../db/database';
import type { Database } from '../db/schema';
import { lockWrites } from '../db/write-lock';
import { HttpError } from '../errors';
import type { LeitnerWordsTable } from './tables';

type Db = Kysely<Database> | Transaction<Database>;

/** The demo deck written for this project (decision 042). */
export const leitnerDemoDeckFile = join(repoRoot, 'content/leitner/demo-deck.json');

let demoDeck: Promise<LeitnerDemoWord[]> | undefined;

/** The demo deck, read and checked once per process. */
export function readLeitnerDemoDeck(file = leitnerDemoDeckFile): Promise<LeitnerDemoWord[]> {
  if (file !== leitnerDemoDeckFile) return readDeck(file);
  demoDeck ??= readDeck(file);
  return demoDeck;
}

async function readDeck(file: string): Promise<LeitnerDemoWord[]> {
  return leitnerDemoDeckSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

function wordOf(row: Selectable<LeitnerWordsTable>): LeitnerWord {
  return {
    id: row.id,
    term: row.term,
    meaning: row.meaning,
    example: row.example,
    notes: row.notes,
    box: Number(row.box),
    dueOn: row.due_on,
  };
}

export async function allWords(db: Db): Promise<LeitnerWord[]> {
  const rows = await db.selectFrom('leitner_words').selectAll().orderBy('term').orderBy('id').execute();
  return rows.map(wordOf);
}

export async function readIntervals(db: Db): Promise<number[]> {
  const row = await db
    .selectFrom('leitner_settings')
    .select('value')
    .where('name', '=', 'intervals')
    .executeTakeFirst();
  const parsed = row ? leitnerIntervalsSchema.safeParse(JSON.parse(row.value)) : undefined;
  return parsed?.success ? parsed.data : [...defaultLeitnerIntervals];
}

/** One statement, so two saves at once cannot both insert the row (decision 077): the last one wins. */
export async function writeIntervals(db: Db, intervals: number[]): Promise<void> {
  const value = JSON.stringify(intervals);
  await db
    .insertInto('leitner_settings')
    .values({ name: 'intervals', value })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value }))
    .execute();
}

export async function insertWord(
  db: Db,
  text: LeitnerWordText,
  dueOn: string,
  box = 1,
): Promise<LeitnerWord> {
  const row = {
    id: randomUUID(),
    ...text,
    box,
    due_on: dueOn,
    created_at: new Date().toISOString(),
  };
  await db.insertInto('leitner_words').values(row).execute();
  return wordOf(row);
}

/** The database and its dialect: writes that check the deck first lock on PostgreSQL. */
export interface LeitnerStore {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
}

/** Runs `write` as the only checked Leitner write: no other can add a word between its check and its write. */
function checkedWrite<T>(store: LeitnerStore, write: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return store.db.transaction().execute(async (trx) => {
    await lockWrites(trx, 'leitner');
    return write(trx);
  });
}

/** The word (other than `exceptId`) whose term is `term` ignoring case, compared in JavaScript: SQLite's lower() leaves "Á" as it is. */
async function wordWithTerm(trx: Transaction<Database>, term: string, exceptId?: string) {
  const key = term.toLocaleLowerCase();
  const rows = await trx.selectFrom('leitner_words').select(['id', 'term']).execute();
  return rows.find((row) => row.id !== exceptId && row.term.toLocaleLowerCase() === key);
}

/** Adds a word to box 1; refuses a full deck or a term the deck has (409 naming `term`). */
export function insertNewWord(
  store: LeitnerStore,
  text: LeitnerWordText,
  dueOn: string,
): Promise<LeitnerWord> {
  return checkedWrite(store, async (trx) => {
    const { count } = await trx
      .selectFrom('leitner_words')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) >= maxLeitnerWords) {
      throw new HttpError(409, `term: the deck holds at most ${maxLeitnerWords} words`, 'term');
    }
    if (await wordWithTerm(trx, text.term)) {
      throw new HttpError(409, `term: the deck already has "${text.term}"`, 'term');
    }
    return insertWord(trx, text, dueOn);
  });
}

/** Changes a word's text; refuses a term another word already has, ignoring case (409 naming `term`). */
export function updateWordText(store: LeitnerStore, id: string, text: LeitnerWordText): Promise<LeitnerWord> {
  return checkedWrite(store, async (trx) => {
    const word = await trx.selectFrom('leitner_words').select('id').where('id', '=', id).executeTakeFirst();
    if (!word) throw new HttpError(404, `id: no word has the id "${id}"`, 'id');
    if (await wordWithTerm(trx, text.term, id)) {
      throw new HttpError(409, `term: the deck already has "${text.term}"`, 'term');
    }
    await trx.updateTable('leitner_words').set(text).where('id', '=', id).execute();
    return wordOf(
      await trx.selectFrom('leitner_words').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    );
  });
}

export async function deleteWord(db: Db, id: string): Promise<string> {
  const row = await db.selectFrom('leitner_words').select('term').where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, `id: no word has the id "${id}"`, 'id');
  await db.deleteFrom('leitner_words').where('id', '=', id).execute();
  return row.term;
}

/** Moves words to their new boxes; refuses (and changes nothing) when an id is unknown or repeated. */
export async function synchronizeLocations(
  db: Kysely<Database>,
  locations: LeitnerLocation[],
): Promise<void> {
  const seen = new Set<string>();
  locations.forEach((location, index) => {
    if (seen.has(location.id)) {
      throw new HttpError(
        400,
        `locations.${index}.id: the word "${location.id}" is listed twice`,
        `locations.${index}.id`,
      );
    }
    seen.add(location.id);
  });
  await db.transaction().execute(async (trx) => {
    const known = new Set(
      (
        await trx
          .selectFrom('leitner_words')
          .select('id')
          .where(
            'id',
            'in',
            locations.map((location) => location.id),
          )
          .execute()
      ).map((row) => row.id),
    );
    const unknown = locations.findIndex((location) => !known.has(location.id));
    if (unknown >= 0) {
      const field = `locations.${unknown}.id`;
      throw new HttpError(404, `${field}: no word has the id "${locations[unknown]?.id}"`, field);
    }
    for (const location of locations) {
      await trx
        .updateTable('leitner_words')
        .set({ box: location.box, due_on: location.dueOn })
        .where('id', '=', location.id)
        .execute();
    }
  });
}

/**
 * Adds the rows whose term is new and updates the others (terms compared without case). Refuses
 * the whole import (409 naming `rows`, nothing written) when the new terms would take the deck past
 * its maximum, which its answer could then not hold.
 */
export async function importRows(
  store: LeitnerStore,
  rows: LeitnerImportRow[],
  today: string,
): Promise<{ added: number; updated: number }> {
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const key = row.term.toLocaleLowerCase();
    if (seen.has(key)) {
      throw new HttpError(
        400,
        `rows.${index}.term: "${row.term}" is also row ${(seen.get(key) ?? 0) + 1}`,
        `rows.${index}.term`,
      );
    }
    seen.set(key, index);
  });
  return checkedWrite(store, async (trx) => {
    const existing = new Map(
      (await trx.selectFrom('leitner_words').select(['id', 'term']).execute()).map((row) => [
        row.term.toLocaleLowerCase(),
        row.id,
      ]),
    );
    const newTerms = rows.filter((row) => !existing.has(row.term.toLocaleLowerCase())).length;
    if (existing.size + newTerms > maxLeitnerWords) {
      throw new HttpError(
        409,
        `rows: the deck holds at most ${maxLeitnerWords} words; it has ${existing.size}, and ${newTerms} of these terms are new`,
        'rows',
      );
    }
    let added = 0;
    let updated = 0;
    for (const row of rows) {
      const text = { term: row.term, meaning: row.meaning, example: row.example, notes: row.notes };
      const id = existing.get(row.term.toLocaleLowerCase());
      if (id) {
        await trx
          .updateTable('leitner_words')
          .set({
            ...text,
            ...(row.box !== undefined ? { box: row.box } : {}),
            ...(row.dueOn !== undefined ? { due_on: row.dueOn } : {}),
          })
          .where('id', '=', id)
          .execute();
        updated += 1;
      } else {
        await insertWord(trx, text, row.dueOn ?? today, row.box ?? 1);
        added += 1;
      }
    }
    return { added, updated };
  });
}

/** Replaces the demo words (ids `demo-…`) with the demo deck, placed from `today`. */
export async function installDemoDeck(trx: Transaction<Database>, deck: LeitnerDemoWord[], today: string) {
  await trx.deleteFrom('leitner_words').where('id', 'like', 'demo-%').execute();
  const createdAt = new Date().toISOString();
  for (const word of deck) {
    await trx
      .insertInto('leitner_words')
      .values({
        id: word.id,
        term: word.term,
        meaning: word.meaning,
        example: word.example,
        notes: word.notes,
        box: word.box,
        due_on: addCalendarDays(today, word.dueInDays),
        created_at: createdAt,
      })
      .execute();
  }
}
