// The release folder (npm run build:release): how big it is, and how long its `start` takes from
// the process's start to /readyz answering 200, on a fresh SQLite data folder (migrations, demo
// content, owner password hash) and on one that already holds the database (a restart).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildRelease } from '../scripts/build-release.mjs';
import { cpuMsOf } from './api-throughput.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Polls `path` until it answers 200; the seconds since `started`. */
async function answered(url, started, child, timeoutMs) {
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`The release stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(url)).status === 200) return (performance.now() - started) / 1000;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/**
 * Seconds from spawning `start` to /healthz answering (the code is loaded and the port open)
 * and to /readyz answering 200 (migrated and serving); the process is stopped after.
 */
async function timeToReady(out, dataDir, port, timeoutMs = 120_000) {
  const started = performance.now();
  const child = spawn(join(out, 'start'), [], {
    stdio: 'ignore',
    env: {
      PATH: `${dirname(process.execPath)}:/usr/bin:/bin`,
      PORT: String(port),
      DATA_DIR: dataDir,
      OWNER_PASSWORD: 'a bench owner password',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const alive = await answered(`http://127.0.0.1:${port}/healthz`, started, child, timeoutMs);
    const ready = await answered(`http://127.0.0.1:${port}/readyz`, started, child, timeoutMs);
    // The process's own CPU time by then: what the start costs, whatever else the machine runs.
    return { alive, ready, cpu: (cpuMsOf(child.pid) ?? Number.NaN) / 1000 };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

export async function measureRelease({ port = 8098, rounds = 3 } = {}) {
  const release = await buildRelease({ log: () => {} });
  const fresh = [];
  const restart = [];
  for (let round = 0; round < rounds; round += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-release-'));
    try {
      fresh.push(await timeToReady(release.out, dataDir, port));
      restart.push(await timeToReady(release.out, dataDir, port));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const medians = (runs) => ({
    alive: median(runs.map((run) => run.alive)),
    ready: median(runs.map((run) => run.ready)),
    cpu: median(runs.map((run) => run.cpu)),
  });
  return { ...release, fresh: medians(fresh), restart: medians(restart), rounds };
}

const seconds = (run) =>
  `${run.alive.toFixed(2)} s and ${run.ready.toFixed(2)} s (${run.cpu.toFixed(2)} s CPU)`;

export function describeRelease(result) {
  return [
    `Release folder (npm run build:release): ${mb(result.bytes)}, of which npm packages ${mb(result.packageBytes)}`,
    `  start to /healthz and to /readyz 200 (CPU time used by then), median of ${result.rounds}:`,
    `    fresh SQLite data folder: ${seconds(result.fresh)}`,
    `    restart on that folder:   ${seconds(result.restart)}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(describeRelease(await measureRelease()));
}
