import { useApiQuery } from '@portfolio/api-client';
import {
  getReferenceCards,
  type ReferenceCard,
  type ReferenceHighlights,
  referencePageSize,
  searchReferenceCards,
} from '@portfolio/contracts';
import { type ReferenceSearch, searchCallQuery } from '../search/search-address';

/** One block of records, whichever call found it. */
export interface ReferenceRecords {
  total: number;
  from: number;
  records: ReferenceCard[];
  /** By card uuid, the words to mark; absent for the list of all records. */
  highlights?: Record<string, ReferenceHighlights>;
}

/** The `q` a cache key was made for (the search call's key holds its query). */
function queryOf(key: readonly unknown[] | undefined): unknown {
  const input = key?.[1];
  return input && typeof input === 'object' && 'query' in input
    ? (input.query as { q?: unknown } | undefined)?.q
    : undefined;
}

/**
 * The block of records the page's search asks for: GET /api-knowledgebase for all records,
 * GET /api-knowledgebase/docs/query for a basic or advanced search. Paging within the same
 * search keeps the block on screen until the next one arrives, so the page does not jump.
 * A failure opens the error page (spec part 1 §8).
 */
export function useReferenceRecords(search: ReferenceSearch): {
  data?: ReferenceRecords;
  isLoading: boolean;
} {
  const from = search.kind === 'none' || search.kind === 'invalid' ? 0 : search.from;
  const q = searchCallQuery(search);

  const list = useApiQuery(
    getReferenceCards,
    { query: { from, size: referencePageSize } },
    { enabled: search.kind === 'all', placeholderData: (previous) => previous },
  );
  const found = useApiQuery(
    searchReferenceCards,
    { query: { q: q ?? '', from, size: referencePageSize } },
    {
      enabled: q !== undefined,
      placeholderData: (previous, previousQuery) =>
        queryOf(previousQuery?.queryKey) === q ? previous : undefined,
    },
  );

  if (search.kind === 'all') {
    return { data: list.data, isLoading: list.isLoading };
  }
  if (q !== undefined) {
    return { data: found.data, isLoading: found.isLoading };
  }
  return { isLoading: false };
}
