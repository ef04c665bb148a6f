import { type Contract, contentTypeRefusal } from '@portfolio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ServerConfig } from './config';
import { sendApiError } from './errors';

// What a write must carry to be taken (decision 075). The owner's session cookie is SameSite=Strict,
// but a page on another port of the same host is same-site, so the cookie alone does not prove the
// owner's own pages sent a write: the browser's Origin and Sec-Fetch-Site headers do.

/** Methods that change nothing; every other method is a write. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isWrite(method: string): boolean {
  return !safeMethods.has(method);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The site's own origins for this request: the scheme and host it came in on (X-Forwarded-Proto
 * and X-Forwarded-Host only when TRUST_PROXY lists the proxy, as Fastify reads them), and https too when
 * cookies are Secure (the site is then served over HTTPS, perhaps by a proxy that does not say so).
 */
function ownOrigins(request: FastifyRequest, cookieSecure: boolean): string[] {
  const schemes = new Set([request.protocol, ...(cookieSecure ? ['https'] : [])]);
  return [...schemes].flatMap((scheme) => {
    const origin = `${scheme}://${request.host}`;
    // Normal form (lower case, no default port), as browsers send it; a Host that is no host matches nothing.
    return URL.canParse(origin) ? [new URL(origin).origin] : [];
  });
}

/** Why a write is refused as cross-site, or undefined when it may go on. */
function crossSiteRefusal(
  request: FastifyRequest,
  allowedOrigins: ReadonlySet<string>,
  cookieSecure: boolean,
): { header: string; message: string } | undefined {
  const fetchSite = header(request, 'sec-fetch-site');
  // A page of this very origin; `none` is the user's own action (typed address, bookmark).
  if (fetchSite === 'same-origin' || fetchSite === 'none') return undefined;
  const origin = header(request, 'origin');
  if (origin === undefined) {
    // Neither header: not a browser (curl, a script, the tests' inject), which has no cookie to
    // ride on. A browser that names the request cross-site but hides the origin is refused.
    if (fetchSite === undefined) return undefined;
    return {
      header: 'sec-fetch-site',
      message: `sec-fetch-site: a ${fetchSite} write is refused; send it from this site's own pages`,
    };
  }
  const own = ownOrigins(request, cookieSecure);
  if (own.includes(origin) || allowedOrigins.has(origin)) return undefined;
  return {
    header: 'origin',
    message: `origin: a write from ${origin} is refused; this site is ${own[0] ?? 'another origin'}`,
  };
}

/**
 * Registers the server-wide guard: every write (any path, any method but GET, HEAD and OPTIONS)
 * whose Origin or Sec-Fetch-Site is not the site's own is answered 403 before anything else runs.
 */
export function registerWriteGuards(app: FastifyInstance, config: ServerConfig): void {
  const allowedOrigins = new Set(config.allowedOrigins);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isWrite(request.method)) return;
    const refusal = crossSiteRefusal(request, allowedOrigins, config.cookieSecure);
    if (refusal) return sendApiError(reply, 403, refusal.message, refusal.header);
  });
}

/**
 * The per-route check `route()` adds to every write: the Content-Type must be one the contract
 * takes (JSON unless it names others), or the call is answered 415 before its body is read.
 * Browsers can send a cross-site form or a no-cors fetch only as text/plain or a form type (or, with
 * no body, with none), so this holds even for a browser that sent no Origin.
 */
export function requireContentType(contract: Contract): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const refusal = contentTypeRefusal(contract, header(request, 'content-type'));
    if (refusal !== undefined) return sendApiError(reply, 415, refusal, 'content-type');
  };
}
