import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/build-test-app';
import { unsupportedNodeReason } from './node-version';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `main.ts` the way the start scripts do, on the given node binary, and waits for it to stop. */
function startMain(node: string, env: Record<string, string>) {
  return spawnSync(node, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', PORT: '4479', HOST: '127.0.0.1', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

const systemNode = '/usr/bin/node';
const systemNodeVersion = existsSync(systemNode)
  ? spawnSync(systemNode, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim()
  : '';

describe('starting the server process', () => {
  const server = useTestServer({ name: 'sqlite' });

  it.skipIf(!systemNodeVersion || unsupportedNodeReason(systemNodeVersion) === undefined)(
    `refuses an old Node (${systemNode}, ${systemNodeVersion}) with a message, before loading native modules`,
    () => {
      const run = startMain(systemNode, { DATA_DIR: join(server.dir, 'data') });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`The server could not start: The server needs Node 22.12 or newer`);
      expect(run.stderr).toContain(`this is Node ${systemNodeVersion}`);
      expect(run.stderr).not.toMatch(/NODE_MODULE_VERSION|Error: /);
    },
  );

  it('refuses a second server on a data folder a running server holds, naming folder and process', async () => {
    await server.build();
    const dataDir = join(server.dir, 'data');
    const run = startMain(process.execPath, { DATA_DIR: dataDir });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `The data folder ${dataDir} is in use by another server: process ${process.pid}`,
    );
    // Starting a process and its 2 s wait for a dying holder (decision 078), on a loaded machine.
  }, 60_000);
});

describe('the Node version check', () => {
  it('accepts Node 22.12 and newer, refuses older', () => {
    expect(unsupportedNodeReason('24.21.0')).toBeUndefined();
    expect(unsupportedNodeReason('22.12.0')).toBeUndefined();
    expect(unsupportedNodeReason('22.11.0')).toContain('this is Node 22.11.0');
    expect(unsupportedNodeReason('20.19.2')).toContain('needs Node 22.12 or newer');
  });
});
