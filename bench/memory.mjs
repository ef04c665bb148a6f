// The server's resident memory after a load like the attack run's (issue 24, defect 7): every
// gallery copy made cold in one burst, 200 video range reads at once, API reads and pages; then
// 10 s idle. Printed beside the same server just started and idle, and against ARCHITECTURE.md's
// budget: one server on SQLite under 200 MB resident. Also how long a small media file waits
// while the burst of copies is being made (decision 095).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileServer } from '../scripts/lib/compile-server.mjs';
import { serverNodeFlags } from '../scripts/lib/server-node-flags.mjs';
import { startServerProcess } from '../scripts/lib/server-process.mjs';
import { siteSampleAddresses } from '../scripts/lib/site-addresses.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const mediaDir = join(repoRoot, 'content/media');
const budgetMb = 200;
const idleSeconds = 10;
const widths = [240, 480, 800, 1200, 1920];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
const encodePath = (path) => path.split('/').map(encodeURIComponent).join('/');

/** VmRSS, RssAnon and RssFile of a process, in kB (Linux). */
export function residentOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: field('VmRSS'), anon: field('RssAnon'), file: field('RssFile') };
}

/** Resident memory of the process's children (the gallery's picture process), in kB; 0 when none. */
function childrenResident(pid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    return 0;
  }
  return children.reduce((sum, child) => {
    try {
      return sum + residentOf(Number(child)).rss;
    } catch {
      return sum;
    }
  }, 0);
}

function filesUnder(folder, keep) {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => keep(name) && statSync(join(folder, name)).isFile())
    .map((name) => name.split(sep).join('/'));
}

/** Every copy the demo gallery has: each picture of each album and of the cover, at every width. */
function galleryCopies() {
  const gallery = join(mediaDir, 'gallery');
  const pictures = filesUnder(gallery, (name) => /\.(jpe?g|png|webp|avif|gif)$/i.test(name)).filter(
    (name) => !name.split('/').some((segment) => segment.startsWith('.')),
  );
  return pictures.flatMap((picture) =>
    widths.map((width) => `/apiGallery/${encodePath(picture)}?w=${width}`),
  );
}

/** Times one GET, reading the whole answer. */
async function timed(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.arrayBuffer();
  return {
    ms: performance.now() - started,
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    bytes: body.byteLength,
  };
}

/** Runs `jobs` with at most `limit` at once (a browser's six connections, say). */
async function inTurns(jobs, limit) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next;
      next += 1;
      results[index] = await jobs[index]();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/** The demo's small media file (a recipe picture of a few kB), timed `rounds` times one after another. */
async function smallMediaTimes(base, rounds, until) {
  const url = `${base}/media/recipes/yogurt.jpg`;
  const times = [];
  for (let round = 0; round < rounds && !until?.(); round += 1) {
    times.push((await timed(url)).ms);
    await sleep(40);
  }
  return times;
}

/** All copies at once, a small media file timed meanwhile; then the ones left are made six at a time. */
async function thumbnailsCold(base) {
  const copies = galleryCopies();
  let done = false;
  const burst = Promise.all(copies.map((path) => timed(`${base}${path}`)));
  burst.finally(() => (done = true));
  // Once the burst's first copies are being made.
  await sleep(100);
  const during = await smallMediaTimes(base, 1000, () => done);
  if (process.env.BENCH_MEMORY_DEBUG)
    console.log('during', during.map((value) => Math.round(value)).join(' '));
  const answers = await burst;
  const failed = answers.filter((answer) => answer.status !== 200).length;
  const copiesFirst = answers.filter((answer) => answer.type === 'image/webp').length;
  const left = copies.filter((_, index) => answers[index]?.type !== 'image/webp');
  const second = await inTurns(
    left.map((path) => () => timed(`${base}${path}`)),
    6,
  );
  const stillOriginal = second.filter((answer) => answer.type !== 'image/webp').length;
  const burstSeconds = Math.max(...answers.map((answer) => answer.ms)) / 1000;
  return { count: copies.length, copiesFirst, failed, stillOriginal, during, burstSeconds };
}

/** `count` range reads of the demo videos at once, each from its own start to the end of the file. */
async function videoRangeReads(base, count) {
  const videos = filesUnder(mediaDir, (name) => /\.(mp4|webm)$/i.test(name));
  const reads = Array.from({ length: count }, (_, index) => {
    const video = videos[index % videos.length];
    const size = statSync(join(mediaDir, video)).size;
    const start = Math.floor((((index * 7919) % 100) / 100) * size);
    return timed(`${base}/media/${encodePath(video)}`, { headers: { range: `bytes=${start}-` } });
  });
  const answers = await Promise.all(reads);
  return {
    count,
    partial: answers.filter((answer) => answer.status === 206).length,
    bytes: answers.reduce((sum, answer) => sum + answer.bytes, 0),
  };
}

/** GETs a visitor's pages make, and the pages themselves when the site is built. */
async function readAddresses() {
  const albums = readdirSync(join(mediaDir, 'gallery/albums'));
  const api = [
    '/api/config',
    '/api-leitner/demo-deck',
    '/api-hierarchy/all',
    '/api-deep-work/demo-week?start=2026-03-02',
    '/api-dwm/calendar-zone',
    ...albums.map((album) => `/apiGallery/${encodeURIComponent(album)}`),
  ];
  const built = existsSync(join(repoRoot, 'apps/site/dist/index.html'));
  const pages = built
    ? [
        ...(await siteSampleAddresses()),
        ...albums.map((album) => `/gallery/alex-morgan/${encodeURIComponent(album)}`),
      ]
    : [];
  return { api, pages };
}

async function apiReads(base, rounds) {
  const { api, pages } = await readAddresses();
  const addresses = [...api, ...pages];
  const jobs = Array.from({ length: rounds }, () =>
    addresses.map((path) => async () => ({ path, ...(await timed(`${base}${path}`)) })),
  ).flat();
  const answers = await inTurns(jobs, 16);
  const failed = answers.filter((answer) => answer.status >= 400);
  return {
    count: answers.length,
    pages: pages.length > 0,
    notOk: failed.length,
    failedAddresses: [...new Set(failed.map((answer) => `${answer.path} ${answer.status}`))],
  };
}

/** Where the server's memory is (process.memoryUsage, in kB), asked of it with SIGUSR2. */
async function breakdownOf(server) {
  const before = server.output().length;
  process.kill(server.pid, 'SIGUSR2');
  for (let tries = 0; tries < 50; tries += 1) {
    const line = /memory-report (\{.*\})/.exec(server.output().slice(before))?.[1];
    if (line)
      return Object.fromEntries(Object.entries(JSON.parse(line)).map(([key, value]) => [key, value / 1024]));
    await sleep(100);
  }
  return undefined;
}

/**
 * Starts the real server, compiled as `npm start` and the release run it (decision 081), on a
 * fresh SQLite data folder with the demo content. The site must have been built for pages to be
 * part of the load.
 */
export async function measureMemory() {
  await compileServer({ root: repoRoot, outDir: join(repoRoot, 'apps/server/dist') });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
  const server = await startServerProcess({
    name: 'memory',
    nodeArgs: [
      // As the release's start script and npm start run it.
      ...serverNodeFlags,
      '--import',
      './bench/servers/report-memory.mjs',
      'apps/server/dist/main.mjs',
    ],
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      MEDIA_DIR: mediaDir,
      LOG_LEVEL: 'warn',
      // As the release's start script and npm start set it (decision 094).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      // One address sends everything here: the limits are not what is measured.
      RATE_LIMIT_MAX: '1000000',
      RATE_LIMIT_MEDIA_MAX: '1000000',
    },
  });
  try {
    const base = server.url;
    await sleep(idleSeconds * 1000);
    const started = { ...residentOf(server.pid), ...(await breakdownOf(server)) };
    const idleMedia = await smallMediaTimes(base, 10);

    let peak = started.rss;
    let childrenPeak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentOf(server.pid).rss);
      childrenPeak = Math.max(childrenPeak, childrenResident(server.pid));
    }, 100);
    // Where the memory stands after each part of the load.
    const steps = [];
    let thumbnails;
    let video;
    let reads;
    try {
      thumbnails = await thumbnailsCold(base);
      steps.push({ step: 'gallery copies', ...residentOf(server.pid), ...(await breakdownOf(server)) });
      video = await videoRangeReads(base, 200);
      steps.push({ step: 'video reads', ...residentOf(server.pid), ...(await breakdownOf(server)) });
      reads = await apiReads(base, 10);
      steps.push({ step: 'API reads and pages', ...residentOf(server.pid), ...(await breakdownOf(server)) });
    } finally {
      clearInterval(sampler);
    }
    await sleep(idleSeconds * 1000);
    const after = { ...residentOf(server.pid), ...(await breakdownOf(server)) };
    // The picture process ends 15 s after its last job (decision 112): wait that long at most.
    let childrenAfter = childrenResident(server.pid);
    for (let waited = 0; childrenAfter > 0 && waited < 20; waited += 1) {
      await sleep(1000);
      childrenAfter = childrenResident(server.pid);
    }
    return { started, peak, childrenPeak, childrenAfter, after, steps, thumbnails, video, reads, idleMedia };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeMemory({
  started,
  peak,
  childrenPeak,
  childrenAfter,
  after,
  steps,
  thumbnails,
  video,
  reads,
  idleMedia,
}) {
  const ms = (value) => `${value.toFixed(0)} ms`;
  const parts = (at) =>
    `anonymous ${mb(at.anon)}, files ${mb(at.file)}; JavaScript heap ${mb(at.heapUsed)} used of ${mb(at.heapTotal)}, ` +
    `outside the heap ${mb(at.external)} (buffers ${mb(at.arrayBuffers)})`;
  const during = thumbnails.during;
  return [
    'Server memory, one server on SQLite with the demo content (VmRSS):',
    `  just started, ${idleSeconds} s idle: ${mb(started.rss)} (${parts(started)})`,
    `  highest during the load: ${mb(peak)}; the gallery's picture process beside it, at most ${mb(childrenPeak)}, ${
      childrenAfter === 0 ? 'ended once idle' : `still ${mb(childrenAfter)} after idling`
    }`,
    ...steps.map(
      (at) =>
        `    after the ${at.step}: ${mb(at.rss)} (JavaScript heap ${mb(at.heapUsed)} used of ${mb(at.heapTotal)})`,
    ),
    `  after the load and ${idleSeconds} s idle: ${mb(after.rss)} (${parts(after)}), budget under ${budgetMb} MB: ${
      after.rss / 1024 < budgetMb ? 'met' : 'missed'
    }`,
    `  load: ${thumbnails.count} gallery copies asked at once, cold (${thumbnails.copiesFirst} made in the burst, the others sent the picture itself while the queue was full, then made six at a time; ${thumbnails.failed} errors, ${thumbnails.stillOriginal} not made), ` +
      `${video.count} video range reads at once (${video.partial} answered 206, ${(video.bytes / 1024 / 1024).toFixed(1)} MB), ` +
      `${reads.count} API reads${reads.pages ? ' and pages' : ' (no site build: pages left out)'} 16 at a time (${reads.notOk} answered 4xx/5xx${reads.failedAddresses.length ? `: ${reads.failedAddresses.join(', ')}` : ''})`,
    `  a small media file while the burst of copies was made (${thumbnails.burstSeconds.toFixed(1)} s): median ${ms(median(during))}, worst ${ms(Math.max(...during))} over ${during.length} requests; idle: median ${ms(median(idleMedia))}`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(describeMemory(await measureMemory()));
}
