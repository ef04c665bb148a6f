import { useApiMutation, useApiQuery } from '@portfolio/api-client';
import {
  createLeitnerWord,
  deleteLeitnerWord,
  getLeitnerDeck,
  getLeitnerDemoDeck,
  importLeitnerWords,
  synchronizeLeitnerWords,
  updateLeitnerIntervals,
  updateLeitnerWord,
} from '@portfolio/contracts';

/** GET /api-leitner/deck: the owner's deck; only asked for once the session says owner. */
export function useLeitnerDeck(enabled: boolean) {
  return useApiQuery(getLeitnerDeck, undefined, { enabled });
}

/** GET /api-leitner/demo-deck: what a visitor practises. */
export function useLeitnerDemoDeck(enabled: boolean) {
  return useApiQuery(getLeitnerDemoDeck, undefined, { enabled, staleTime: Infinity });
}

/**
 * PUT /api-update/words/synchronize (spec part 1 §7). A failure is told in the review card in red,
 * with the server's message, instead of the PUT update's browser alert (decision 101).
 */
export function useSynchronizeWords() {
  return useApiMutation(synchronizeLeitnerWords, { kind: 'post' });
}

export function useCreateWord() {
  return useApiMutation(createLeitnerWord, { kind: 'post', invalidates: [getLeitnerDeck] });
}

export function useUpdateWord() {
  return useApiMutation(updateLeitnerWord, { kind: 'post', invalidates: [getLeitnerDeck] });
}

export function useDeleteWord() {
  return useApiMutation(deleteLeitnerWord, { kind: 'post', invalidates: [getLeitnerDeck] });
}

export function useImportWords() {
  return useApiMutation(importLeitnerWords, { kind: 'post', invalidates: [getLeitnerDeck] });
}

export function useUpdateIntervals() {
  return useApiMutation(updateLeitnerIntervals, { kind: 'put-update', invalidates: [getLeitnerDeck] });
}
