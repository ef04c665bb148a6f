import type { Contract } from '@portfolio/contracts';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { listBodyReader, type ListBodyReader } from './list-body-reader';
import { requireOwner } from './owner/require-owner';
import { boundedValidatorCompiler } from './request-validation';
import { isWrite, requireContentType } from './write-guards';

/**
 * The body limit of a route that does not name one: owner sign-in, a saved query, an Enneagram
 * query are a few hundred bytes. Routes whose contract carries more (a saved test, a backup
 * export) name their own limit, derived from the contract's maximums (decision 021).
 */
export const defaultBodyLimit = 16 * 1024;

/** What a request part looks like after its contract schema parsed it. */
type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : unknown;

export type ContractRequest<Body, Params, Query> = FastifyRequest<{
  Body: Parsed<Body>;
  Params: Parsed<Params>;
  Querystring: Parsed<Query>;
}>;

/** Answers the contract's response (serialised through its schema), or the reply if it sent one itself. */
export type ContractHandler<Response extends z.ZodType, Body, Params, Query> = (
  request: ContractRequest<Body, Params, Query>,
  reply: FastifyReply,
) => Promise<z.output<Response> | FastifyReply>;

export interface RouteExtras {
  /** Route config, for example `{ rateLimit: { max: 10, timeWindow: '1 minute' } }`. */
  config?: FastifyContextConfig;
  /** Largest accepted body in bytes, when `defaultBodyLimit` does not fit the contract. */
  bodyLimit?: number;
  /** Checks that run before the handler, after the owner check and validation. */
  preHandler?: preHandlerAsyncHookHandler[];
  /** Checks that run first, before the body is read (after the owner check), e.g. a session. */
  onRequest?: onRequestAsyncHookHandler[];
}

/** What `listBodyRoute` adds to a route's extras: how its list body is read. */
interface ListRouteExtras extends RouteExtras {
  listBody?: ListBodyReader;
}

/**
 * Registers one contract: method, path, zod schemas for body/params/query/response, for
 * `ownerOnly` contracts the owner check, and for writes the Content-Type the contract takes. The
 * contract is the single source of the call's shape.
 */
export function route<
  Response extends z.ZodType,
  Body extends z.ZodType | undefined,
  Params extends z.ZodType | undefined,
  Query extends z.ZodType | undefined,
>(
  app: FastifyInstance,
  contract: Contract<Response, Body, Params, Query>,
  handler: ContractHandler<Response, Body, Params, Query>,
  extras: ListRouteExtras = {},
): void {
  const schema: FastifySchema = { response: { 200: contract.response } };
  // A list body is checked as the parser reads it (listBodyRoute), not by a schema after.
  if (contract.body && !extras.listBody) schema.body = contract.body;
  if (contract.params) schema.params = contract.params;
  if (contract.query) schema.querystring = contract.query;

  app.route({
    method: contract.method,
    url: contract.path,
    schema,
    // The owner check runs first, before the body is even read: strangers learn nothing from
    // validation messages and cannot make the server parse large bodies.
    // A write of another Content-Type (a form, text/plain) is refused before its body is read too.
    onRequest: [
      ...(contract.ownerOnly ? [requireOwner] : []),
      ...(isWrite(contract.method) ? [requireContentType(contract)] : []),
      ...(extras.onRequest ?? []),
    ],
    preHandler: extras.preHandler ?? [],
    config: { ...extras.config, ...(extras.listBody ? { jsonListBody: extras.listBody } : {}) },
    // A larger body is refused (413) while it streams in, before it is parsed.
    bodyLimit: extras.bodyLimit ?? defaultBodyLimit,
    validatorCompiler: boundedValidatorCompiler,
    // The schemas above guarantee the request shapes the handler's types promise.
    handler: handler as unknown as RouteHandlerMethod,
  });
}

/** The item type of a list schema. */
type ItemOf<List> = List extends z.ZodArray<infer Item> ? Item : never;

/**
 * A contract whose body is a list of up to thousands of records (a backup export), of which the
 * handler needs only a part of each: the body is read a stretch at a time, each record checked
 * with the list's item schema as it is read, and the handler gets what `keep` returned for each
 * record in order (decision 117). Refusals are those of a whole check of the list.
 */
export function listBodyRoute<
  Response extends z.ZodType,
  List extends z.ZodArray,
  Kept,
  Params extends z.ZodType | undefined,
  Query extends z.ZodType | undefined,
>(
  app: FastifyInstance,
  contract: Contract<Response, List, Params, Query>,
  keep: (record: z.output<ItemOf<List>>) => Kept,
  handler: (
    request: FastifyRequest<{ Body: Kept[]; Params: Parsed<Params>; Querystring: Parsed<Query> }>,
    reply: FastifyReply,
  ) => Promise<z.output<Response> | FastifyReply>,
  extras: RouteExtras = {},
): void {
  route(app, contract, handler as unknown as ContractHandler<Response, List, Params, Query>, {
    ...extras,
    listBody: listBodyReader(contract.body as List, keep),
  });
}
