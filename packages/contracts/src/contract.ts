import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call: where it lives, how it is called and what goes in and out.
 * The server validates with `body`/`params`/`query` and serialises with `response`;
 * the client parses answers with `response`; MSW fixtures are typed and tested against it.
 */
export interface Contract<
  Response extends z.ZodType = z.ZodType,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HttpMethod;
  /** Path in Fastify/MSW form, `:name` for parameters. */
  path: string;
  response: Response;
  body?: Body;
  params?: Params;
  query?: Query;
  /** True when only a signed-in owner may call it. */
  ownerOnly?: boolean;
}

export function defineContract<
  Response extends z.ZodType,
  Body extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
>(contract: Contract<Response, Body, Params, Query>): Contract<Response, Body, Params, Query> {
  return contract;
}

export { buildPath } from './paths';
