import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type ServerProcess, startServerProcess } from '../scripts/lib/server-process.mjs';
import { siteSampleAddresses } from '../scripts/lib/site-addresses.mjs';

// Decision 085: a visitor who opens every page of the site in a row, with every picture and
// flag, never meets a 429. The suite's own server allows 100,000 requests a minute, so this
// test runs a server of its own with the default limits.

const galleryAlbums = readdirSync(new URL('../content/media/gallery/albums/', import.meta.url));

let server: ServerProcess | undefined;
let dataDir = '';

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portfolio-e2e-visit-'));
  server = await startServerProcess({
    name: 'visited server',
    // Empty means the default: the limits a deployed site has.
    env: {
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '',
      RATE_LIMIT_MEDIA_MAX: '',
      LOG_LEVEL: 'warn',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Scrolls to the bottom in screen-sized steps, so every lazy picture is asked for, and lets them arrive. */
async function scrollThrough(page: Page): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    const atBottom = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atBottom) break;
  }
  await page.waitForLoadState('networkidle');
}

test('a visitor who opens every page with all its pictures and flags is never refused', async ({ page }) => {
  // About a minute on an idle machine; a loaded one takes several times as long.
  test.setTimeout(600_000);
  const started = Date.now();
  const base = server!.url;
  const answers: { url: string; status: number }[] = [];
  page.on('response', (response) => answers.push({ url: response.url(), status: response.status() }));

  const pages = [
    ...(await siteSampleAddresses()),
    ...galleryAlbums.map((album) => `/gallery/alex-morgan/${encodeURIComponent(album)}`),
  ];
  for (const address of pages) {
    await page.goto(`${base}${address}`);
    await scrollThrough(page);
  }

  // Hovering each country of the globe shows its flag: ask for every one, as that visitor would.
  await page.goto(`${base}/draggable-globe`, { waitUntil: 'networkidle' });
  const flags = await page.evaluate(async () => {
    const world = await (await fetch('/data/world-map/world_map_geometry.json')).json();
    const codes: string[] = world.objects.countries.geometries.map((country: { id: string }) => country.id);
    const statuses = await Promise.all(
      codes.map(async (code) => (await fetch(`/images/world-flags/${code}.svg`)).status),
    );
    return { count: codes.length, statuses };
  });
  // Two shapes have no flag in the set (decision 040): the globe shows their name alone.
  expect(flags.statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(flags.count - 2);
  expect(flags.statuses.filter((status) => status === 429)).toEqual([]);

  const refused = answers.filter((answer) => answer.status === 429);
  expect(refused).toEqual([]);
  // The visit really was heavy: more requests than the API allowance of a minute.
  expect(answers.length + flags.count).toBeGreaterThan(600);
  test.info().annotations.push({
    type: 'visit',
    description: `${pages.length} pages, ${answers.length} responses and ${flags.count} flags in ${Math.round((Date.now() - started) / 1000)} s`,
  });
});
