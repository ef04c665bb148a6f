import {
  createLeitnerWord,
  deleteLeitnerWord,
  getLeitnerDeck,
  getLeitnerDemoDeck,
  importLeitnerWords,
  maxLeitnerWords,
  synchronizeLeitnerWords,
  updateLeitnerIntervals,
  updateLeitnerWord,
} from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../route';
import {
  allWords,
  deleteWord,
  importRows,
  insertNewWord,
  type LeitnerStore,
  readIntervals,
  readLeitnerDemoDeck,
  synchronizeLocations,
  updateWordText,
  writeIntervals,
} from './deck';

/**
 * Body limits from the contracts (decision 021): an import row is at most about 2 KB of text
 * (120 + 300 + 500 + 1000 characters, up to 4 bytes each in UTF-8, plus field names), a location
 * about 100 bytes.
 */
export const leitnerImportBodyLimit = maxLeitnerWords * 8 * 1024;
export const leitnerSynchronizeBodyLimit = maxLeitnerWords * 160 + 1024;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The Leitner box (decision 042): the demo deck for visitors, the owner's deck and its writes. */
export async function leitnerRoutes(app: FastifyInstance): Promise<void> {
  const store: LeitnerStore = { db: app.db, dialect: app.dbDialect };
  route(app, getLeitnerDemoDeck, () => readLeitnerDemoDeck());
  route(app, getLeitnerDeck, async () => ({
    words: await allWords(app.db),
    intervals: await readIntervals(app.db),
  }));

  route(app, createLeitnerWord, async (request) => {
    const { dueOn, ...text } = request.body;
    const word = await insertNewWord(store, text, dueOn);
    return { msg: `Added "${word.term}" to box 1`, word };
  });

  route(app, updateLeitnerWord, async (request) => {
    const word = await updateWordText(store, request.params.id, request.body);
    return { msg: `Saved "${word.term}"`, word };
  });

  route(app, deleteLeitnerWord, async (request) => {
    const term = await deleteWord(app.db, request.params.id);
    return { msg: `Removed "${term}"` };
  });

  route(
    app,
    importLeitnerWords,
    async (request) => {
      const { added, updated } = await importRows(store, request.body.rows, request.body.today);
      return {
        msg: `Imported ${plural(request.body.rows.length, 'word', 'words')}: ${added} added, ${updated} updated`,
        added,
        updated,
      };
    },
    { bodyLimit: leitnerImportBodyLimit },
  );

  route(app, updateLeitnerIntervals, async (request) => {
    await writeIntervals(app.db, request.body.intervals);
    return { msg: `Box intervals saved: ${request.body.intervals.join(', ')} days` };
  });

  route(
    app,
    synchronizeLeitnerWords,
    async (request) => {
      await synchronizeLocations(app.db, request.body.locations);
      return { msg: `Saved the place of ${plural(request.body.locations.length, 'word', 'words')}` };
    },
    { bodyLimit: leitnerSynchronizeBodyLimit },
  );
}
