// The server's first paint (decision 044). Built by `vite build --ssr` into dist-ssr/; the server
// calls renderPage for each page address, sends the page it draws or the redirect it meets, and
// the plain index.html when it answers nothing.
import { type PageStatusNote, PageStatusNoter, recordPageStatus } from '@portfolio/api-client/site';
import { ShellRoot } from '@portfolio/feature-shell';
import { type ComponentProps, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { type BuildManifest, lazyExportModules, moduleFiles, withPreloads } from './route-module-preloads';
import { rootElementId, serverPaintAttribute } from './server-paint';
import { siteRoutes } from './route-tables';
import { SiteRoutes } from './SiteRoutes';

type SiteConfig = NonNullable<ComponentProps<typeof ShellRoot>['siteConfig']>;

export interface RenderPageOptions {
  /** The page address, path and query, as the browser asked for it. */
  url: string;
  /** index.html, with the public config already embedded. */
  template: string;
  siteConfig: SiteConfig;
  /** The browser build's manifest (dist/.vite/manifest.json): the page's chunks are preloaded from it. */
  clientManifest?: BuildManifest;
  /** Ends a render that takes too long; the server then sends the plain page. */
  signal?: AbortSignal;
  /**
   * Told of an error in the page's render: that part of the page is then left to the browser to
   * draw (pages that read the browser's storage while rendering cannot be drawn on the server).
   */
  onError?: (error: unknown) => void;
}

/**
 * What the server sends for an address: the page with its first paint (`notFound` when the page
 * is the "no such page" answer), or a redirect.
 */
export type RenderedPage = { html: string; notFound?: boolean } | { redirect: string };

const emptyRoot = `<div id="${rootElementId}"></div>`;

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function matchedRoute(url: URL) {
  return matchRoutes(
    siteRoutes.map((route) => ({ path: route.path, route })),
    url.pathname,
  )?.at(-1);
}

/**
 * Preload links for the public data the page asks for first (its route's `firstData`): the browser
 * fetches it beside the scripts, and the page's own request takes that answer (its credentials
 * mode must match the API client's, which sends cookies: `use-credentials`).
 */
function firstDataLinks(url: URL): string {
  const matched = matchedRoute(url);
  const addresses =
    matched?.route.route.firstData?.({ params: matched.params, search: url.searchParams }) ?? [];
  return addresses
    .map(
      (address) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${attribute(address)}">`,
    )
    .join('');
}

// Made on the first render: the server build's lazy chunks, each export leading to its module.
let exportModules: Promise<Map<unknown, string>> | undefined;

/** The browser build's files of the page's own lazy chunk, which the render has just loaded (decision 047). */
async function pageChunkFiles(url: URL, manifest: BuildManifest | undefined): Promise<string[]> {
  const page = matchedRoute(url)?.route.route.page;
  if (!manifest || !page || !('lazy' in page)) return [];
  exportModules ??= lazyExportModules(new URL('./.vite/manifest.json', import.meta.url));
  const module = (await exportModules).get(await page.lazy());
  return module === undefined ? [] : moduleFiles(manifest, module);
}

/**
 * The page with its first paint in #root and the styles it needs in the head, or, for an address
 * that only leads elsewhere (its route renders a `Redirect`), the address to redirect to; undefined
 * when the template has no empty root to fill. Data the page fetches is not awaited: the paint is
 * the frame and headings with the data's places held, as the browser's first render draws them,
 * so React hydrates it unchanged.
 */
export async function renderPage({
  url,
  template,
  siteConfig,
  clientManifest,
  signal,
  onError,
}: RenderPageOptions): Promise<RenderedPage | undefined> {
  const address = new URL(url, 'http://site');
  if (!template.includes(emptyRoot)) return undefined;
  const sheet = new ServerStyleSheet();
  const note: PageStatusNote = {};
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouter location={url}>
            <PageStatusNoter value={recordPageStatus(note)}>
              <ShellRoot siteConfig={siteConfig}>
                <SiteRoutes />
              </ShellRoot>
            </PageStatusNoter>
          </StaticRouter>
        </StrictMode>,
      ),
      {
        signal,
        onError: (error) => {
          onError?.(error);
        },
      },
    );
    const html = await new Response(prelude).text();
    if (note.location !== undefined) return { redirect: note.location };
    // A function replacement, so `$&`-style patterns in the markup are not interpreted.
    const page = withPreloads(template, await pageChunkFiles(address, clientManifest))
      .replace('</head>', () => `${firstDataLinks(address)}${sheet.getStyleTags()}</head>`)
      .replace(emptyRoot, () => `<div id="${rootElementId}" ${serverPaintAttribute} inert>${html}</div>`);
    return note.notFound ? { html: page, notFound: true } : { html: page };
  } finally {
    sheet.seal();
  }
}
