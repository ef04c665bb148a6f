import { useApiQuery } from '@portfolio/api-client';
import { getReferenceSearchFields } from '@portfolio/contracts';

/** GET /api-knowledgebase/fields: the advanced search's field list. It never changes while the page is open. */
export function useSearchFields() {
  return useApiQuery(getReferenceSearchFields, undefined, { staleTime: Infinity });
}
