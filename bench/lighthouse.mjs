// Lighthouse (mobile, simulated throttling) on the main routes of the built site, served by the
// real server on a fresh embedded database.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { siteSampleAddresses } from '../scripts/lib/site-addresses.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const chromiumFlags = ['--headless=new', ...chromiumArgs];

/** `env`: more server variables (the gallery bench points MEDIA_DIR at its large album). */
export async function startServer(port, env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/config`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return () => {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Budgets of issue 12: what every route must keep, on the median of its runs. */
export const lighthouseBudget = {
  performance: (path) => (path === '/home' || path === '/landing' ? 100 : 95),
  accessibility: 100,
  clsBelow: 0.02,
  /** Long lists stay responsive: a block of 200 reference cards blocks the page under 200 ms in all. */
  tbtBelow: (path) => (longListAddresses.includes(path) ? 200 : undefined),
};

/** Addresses measured beside the route samples: the longest list a visitor can ask for. */
export const longListAddresses = ['/references?allrecords=yes'];

/** Why a route's medians miss its budget, or an empty list when they meet it. */
export function budgetFailures(result) {
  const failures = [];
  const minimum = lighthouseBudget.performance(result.path);
  if (result.performance < minimum) failures.push(`performance ${result.performance} < ${minimum}`);
  if (result.accessibility < lighthouseBudget.accessibility)
    failures.push(`accessibility ${result.accessibility} < ${lighthouseBudget.accessibility}`);
  const tbtBelow = lighthouseBudget.tbtBelow(result.path);
  if (tbtBelow !== undefined && result.tbtMs >= tbtBelow)
    failures.push(`TBT ${result.tbtMs} ms >= ${tbtBelow} ms`);
  if (result.cls >= lighthouseBudget.clsBelow)
    failures.push(`CLS ${result.cls.toFixed(3)} >= ${lighthouseBudget.clsBelow}`);
  return failures;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function auditOnce(url, chromePort) {
  // A cold headless Chromium now and then reports no paint at all (NO_FCP) on its first
  // page: such a run measures nothing, so it is run once more and the error is kept if it stays.
  let runner;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    runner = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The not-found samples answer 404 on purpose; their page is measured like any other.
      ignoreStatusCode: true,
    });
    if (!runner.lhr.runtimeError) break;
  }
  if (runner.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${runner.lhr.runtimeError.message}`);
  const { categories, audits } = runner.lhr;
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

/** Each figure is the median of `runs` audits of the address (Lighthouse's own advice for noise). */
async function auditMedian(url, chromePort, runs) {
  const audits = [];
  for (let run = 0; run < runs; run += 1) audits.push(await auditOnce(url, chromePort));
  return {
    ...Object.fromEntries(
      Object.keys(audits[0]).map((figure) => [figure, median(audits.map((audit) => audit[figure]))]),
    ),
    performanceRuns: audits.map((audit) => audit.performance),
  };
}

/** The stack's floor (bench/floor: React, router, one styled heading), built and served bare. */
async function startFloorServer(port) {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-floor-site-'));
  await build({
    root: join(repoRoot, 'bench/floor'),
    configFile: false,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript' };
  const server = createServer((request, response) => {
    const name = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const file = join(outDir, name === '/' ? 'index.html' : name);
    if (!file.startsWith(outDir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const body = gzipSync(readFileSync(file));
    response
      .writeHead(200, {
        'Content-Type': types[extname(file)] ?? 'application/octet-stream',
        'Content-Encoding': 'gzip',
      })
      .end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => {
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}

/**
 * Lighthouse medians per route (the site must have been built: `npm run build`), and the same for
 * the stack's floor served bare in the same run, the baseline the routes are read against.
 */
export async function measureLighthouse({ paths, runs = 3, port = 8098 } = {}) {
  paths ??= [...(await siteSampleAddresses()), ...longListAddresses];
  const stopServer = await startServer(port);
  const stopFloor = await startFloorServer(port + 1);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const floor = {
      path: 'stack floor',
      ...(await auditMedian(`http://127.0.0.1:${port + 1}/`, chrome.port, runs)),
    };
    const routes = [];
    for (const path of paths) {
      const result = { path, ...(await auditMedian(`http://127.0.0.1:${port}${path}`, chrome.port, runs)) };
      routes.push({ ...result, failures: budgetFailures(result) });
    }
    return { runs, floor, routes };
  } finally {
    await chrome.kill();
    stopFloor();
    stopServer();
  }
}

/** The table `npm run bench` prints: one line per route, its budget, and what misses it. */
export function describeLighthouse({ runs, floor, routes }) {
  const row = (cells) =>
    `  ${cells[0].padEnd(40)} ${cells
      .slice(1)
      .map((cell) => String(cell).padStart(7))
      .join(' ')}`;
  const figures = (result) => [
    result.performance,
    result.accessibility,
    `${(result.fcpMs / 1000).toFixed(2)} s`,
    `${(result.lcpMs / 1000).toFixed(2)} s`,
    `${result.tbtMs} ms`,
    result.cls.toFixed(3),
  ];
  const lines = [
    `Lighthouse, mobile (simulated slow 4G, 4x CPU slowdown), median of ${runs} runs per route; ` +
      'budget: performance 95 (100 on /home and /landing), accessibility 100, CLS under 0.02, ' +
      `TBT under 200 ms on ${longListAddresses.join(', ')} (200 reference cards):`,
    row(['route', 'perf', 'a11y', 'FCP', 'LCP', 'TBT', 'CLS', 'budget']),
    row([floor.path, ...figures(floor), 'baseline']),
  ];
  for (const result of routes) {
    lines.push(row([result.path, ...figures(result), result.failures.length ? 'MISSED' : 'met']));
    if (result.failures.length)
      lines.push(`      ${result.failures.join('; ')} (runs: ${result.performanceRuns.join(', ')})`);
  }
  const missed = routes.filter((result) => result.failures.length).length;
  lines.push(`  ${routes.length - missed} of ${routes.length} routes within budget`);
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const paths = process.argv.slice(2);
  const result = await measureLighthouse({ paths: paths.length ? paths : undefined });
  console.log(describeLighthouse(result));
  if (result.routes.some((route) => route.failures.length)) process.exitCode = 1;
}
