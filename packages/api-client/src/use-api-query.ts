import type { Contract } from '@portfolio/contracts';
import {
  type QueryClient,
  type QueryKey,
  useQuery,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import type { ApiRequestError } from './http-error';
import { siteAddresses } from './site/site-addresses';
import {
  type AnyContract,
  type ContractInput,
  type ContractInputArgs,
  type ContractResult,
  type RequestParts,
  sendRequest,
} from './request-contract';

/**
 * What a failed GET does: `navigate` opens /error with `{ message, status, error }` (spec part 1 §8);
 * `log` only logs it (the recipe list and inventory fetches), leaving the page to show its state.
 */
export type QueryFailureBehaviour = 'navigate' | 'log';

export interface ApiQueryOptions<Data> extends Omit<
  UseQueryOptions<Data, ApiRequestError, Data, QueryKey>,
  'queryKey' | 'queryFn'
> {
  onFailure?: QueryFailureBehaviour;
}

/** The cache key of a call: its path first, so `invalidateQueries({ queryKey: [contract.path] })` works. */
export function contractQueryKey<C extends AnyContract>(
  contract: C,
  input?: ContractInput<C>,
  ...extra: unknown[]
): QueryKey {
  return [contract.path, input ?? {}, ...extra];
}

/**
 * Changes the cached answer of a read in place, from what a write's answer says (decision 118). An
 * answer that is not cached stays absent: the page reads it whole when it first needs it.
 */
export function updateCachedAnswer<C extends AnyContract>(
  cache: QueryClient,
  contract: C,
  input: ContractInput<C> | undefined,
  update: (answer: ContractResult<C>) => ContractResult<C>,
): void {
  cache.setQueryData<ContractResult<C>>(contractQueryKey(contract, input), (answer) =>
    answer === undefined ? undefined : update(answer),
  );
}

/** Sends the page to /error once per failure, or logs it. */
export function useQueryFailure(
  error: ApiRequestError | null,
  behaviour: QueryFailureBehaviour = 'navigate',
) {
  const navigate = useNavigate();
  const handled = useRef<ApiRequestError | null>(null);
  useEffect(() => {
    if (!error || handled.current === error) return;
    handled.current = error;
    if (behaviour === 'log') {
      console.error(error.message, error.error);
      return;
    }
    void navigate(siteAddresses.error, { state: error.toReport() });
  }, [error, behaviour, navigate]);
}

/** A GET through TanStack Query; a failure goes to /error (see `onFailure`). */
export function useApiQuery<C extends AnyContract>(
  contract: C,
  ...[input, options]: ContractInputArgs<C, [options: ApiQueryOptions<ContractResult<C>>]>
): UseQueryResult<ContractResult<C>, ApiRequestError> {
  const { onFailure, ...queryOptions } = options ?? {};
  const query = useQuery<ContractResult<C>, ApiRequestError>({
    ...queryOptions,
    queryKey: contractQueryKey(contract, input),
    queryFn: ({ signal }) => sendRequest(contract, input ?? {}, { signal }),
  });
  useQueryFailure(query.error, onFailure);
  return query;
}

/** A search answer and the term it answers, so a page can say what the results are for. */
export interface SearchResult<Result> {
  result: Result;
  context: string;
}

/** A GET whose query takes the search term as `search`. */
export type SearchContract = Contract<
  z.ZodType,
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType<unknown, { search: string }>
>;

/** The rest of a search call's input: path parameters and any query fields besides `search`. */
export type SearchInput<C extends SearchContract> = Omit<ContractInput<C>, 'query'> & {
  query?: Omit<z.input<NonNullable<C['query']>>, 'search'>;
};

/** `GET {url}?search={term}`: the result comes back with the term as its context. */
export function useApiSearchQuery<C extends SearchContract>(
  contract: C,
  term: string,
  input?: SearchInput<C>,
  options?: ApiQueryOptions<SearchResult<ContractResult<C>>>,
): UseQueryResult<SearchResult<ContractResult<C>>, ApiRequestError> {
  const { onFailure, ...queryOptions } = options ?? {};
  const query = useQuery<SearchResult<ContractResult<C>>, ApiRequestError>({
    ...queryOptions,
    queryKey: [contract.path, input ?? {}, { search: term }],
    queryFn: async ({ signal }) => {
      const parts = { ...input, query: { ...input?.query, search: term } } as RequestParts;
      return { result: await sendRequest(contract, parts, { signal }), context: term };
    },
  });
  useQueryFailure(query.error, onFailure);
  return query;
}
