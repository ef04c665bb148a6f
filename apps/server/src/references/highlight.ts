import {
  type ReferenceCardData,
  type ReferenceCardTextField,
  referenceCardTextFields,
  type ReferenceHighlights,
} from '@portfolio/contracts';
import { stemmer } from 'stemmer';
import { fieldText, foldWord, type SearchClause, type SearchPlan } from './search-text';

// Which words of a found card to mark. Computed here, the same for both engines, with the Porter
// stemmer that SQLite's FTS5 uses: "running" is marked for a search of "run". PostgreSQL's
// english stemmer joins a few more forms (decision 015); those cards are found but a word may
// stay unmarked, which costs nothing but a highlight. This runs for every card of every answer,
// so it looks only at words that can match (see `prefixOf`).

const wordChars = '[\\p{L}\\p{N}\\p{M}]';
const surfacePattern = new RegExp(`${wordChars}+`, 'gu');
/** Printable ASCII and white space only: the fast path's word pattern covers every letter in it. */
const notPlainAscii = /[^ -~\t\n\r]/;
const isPlainAscii = (text: string): boolean => !notPlainAscii.test(text);

/** Stems are pure functions of the word; remembering them makes marking a page of cards cheap. */
const stems = new Map<string, string>();
const maxRemembered = 100_000;

function stemOf(folded: string): string {
  let stem = stems.get(folded);
  if (stem === undefined) {
    stem = stemmer(folded);
    if (stems.size >= maxRemembered) stems.clear();
    stems.set(folded, stem);
  }
  return stem;
}

/**
 * Porter keeps a word's first two letters (checked over the demo vocabulary), so only words that
 * start like a wanted stem can match: the others are never cut out of the text or stemmed.
 */
const prefixOf = (word: string): string => word.slice(0, 2);

interface Word {
  /** As the page shows it, lower-cased. */
  surface: string;
  /** Empty for a word that cannot match. */
  stem: string;
}

/** In a plain ASCII text the words are runs of ASCII letters and digits, and folding changes nothing. */
const asciiWordPattern = /[a-z0-9]+/g;

/** Every word of an item, stemmed where it could match (phrases need the positions of all). */
function wordsOf(item: string, prefixes: ReadonlySet<string>): Word[] {
  const found: Word[] = [];
  const lower = item.toLowerCase();
  if (isPlainAscii(item)) {
    asciiWordPattern.lastIndex = 0;
    for (let match = asciiWordPattern.exec(lower); match !== null; match = asciiWordPattern.exec(lower)) {
      const surface = match[0];
      found.push({ surface, stem: prefixes.has(prefixOf(surface)) ? stemOf(surface) : '' });
    }
    return found;
  }
  for (const match of lower.matchAll(surfacePattern)) {
    const surface = match[0];
    const folded = foldWord(surface);
    if (folded !== '') found.push({ surface, stem: prefixes.has(prefixOf(folded)) ? stemOf(folded) : '' });
  }
  return found;
}

interface PreparedClause {
  fields: readonly ReferenceCardTextField[];
  phrase: boolean;
  stems: string[];
  /** The stems, each once (Matches wants every one of them somewhere). */
  wanted: Set<string>;
  prefixes: Set<string>;
  /** Finds the words of a plain ASCII text that start like a wanted stem, in any case. */
  candidates: RegExp;
}

function prepareClause(clause: SearchClause): PreparedClause {
  const stemsWanted = clause.words.map(stemOf);
  const prefixes = new Set(stemsWanted.map(prefixOf));
  return {
    fields: clause.field === 'all' ? referenceCardTextFields : [clause.field],
    phrase: clause.phrase,
    stems: stemsWanted,
    wanted: new Set(stemsWanted),
    prefixes,
    // Prefixes are letters and digits only: safe inside the pattern.
    candidates: new RegExp(`(?<![A-Za-z0-9])(?:${[...prefixes].join('|')})[A-Za-z0-9]*`, 'gi'),
  };
}

type Marks = Map<ReferenceCardTextField, Set<string>>;

function mark(marks: Marks, field: ReferenceCardTextField, surface: string): void {
  let set = marks.get(field);
  if (!set) marks.set(field, (set = new Set()));
  set.add(surface);
}

/** A card's text per field, made when a clause first reads it: most clauses read one or two fields. */
class CardText {
  readonly #texts = new Map<ReferenceCardTextField, readonly string[]>();

  constructor(readonly card: ReferenceCardData) {}

  of(field: ReferenceCardTextField): readonly string[] {
    let text = this.#texts.get(field);
    if (text === undefined) this.#texts.set(field, (text = fieldText(this.card, field)));
    return text;
  }
}

/** Marks what one clause matched in a card; marks nothing when the clause does not hold for it. */
function markClause(clause: PreparedClause, text: CardText, marks: Marks) {
  const found: Marks = new Map();
  if (clause.phrase) {
    for (const field of clause.fields) {
      for (const item of text.of(field)) {
        clause.candidates.lastIndex = 0;
        if (isPlainAscii(item) && !clause.candidates.test(item)) continue;
        const words = wordsOf(item, clause.prefixes);
        const length = clause.stems.length;
        for (let start = 0; start + length <= words.length; start += 1) {
          let offset = 0;
          while (offset < length && words[start + offset]!.stem === clause.stems[offset]) offset += 1;
          if (offset === length) {
            for (offset = 0; offset < length; offset += 1) mark(found, field, words[start + offset]!.surface);
          }
        }
      }
    }
    if (found.size === 0) return;
  } else {
    const { wanted, candidates } = clause;
    const seen = new Set<string>();
    for (const field of clause.fields) {
      for (const item of text.of(field)) {
        if (isPlainAscii(item)) {
          candidates.lastIndex = 0;
          for (let match = candidates.exec(item); match !== null; match = candidates.exec(item)) {
            const surface = match[0].toLowerCase();
            const stem = stemOf(surface);
            if (wanted.has(stem)) {
              seen.add(stem);
              mark(found, field, surface);
            }
          }
        } else {
          for (const word of wordsOf(item, clause.prefixes)) {
            if (wanted.has(word.stem)) {
              seen.add(word.stem);
              mark(found, field, word.surface);
            }
          }
        }
      }
    }
    if (seen.size < wanted.size) return;
  }
  for (const [field, surfaces] of found) for (const surface of surfaces) mark(marks, field, surface);
}

/** Prepares a plan once; the function it returns gives, per field, the words of a card that matched. */
export function highlighter(plan: SearchPlan): (card: ReferenceCardData) => ReferenceHighlights {
  const clauses = plan.clauses.map(prepareClause);
  return (card) => {
    const text = new CardText(card);
    const marks: Marks = new Map();
    for (const clause of clauses) markClause(clause, text, marks);
    const highlights: ReferenceHighlights = {};
    for (const field of referenceCardTextFields) {
      const set = marks.get(field);
      if (set && set.size > 0) highlights[field] = [...set];
    }
    return highlights;
  };
}

/** `highlighter(plan)(card)`, for a single card. */
export function highlightCard(card: ReferenceCardData, plan: SearchPlan): ReferenceHighlights {
  return highlighter(plan)(card);
}
