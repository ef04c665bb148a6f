// The photo gallery with an album of 1,000 pictures: how long the server takes to list it (the
// first listing reads every picture's shape and colour, later ones come from memory), and how many
// bytes the album page's first screen loads as WebP copies against what the originals would weigh.
// The album is drawn by content/gallery/generate.mjs once and kept in the temp folder between runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
/* global document -- the waitForFunction callback runs in the page */
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { startServer } from './lighthouse.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const albumName = 'Bench 1000';

/** MEDIA_DIR with gallery/albums/Bench 1000 of `count` pictures (made on the first run). */
function benchMedia(count) {
  const mediaDir = join(tmpdir(), `portfolio-bench-gallery-${count}`);
  const folder = join(mediaDir, 'gallery', 'albums', albumName);
  const ready =
    existsSync(folder) && readdirSync(folder).filter((name) => name.endsWith('.jpg')).length === count;
  if (!ready) {
    const made = spawnSync(
      process.execPath,
      ['content/gallery/generate.mjs', '--bench', folder, String(count)],
      {
        cwd: repoRoot,
        stdio: 'inherit',
      },
    );
    if (made.status !== 0) throw new Error('Drawing the bench album failed');
  }
  return { mediaDir, folder };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timeListing(base) {
  const url = `${base}/apiGallery/${encodeURIComponent(albumName)}`;
  const timed = async () => {
    const started = performance.now();
    const files = await (await fetch(url)).json();
    return { ms: performance.now() - started, files };
  };
  const first = await timed();
  // The colours are worked out after the first listing, one picture at a time.
  const started = performance.now();
  const neutral = first.files[0]?.placeholder;
  while ((await timed()).files.some((file) => file.placeholder === neutral)) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const coloursSeconds = (performance.now() - started) / 1000;
  const later = [];
  for (let round = 0; round < 7; round += 1) later.push((await timed()).ms);
  return {
    firstMs: Math.round(first.ms),
    laterMs: Math.round(median(later) * 10) / 10,
    coloursSeconds: Math.round(coloursSeconds * 10) / 10,
    count: first.files.length,
    bytes: JSON.stringify(first.files).length,
  };
}

/** Opens the album page at a viewport and adds up the pictures it loaded before it settled. */
async function firstScreen(browser, base, folder, viewport) {
  const context = await browser.newContext(viewport);
  const page = await context.newPage();
  const pictures = new Map();
  const reading = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/apiGallery/albums/')) return;
    const name = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    reading.push(
      request.sizes().then((sizes) => {
        pictures.set(url.pathname + url.search, {
          sent: sizes.responseBodySize,
          original: statSync(join(folder, name)).size,
        });
      }),
    );
  });
  await page.goto(`${base}/gallery/alex-morgan/${encodeURIComponent(albumName)}`, {
    waitUntil: 'networkidle',
  });
  // Every picture the browser chose to load has arrived (the lazy ones near the screen included).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main li img')].every(
      (image) => image.loading === 'lazy' || image.complete,
    ),
  );
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  await context.close();
  const all = [...pictures.values()];
  return {
    count: all.length,
    sent: all.reduce((sum, entry) => sum + entry.sent, 0),
    originals: all.reduce((sum, entry) => sum + entry.original, 0),
  };
}

/** The site must have been built (`npm run build`). */
export async function measureGallery({ port = 8096, count = 1000 } = {}) {
  const { mediaDir, folder } = benchMedia(count);
  const stopServer = await startServer(port, { MEDIA_DIR: mediaDir });
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const listing = await timeListing(base);
    const phone = await firstScreen(browser, base, folder, {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const desktop = await firstScreen(browser, base, folder, { viewport: { width: 1350, height: 940 } });
    return { count, listing, phone, desktop };
  } finally {
    await browser.close();
    stopServer();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

export function describeGallery({ count, listing, phone, desktop }) {
  const screen = (label, result) =>
    `  ${label}: ${result.count} pictures, ${kb(result.sent)} as WebP copies; the originals would be ` +
    `${kb(result.originals)} (${(result.originals / Math.max(1, result.sent)).toFixed(1)}x)`;
  return [
    `Photo gallery, an album of ${count.toLocaleString('en-US')} pictures:`,
    `  GET /apiGallery/{album}: first listing ${listing.firstMs} ms (reads every header), then ${listing.laterMs} ms (median of 7); ${listing.count} files, ${kb(listing.bytes)} of JSON; every colour known ${listing.coloursSeconds} s after the first listing`,
    screen('first screen on a phone (412 x 823, 1.75x)', phone),
    screen('first screen on a desktop (1350 x 940)', desktop),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(describeGallery(await measureGallery()));
}
