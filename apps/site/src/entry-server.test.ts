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

const paint = (url: string) => renderPage({ url, template, siteConfig });
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
  });

  it('has no paint for / (it only redirects), and leaves a page without the empty root alone', async () => {
    expect(await paint('/')).toBeUndefined();
    expect(
      await renderPage({ url: '/landing', template: '<html><body></body></html>', siteConfig }),
    ).toBeUndefined();
  });

  it.each(listSampleAddresses().filter((address) => address !== '/'))(
    'paints %s without failing',
    async (url) => {
      const failures: unknown[] = [];
      const page = await renderPage({
        url,
        template,
        siteConfig,
        onError: (error) => void failures.push(error),
      });
      expect(rootOf(page ?? '')?.[2]).not.toBe('');
      // Every sample page is drawn whole: none reads the browser's storage while the server renders.
      expect(failures).toEqual([]);
    },
  );
});
