// Frame time of the world globe while it is dragged: the built site on the real server, Chromium
// with its CPU slowed down 4x (as Lighthouse's mobile runs do), a scripted drag in circles over the
// globe. Prints the time between frames, the main thread's work per frame (p50, p95), the longest task
// and the painter worker's time per frame, which Chromium cannot slow.
/* global window, requestAnimationFrame -- recordFrames runs in the page */
import { chromium } from 'playwright';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { startServer } from './lighthouse.mjs';

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};
const round = (value) => Math.round(value * 10) / 10;

/** Runs in the page: records, per frame, the time from its start until the main thread is free. */
function recordFrames() {
  const record = { work: [], intervals: [], longestTask: 0, running: true };
  window.__globeFrames = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longestTask = Math.max(record.longestTask, entry.duration);
  }).observe({ type: 'longtask' });
  let previous;
  const tick = (time) => {
    if (!record.running) return;
    if (previous !== undefined) record.intervals.push(time - previous);
    previous = time;
    const started = performance.now();
    // Two message hops: the first runs after this frame's rendering, the second after any task
    // queued meanwhile (a render React scheduled). Until then the main thread was busy with the frame.
    const first = new MessageChannel();
    first.port1.onmessage = () => {
      const second = new MessageChannel();
      second.port1.onmessage = () => record.work.push(performance.now() - started);
      second.port2.postMessage(0);
    };
    first.port2.postMessage(0);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/**
 * A second drag, traced: how long the dragged frames' painter (a worker, decision 048) takes per
 * frame it paints. Chromium slows only the page's main thread: asked to slow a worker, it answers
 * "Operation is only supported for pages, not workers". So this is measured at full speed and
 * printed beside the main thread's, with what it would be on a CPU slowed as much.
 */
async function traceWorkerPaints(page, cdp, { centre, radius, moves }) {
  await cdp.send('Tracing.start', {
    categories: 'blink,devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReturnAsStream',
  });
  await page.mouse.move(centre.x - radius, centre.y);
  await page.mouse.down();
  for (let step = 0; step < moves / 2; step += 1) {
    const angle = (step / moves) * 4 * Math.PI;
    await page.mouse.move(centre.x - radius * Math.cos(angle), centre.y + radius * Math.sin(angle));
    await page.waitForTimeout(8);
  }
  await page.mouse.up();
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await complete;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(text);
  const events = parsed.traceEvents ?? parsed;
  const workers = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'DedicatedWorker thread')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  // One paint per animation frame of the worker: the drawing, its raster and the frame's hand-over
  // (the worker's other tasks only take the page's messages).
  return events
    .filter(
      (event) =>
        event.name === 'WorkerAnimationFrameProvider::RequestAnimationFrame' &&
        workers.has(`${event.pid}:${event.tid}`) &&
        event.dur > 0,
    )
    .map((event) => event.dur / 1000);
}

/** The site must have been built (`npm run build`). */
export async function measureGlobeFrames({ port = 8097, moves = 180, cpuSlowdown = 4 } = {}) {
  const stopServer = await startServer(port);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`http://127.0.0.1:${port}/draggable-globe`);
    const globe = page.getByRole('application', { name: 'World globe' });
    await globe.getByRole('link', { name: 'France' }).waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });

    const box = await globe.boundingBox();
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const radius = Math.min(box.width, box.height) * 0.2;
    await page.mouse.move(centre.x + radius, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + radius, centre.y + 10);
    await page.evaluate(recordFrames);
    // Two turns of a circle, then back and forth across the globe: every kind of turn.
    for (let step = 0; step < moves; step += 1) {
      const angle = (step / moves) * 4 * Math.PI;
      const sweep = step < moves / 2 ? 1 : 2.5 * Math.sin(angle);
      await page.mouse.move(centre.x + radius * sweep * Math.cos(angle), centre.y + radius * Math.sin(angle));
      await page.waitForTimeout(8);
    }
    await page.mouse.up();
    const record = await page.evaluate(() => {
      window.__globeFrames.running = false;
      return window.__globeFrames;
    });
    const painter = await traceWorkerPaints(page, cdp, { centre, radius, moves });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const frameMs = 1000 / 60;
    return {
      // A frame that came more than half a frame late: the display showed the previous one twice.
      droppedFrames: record.intervals.filter((interval) => interval > frameMs * 1.5).length,
      workerTasks: painter.length,
      workerP50: round(percentile(painter, 0.5)),
      workerP95: round(percentile(painter, 0.95)),
      frames: record.work.length,
      cpuSlowdown,
      workP50: round(percentile(record.work, 0.5)),
      workP95: round(percentile(record.work, 0.95)),
      intervalP50: round(percentile(record.intervals, 0.5)),
      intervalP95: round(percentile(record.intervals, 0.95)),
      longestTask: round(record.longestTask),
    };
  } finally {
    await browser.close();
    stopServer();
  }
}

/** The budget: the main thread's work per frame at the 95th percentile, in ms (one 60 Hz frame). */
export const globeFrameBudget = 16.7;

export function describeGlobeFrames(result) {
  const mainMet = result.workP95 < globeFrameBudget;
  const droppedShare = result.droppedFrames / Math.max(1, result.frames);
  const steady = droppedShare < 0.05;
  const workerSlowedP50 = round(result.workerP50 * result.cpuSlowdown);
  const workerSlowedP95 = round(result.workerP95 * result.cpuSlowdown);
  return [
    `Globe drag (/draggable-globe, ${result.frames} frames, ${result.cpuSlowdown}x CPU slowdown of the page's main thread):`,
    `  time between frames: p50 ${result.intervalP50} ms, p95 ${result.intervalP95} ms; ${result.droppedFrames} frames dropped; longest task ${result.longestTask} ms`,
    `  main-thread work per frame: p50 ${result.workP50} ms, p95 ${result.workP95} ms`,
    `  budget (main-thread work per frame p95 under ${globeFrameBudget} ms, under 5% of frames dropped): ${
      mainMet && steady ? 'met' : 'missed'
    }`,
    `  the painter worker per painted frame (a second, traced drag; ${result.workerTasks} frames), at full speed ` +
      `(Chromium cannot slow a worker): p50 ${result.workerP50} ms, p95 ${result.workerP95} ms; ` +
      `${result.cpuSlowdown}x that, on a CPU slowed as much: p50 ${workerSlowedP50} ms, p95 ${workerSlowedP95} ms ` +
      `(${workerSlowedP95 < globeFrameBudget ? 'within' : 'over'} one 60 Hz frame)`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(describeGlobeFrames(await measureGlobeFrames()));
}
