import { getEnneagramReference } from '@portfolio/contracts';
import { useApiQuery } from '@portfolio/api-client';

/**
 * GET /apiEnneagramFile/reference: type descriptors, answer key, checklist and page texts.
 * They change only with a factory import, so one answer serves every page of a visit.
 */
export function useEnneagramReference() {
  return useApiQuery(getEnneagramReference, undefined, { staleTime: 10 * 60_000 });
}
