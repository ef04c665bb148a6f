// Requests per second of a database-backed JSON route, beside bare Fastify in the same run.
import { spawn } from 'node:child_process';
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

async function load(server, seconds) {
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${path}`,
    connections: 32,
    duration: seconds,
    headers: server.cookie ? { cookie: server.cookie } : {},
  });
  return {
    rps: Math.round(result.requests.average),
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Both servers run side by side (an idle one costs nothing) and get the same treatment: a
 * warm-up, then alternating rounds, so a noisy moment on the machine hits both; each side's best
 * round is its figure.
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
        return [name, { ...best, errors, runs: list.map((run) => run.rps) }];
      }),
    );
  } finally {
    for (const server of servers) server.child?.kill();
  }
}
