import { STATUS_CODES } from 'node:http';
import type { ApiError } from '@portfolio/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * An error a service throws on purpose: the client did something the server refuses. The error
 * handler answers it as `{ message, status, error, field? }` with `status` as the HTTP status.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Builds the one error shape every failing call answers with. */
export function apiError(status: number, message: string, field?: string): ApiError {
  const body: ApiError = { message, status, error: STATUS_CODES[status] ?? 'Error' };
  if (field !== undefined) body.field = field;
  return body;
}

export function sendApiError(
  reply: FastifyReply,
  status: number,
  message: string,
  field?: string,
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(apiError(status, message, field));
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** Turns the first schema issue into `field: message`, the field being a dotted path like `items.0.name`. */
function describeValidation(error: FastifyError): { message: string; field: string } {
  const issue = (error.validation?.[0] ?? {}) as ValidationIssue;
  const path = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
  const field = path || error.validationContext || 'body';
  return { field, message: `${field}: ${issue.message ?? 'Invalid value'}` };
}

function errorStatus(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/**
 * Every error becomes JSON in the shared shape. Client mistakes (bad JSON, too large, failed
 * validation, rate limits) keep their 4xx and message; anything else is a 500 with a generic
 * message, and the details go to the log only.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      return sendApiError(reply, error.status, error.message, error.field);
    }
    if (error.validation) {
      const { message, field } = describeValidation(error);
      return sendApiError(reply, 400, message, field);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Says how much the route takes, so a client knows what to split or shorten.
      const limit = request.routeOptions.bodyLimit;
      return sendApiError(reply, 413, `body: this call takes at most ${limit} bytes`, 'body');
    }
    const status = errorStatus(error);
    if (status < 500) {
      return sendApiError(reply, status, error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendApiError(reply, 500, 'Something went wrong on the server. Please try again later.');
  });
}

/** The path part of a request address, without the query, for messages. */
export function requestPath(request: FastifyRequest): string {
  const url = request.url;
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
