import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteConfig } from '@portfolio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestPath, sendApiError } from '../errors';
import { openMediaFile, sendMedia, sendMediaFile } from '../media/serve-media';
import { acceptedEncodings } from './content-encoding';
import { publicSiteConfig } from '../core/site-config';
import { isApiPath } from '../security-headers';
import { countRequest } from '../throttle/rate-limit';
import { loadClientManifest, loadSiteRenderer, type PaintedPage, paintPage } from './site-renderer';

/** Where apps/site/index.html asks for the public configuration. */
export const siteConfigMarker = '<!--site-config-->';

/** Hashed build files never change under one name, so browsers may keep them for a year. */
export const assetCacheControl = 'public, max-age=31536000, immutable';

/**
 * Puts the public configuration into the page as a JSON data block, so the site has it before
 * its first request. `<` is escaped, so no value can close the script element.
 */
export function injectSiteConfig(html: string, config: SiteConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  // A function replacement, so `$&`-style patterns in values are not interpreted.
  return html.replace(
    siteConfigMarker,
    () => `<script id="site-config" type="application/json">${json}</script>`,
  );
}

function safeDecode(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * Addresses that only the server answers, so a miss is a JSON 404, never the site's page: every
 * API prefix of the spec starts with "api" (/api/..., /apiEnneagram/..., /api-knowledgebase/...),
 * and media live under /media and /images.
 */
export function isServerPath(path: string): boolean {
  const firstSegment = path.split('/')[1] ?? '';
  return isApiPath(path) || firstSegment === 'media' || firstSegment === 'images';
}

/**
 * Serves the built site (SITE_DIR) when there is one, and answers everything no route matched:
 * unknown API and media addresses get a JSON 404; any other GET gets a file of the build or,
 * failing that, index.html so the site's router shows the page (history fallback).
 *
 * Called directly (not through `register`) so its not-found handler covers the whole server.
 * index.html is read once at start: rebuilding the site means restarting the server.
 */
export async function registerSite(app: FastifyInstance): Promise<void> {
  const siteDir = app.config.siteDir;
  let indexHtml: string | undefined;
  try {
    indexHtml = await readFile(join(siteDir, 'index.html'), 'utf8');
  } catch {
    app.log.warn({ siteDir }, 'no built site found: run `npm run build` to serve it');
  }

  const siteConfig = publicSiteConfig(app.config);
  const render =
    indexHtml === undefined ? undefined : await loadSiteRenderer(app.config.siteRenderer, app.log);
  const clientManifest = render ? await loadClientManifest(siteDir) : undefined;

  if (indexHtml !== undefined) {
    if (!indexHtml.includes(siteConfigMarker)) {
      app.log.warn(
        `index.html has no ${siteConfigMarker} marker: the site will fetch its configuration instead`,
      );
    }
    indexHtml = injectSiteConfig(indexHtml, siteConfig);
    app.route<{ Params: { '*': string } }>({
      method: ['GET', 'HEAD'],
      url: '/assets/*',
      // The build's own files: a page asks for several at once, each is cached for a year, and
      // none costs the server more than a file read, so they are not counted (decision 085).
      config: { rateLimit: false },
      handler: async (request, reply) => {
        const root = join(siteDir, 'assets');
        const path = request.params['*'];
        const options = { cacheControl: assetCacheControl, siteCode: true };
        reply.header('Vary', 'Accept-Encoding');
        // The build's compressed copy when the browser takes it; a Range asks for raw bytes.
        if (!request.headers.range) {
          for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
            const found = await openMediaFile(root, path + encoding.suffix);
            if (found.kind !== 'file') continue;
            reply.header('Content-Encoding', encoding.name);
            return sendMediaFile(request, reply, found, { ...options, typeFrom: path });
          }
        }
        return sendMedia(request, reply, { root, path, ...options });
      },
    });
  }
  const page = indexHtml;

  async function notFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const path = requestPath(request);
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    const belongsToServer = isServerPath(path);

    if (page !== undefined && readsPage && !belongsToServer) {
      const file = safeDecode(path.slice(1));
      if (file !== undefined && file !== '' && file !== 'index.html') {
        const found = await openMediaFile(siteDir, file);
        // Unhashed files (favicon, robots.txt) may change with any build: revalidate each time.
        // The site's own files are not counted against the visitor's limit (decision 085).
        if (found.kind === 'file')
          return sendMediaFile(request, reply, found, { cacheControl: 'no-cache', siteCode: true });
      }
      // A page is drawn on the server: it counts like an API call.
      await countRequest(app.globalRateLimit, request, reply);
      const painted: PaintedPage = render
        ? await paintPage(render, {
            url: request.url,
            template: page,
            siteConfig,
            clientManifest,
            log: request.log,
          })
        : { kind: 'page', html: page };
      // An address that only leads elsewhere is answered with the redirect itself (decision 044).
      if (painted.kind === 'redirect') {
        return reply.code(302).header('Cache-Control', 'no-cache').redirect(painted.location, 302);
      }
      // The "no such page" answer is a page to read, and a 404 to search engines and link checkers.
      return reply
        .code(painted.notFound ? 404 : 200)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(painted.html);
    }
    await countRequest(app.globalRateLimit, request, reply);
    if (page === undefined && readsPage && path === '/') {
      return sendApiError(
        reply,
        404,
        'The site is not built yet: run `npm run build`, then start the server again.',
      );
    }
    return sendApiError(reply, 404, `Not found: ${request.method} ${path}`);
  }

  // Pages and misses are rate-limited like routes (inside `notFound`), so address scanning cannot
  // go faster than normal use; the site's own files are not.
  app.setNotFoundHandler(notFound);
}
