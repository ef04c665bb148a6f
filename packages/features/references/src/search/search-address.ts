import {
  type AdvancedQuery,
  advancedQueryTextSchema,
  basicSearchQuery,
  referencePageSize,
} from '@portfolio/contracts';

/**
 * What the references page shows, as its address says (spec part 2 §2): `query` (JSON of an
 * advanced search), `allfields` (basic search text over all fields) or `allrecords=yes`, plus our
 * `from` (the first record of the block on screen, so every block has its own address too).
 */
export type ReferenceSearch =
  | { kind: 'none' }
  | { kind: 'all'; from: number }
  | { kind: 'basic'; text: string; from: number }
  | { kind: 'advanced'; query: AdvancedQuery; from: number }
  /** The address carries a `query` that is not an advanced search: the page says why. */
  | { kind: 'invalid'; problem: string };

export const searchParameterNames = {
  query: 'query',
  allRecords: 'allrecords',
  allFields: 'allfields',
  from: 'from',
} as const;

/** The start of the block holding record `from` (0-based); anything that is not a record index is 0. */
export function readBlockStart(value: string | null, size: number = referencePageSize): number {
  if (value === null || !/^\d+$/.test(value.trim())) return 0;
  const from = Number(value.trim());
  if (!Number.isSafeInteger(from)) return 0;
  return Math.floor(from / size) * size;
}

function describeProblem(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): string {
  const issue = error.issues[0];
  if (!issue) return 'it is not an advanced search';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * Reads the page's address. When several searches are given, the most specific wins: `query`,
 * then `allfields`, then `allrecords=yes`.
 */
export function readSearchAddress(params: URLSearchParams): ReferenceSearch {
  const from = readBlockStart(params.get(searchParameterNames.from));

  const queryText = params.get(searchParameterNames.query);
  if (queryText !== null) {
    const parsed = advancedQueryTextSchema.safeParse(queryText);
    if (!parsed.success) {
      return {
        kind: 'invalid',
        problem: `The address's query is not an advanced search (${describeProblem(parsed.error)}).`,
      };
    }
    return { kind: 'advanced', query: parsed.data, from };
  }

  const text = params.get(searchParameterNames.allFields)?.trim();
  if (text) return { kind: 'basic', text, from };

  if (params.get(searchParameterNames.allRecords) === 'yes') return { kind: 'all', from };
  return { kind: 'none' };
}

/** The address parameters of a search: what `readSearchAddress` reads back as the same search. */
export function writeSearchAddress(search: ReferenceSearch): URLSearchParams {
  const params = new URLSearchParams();
  switch (search.kind) {
    case 'none':
    case 'invalid':
      return params;
    case 'all':
      params.set(searchParameterNames.allRecords, 'yes');
      break;
    case 'basic':
      params.set(searchParameterNames.allFields, search.text);
      break;
    case 'advanced':
      params.set(searchParameterNames.query, advancedQueryText(search.query));
      break;
  }
  if (search.from > 0) params.set(searchParameterNames.from, String(search.from));
  return params;
}

/** `/references` with the search's parameters. */
export function searchHref(search: ReferenceSearch, path = '/references'): string {
  const query = writeSearchAddress(search).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The JSON text of an advanced query with its keys in schema order: the same query always gives
 * the same address and the same saved text, whatever order the form built it in.
 */
export function advancedQueryText(query: AdvancedQuery): string {
  return JSON.stringify({
    qualifier: query.qualifier,
    entries: query.entries.map(({ field, type, search }) => ({ field, type, search })),
  });
}

/** The same search starting at another block. */
export function atBlock(search: ReferenceSearch, from: number): ReferenceSearch {
  if (search.kind === 'none' || search.kind === 'invalid') return search;
  return { ...search, from };
}

/** The `q` parameter the search call takes, or undefined when the search lists all records. */
export function searchCallQuery(search: ReferenceSearch): string | undefined {
  switch (search.kind) {
    case 'basic':
      return advancedQueryText(basicSearchQuery(search.text));
    case 'advanced':
      return advancedQueryText(search.query);
    default:
      return undefined;
  }
}
