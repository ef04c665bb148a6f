// Contracts of the knowledge base and its backup page (spec part 2 §3, §7, §9).
// Shapes the spec leaves open are designed in docs/decisions/014-references-api.md; search
// semantics are in 015-references-search.md.
import { z } from 'zod';
import { defineContract } from './contract';
import { firstData as firstDataPaths } from './references.paths';

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/** Stable key of every card and hierarchy node: a lower-case UUID (8-4-4-4-12 hex digits). */
export const uuidSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'must be a lower-case UUID');

/** Records per page of the references page (spec §9: 'back 200 records' / 'forward 200 records'). */
export const referencePageSize = 200;
/** Largest page any list call answers; a backup of more cards pages through with `from`. */
export const maxReferencePageSize = 1000;

/** `?from=&size=` of the paged calls. Both optional: from 0, 200 records. */
export const referencePagingSchema = z.object({
  from: z.coerce
    .number({ error: 'from must be a whole number of at least 0' })
    .int('from must be a whole number of at least 0')
    .min(0, 'from must be a whole number of at least 0')
    .max(1_000_000_000, 'from is too large')
    .default(0),
  size: z.coerce
    .number({ error: `size must be a whole number from 1 to ${maxReferencePageSize}` })
    .int(`size must be a whole number from 1 to ${maxReferencePageSize}`)
    .min(1, `size must be a whole number from 1 to ${maxReferencePageSize}`)
    .max(maxReferencePageSize, `size must be a whole number from 1 to ${maxReferencePageSize}`)
    .default(referencePageSize),
});
export type ReferencePaging = z.input<typeof referencePagingSchema>;

// ---------------------------------------------------------------------------------------------
// Reference cards (spec §3 "Reference card")
// ---------------------------------------------------------------------------------------------

const text = (max: number, name: string) => z.string().max(max, `${name} has at most ${max} characters`);

/**
 * A reference card as the backup files and imports hold it: everything but the database `id`,
 * which differs from one database to the next (the uuid is the card's identity).
 */
export const referenceCardDataSchema = z.object({
  uuid: uuidSchema,
  refTitle: z.string().trim().min(1, 'refTitle is required').max(500, 'refTitle has at most 500 characters'),
  /** An http(s) address, or empty for a work with no address. Other schemes (javascript:) are refused. */
  refLink: z.union([
    z.literal(''),
    z.url({ protocol: /^https?$/, error: 'refLink must be an http(s) address' }),
  ]),
  /** Kind of written work, e.g. 'book', 'paper', 'article'; free text. */
  refWrittenType: text(100, 'refWrittenType'),
  /** Medium, e.g. 'print', 'web', 'video'; free text. */
  refMediaType: text(100, 'refMediaType'),
  /** Platform where the work circulates, e.g. 'YouTube'; often empty. */
  refSocialMediaType: text(100, 'refSocialMediaType'),
  tags: z
    .array(z.string().trim().min(1, 'a tag is never empty').max(100, 'a tag has at most 100 characters'))
    .max(50, 'at most 50 tags'),
  refAuthors: z
    .array(
      z.string().trim().min(1, 'an author is never empty').max(200, 'an author has at most 200 characters'),
    )
    .max(50, 'at most 50 authors'),
  publisher: text(300, 'publisher'),
  /** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD', or empty when unknown. */
  refDate: z
    .string()
    .regex(
      /^(\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?)?$/,
      'refDate must be YYYY, YYYY-MM or YYYY-MM-DD',
    ),
  /** Who wrote the card (the curator), not the work's author. */
  creator: text(200, 'creator'),
  /**
   * Simple HTML (p, em, strong, ul/li, a href). Stored and answered exactly as written: the page
   * must sanitise it before rendering (decision 014).
   */
  summary: text(50_000, 'summary'),
});
export type ReferenceCardData = z.infer<typeof referenceCardDataSchema>;

/**
 * A reference card as the knowledge-base calls answer it: the data plus its database `id`.
 * Plain types only: everything the server answers came in through `referenceCardDataSchema`,
 * and a page of 200 cards is checked on every answer (server) and every read (client), so the
 * answer schema skips the URL, UUID and date checks.
 */
export const referenceCardSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.string(),
  refTitle: z.string(),
  refLink: z.string(),
  refWrittenType: z.string(),
  refMediaType: z.string(),
  refSocialMediaType: z.string(),
  tags: z.array(z.string()),
  refAuthors: z.array(z.string()),
  publisher: z.string(),
  refDate: z.string(),
  creator: z.string(),
  summary: z.string(),
});
export type ReferenceCard = z.infer<typeof referenceCardSchema>;

/** The card fields that search and highlighting know about, in the order the field list shows them. */
export const referenceCardTextFields = [
  'tags',
  'refTitle',
  'refAuthors',
  'summary',
  'publisher',
  'creator',
  'refDate',
  'refWrittenType',
  'refMediaType',
  'refSocialMediaType',
] as const;
export type ReferenceCardTextField = (typeof referenceCardTextFields)[number];

/** Fields an advanced-query entry may name: every text field, or 'all' of them at once. */
export const referenceSearchFields = ['all', ...referenceCardTextFields] as const;
export type ReferenceSearchField = (typeof referenceSearchFields)[number];

// ---------------------------------------------------------------------------------------------
// Advanced query (spec §3 "Advanced query", §9)
// ---------------------------------------------------------------------------------------------

export const advancedQueryQualifiers = ['Must Match', 'Should Match'] as const;
export type AdvancedQueryQualifier = (typeof advancedQueryQualifiers)[number];
export const advancedQueryTypes = ['Matches', 'Match Phrase'] as const;
export type AdvancedQueryType = (typeof advancedQueryTypes)[number];

export const advancedQueryEntrySchema = z.object({
  field: z.enum(referenceSearchFields, { error: `field must be one of ${referenceSearchFields.join(', ')}` }),
  type: z.enum(advancedQueryTypes, { error: "type must be 'Matches' or 'Match Phrase'" }),
  /** The words; an entry whose search has no words is left out of the query. */
  search: z.string().max(500, 'search has at most 500 characters'),
});
export type AdvancedQueryEntry = z.infer<typeof advancedQueryEntrySchema>;

/**
 * 'Must Match': every entry with words must hold. 'Should Match': at least one must.
 * 'Matches': all the words occur in the field, in any order, stemmed (run = running).
 * 'Match Phrase': the words occur in this order, next to each other (within one tag or author).
 * A query with no words at all matches every card.
 */
export const advancedQuerySchema = z.object({
  qualifier: z.enum(advancedQueryQualifiers, { error: "qualifier must be 'Must Match' or 'Should Match'" }),
  entries: z
    .array(advancedQueryEntrySchema)
    .min(1, 'an advanced query has at least one entry')
    .max(20, 'an advanced query has at most 20 entries'),
});
export type AdvancedQuery = z.infer<typeof advancedQuerySchema>;

/** The entry the advanced-search form starts with and adds (spec §3). */
export const defaultAdvancedQueryEntry: AdvancedQueryEntry = {
  field: 'tags',
  type: 'Match Phrase',
  search: '',
};

/** Basic search (one box, all fields) is this advanced query: every word somewhere in the card. */
export function basicSearchQuery(search: string): AdvancedQuery {
  return { qualifier: 'Must Match', entries: [{ field: 'all', type: 'Matches', search }] };
}

/** The JSON text of an advanced query (the `q` parameter, a saved query, the page's `query` parameter). */
export const advancedQueryTextSchema = z
  .string()
  .max(20_000, 'the query has at most 20000 characters')
  .transform((value, context) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'the query is not valid JSON' });
      return z.NEVER;
    }
  })
  .pipe(advancedQuerySchema);

// ---------------------------------------------------------------------------------------------
// Knowledge-base calls (base /api-knowledgebase)
// ---------------------------------------------------------------------------------------------

export const referenceSearchFieldOptionSchema = z.object({
  field: z.enum(referenceSearchFields),
  /** What the field select shows, e.g. 'Tags', 'All fields'. */
  label: z.string().min(1),
});
export type ReferenceSearchFieldOption = z.infer<typeof referenceSearchFieldOptionSchema>;

/** The advanced search's field list (GET /api-knowledgebase/fields): all fields first, then each card field. */
export const referenceSearchFieldOptions: ReferenceSearchFieldOption[] = [
  { field: 'all', label: 'All fields' },
  { field: 'tags', label: 'Tags' },
  { field: 'refTitle', label: 'Title' },
  { field: 'refAuthors', label: 'Authors' },
  { field: 'summary', label: 'Summary' },
  { field: 'publisher', label: 'Publisher' },
  { field: 'creator', label: 'Card creator' },
  { field: 'refDate', label: 'Date' },
  { field: 'refWrittenType', label: 'Written type' },
  { field: 'refMediaType', label: 'Media type' },
  { field: 'refSocialMediaType', label: 'Social media type' },
];

/** GET {base}/fields: the field list of the advanced search, 'all' first. */
export const getReferenceSearchFields = defineContract({
  method: 'GET',
  path: firstDataPaths.referenceSearchFields,
  response: z.array(referenceSearchFieldOptionSchema),
});

export const savedQuerySchema = z.object({
  name: z.string(),
  /** JSON text of an advanced query, as `JSON.stringify` writes the parsed query (keys in schema order). */
  query: z.string(),
  /** When it was saved (ISO 8601 UTC). */
  createdAt: z.string(),
});
export type SavedQuery = z.infer<typeof savedQuerySchema>;

export const newSavedQuerySchema = z.object({
  name: z
    .string({ error: 'Give the query a name' })
    .trim()
    .min(1, 'Give the query a name')
    .max(100, 'The name has at most 100 characters'),
  query: z.string({ error: 'query must be the JSON text of an advanced query' }),
});
export type NewSavedQuery = z.infer<typeof newSavedQuerySchema>;

/**
 * POST {base}/query-list/new: saves an advanced query under a name. Owner only (401 otherwise);
 * 409 naming `name` when the name is taken; 400 naming `query` when it is not an advanced query.
 */
export const createSavedQuery = defineContract({
  method: 'POST',
  path: '/api-knowledgebase/query-list/new',
  body: newSavedQuerySchema,
  response: savedQuerySchema,
  ownerOnly: true,
});

/** GET {base}/query-list: every saved query, by name (our addition: needed to run a saved one). */
export const getSavedQueries = defineContract({
  method: 'GET',
  path: firstDataPaths.savedQueries,
  response: z.array(savedQuerySchema),
});

/** One page of cards, ordered by id. `total` counts every card the call matches. */
export const referencePageSchema = z.object({
  total: z.number().int().min(0),
  from: z.number().int().min(0),
  size: z.number().int().min(1),
  records: z.array(referenceCardSchema),
});
export type ReferencePage = z.infer<typeof referencePageSchema>;

/** GET /api-knowledgebase?from=&size=: every card, one page at a time (allrecords=yes). */
export const getReferenceCards = defineContract({
  method: 'GET',
  path: '/api-knowledgebase',
  query: referencePagingSchema,
  response: referencePageSchema,
});

/** Words of one card to mark, per field: the words as they appear there, lower-cased. */
export const referenceHighlightsSchema = z.partialRecord(
  z.enum(referenceCardTextFields),
  z.array(z.string()),
);
export type ReferenceHighlights = z.infer<typeof referenceHighlightsSchema>;

export const referenceSearchPageSchema = referencePageSchema.extend({
  /** The query's words, lower-cased, each once. */
  terms: z.array(z.string()),
  /** By card uuid: which words of which field matched (stemmed matches included), to highlight. */
  highlights: z.record(z.string(), referenceHighlightsSchema),
});
export type ReferenceSearchPage = z.infer<typeof referenceSearchPageSchema>;

export const referenceSearchQuerySchema = referencePagingSchema.extend({
  /** JSON text of an advanced query; basic search sends `basicSearchQuery(text)`. */
  q: advancedQueryTextSchema,
});
export type ReferenceSearchQuery = z.input<typeof referenceSearchQuerySchema>;

/** GET /api-knowledgebase/docs/query?q=<JSON>&from=&size=: the cards an advanced query matches. */
export const searchReferenceCards = defineContract({
  method: 'GET',
  path: '/api-knowledgebase/docs/query',
  query: referenceSearchQuerySchema,
  response: referenceSearchPageSchema,
});

// ---------------------------------------------------------------------------------------------
// Argument hierarchy and its cards
// ---------------------------------------------------------------------------------------------

/** The six kinds of argument card, from the top of the hierarchy down. */
export const argumentCardKinds = [
  'quest',
  'mainclaim',
  'minorclaim',
  'evidence',
  'counterclaim',
  'rebuttal',
] as const;
export type ArgumentCardKind = (typeof argumentCardKinds)[number];

/**
 * Which kinds a node of each kind may hang under; a quest is a root. Evidence backs a claim, a
 * counterclaim or a rebuttal; a counterclaim answers a claim or a piece of evidence.
 */
export const argumentParentKinds: Record<ArgumentCardKind, readonly ArgumentCardKind[]> = {
  quest: [],
  mainclaim: ['quest'],
  minorclaim: ['mainclaim'],
  evidence: ['mainclaim', 'minorclaim', 'counterclaim', 'rebuttal'],
  counterclaim: ['mainclaim', 'minorclaim', 'evidence'],
  rebuttal: ['counterclaim'],
};

const argumentCardKindSchema = z.enum(argumentCardKinds, {
  error: `kind must be one of ${argumentCardKinds.join(', ')}`,
});

/** The content of one argument card (GET /api-cards/all/{kind}, the {kind}.json backup file). */
export const argumentCardSchema = z.object({
  uuid: uuidSchema,
  kind: argumentCardKindSchema,
  title: z.string().trim().min(1, 'title is required').max(300, 'title has at most 300 characters'),
  /** Plain text. */
  text: text(20_000, 'text'),
});
export type ArgumentCard = z.infer<typeof argumentCardSchema>;

/**
 * One node of the hierarchy (GET /api-hierarchy/all, the hierarchy.json backup file): where an
 * argument card (same uuid) sits and which reference cards it cites. A quest has no parent.
 */
export const hierarchyNodeSchema = z.object({
  uuid: uuidSchema,
  kind: argumentCardKindSchema,
  parentUuid: uuidSchema.nullable(),
  /** uuids of reference cards; POST /api-references/missingUUIDs lists those no card has. */
  referenceUuids: z.array(uuidSchema).max(500, 'at most 500 references per node'),
});
export type HierarchyNode = z.infer<typeof hierarchyNodeSchema>;

export const argumentCardKindParamsSchema = z.object({ kind: argumentCardKindSchema });

/** GET /api-hierarchy/all: every hierarchy node, by uuid. */
export const getArgumentHierarchy = defineContract({
  method: 'GET',
  path: '/api-hierarchy/all',
  response: z.array(hierarchyNodeSchema),
});

/** GET /api-cards/all/{kind}: every argument card of one kind, by uuid. */
export const getArgumentCards = defineContract({
  method: 'GET',
  path: '/api-cards/all/:kind',
  params: argumentCardKindParamsSchema,
  response: z.array(argumentCardSchema),
});

/** GET /api-references: every reference card in its backup form (no id), by uuid: what the page exports as refs. */
export const getAllReferences = defineContract({
  method: 'GET',
  path: '/api-references',
  response: z.array(referenceCardDataSchema),
});

export const missingReferenceSchema = z.object({
  uuid: uuidSchema,
  /** uuids of the hierarchy nodes that cite it, sorted. */
  referencedBy: z.array(uuidSchema),
});
export type MissingReference = z.infer<typeof missingReferenceSchema>;

/** POST /api-references/missingUUIDs (empty body): reference uuids the hierarchy cites that no card has, by uuid. */
export const findMissingReferenceUuids = defineContract({
  method: 'POST',
  path: '/api-references/missingUUIDs',
  response: z.object({ missing: z.array(missingReferenceSchema) }),
});

// ---------------------------------------------------------------------------------------------
// Backup: export and import (export-backup/n95)
// ---------------------------------------------------------------------------------------------

/**
 * Most records one backup file (and so one export body) holds: far more than a personal
 * knowledge base needs, small enough that checking a whole body stays well under a second.
 */
export const maxBackupRecords = 5_000;

/** An export body: at most `maxBackupRecords` records, counted before any record is checked. */
function backupRecords<Item extends z.ZodType>(item: Item) {
  return z.array(item).max(maxBackupRecords, `a backup file holds at most ${maxBackupRecords} records`);
}

/** The backup files, one per flag (spec §3 "Export and exists status flags"). */
export const backupFileNames = [
  'refs',
  'hierarchy',
  'quest',
  'mainclaim',
  'minorclaim',
  'evidence',
  'counterclaim',
  'rebuttal',
] as const;
export type BackupFileName = (typeof backupFileNames)[number];

export const backupFileStatusSchema = z.object(
  Object.fromEntries(backupFileNames.map((name) => [name, z.boolean()])) as Record<
    BackupFileName,
    z.ZodBoolean
  >,
);
export type BackupFileStatus = z.infer<typeof backupFileStatusSchema>;

/** GET /api-export/json/exists: whether each backup file is in the server's backup folder. */
export const getBackupFileStatus = defineContract({
  method: 'GET',
  path: '/api-export/json/exists',
  response: backupFileStatusSchema,
});

/** What an export answers: the message the page shows in its message area. */
export const exportAnswerSchema = z.object({ msg: z.string() });
export type ExportAnswer = z.infer<typeof exportAnswerSchema>;

/** What an import answers: the message and how many records were loaded. */
export const importAnswerSchema = z.object({ msg: z.string(), count: z.number().int().min(0) });
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

/**
 * POST /api-export/refs with GET /api-references' answer as the body: writes refs.json.
 * Owner only. Cards with an `id` (GET /api-knowledgebase records) are accepted; the id is dropped.
 */
export const exportReferences = defineContract({
  method: 'POST',
  path: '/api-export/refs',
  body: backupRecords(referenceCardDataSchema),
  response: exportAnswerSchema,
  ownerOnly: true,
});

/** POST /api-export/hier with GET /api-hierarchy/all's answer as the body: writes hierarchy.json. Owner only. */
export const exportHierarchy = defineContract({
  method: 'POST',
  path: '/api-export/hier',
  body: backupRecords(hierarchyNodeSchema),
  response: exportAnswerSchema,
  ownerOnly: true,
});

/**
 * POST /api-export/{kind} with GET /api-cards/all/{kind}'s answer as the body: writes {kind}.json.
 * Owner only; every card must be of that kind.
 */
export const exportArgumentCards = defineContract({
  method: 'POST',
  path: '/api-export/:kind',
  params: argumentCardKindParamsSchema,
  body: backupRecords(argumentCardSchema),
  response: exportAnswerSchema,
  ownerOnly: true,
});

/**
 * POST /api-import/refs (empty body): loads refs.json from the backup folder, upserting by uuid.
 * Owner only. The whole file is checked first; a bad or truncated file changes nothing and
 * answers 422 saying why (404 when there is no file).
 */
export const importReferences = defineContract({
  method: 'POST',
  path: '/api-import/refs',
  response: importAnswerSchema,
  ownerOnly: true,
});

/** POST /api-import/hierarchy (empty body): loads hierarchy.json, as importReferences does. */
export const importHierarchy = defineContract({
  method: 'POST',
  path: '/api-import/hierarchy',
  response: importAnswerSchema,
  ownerOnly: true,
});

/** POST /api-import/cards/{kind} (empty body): loads {kind}.json, as importReferences does. */
export const importArgumentCards = defineContract({
  method: 'POST',
  path: '/api-import/cards/:kind',
  params: argumentCardKindParamsSchema,
  response: importAnswerSchema,
  ownerOnly: true,
});
