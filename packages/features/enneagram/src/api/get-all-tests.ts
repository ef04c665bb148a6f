import { getEnneagramTests } from '@portfolio/contracts';
import { useApiQuery } from '@portfolio/api-client';

/** GET /apiEnneagram/alltests: every saved test of every user (the comparison tool lists them). */
export function useAllTests() {
  return useApiQuery(getEnneagramTests);
}
