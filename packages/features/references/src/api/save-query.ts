import { useApiMutation } from '@portfolio/api-client';
import { createSavedQuery, getSavedQueries } from '@portfolio/contracts';

/** POST /api-knowledgebase/query-list/new (owner only); the saved list is read again after a save. */
export function useSaveQuery() {
  return useApiMutation(createSavedQuery, { kind: 'post', invalidates: [getSavedQueries] });
}
