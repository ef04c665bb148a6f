import { apiErrorSchema } from '@portfolio/contracts';
import { isAxiosError } from 'axios';

/** What a failed call reports, and what the /error page shows (spec part 1 §8). */
export interface NormalizedHttpError {
  /** `Http failure response for {url}: {status} {statusText}` or `Http failure during parsing for {url}`. */
  message: string;
  /** The HTTP status; 0 when no answer arrived at all. */
  status: number;
  /** The server's own explanation when it sent one, otherwise the status text. */
  error: string;
}

/** A failed API call, as every caller of the data-access package sees it. */
export class ApiRequestError extends Error implements NormalizedHttpError {
  override name = 'ApiRequestError';
  readonly status: number;
  readonly error: string;

  constructor(normalized: NormalizedHttpError, options?: { cause?: unknown }) {
    super(normalized.message, options);
    this.status = normalized.status;
    this.error = normalized.error;
  }

  /** A plain copy, safe to put in navigation state. */
  toReport(): NormalizedHttpError {
    return { message: this.message, status: this.status, error: this.error };
  }
}

/** An answer arrived but its body was not JSON or did not have the shape the contract promises. */
export class ResponseParseError extends Error {
  override name = 'ResponseParseError';
  constructor(
    readonly status: number,
    readonly statusText: string,
    /** What was wrong, for the report's `error` line. */
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
  }
}

const reasonPhrases: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** HTTP/2 answers carry no status text: fall back to the standard reason phrase. */
export function statusTextFor(status: number, given?: string): string {
  if (given) return given;
  return reasonPhrases[status] ?? '';
}

export const httpFailureMessage = (url: string, status: number, statusText: string): string =>
  `Http failure response for ${url}: ${status} ${statusText}`;

export const parseFailureMessage = (url: string): string => `Http failure during parsing for ${url}`;

const unknownErrorText = 'Unknown Error';

function readJson(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/** The server's explanation: its `{ message, status, error }` body, or any JSON body with a message. */
function serverMessage(data: unknown): string | undefined {
  const body = readJson(data);
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return parsed.data.message;
  // Answers the server's framework makes itself (unknown route, body too large) say `message` too.
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}

/** Turns whatever a call threw into the spec's `{ message, status, error }`. */
export function normalizeHttpError(error: unknown, url: string): NormalizedHttpError {
  if (error instanceof ApiRequestError) return error.toReport();
  if (error instanceof ResponseParseError) {
    return { message: parseFailureMessage(url), status: error.status, error: error.reason };
  }
  if (isAxiosError(error) && error.response) {
    const { status } = error.response;
    const statusText = statusTextFor(status, error.response.statusText);
    return {
      message: httpFailureMessage(url, status, statusText),
      status,
      error: serverMessage(error.response.data) ?? statusText,
    };
  }
  // No answer: offline, refused, DNS, CORS, timeout. Browsers report these as status 0.
  return {
    message: httpFailureMessage(url, 0, unknownErrorText),
    status: 0,
    error: isAxiosError(error) || !(error instanceof Error) ? unknownErrorText : error.message,
  };
}
