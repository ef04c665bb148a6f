import {
  type AdvancedQuery,
  type ReferenceCardData,
  type ReferenceCardTextField,
  referenceCardTextFields,
  type ReferenceSearchField,
} from '@portfolio/contracts';

// What both search engines are given: card text and query words cut into the same plain words
// here, so the only thing left to each engine is stemming. Neither engine's own parser (HTML,
// hyphens, e-mail addresses, accents) gets a say. See decision 015.

/**
 * Stands between two tags, two authors or two fields, so that a phrase never runs across them
 * ("machine learning" + "history" holds no phrase "learning history"). No query ever contains it.
 */
export const boundaryToken = 'x0bound0x';

const wordPattern = /[\p{L}\p{N}]+/gu;
const marks = /\p{M}+/gu;

/** Lower case without accents ("Café" -> "cafe"), as the index holds words. */
export function foldWord(word: string): string {
  return word.normalize('NFKD').replace(marks, '').toLowerCase();
}

/** The words of a text: letters and digits, folded; everything else separates words. */
export function words(text: string): string[] {
  const found: string[] = [];
  for (const match of foldWord(text).matchAll(wordPattern)) {
    if (match[0] !== boundaryToken) found.push(match[0]);
  }
  return found;
}

// Tags that flow inside a word (<em>un</em>likely) are dropped; all others separate words.
const inlineTags = new Set([
  'a',
  'abbr',
  'b',
  'cite',
  'code',
  'em',
  'i',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
]);
const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return namedEntities[name.toLowerCase()] ?? whole;
  });
}

/** The readable text of a summary's HTML: no tags, no script or style content, entities decoded. */
export function htmlToText(html: string): string {
  const withoutCode = html.replace(/<(script|style)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi, ' ');
  const withoutTags = withoutCode.replace(
    /<\/?([a-z][a-z0-9]*)\b[^>]*>|<!--[\s\S]*?-->|<[^>]*>/gi,
    (_tag, name?: string) => (name && inlineTags.has(name.toLowerCase()) ? '' : ' '),
  );
  return decodeEntities(withoutTags);
}

/** The text of one field as the page shows it: a list field as its items, the summary without HTML. */
export function fieldText(card: ReferenceCardData, field: ReferenceCardTextField): readonly string[] {
  switch (field) {
    case 'tags':
    case 'refAuthors':
      return card[field];
    case 'summary':
      return [htmlToText(card.summary)];
    default:
      return [card[field]];
  }
}

/** The text of every field (see `fieldText`). */
export function fieldTexts(card: ReferenceCardData): Record<ReferenceCardTextField, readonly string[]> {
  return Object.fromEntries(
    referenceCardTextFields.map((field) => [field, fieldText(card, field)]),
  ) as Record<ReferenceCardTextField, readonly string[]>;
}

/** Words of several items (tags, authors, fields), with a boundary between two items. */
function joinItems(items: readonly string[]): string {
  return items
    .map((item) => words(item).join(' '))
    .filter((item) => item !== '')
    .join(` ${boundaryToken} `);
}

/** What the engines index for one card: per field, its words separated by single spaces. */
export type SearchDocumentFields = Record<ReferenceCardTextField, string>;

export interface SearchDocument {
  /** The card's database id. */
  id: number;
  fields: SearchDocumentFields;
}

export function searchDocument(id: number, card: ReferenceCardData): SearchDocument {
  const texts = fieldTexts(card);
  const fields = Object.fromEntries(
    referenceCardTextFields.map((field) => [field, joinItems(texts[field])]),
  ) as SearchDocumentFields;
  return { id, fields };
}

/** Every field of a document in one text, fields apart as items are (PostgreSQL's all-fields column). */
export function allFieldsText(fields: SearchDocumentFields): string {
  return referenceCardTextFields
    .map((field) => fields[field])
    .filter((text) => text !== '')
    .join(` ${boundaryToken} `);
}

/** One condition of a query: these words in this field ('all': in any field). */
export interface SearchClause {
  field: ReferenceSearchField;
  /** true: the words in this order, next to each other, within one item; false: all of them, anywhere. */
  phrase: boolean;
  /** Folded words; for a phrase in order (repeats kept), otherwise each once. */
  words: string[];
}

/** An advanced query the engines can run. No clauses means: every card. */
export interface SearchPlan {
  /** 'all': every clause holds (Must Match); 'any': at least one does (Should Match). */
  mode: 'all' | 'any';
  clauses: SearchClause[];
}

/** Turns an advanced query into clauses; entries without words are left out. */
export function planSearch(query: AdvancedQuery): SearchPlan {
  const clauses: SearchClause[] = [];
  for (const entry of query.entries) {
    const found = words(entry.search);
    if (found.length === 0) continue;
    // A one-word phrase is the same as matching that word.
    const phrase = entry.type === 'Match Phrase' && found.length > 1;
    clauses.push({ field: entry.field, phrase, words: phrase ? found : [...new Set(found)] });
  }
  return { mode: query.qualifier === 'Must Match' ? 'all' : 'any', clauses };
}

/** The query's words, each once, in order of appearance. */
export function planTerms(plan: SearchPlan): string[] {
  return [...new Set(plan.clauses.flatMap((clause) => clause.words))];
}
