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

/**
 * The headers every answer carries (the set helmet sends by default, with our CSP, frame and
 * referrer choices). Built once at start: they never depend on the request, so computing them
 * per request (as helmet does) only costs time. HSTS only where the site is served over HTTPS,
 * which Secure cookies imply; on plain HTTP it would pin localhost to HTTPS.
 */
export function securityHeaders(options: {
  https: boolean;
  frameOrigins?: readonly string[];
}): SecurityHeaders {
  const frameOrigins = options.frameOrigins ?? [];
  return Object.freeze({
    // A third-party booking page (BOOKING_URL) is the one other origin a page may frame.
    'content-security-policy':
      frameOrigins.length > 0
        ? `${contentSecurityPolicy};frame-src 'self' ${frameOrigins.join(' ')}`
        : contentSecurityPolicy,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(options.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    // Turns off the old XSS auditor, which could itself be abused to leak page content.
    'x-xss-protection': '0',
  });
}

export function setSecurityHeaders(reply: FastifyReply, headers: SecurityHeaders): void {
  reply.headers(headers);
}

/**
 * Sets the headers on every answer: routes, the not-found handler and errors, including those
 * thrown by later hooks (rate limits). A route may still replace one afterwards (media sends a
 * stricter CSP for SVG files).
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', (_request, reply, done) => {
    setSecurityHeaders(reply, headers);
    done();
  });
}
