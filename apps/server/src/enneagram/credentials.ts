import {
  decodeEnneagramHeader,
  type EnneagramCredentials,
  enneagramCredentialsSchema,
  enneagramHeaderNames,
} from '@portfolio/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

/**
 * A percent-encoded header (see `encodeEnneagramHeader`), decoded; undefined when it is absent.
 * A value that is not valid percent-encoding is a 400 naming the header.
 */
export function readEnneagramHeader(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  if (raw === undefined) return undefined;
  const decoded = decodeEnneagramHeader(Array.isArray(raw) ? raw.join(',') : raw);
  if (decoded === undefined) {
    throw new HttpError(400, `The ${name} header is not valid percent-encoding`, name);
  }
  return decoded;
}

/** The sign-up and login headers, checked with the forms' rules: a 400 names the field. */
export function readEnneagramCredentials(request: FastifyRequest): EnneagramCredentials {
  const parsed = enneagramCredentialsSchema.safeParse({
    username: readEnneagramHeader(request, enneagramHeaderNames.username),
    password: readEnneagramHeader(request, enneagramHeaderNames.password),
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? enneagramHeaderNames.username);
  throw new HttpError(400, issue?.message ?? 'Invalid credentials', field);
}
