// Requests per second of a database-backed JSON route, beside bare Fastify in the same run.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

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

async function load(port, cookie, seconds) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/owner/session`,
    connections: 32,
    duration: seconds,
    headers: cookie ? { cookie } : {},
  });
  return {
    rps: Math.round(result.requests.average),
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function measureApi(seconds = 8) {
  const results = {};
  for (const [name, script] of [
    ['bare', 'bench/servers/bare-fastify.ts'],
    ['portfolio', 'bench/servers/portfolio.ts'],
  ]) {
    const server = await startServer(script);
    await load(server.port, server.cookie, 1); // warm-up
    results[name] = await load(server.port, server.cookie, seconds);
    server.child.kill();
  }
  return results;
}
