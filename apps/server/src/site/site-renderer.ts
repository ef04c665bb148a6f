import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteConfig } from '@portfolio/contracts';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What the renderer answers for an address: the page with its first paint (`notFound` when it is
 * the "no such page" answer), or a redirect.
 */
export type RenderedPage = { html: string; notFound?: boolean } | { redirect: string };

/** What the site's renderer (apps/site/src/entry-server.tsx, built into dist-ssr) exports. */
export type RenderPage = (options: {
  url: string;
  template: string;
  siteConfig: SiteConfig;
  /** The browser build's manifest (SITE_DIR/.vite/manifest.json), when the build wrote one. */
  clientManifest?: unknown;
  signal?: AbortSignal;
  onError?: (error: unknown) => void;
}) => Promise<RenderedPage | undefined>;

/** A render slower than this is given up, and the plain page is sent instead. */
export const renderTimeLimitMs = 2000;

/**
 * The browser build's manifest, which the renderer names the page's chunks from (decision 047), or
 * undefined when the build has none. Under a dot folder: the site's files never include it.
 */
export async function loadClientManifest(siteDir: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(join(siteDir, '.vite', 'manifest.json'), 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** The renderer of the built site, or undefined when the build has none (the page then draws itself). */
export async function loadSiteRenderer(
  path: string,
  log: FastifyBaseLogger,
): Promise<RenderPage | undefined> {
  try {
    await access(path);
  } catch {
    log.info({ path }, 'no server renderer in the build: pages are drawn in the browser only');
    return undefined;
  }
  const module = (await import(pathToFileURL(path).href)) as { renderPage?: unknown };
  if (typeof module.renderPage !== 'function') {
    log.warn(
      { path },
      'the server renderer exports no renderPage function: pages are drawn in the browser only',
    );
    return undefined;
  }
  return module.renderPage as RenderPage;
}

/** What the server sends for a page address: a page (404 when it says there is no such page) or a redirect. */
export type PaintedPage =
  { kind: 'page'; html: string; notFound?: boolean } | { kind: 'redirect'; location: string };

/**
 * A redirect the server may send: an address of this site (a path, not `//host` or `/\\host`,
 * which browsers read as another site's).
 */
export function isSiteAddress(location: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  return /^\/(?![/\\])/.test(location) && !/[\u0000-\u001f\u007f]/.test(location);
}

/**
 * The page for `url` with its first paint, the redirect its route leads to (decision 044), or the
 * plain template when the renderer has nothing for it, fails or is too slow: a visitor always
 * gets a working page.
 */
export async function paintPage(
  render: RenderPage,
  options: {
    url: string;
    template: string;
    siteConfig: SiteConfig;
    clientManifest?: unknown;
    log: FastifyBaseLogger;
  },
): Promise<PaintedPage> {
  const { url, template, siteConfig, clientManifest, log } = options;
  const plain: PaintedPage = { kind: 'page', html: template };
  try {
    const page = await render({
      url,
      template,
      siteConfig,
      clientManifest,
      signal: AbortSignal.timeout(renderTimeLimitMs),
      // A part that cannot be drawn here (it reads the browser's storage) is drawn by the browser.
      onError: (error) => log.debug({ url, err: error }, 'part of the first paint left to the browser'),
    });
    if (page === undefined) return plain;
    if ('redirect' in page) {
      if (isSiteAddress(page.redirect)) return { kind: 'redirect', location: page.redirect };
      log.warn(
        { url, location: page.redirect },
        'the first paint redirects off the site: sending the plain page',
      );
      return plain;
    }
    return { kind: 'page', html: page.html, notFound: page.notFound === true };
  } catch (error) {
    log.warn({ url, err: error }, 'the first paint failed: sending the plain page');
    return plain;
  }
}
