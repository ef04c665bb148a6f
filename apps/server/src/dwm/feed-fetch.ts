import { type IncomingMessage, request as httpRequest, STATUS_CODES } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { checkLiteralHost, guardedLookupWith, type RangeRule, refusedRangeOf } from '../outbound-address';

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** FETCH_ALLOW_PRIVATE: loopback, private and link-local addresses may be read (decision 074). */
  allowPrivate: boolean;
  /** The ranges refused when private ones are not allowed: all of decision 074's unless a test narrows them. */
  refusedRange?: RangeRule;
}

const tooLarge = (maxBytes: number) => new Error(`the feed is larger than ${maxBytes} bytes`);

/** One GET, connected only to an address that passed the guard (unless private ones are allowed). */
function get(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<IncomingMessage> {
  const rule = limits.refusedRange ?? refusedRangeOf;
  if (!limits.allowPrivate) checkLiteralHost(url.hostname, rule);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method: 'GET',
      signal,
      headers: { accept: 'text/calendar, text/plain;q=0.5', 'user-agent': 'portfolio-calendar-feed' },
      ...(limits.allowPrivate ? {} : { lookup: guardedLookupWith(rule) }),
    });
    outgoing.once('response', resolve);
    outgoing.once('error', reject);
    outgoing.end();
  });
}

/**
 * The body as text, read as it streams in and given up on (the connection closed) as soon as it
 * passes `maxBytes`, whether or not the answer said its length beforehand.
 */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * Fetches a feed within the limits: one deadline for the whole read, redirects followed by hand,
 * each address checked by the outbound guard before it is connected to. Messages name the problem,
 * never what the address answered (its status line's words included: only the number is kept).
 */
export async function fetchFeed(url: string, limits: FetchLimits): Promise<string> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let address = new URL(url);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const response = await get(address, limits, signal);
      const location = response.headers.location;
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && location !== undefined) {
        response.destroy();
        if (redirects >= limits.maxRedirects)
          throw new Error(`the feed redirected more than ${limits.maxRedirects} times`);
        const next = new URL(location, address);
        if (next.protocol !== 'http:' && next.protocol !== 'https:')
          throw new Error(`the feed redirected to a ${next.protocol} address`);
        address = next;
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new Error(`the feed answered ${status} ${STATUS_CODES[status] ?? ''}`.trimEnd());
      }
      return await readBody(response, limits.maxBytes);
    }
  } catch (error) {
    if (signal.aborted) throw new Error(`the feed did not answer within ${limits.timeoutMs} ms`);
    throw error;
  }
}
