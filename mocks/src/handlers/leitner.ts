import {
  createLeitnerWord,
  deleteLeitnerWord,
  getLeitnerDeck,
  getLeitnerDemoDeck,
  importLeitnerWords,
  type LeitnerDeck,
  maxLeitnerWords,
  synchronizeLeitnerWords,
  updateLeitnerIntervals,
  updateLeitnerWord,
} from '@portfolio/contracts';
import { leitnerDeckFixture, leitnerDemoDeckFixture } from '../fixtures/leitner';
import { apiErrorResponse, mockContract } from '../mock-contract';
import { isOwnerSignedIn } from './owner';

// The mock Leitner box: the owner's deck remembers changes for as long as the page or test file
// lives; owner calls answer 401 unless the mock owner is signed in.

let deck: LeitnerDeck = structuredClone(leitnerDeckFixture);
let nextId = 1;

/** Back to the fixture deck, or to the deck a story needs. */
export function resetLeitnerMocks(state: Partial<LeitnerDeck> = {}): void {
  deck = structuredClone({ ...leitnerDeckFixture, ...state });
  nextId = 1;
}

/** The mock owner's deck as it is now (for tests that check what a page saved). */
export function leitnerMockDeck(): LeitnerDeck {
  return structuredClone(deck);
}

const notOwner = () => apiErrorResponse(401, 'Sign in as the owner to do this');
const notFound = (id: string) => apiErrorResponse(404, `id: no word has the id "${id}"`, 'id');
/** The other word with this term, ignoring case, as the server finds it. */
const sameTerm = (term: string, exceptId?: string) =>
  deck.words.find(
    (entry) => entry.id !== exceptId && entry.term.toLocaleLowerCase() === term.toLocaleLowerCase(),
  );
const termTaken = (term: string) => apiErrorResponse(409, `term: the deck already has "${term}"`, 'term');

export const leitnerHandlers = [
  mockContract(getLeitnerDemoDeck, () => leitnerDemoDeckFixture),
  mockContract(getLeitnerDeck, () => (isOwnerSignedIn() ? deck : notOwner())),
  mockContract(createLeitnerWord, ({ body }) => {
    if (!isOwnerSignedIn()) return notOwner();
    if (deck.words.length >= maxLeitnerWords) {
      return apiErrorResponse(409, `term: the deck holds at most ${maxLeitnerWords} words`, 'term');
    }
    if (sameTerm(body.term)) return termTaken(body.term);
    const { dueOn, ...text } = body;
    const word = { id: `mock-${nextId++}`, ...text, box: 1, dueOn };
    deck.words.push(word);
    return { msg: `Added "${word.term}" to box 1`, word };
  }),
  mockContract(updateLeitnerWord, ({ params, body }) => {
    if (!isOwnerSignedIn()) return notOwner();
    const word = deck.words.find((entry) => entry.id === params.id);
    if (!word) return notFound(params.id);
    if (sameTerm(body.term, word.id)) return termTaken(body.term);
    Object.assign(word, body);
    return { msg: `Saved "${word.term}"`, word };
  }),
  mockContract(deleteLeitnerWord, ({ params }) => {
    if (!isOwnerSignedIn()) return notOwner();
    const word = deck.words.find((entry) => entry.id === params.id);
    if (!word) return notFound(params.id);
    deck.words = deck.words.filter((entry) => entry.id !== params.id);
    return { msg: `Removed "${word.term}"` };
  }),
  mockContract(importLeitnerWords, ({ body }) => {
    if (!isOwnerSignedIn()) return notOwner();
    const newTerms = body.rows.filter((row) => !sameTerm(row.term)).length;
    if (deck.words.length + newTerms > maxLeitnerWords) {
      return apiErrorResponse(
        409,
        `rows: the deck holds at most ${maxLeitnerWords} words; it has ${deck.words.length}, and ${newTerms} of these terms are new`,
        'rows',
      );
    }
    let added = 0;
    let updated = 0;
    for (const row of body.rows) {
      const { box, dueOn, ...text } = row;
      const word = sameTerm(row.term);
      if (word) {
        Object.assign(word, text, box ? { box } : {}, dueOn ? { dueOn } : {});
        updated += 1;
      } else {
        deck.words.push({ id: `mock-${nextId++}`, ...text, box: box ?? 1, dueOn: dueOn ?? body.today });
        added += 1;
      }
    }
    const count = body.rows.length;
    return {
      msg: `Imported ${count} ${count === 1 ? 'word' : 'words'}: ${added} added, ${updated} updated`,
      added,
      updated,
    };
  }),
  mockContract(updateLeitnerIntervals, ({ body }) => {
    if (!isOwnerSignedIn()) return notOwner();
    deck.intervals = body.intervals;
    return { msg: `Box intervals saved: ${body.intervals.join(', ')} days` };
  }),
  mockContract(synchronizeLeitnerWords, ({ body }) => {
    if (!isOwnerSignedIn()) return notOwner();
    const missing = body.locations.findIndex(
      (location) => !deck.words.some((entry) => entry.id === location.id),
    );
    if (missing >= 0) {
      return apiErrorResponse(404, `locations.${missing}.id: no word has that id`, `locations.${missing}.id`);
    }
    for (const location of body.locations) {
      Object.assign(deck.words.find((entry) => entry.id === location.id) ?? {}, location);
    }
    const count = body.locations.length;
    return { msg: `Saved the place of ${count} ${count === 1 ? 'word' : 'words'}` };
  }),
];
