// Requests per second of a database-backed JSON route, beside bare Fastify in the same run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const path = '/api/owner/session';

function startServer(script) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve({ child, ...JSON.parse(line) }));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

/** One request first: a figure is worthless if the server does not answer what it should. */
async function checkAnswer(server, expected) {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    headers: server.cookie ? { cookie: server.cookie } : {},
  });
  const body = await response.text();
  if (response.status !== 200 || body !== expected) {
    throw new Error(`${server.name} answered ${response.status} ${body}, expected ${expected}`);
  }
}

/**
 * CPU time the server process has used so far, in ms (Linux: /proc/<pid>/stat, user + system, in
 * clock ticks of 10 ms), or undefined where there is no /proc. Requests per second follow
 * whatever else the machine runs; CPU time per request does much less.
 */
export function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

async function load(server, seconds) {
  const cpuBefore = cpuMsOf(server.child.pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${path}`,
    connections: 32,
    duration: seconds,
    headers: server.cookie ? { cookie: server.cookie } : {},
  });
  const cpuAfter = cpuMsOf(server.child.pid);
  return {
    rps: Math.round(result.requests.average),
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuUsPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? undefined
        : Math.round(((cpuAfter - cpuBefore) * 1000 * 10) / result.requests.total) / 10,
  };
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * The servers run side by side (an idle one costs nothing) and get the same treatment: a
 * warm-up, then alternating rounds, so a noisy moment on the machine hits all; each side's best
 * round is its requests-per-second figure, and the median of its rounds its CPU time per request.
 */
export async function measureApi({ seconds = 5, rounds = 3 } = {}) {
  const servers = [
    { name: 'bare', script: 'bench/servers/bare-fastify.ts', expected: '{"owner":true}' },
    // The same session read as ours, with nothing of ours around it: the baseline of our cost.
    { name: 'bareSession', script: 'bench/servers/bare-fastify-session.ts', expected: '{"owner":true}' },
    // The signed-in owner: the answer proves the session row was found.
    { name: 'portfolio', script: 'bench/servers/portfolio.ts', expected: '{"owner":true}' },
  ];
  try {
    for (const server of servers) {
      Object.assign(server, await startServer(server.script));
      await checkAnswer(server, server.expected);
      await load(server, 2); // warm-up: JIT, database pages
    }
    const runs = Object.fromEntries(servers.map((server) => [server.name, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const server of servers) runs[server.name].push(await load(server, seconds));
    }
    return Object.fromEntries(
      Object.entries(runs).map(([name, list]) => {
        const best = list.reduce((a, b) => (b.rps > a.rps ? b : a));
        const errors = list.reduce((sum, run) => sum + run.errors, 0);
        const cpu = list.map((run) => run.cpuUsPerRequest);
        return [
          name,
          {
            rps: best.rps,
            p99ms: best.p99ms,
            errors,
            runs: list.map((run) => run.rps),
            cpuUsPerRequest: cpu.includes(undefined) ? undefined : median(cpu),
            cpuRuns: cpu,
          },
        ];
      }),
    );
  } finally {
    for (const server of servers) server.child?.kill();
  }
}

/** The figures as `npm run bench` prints them. */
export function describeApi(api) {
  const rounds = (side) => `best of ${side.runs.join(', ')}`;
  const cpu = (side) =>
    side.cpuUsPerRequest === undefined ? '' : `, CPU ${side.cpuUsPerRequest} µs a request (median)`;
  const line = (label, side) =>
    `  ${label}: ${side.rps} req/s (${rounds(side)}), p99 ${side.p99ms} ms, errors ${side.errors}${cpu(side)}`;
  const share = (side) => Math.round((api.portfolio.rps / side.rps) * 100);
  const lines = [
    `API throughput, ${path}, 32 connections, ${api.bare.runs.length} alternating rounds:`,
    line('bare Fastify (constant JSON)', api.bare),
    line('bare Fastify (the same prepared SQLite session read)', api.bareSession),
    line('portfolio server (session read from SQLite)', api.portfolio),
    `  portfolio / bare session read: ${share(api.bareSession)}% (budget: at least 80%)`,
    `  portfolio / bare constant JSON: ${share(api.bare)}% (for reference: includes the database read)`,
  ];
  if (api.portfolio.cpuUsPerRequest !== undefined && api.bareSession.cpuUsPerRequest !== undefined) {
    // What the share would be on an idle machine, where each server is held back by its own CPU
    // time only: far steadier than requests per second on a shared one.
    const cpuShare = Math.round((api.bareSession.cpuUsPerRequest / api.portfolio.cpuUsPerRequest) * 100);
    lines.push(`  by CPU time a request, portfolio keeps ${cpuShare}% of the bare session read's rate`);
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `node bench/api-throughput.mjs [seconds] [rounds]`: this benchmark alone.
  const [seconds, rounds] = process.argv.slice(2).map(Number);
  console.log(describeApi(await measureApi({ seconds: seconds || undefined, rounds: rounds || undefined })));
}
