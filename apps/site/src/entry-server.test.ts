import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';
import { listSampleAddresses } from './route-tables';

const template =
  '<!doctype html><html><head><title>Portfolio</title></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index.js"></script></body></html>';
const siteConfig = {
  ownerName: 'Alex Morgan',
  ownerSlug: 'alex-morgan',
  lastUpdated: '12-6-24',
  externalLinks: {
    music: 'http://127.0.0.1:4000/piano',
    dwm: 'https://example.org/dwm',
    election: 'https://example.org/election',
  },
};

/** The page drawn for an address; a redirect fails the test that expected a page. */
async function paint(url: string, options: Partial<Parameters<typeof renderPage>[0]> = {}) {
  const rendered = await renderPage({ url, template, siteConfig, ...options });
  if (rendered && 'redirect' in rendered) throw new Error(`${url} redirects to ${rendered.redirect}`);
  return rendered?.html;
}
const rootOf = (page: string) => /<div id="root"([^>]*)>(.*)<\/div><script/s.exec(page);

describe('the first paint drawn on the server', () => {
  it("draws the landing page's heading, text and tiles into #root, inert until React takes it over", async () => {
    const page = await paint('/landing');
    const root = rootOf(page ?? '');
    expect(root?.[1]).toBe(' data-server-paint inert');
    expect(root?.[2]).toContain('<h1');
    expect(root?.[2]).toContain('Alex Morgan&#x27;s Projects');
    expect(root?.[2]).toContain('href="/draggable-globe"');
    // The styles the paint needs come with it, so it is drawn styled before any script runs.
    expect(page).toMatch(/<style data-styled="true"[^>]*>[^<]+<\/style><\/head>/);
  });

  it('draws the frame and heading of a page whose data is not there yet', async () => {
    const root = rootOf((await paint('/leitner/vocab')) ?? '')?.[2] ?? '';
    expect(root).toContain('Leitner box</h1>');
    expect(root).toContain('href="/landing"');
  });

  it("names the page's first public data in the head, so the browser fetches it beside the scripts", async () => {
    const head = (await paint('/enneagram/enneagram-home'))?.split('</head>')[0] ?? '';
    expect(head).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/apiEnneagramFile/reference">',
    );
    // Parameters are taken from the address as the page's own request would put them.
    expect(
      (await paint('/gallery/alex-morgan/Pet%20Portraits%20-%20Biscuit'))?.split('</head>')[0],
    ).toContain('href="/apiGallery/Pet%20Portraits%20-%20Biscuit"');
    expect((await paint('/landing'))?.split('</head>')[0]).not.toContain('rel="preload"');
    // The file's first paints load the whole renderer: on a busy machine that passes 5 s.
  }, 30_000);

  it.each([
    [
      '/enneagram/quiz/new',
      ['/apiEnneagramFile/reference', '/apiEnneagram/allusers/', '/apiEnneagramFile/load/current'],
    ],
    [
      '/enneagram/comparator',
      ['/apiEnneagramFile/reference', '/apiEnneagram/allusers/', '/apiEnneagram/alltests'],
    ],
    ['/enneagram/help/', ['/apiEnneagramFile/reference', '/apiEnneagram/allusers/']],
    ['/midi/landing/home', ['/apiMIDI/piano-composers']],
    ['/midi/scores/violin/vivaldi-spring', ['/apiMIDI/violin-composers', '/apiMIDI/violin-scores']],
    ['/midi/videos/beethoven-fur-elise', []],
  ])('names exactly the reads %s asks for first', async (url, reads) => {
    const head = (await paint(url))?.split('</head>')[0] ?? '';
    const named = [...head.matchAll(/<link rel="preload" as="fetch"[^>]* href="([^"]+)">/g)].map((m) => m[1]);
    expect(named).toEqual(reads);
  });

  it('leaves a page without the empty root alone', async () => {
    expect(
      await renderPage({ url: '/landing', template: '<html><body></body></html>', siteConfig }),
    ).toBeUndefined();
  });

  it.each([
    ['/', '/home'],
    ['/enneagram', '/enneagram/enneagram-home'],
    ['/enneagram/', '/enneagram/enneagram-home'],
    ['/video-database', '/video-database/video-player'],
    ['/recipes', '/recipes/recipes-home'],
    ['/midi', '/midi/landing/home'],
    // Another owner's gallery leads to the configured owner's, album and picture included.
    ['/gallery/sam-lee-home', '/gallery/alex-morgan-home'],
    ['/gallery/sam-lee/Pet%20Portraits/Biscuit.jpg', '/gallery/alex-morgan/Pet%20Portraits/Biscuit.jpg'],
    // The query and the fragment go along.
    [
      '/video-database?primary=adobe&secondary=photoshop',
      '/video-database/video-player?primary=adobe&secondary=photoshop',
    ],
    ['/?from=card', '/home?from=card'],
  ])('answers %s, which only leads elsewhere, with a redirect to %s instead of a page', async (url, to) => {
    expect(await renderPage({ url, template, siteConfig })).toEqual({ redirect: to });
  });

  it.each([
    '/no-such-page',
    '/enneagram/no-such-page',
    '/enneagram/quiz/sideways',
    '/recipes/no-such-page',
    '/gallery/not-a-home-page',
    '/midi/no-such-page',
    '/video-database/no-such-page',
    '/video-database/video-player/deeper',
  ])('draws %s, which no page answers, as the not-found page marked for a 404', async (url) => {
    const rendered = await renderPage({ url, template, siteConfig });
    expect(rendered).toMatchObject({ notFound: true });
    expect(rendered && 'html' in rendered ? rendered.html : '').toContain('Page not found');
  });

  // The catch-all routes' samples are addresses no page answers, on purpose.
  it.each(listSampleAddresses().filter((url) => !url.endsWith('/no-such-page')))(
    'draws the sample %s as a page that exists',
    async (url) => {
      expect(await renderPage({ url, template, siteConfig })).not.toHaveProperty('notFound');
    },
  );

  it.each(listSampleAddresses())('paints %s without failing', async (url) => {
    const failures: unknown[] = [];
    const page = await paint(url, { onError: (error) => void failures.push(error) });
    expect(rootOf(page ?? '')?.[2]).not.toBe('');
    // Every sample page is drawn whole: none reads the browser's storage while the server renders.
    expect(failures).toEqual([]);
  });
});
