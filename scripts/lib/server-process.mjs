// The real server as a process of its own, the way `npm start` runs it: for the deployment tests
// (apps/server/test/deploy/) and the bench's proxy figures, which need several at once.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from './server-node-flags.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A port nothing listens on right now (the system picks it). */
export async function freePort(host = '127.0.0.1') {
  const probe = createServer();
  probe.listen(0, host);
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address !== 'object') throw new Error('no port');
  return address.port;
}

/** Node's arguments for the server from its TypeScript sources (the compiled one: decision 081). */
export const sourceServerArgs = [...serverNodeFlags, '--import', 'tsx', 'apps/server/src/main.ts'];

/**
 * Starts the server (`apps/server/src/main.ts` unless `nodeArgs` say otherwise) on a free port of
 * 127.0.0.1 with `env` on top of this process's environment, and resolves once `/api/config`
 * answers. Its output is kept for a failing test to show.
 */
export async function startServerProcess({
  env = {},
  name = 'server',
  timeoutMs = 90_000,
  nodeArgs = sourceServerArgs,
} = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, nodeArgs, {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let exit;
  exited.then((value) => (exit = value));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exit !== undefined) {
      throw new Error(`${name} stopped before it answered (${JSON.stringify(exit)}):\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/config`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    name,
    port,
    url,
    pid: child.pid,
    output: () => output,
    exited,
    /** Sends `signal` and waits for the process to end; a process already gone is fine. */
    async stop(signal = 'SIGTERM') {
      if (exit === undefined) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Starts several servers at the same moment (`startServerProcess` options each). When one fails
 * to start, the others are stopped before the error is passed on, so none is left running.
 */
export async function startServerProcesses(list) {
  const results = await Promise.allSettled(list.map((options) => startServerProcess(options)));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed === undefined) return results.map((result) => result.value);
  await Promise.all(
    results.map((result) => (result.status === 'fulfilled' ? result.value.stop('SIGKILL') : undefined)),
  );
  throw failed.reason;
}
