import {
  advancedQueryTextSchema,
  type AdvancedQuery,
  type AdvancedQueryEntry,
  type ArgumentCard,
  type BackupFileName,
  type BackupFileStatus,
  createSavedQuery,
  exportArgumentCards,
  exportHierarchy,
  exportReferences,
  findMissingReferenceUuids,
  getAllReferences,
  getArgumentCards,
  getArgumentHierarchy,
  getBackupFileStatus,
  getReferenceCards,
  getReferenceSearchFields,
  getSavedQueries,
  importArgumentCards,
  importHierarchy,
  importReferences,
  type ReferenceCard,
  referenceCardTextFields,
  type ReferenceCardTextField,
  type ReferenceHighlights,
  type SavedQuery,
  searchReferenceCards,
} from '@portfolio/contracts';
import {
  allReferenceCards,
  allReferencesFixture,
  argumentCardsFixture,
  backupFilesPresent,
  hierarchyFixture,
  referenceSearchFieldOptions,
  savedQueriesFixture,
} from '../fixtures/references';
import { apiErrorResponse, mockContract } from '../mock-contract';
import { isOwnerSignedIn } from './owner';

// The mock knowledge base: the shipped cards, a contains-match search (good enough for stories;
// the real server stems and ranks phrases), saved queries and backup flags that remember changes
// for as long as the page or test file lives. Owner-only calls answer 401 unless the mock owner
// is signed in (resetOwnerSession({ signedIn: true })).

let savedQueries: SavedQuery[] = [];
let backupFiles: BackupFileStatus = { ...backupFilesPresent };
let cards: ReferenceCard[] = allReferenceCards;

export interface ReferencesMockState {
  savedQueries?: SavedQuery[];
  backupFiles?: BackupFileStatus;
  cards?: ReferenceCard[];
}

/** Back to the demo state, or to the state a story needs. */
export function resetReferencesMocks(state: ReferencesMockState = {}): void {
  savedQueries = [...(state.savedQueries ?? savedQueriesFixture)];
  backupFiles = { ...(state.backupFiles ?? backupFilesPresent) };
  cards = state.cards ?? allReferenceCards;
}
resetReferencesMocks();

const notOwner = () => apiErrorResponse(401, 'Sign in as the owner to do this');

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function itemsOf(card: ReferenceCard, field: ReferenceCardTextField): string[] {
  const value = card[field];
  if (Array.isArray(value)) return value;
  return [field === 'summary' ? value.replace(/<[^>]*>/g, ' ') : value];
}

function entryHolds(card: ReferenceCard, entry: AdvancedQueryEntry, words: string[]): boolean {
  const fields = entry.field === 'all' ? referenceCardTextFields : [entry.field];
  const items = fields.flatMap((field) => itemsOf(card, field).map((item) => wordsOf(item).join(' ')));
  if (entry.type === 'Match Phrase') return items.some((item) => item.includes(words.join(' ')));
  return words.every((word) => items.some((item) => item.includes(word)));
}

function matching(query: AdvancedQuery): {
  found: ReferenceCard[];
  terms: string[];
  entries: [AdvancedQueryEntry, string[]][];
} {
  const entries = query.entries
    .map((entry): [AdvancedQueryEntry, string[]] => [entry, wordsOf(entry.search)])
    .filter(([, words]) => words.length > 0);
  const terms = [...new Set(entries.flatMap(([, words]) => words))];
  if (entries.length === 0) return { found: cards, terms, entries };
  const holds = (card: ReferenceCard) => entries.map(([entry, words]) => entryHolds(card, entry, words));
  const found = cards.filter((card) =>
    query.qualifier === 'Must Match' ? holds(card).every(Boolean) : holds(card).some(Boolean),
  );
  return { found, terms, entries };
}

function highlightsOf(card: ReferenceCard, entries: [AdvancedQueryEntry, string[]][]): ReferenceHighlights {
  const marks: ReferenceHighlights = {};
  for (const [entry, words] of entries) {
    if (!entryHolds(card, entry, words)) continue;
    for (const field of entry.field === 'all' ? referenceCardTextFields : [entry.field]) {
      const hits = itemsOf(card, field)
        .flatMap(wordsOf)
        .filter((word) => words.some((term) => word.startsWith(term)));
      if (hits.length > 0) marks[field] = [...new Set([...(marks[field] ?? []), ...hits])];
    }
  }
  return marks;
}

function exported(name: BackupFileName, count: number, noun: string) {
  backupFiles = { ...backupFiles, [name]: true };
  return { msg: `Exported ${count} ${noun} to ${name}.json` };
}

function imported(name: BackupFileName, count: number, noun: string) {
  if (!backupFiles[name])
    return apiErrorResponse(404, `There is no ${name}.json in the backup folder: export it first.`);
  return { msg: `Imported ${count} ${noun} from ${name}.json`, count };
}

const argumentCardsOf = (kind: ArgumentCard['kind']) => argumentCardsFixture[kind];

/** The knowledge base's and backup page's happy-path handlers. */
export const referencesHandlers = [
  mockContract(getReferenceSearchFields, () => referenceSearchFieldOptions),
  mockContract(getSavedQueries, () => savedQueries),
  mockContract(createSavedQuery, ({ body }) => {
    if (!isOwnerSignedIn()) return notOwner();
    const query = advancedQueryTextSchema.safeParse(body.query);
    if (!query.success)
      return apiErrorResponse(
        400,
        `query: ${query.error.issues[0]?.message ?? 'not an advanced query'}`,
        'query',
      );
    if (savedQueries.some((saved) => saved.name === body.name)) {
      return apiErrorResponse(
        409,
        `A query named "${body.name}" is already saved: choose another name.`,
        'name',
      );
    }
    const saved: SavedQuery = {
      name: body.name,
      query: JSON.stringify(query.data),
      createdAt: new Date().toISOString(),
    };
    savedQueries = [...savedQueries, saved].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return saved;
  }),
  mockContract(getReferenceCards, ({ query: { from, size } }) => ({
    total: cards.length,
    from,
    size,
    records: cards.slice(from, from + size),
  })),
  mockContract(searchReferenceCards, ({ query: { q, from, size } }) => {
    const { found, terms, entries } = matching(q);
    const records = found.slice(from, from + size);
    const highlights: Record<string, ReferenceHighlights> = {};
    for (const card of records) {
      const marks = highlightsOf(card, entries);
      if (Object.keys(marks).length > 0) highlights[card.uuid] = marks;
    }
    return { total: found.length, from, size, records, terms, highlights };
  }),
  mockContract(getAllReferences, () => allReferencesFixture),
  mockContract(getArgumentHierarchy, () => hierarchyFixture),
  mockContract(getArgumentCards, ({ params }) => argumentCardsOf(params.kind)),
  mockContract(findMissingReferenceUuids, () => {
    const present = new Set(cards.map((card) => card.uuid));
    const citedBy = new Map<string, string[]>();
    for (const node of hierarchyFixture) {
      for (const uuid of node.referenceUuids) {
        if (!present.has(uuid)) citedBy.set(uuid, [...(citedBy.get(uuid) ?? []), node.uuid]);
      }
    }
    return {
      missing: [...citedBy]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([uuid, referencedBy]) => ({ uuid, referencedBy })),
    };
  }),
  mockContract(getBackupFileStatus, () => backupFiles),
  // The fixed paths come before /api-export/:kind, which would otherwise take them.
  mockContract(exportReferences, ({ body }) =>
    isOwnerSignedIn() ? exported('refs', body.length, 'reference cards') : notOwner(),
  ),
  mockContract(exportHierarchy, ({ body }) =>
    isOwnerSignedIn() ? exported('hierarchy', body.length, 'hierarchy nodes') : notOwner(),
  ),
  mockContract(exportArgumentCards, ({ params, body }) =>
    isOwnerSignedIn() ? exported(params.kind, body.length, `${params.kind} cards`) : notOwner(),
  ),
  mockContract(importReferences, () =>
    isOwnerSignedIn() ? imported('refs', allReferencesFixture.length, 'reference cards') : notOwner(),
  ),
  mockContract(importHierarchy, () =>
    isOwnerSignedIn() ? imported('hierarchy', hierarchyFixture.length, 'hierarchy nodes') : notOwner(),
  ),
  mockContract(importArgumentCards, ({ params }) =>
    isOwnerSignedIn()
      ? imported(params.kind, argumentCardsOf(params.kind).length, `${params.kind} cards`)
      : notOwner(),
  ),
];
