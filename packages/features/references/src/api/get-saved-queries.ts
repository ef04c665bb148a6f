import { useApiQuery } from '@portfolio/api-client';
import { getSavedQueries } from '@portfolio/contracts';

/** GET /api-knowledgebase/query-list: every saved query, by name. */
export function useSavedQueries() {
  return useApiQuery(getSavedQueries);
}
