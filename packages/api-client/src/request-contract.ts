import { buildPath, type Contract } from '@portfolio/contracts';
import axios, {
  type AxiosRequestConfig,
  type AxiosRequestTransformer,
  type AxiosResponse,
  isCancel,
} from 'axios';
import type { z } from 'zod';
import { apiHttp } from './http';
import { ApiRequestError, normalizeHttpError, ResponseParseError, statusTextFor } from './http-error';

/** Any contract, whatever its schemas. */
export type AnyContract = Contract;

/** What a successful call resolves to: the contract's response, parsed. */
export type ContractResult<C extends AnyContract> = z.output<C['response']>;

type InputField<Key extends string, Schema> = [Schema] extends [z.ZodType]
  ? { [K in Key]: z.input<Schema> }
  : { [K in Key]?: undefined };

/** Path parameters, query and body of a call, each required exactly when the contract has it. */
export type ContractInput<C extends AnyContract> =
  C extends Contract<z.ZodType, infer Body, infer Params, infer Query>
    ? InputField<'params', Params> & InputField<'query', Query> & InputField<'body', Body>
    : never;

export interface RequestOptions {
  /** Aborts the request, e.g. when TanStack Query no longer needs the answer. */
  signal?: AbortSignal;
  /** Extra request headers, for calls whose contract puts data there (the Enneagram credentials). */
  headers?: Record<string, string>;
}

/** Lets `requestContract(getSiteConfig)` leave out the input when the contract needs none. */
export type ContractInputArgs<C extends AnyContract, Rest extends unknown[] = []> =
  Record<string, never> extends ContractInput<C>
    ? [input?: ContractInput<C>, ...rest: Partial<Rest>]
    : [input: ContractInput<C>, ...rest: Partial<Rest>];

/** The input as the request is built from it, whatever the contract's schemas are. */
export interface RequestParts {
  params?: Record<string, string | number>;
  query?: unknown;
  body?: unknown;
}

const defaultTransforms = ([] as AxiosRequestTransformer[]).concat(axios.defaults.transformRequest ?? []);

/**
 * How a write goes out: saying it is JSON (unless the caller names another type), bodiless ones
 * too, since the server refuses writes of any other type (decision 075). axios drops the
 * Content-Type of a call with no body; an empty string, sent as no body, keeps it.
 */
const writeConfig: AxiosRequestConfig = {
  headers: { 'Content-Type': 'application/json' },
  transformRequest: [...defaultTransforms, (data: unknown) => data ?? ''],
};

function parseBody<C extends AnyContract>(contract: C, response: AxiosResponse<unknown>): ContractResult<C> {
  const statusText = statusTextFor(response.status, response.statusText);
  let body: unknown;
  try {
    const { data } = response;
    body = typeof data !== 'string' ? data : data === '' ? undefined : JSON.parse(data);
  } catch (cause) {
    throw new ResponseParseError(response.status, statusText, 'The answer is not valid JSON', { cause });
  }
  // Always parsed: it is cheap, and a server that drifted from its contract shows up at once.
  const parsed = contract.response.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`);
    throw new ResponseParseError(response.status, statusText, `Unexpected answer: ${issues.join('; ')}`, {
      cause: parsed.error,
    });
  }
  return parsed.data as ContractResult<C>;
}

/**
 * Makes the call a contract describes and returns its parsed response.
 * Every failure (HTTP status, no answer, unparsable or off-contract body) is thrown as an
 * `ApiRequestError` with the spec's `{ message, status, error }`.
 */
export async function requestContract<C extends AnyContract>(
  contract: C,
  ...[input, options]: ContractInputArgs<C, [options: RequestOptions]>
): Promise<ContractResult<C>> {
  return sendRequest(contract, (input ?? {}) as RequestParts, options);
}

/** `requestContract` for callers (the hooks) that hold the input without its precise type. */
export async function sendRequest<C extends AnyContract>(
  contract: C,
  { params, query, body }: RequestParts,
  options?: RequestOptions,
): Promise<ContractResult<C>> {
  let url = contract.path;
  const write = contract.method !== 'GET';
  try {
    url = apiHttp.getUri({ url: buildPath(contract.path, params), params: query });
    const response = await apiHttp.request<unknown>({
      ...(write ? writeConfig : {}),
      method: contract.method,
      url: buildPath(contract.path, params),
      params: query,
      data: body,
      // Read the raw text and parse it here, so a broken body is told apart from a failed status.
      responseType: 'text',
      transformResponse: [(data: unknown) => data],
      signal: options?.signal,
      headers: write ? { ...writeConfig.headers, ...options?.headers } : options?.headers,
    });
    return parseBody(contract, response);
  } catch (error) {
    // A cancelled call is not a failure: the caller no longer wants the answer.
    if (isCancel(error)) throw error;
    throw new ApiRequestError(normalizeHttpError(error, url), { cause: error });
  }
}
