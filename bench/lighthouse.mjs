// Lighthouse (mobile, simulated throttling) on the main routes of the built site, served by the
// real server on a fresh embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { runnerImport } from 'vite';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';

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

/**
 * One address per route of the site, from the areas' route tables (apps/site/src/route-tables.ts):
 * a new area is measured without an edit here. Vite loads the TypeScript module in Node.
 */
export async function siteSampleAddresses() {
  const { module } = await runnerImport(join(repoRoot, 'apps/site/src/route-tables.ts'), {
    // The pages import styled-components' default export, which only its ES build provides.
    resolve: {
      alias: {
        'styled-components': join(repoRoot, 'node_modules/styled-components/dist/styled-components.esm.js'),
      },
    },
    ssr: { noExternal: ['styled-components'] },
  });
  return module.listSampleAddresses();
}

/** Scores 0-100 per route; the site must have been built (`npm run build`). */
export async function measureLighthouse(paths, port = 8098) {
  paths ??= await siteSampleAddresses();
  const stopServer = await startServer(port);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
  });
  const results = [];
  try {
    for (const path of paths) {
      // A cold headless Chromium now and then reports no paint at all (NO_FCP) on its first
      // page: such a run measures nothing, so it is run once more and the error is kept if it stays.
      let runner;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        runner = await lighthouse(`http://127.0.0.1:${port}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!runner.lhr.runtimeError) break;
      }
      if (runner.lhr.runtimeError)
        throw new Error(`Lighthouse on ${path}: ${runner.lhr.runtimeError.message}`);
      const { categories, audits } = runner.lhr;
      results.push({
        path,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: audits['cumulative-layout-shift'].numericValue,
      });
    }
  } finally {
    await chrome.kill();
    stopServer();
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const result of await measureLighthouse()) console.log(JSON.stringify(result));
}
