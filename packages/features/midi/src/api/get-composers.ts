import { type QueryFailureBehaviour, useApiQuery } from '@portfolio/api-client';
import { composersContractFor, type Instrument } from '@portfolio/contracts';

/**
 * GET /apiMIDI/{instrument}-composers. Like every plain GET it opens the error page when it fails,
 * except where the page can do without it (the score page only takes the composer's name from it).
 */
export function useComposers(
  instrument: Instrument | undefined,
  onFailure: QueryFailureBehaviour = 'navigate',
) {
  return useApiQuery(composersContractFor(instrument ?? 'piano'), undefined, {
    onFailure,
    enabled: instrument !== undefined,
  });
}
