import { getOwnerSession } from '@portfolio/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiRequestError } from './http-error';
import { describeMutationStatus, type MutationKind, type MutationStatus } from './mutation-status';
import {
  type AnyContract,
  type ContractInput,
  type ContractResult,
  type RequestParts,
  sendRequest,
} from './request-contract';
import { contractQueryKey } from './use-api-query';

/** `mutate()` may leave out the input when the contract takes none. */
type MutateInput<C extends AnyContract> =
  Record<string, never> extends ContractInput<C> ? [input?: ContractInput<C>] : [input: ContractInput<C>];

export interface ApiMutationOptions<C extends AnyContract = AnyContract> {
  kind: MutationKind;
  /**
   * Reads whose cached answers this write makes stale: every cached answer of each (whatever its
   * parameters) is marked stale, and those a page shows are fetched again after a success.
   */
  invalidates?: readonly AnyContract[];
  /**
   * For a write whose answer (or request) already holds the new state: puts it into the cached
   * reads after a success, so nothing is read again (decision 118). Runs before `invalidates`.
   */
  updateCache?: (cache: QueryClient, answer: ContractResult<C>, input: ContractInput<C>) => void;
}

export interface ApiMutation<C extends AnyContract> {
  mutate: (...input: MutateInput<C>) => void;
  mutateAsync: (...input: MutateInput<C>) => Promise<ContractResult<C>>;
  /**
   * Sends the write and resolves `true` once it succeeded, `false` when it failed: the failure is
   * already on screen in `status`, so the promise never rejects. For forms and dialogs that close
   * on success and stay open, with the status line, on failure.
   */
  save: (...input: MutateInput<C>) => Promise<boolean>;
  /** The status line to show under the form; `undefined` until the first call. */
  status: MutationStatus | undefined;
  isPending: boolean;
  data: ContractResult<C> | undefined;
  error: ApiRequestError | null;
  /** Clears the status line, e.g. when the form is edited again. */
  reset: () => void;
}

/**
 * A write with the spec's feedback (part 1 §7-§8): the answer's `msg` becomes the status text,
 * a failure turns it into the server's message in red, a failed PUT update also alerts, and an
 * import ends with 'Completed Successfully'.
 *
 * An owner-only write refused with 401 means the session ended elsewhere (signed off in another
 * tab, expired): the owner session is asked again, so every page showing the owner's actions
 * turns to its signed-out view with its sign-in link instead of offering writes that can only
 * fail (decision 124).
 */
export function useApiMutation<C extends AnyContract>(
  contract: C,
  { kind, invalidates = [], updateCache }: ApiMutationOptions<C>,
): ApiMutation<C> {
  const queryClient = useQueryClient();
  const mutation = useMutation<ContractResult<C>, ApiRequestError, ContractInput<C> | undefined>({
    mutationFn: async (input) => {
      const parts: RequestParts = { ...input };
      // The spec's imports post an empty object.
      if (kind === 'import' && parts.body === undefined) parts.body = {};
      return sendRequest(contract, parts);
    },
    onSuccess: (answer, input) => {
      updateCache?.(queryClient, answer, (input ?? {}) as ContractInput<C>);
      return Promise.all(invalidates.map((read) => queryClient.invalidateQueries({ queryKey: [read.path] })));
    },
    onError: (error) => {
      if (contract.ownerOnly && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: contractQueryKey(getOwnerSession) });
      }
      if (kind === 'put-update') window.alert(error.message);
    },
  });
  const { mutate, mutateAsync } = mutation;
  return {
    mutate: useCallback((...[input]: MutateInput<C>) => mutate(input), [mutate]),
    mutateAsync: useCallback((...[input]: MutateInput<C>) => mutateAsync(input), [mutateAsync]),
    save: useCallback(
      (...[input]: MutateInput<C>) =>
        mutateAsync(input).then(
          () => true,
          () => false,
        ),
      [mutateAsync],
    ),
    status: describeMutationStatus(kind, mutation),
    isPending: mutation.isPending,
    data: mutation.data,
    error: mutation.error,
    reset: mutation.reset,
  };
}
