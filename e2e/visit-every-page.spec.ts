import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type ServerProcess, startServerProcesses } from '../scripts/lib/server-process.mjs';
import { siteSampleAddresses } from '../scripts/lib/site-addresses.mjs';

// Decision 085: a visitor who opens every page of the site in a row, with every picture and
// flag, never meets a 429. The suite's own server allows 100,000 requests a minute, so this test
// runs servers of its own with the default limits: one the browser visits, and one the visit's
// requests are sent to again at full speed, so the whole visit falls within one counting window
// however slowly the browser went.

const galleryAlbums = readdirSync(new URL('../content/media/gallery/albums/', import.meta.url));

let visited: ServerProcess | undefined;
let replayed: ServerProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-e2e-visit-'));

test.beforeAll(async () => {
  // Two servers loading the demo content at once: slow on a busy machine.
  test.setTimeout(300_000);
  // Empty means the default: the limits a deployed site has.
  const env = (name: string) => ({
    DATABASE_URL: '',
    DATA_DIR: join(dataDir, name),
    RATE_LIMIT_MAX: '',
    RATE_LIMIT_MEDIA_MAX: '',
    LOG_LEVEL: 'warn',
  });
  [visited, replayed] = await startServerProcesses([
    { name: 'visited server', env: env('visited'), timeoutMs: 240_000 },
    { name: 'replayed server', env: env('replayed'), timeoutMs: 240_000 },
  ]);
});

test.afterAll(async () => {
  await Promise.all([visited?.stop(), replayed?.stop()]);
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
  // A few minutes on this project's shared two-core machines.
  test.setTimeout(600_000);
  const started = Date.now();
  const base = visited!.url;
  const answers: { path: string; status: number }[] = [];
  const asked: { path: string; range?: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== base) return;
    const range = request.headers()['range'];
    asked.push({ path: url.pathname + url.search, ...(range ? { range } : {}) });
  });
  page.on('response', (response) =>
    answers.push({ path: new URL(response.url()).pathname, status: response.status() }),
  );

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
    return Promise.all(codes.map(async (code) => (await fetch(`/images/world-flags/${code}.svg`)).status));
  });
  // Two shapes have no flag in the set (decision 040): the globe shows their name alone.
  expect(flags.filter((status) => status === 200).length).toBeGreaterThanOrEqual(flags.length - 2);
  expect(answers.filter((answer) => answer.status === 429)).toEqual([]);
  const visitSeconds = Math.round((Date.now() - started) / 1000);

  // The same requests again at a browser's pace on a fast machine (six at a time), from the
  // same visitor: well within one minute.
  const replayStarted = Date.now();
  const refused: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < asked.length) {
        const request = asked[next++]!;
        const answer = await page.request.get(`${replayed!.url}${request.path}`, {
          headers: request.range ? { range: request.range } : {},
          maxRedirects: 0,
        });
        if (answer.status() === 429) refused.push(request.path);
      }
    }),
  );
  const replaySeconds = (Date.now() - replayStarted) / 1000;
  expect(refused).toEqual([]);
  // The visit really was heavy: more requests than the API allowance of a minute, sent in one.
  expect(asked.length).toBeGreaterThan(600);
  expect(replaySeconds).toBeLessThan(60);
  test.info().annotations.push({
    type: 'visit',
    description: `${pages.length} pages and ${flags.length} flags: ${asked.length} requests in ${visitSeconds} s, sent again in ${replaySeconds.toFixed(1)} s`,
  });
});
