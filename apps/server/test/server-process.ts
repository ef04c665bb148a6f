import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../../../scripts/lib/server-node-flags.mjs';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A port nobody listens on now (the kernel's pick, released at once for the server to take). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the start-up line once it is printed (the server answers from then on). */
  started(timeoutMs?: number): Promise<string>;
  /** Resolves with the exit code (or the signal's name) once the process ends. */
  exited: Promise<number | string>;
}

/**
 * Runs the server as its own process from its sources (`main.ts` through tsx), with the flags the
 * start paths give it, on a free port of 127.0.0.1. `env` comes on top of the test's environment,
 * with logs at `warn`.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...serverNodeFlags, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => text,
    exited,
    async started(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const line = text.split('\n').find((candidate) => candidate.startsWith('Portfolio site: '));
        if (line !== undefined) return line;
        if (child.exitCode !== null || Date.now() > deadline) {
          throw new Error(`The server did not start (exit ${child.exitCode}):\n${text}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
