import { type ApiError, type Contract, contentTypeRefusal } from '@portfolio/contracts';
import { http, HttpResponse, type HttpHandler, type JsonBodyType, type RequestHandlerOptions } from 'msw';
import type { z } from 'zod';

type AnyContract = Contract;

/** The JSON a handler answers a contract with: what the server sends, before the client parses it. */
export type MockBody<C extends AnyContract> = z.input<C['response']>;

type Parsed<Schema, Otherwise> = [Schema] extends [z.ZodType] ? z.output<Schema> : Otherwise;

/** What a resolver is given: the request, and its parts already checked against the contract. */
export interface MockRequest<C extends AnyContract> {
  request: Request;
  params: C extends Contract<z.ZodType, z.ZodType | undefined, infer P>
    ? Parsed<P, Record<string, string>>
    : never;
  query: C extends Contract<z.ZodType, z.ZodType | undefined, z.ZodType | undefined, infer Q>
    ? Parsed<Q, URLSearchParams>
    : never;
  body: C extends Contract<z.ZodType, infer B> ? Parsed<B, undefined> : never;
  cookies: Record<string, string>;
}

type MaybePromise<T> = T | Promise<T>;

/**
 * A resolver answers with the contract's response body (sent as JSON, status 200), or with a
 * response made by `HttpResponse.json` of that body type, or with `apiErrorResponse(...)`.
 */
export type MockResolver<C extends AnyContract> = (
  request: MockRequest<C>,
) => MaybePromise<MockBody<C> | HttpResponse<Extract<MockBody<C>, JsonBodyType>> | HttpResponse<ApiError>>;

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const statusTextOf = (status: number): string => reasonPhrases[status] ?? 'Error';

/** The server's error answer: `{ message, status, error }` with the status and its reason phrase. */
export function apiErrorResponse(status: number, message?: string, field?: string): HttpResponse<ApiError> {
  const statusText = statusTextOf(status);
  const body: ApiError = { message: message ?? statusText, status, error: statusText };
  if (field) body.field = field;
  return HttpResponse.json(body, { status, statusText });
}

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

const handlerContracts = new WeakMap<HttpHandler, AnyContract>();

/** The contract a handler made by `mockContract` or `mockContractError` answers. */
export function contractOf(handler: HttpHandler): AnyContract | undefined {
  return handlerContracts.get(handler);
}

// Contract paths are server-relative; `*` lets one handler answer them on any origin (the page's
// own in the browser, `http://localhost` in Node tests, a configured API domain).
const pattern = (contract: AnyContract) => `*${contract.path}`;

function badRequest(error: z.ZodError): HttpResponse<ApiError> {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.');
  return apiErrorResponse(400, issue?.message ?? 'Invalid request', field || undefined);
}

async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * An MSW handler for one contract. Like the server, it answers 415 to a write that does not say
 * it is JSON (or another type its contract takes), 400 with the error shape when the path
 * parameters, query or body do not match the contract, and it checks its own answer against the
 * response schema: a mock that drifted answers 500 and logs why, instead of passing quietly.
 */
export function mockContract<C extends AnyContract>(
  contract: C,
  resolver: MockResolver<C>,
  options?: RequestHandlerOptions,
): HttpHandler {
  const handler = methods[contract.method](
    pattern(contract),
    async ({ request, params: rawParams, cookies }): Promise<Response> => {
      // Like the server, a write must say it is JSON (or another type its contract takes).
      const refusal =
        contract.method === 'GET'
          ? undefined
          : contentTypeRefusal(contract, request.headers.get('content-type'));
      if (refusal !== undefined) return apiErrorResponse(415, refusal, 'content-type');
      // `*` is captured as a numbered parameter: keep only the contract's named ones.
      const named = Object.fromEntries(Object.entries(rawParams).filter(([name]) => !/^\d+$/.test(name)));
      const params = contract.params
        ? contract.params.safeParse(named)
        : { success: true as const, data: named };
      if (!params.success) return badRequest(params.error);

      const search = new URL(request.url).searchParams;
      const query = contract.query
        ? contract.query.safeParse(Object.fromEntries(search))
        : { success: true as const, data: search };
      if (!query.success) return badRequest(query.error);

      const body = contract.body
        ? contract.body.safeParse(await readJsonBody(request.clone()))
        : { success: true as const, data: undefined };
      if (!body.success) return badRequest(body.error);

      const answer = await resolver({
        request,
        params: params.data,
        query: query.data,
        body: body.data,
        cookies,
      } as MockRequest<C>);
      if (answer instanceof Response) return answer;

      const checked = contract.response.safeParse(answer);
      if (!checked.success) {
        const reason = `The mock answer for ${contract.method} ${contract.path} does not match its contract`;
        console.error(reason, checked.error.issues);
        return apiErrorResponse(500, reason);
      }
      return HttpResponse.json(answer as JsonBodyType);
    },
    options,
  );
  handlerContracts.set(handler, contract);
  return handler;
}

/** A handler that fails a contract's call the way the server does: `{ message, status, error }`. */
export function mockContractError(
  contract: AnyContract,
  status: number,
  message?: string,
  options?: RequestHandlerOptions,
): HttpHandler {
  const handler = methods[contract.method](
    pattern(contract),
    () => apiErrorResponse(status, message),
    options,
  );
  handlerContracts.set(handler, contract);
  return handler;
}

/** What `countContractCalls` gives: the handler to `use` before the others, and the calls seen. */
export interface ContractCallCounter {
  handler: HttpHandler;
  /** The addresses (path and query) of the calls seen so far, oldest first. */
  calls: () => string[];
}

/**
 * Watches a contract's calls without answering them: each is noted, then the next handler answers
 * it. A story uses it to show how many requests one action costs.
 */
export function countContractCalls(contract: AnyContract): ContractCallCounter {
  const seen: string[] = [];
  const handler = methods[contract.method](pattern(contract), ({ request }) => {
    const url = new URL(request.url);
    seen.push(decodeURIComponent(url.pathname) + url.search);
    return undefined;
  });
  return { handler, calls: () => [...seen] };
}
