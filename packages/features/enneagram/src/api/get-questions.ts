import { useApiQuery } from '@portfolio/api-client';
import { getEnneagramQuestions } from '@portfolio/contracts';

/** GET /apiEnneagramFile/load/current: the 144 questions a new test starts from. */
export function useQuestions(enabled: boolean) {
  return useApiQuery(getEnneagramQuestions, undefined, { enabled });
}
