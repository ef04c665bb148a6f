import { useApiMutation } from '@portfolio/api-client';
import { getEnneagramQuestions, getEnneagramReference, importEnneagramFactory } from '@portfolio/contracts';

/** POST /apiEnneagramImport/factory (owner only): reloads the questions and reference texts. */
export function useFactoryImport() {
  return useApiMutation(importEnneagramFactory, {
    kind: 'import',
    invalidates: [getEnneagramQuestions, getEnneagramReference],
  });
}
