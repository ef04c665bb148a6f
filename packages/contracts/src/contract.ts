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
  /**
   * Media types a write (any method but GET) may send its body as; unset means JSON only. A write
   * with another Content-Type, or none, is refused with 415, empty bodies included (decision 075).
   */
  bodyTypes?: readonly string[];
}

export function defineContract<
  Response extends z.ZodType,
  Body extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
>(contract: Contract<Response, Body, Params, Query>): Contract<Response, Body, Params, Query> {
  return contract;
}

/** Whether an export of this package is a contract (tests go through every call this way). */
export function isContract(value: unknown): value is Contract {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'response' in value &&
    typeof value.path === 'string'
  );
}

/** What a write sends when its contract names no other body type. */
export const jsonBodyTypes: readonly string[] = ['application/json'];

/** The media types a write takes. */
export function bodyTypesOf(contract: Contract): readonly string[] {
  return contract.bodyTypes ?? jsonBodyTypes;
}

/**
 * Whether a write's Content-Type header names a media type its contract takes (parameters such as
 * `charset` aside). No header is no: a browser form or a no-cors fetch sends `text/plain`, a form
 * type, or nothing, never `application/json`.
 */
export function takesContentType(contract: Contract, header: string | null | undefined): boolean {
  const mediaType = header?.split(';')[0]?.trim().toLowerCase();
  return mediaType !== undefined && mediaType !== '' && bodyTypesOf(contract).includes(mediaType);
}

/** The 415 message (field `content-type`) for a write its Content-Type does not suit, or undefined. */
export function contentTypeRefusal(
  contract: Contract,
  header: string | null | undefined,
): string | undefined {
  if (takesContentType(contract, header)) return undefined;
  const sent = header ?? 'a request without one';
  return `content-type: this call takes ${bodyTypesOf(contract).join(' or ')}, not ${sent}`;
}

export { buildPath } from './paths';
