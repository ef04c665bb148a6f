import type { FastifyInstance, FastifyReply } from 'fastify';

// For a React SPA styled with styled-components: scripts only from this origin, inline styles
// allowed (styled-components injects <style> tags), no plugins, no framing by other sites (the
// site frames its own booking page, decision 069, so framing by itself is allowed).
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join(';');

export type SecurityHeaders = Readonly<Record<string, string>>;

/** HSTS, only on answers to requests that came over HTTPS. */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * The headers every page, site file and media file carries (the set helmet sends by default, with
 * our CSP, frame and referrer choices). Built once at start: they never depend on the request,
 * so computing them per request (as helmet does) only costs time. HSTS only where the site is
 * served over HTTPS; on plain HTTP it would pin localhost to HTTPS.
 */
export function securityHeaders(options: {
  https: boolean;
  frameOrigins?: readonly string[];
  mediaOrigins?: readonly string[];
}): SecurityHeaders {
  const frameOrigins = options.frameOrigins ?? [];
  const mediaOrigins = options.mediaOrigins ?? [];
  // The areas' manifests name the other origins their pages frame or play media from.
  let policy = contentSecurityPolicy;
  if (mediaOrigins.length > 0)
    policy = policy.replace("media-src 'self' blob:", `media-src 'self' blob: ${mediaOrigins.join(' ')}`);
  if (frameOrigins.length > 0) policy = `${policy};frame-src 'self' ${frameOrigins.join(' ')}`;
  return Object.freeze({
    'content-security-policy': policy,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(options.https ? { 'strict-transport-security': strictTransportSecurity } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    // Turns off the old XSS auditor, which could itself be abused to leak page content.
    'x-xss-protection': '0',
  });
}

/** An API answer is data: opened as a page it may load nothing, run nothing, and sit in no frame. */
export const apiContentSecurityPolicy = "default-src 'none';frame-ancestors 'none'";

/**
 * The headers of API answers (decision 070): JSON, never a page. What protects data stays: no
 * MIME sniffing (nosniff), no reading by other sites' no-cors requests (CORP), no framing (CSP
 * frame-ancestors and X-Frame-Options), HSTS over HTTPS, and a CSP that forbids everything should
 * a browser render one. The headers that only steer documents (COOP, Origin-Agent-Cluster, the
 * referrer policy, DNS prefetching, old IE and Flash switches, the XSS auditor) are left out:
 * about 500 bytes less on every answer.
 */
export function apiSecurityHeaders(options: { https: boolean }): SecurityHeaders {
  return Object.freeze({
    'content-security-policy': apiContentSecurityPolicy,
    'cross-origin-resource-policy': 'same-origin',
    ...(options.https ? { 'strict-transport-security': strictTransportSecurity } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  });
}

export interface SecurityHeaderSets {
  /** Pages, site files, media. */
  document: SecurityHeaders;
  /** Addresses of the API (see `isApiPath`). */
  api: SecurityHeaders;
  /** The same two with HSTS, for requests that came over HTTPS. */
  overHttps: { document: SecurityHeaders; api: SecurityHeaders };
}

export function securityHeaderSets(options: {
  frameOrigins?: readonly string[];
  mediaOrigins?: readonly string[];
}): SecurityHeaderSets {
  const { frameOrigins, mediaOrigins } = options;
  return {
    document: securityHeaders({ https: false, frameOrigins, mediaOrigins }),
    api: apiSecurityHeaders({ https: false }),
    overHttps: {
      document: securityHeaders({ https: true, frameOrigins, mediaOrigins }),
      api: apiSecurityHeaders({ https: true }),
    },
  };
}

/**
 * Whether a request address belongs to the API: every API prefix of the spec starts with "api"
 * (/api/..., /apiEnneagram/..., /api-knowledgebase/...), so its first path segment does.
 */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api');
}

/**
 * The set for this request. Over HTTPS means a TLS socket or, behind a proxy listed in
 * TRUST_PROXY, `X-Forwarded-Proto: https` (Fastify believes that header from listed proxies
 * only): HSTS sent over plain HTTP would pin a laptop's localhost to HTTPS.
 */
export function securityHeadersFor(
  sets: SecurityHeaderSets,
  request: { url: string; protocol: string },
): SecurityHeaders {
  const chosen = request.protocol === 'https' ? sets.overHttps : sets;
  return isApiPath(request.url) ? chosen.api : chosen.document;
}

export function setSecurityHeaders(reply: FastifyReply, headers: SecurityHeaders): void {
  reply.headers(headers);
}

/**
 * Sets the headers on every answer: routes, the not-found handler and errors, including those
 * thrown by later hooks (rate limits). A route may still replace one afterwards (media sends a
 * stricter CSP for SVG files).
 */
export function registerSecurityHeaders(app: FastifyInstance, sets: SecurityHeaderSets): void {
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(reply, securityHeadersFor(sets, request));
    done();
  });
}
