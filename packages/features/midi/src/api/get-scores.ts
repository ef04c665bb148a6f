import { useApiQuery } from '@portfolio/api-client';
import { type Instrument, scoresContractFor } from '@portfolio/contracts';

/**
 * GET /apiMIDI/{instrument}-scores. A failure is only logged (spec part 2 §8): the page shows what
 * it can and offers a retry instead of leaving for the error page.
 */
export function useScores(instrument: Instrument | undefined) {
  return useApiQuery(scoresContractFor(instrument ?? 'piano'), undefined, {
    onFailure: 'log',
    enabled: instrument !== undefined,
  });
}
