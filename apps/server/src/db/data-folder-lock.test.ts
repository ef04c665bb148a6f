import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/build-test-app';
import { dataFolderLockFile } from './data-folder-lock';

describe('data folder lock (SQLite)', () => {
  const server = useTestServer({ name: 'sqlite' });
  const children: ChildProcess[] = [];
  afterEach(() => children.splice(0).forEach((child) => child.kill()));

  const dataDir = () => join(server.dir, 'data');
  const lockPath = () => join(dataDir(), dataFolderLockFile);
  const holdLock = (pid: number) => {
    mkdirSync(dataDir(), { recursive: true });
    writeFileSync(lockPath(), `${pid}\n`);
  };

  it('refuses to start on a data folder another running process holds, naming both', async () => {
    const other = spawn('sleep', ['30']);
    children.push(other);
    holdLock(other.pid!);

    const start = server.build();
    await expect(start).rejects.toThrow(`The data folder ${dataDir()} is in use by another server`);
    await expect(start).rejects.toThrow(`process ${other.pid} (sleep 30)`);
    // The other process keeps its claim.
    expect(readFileSync(lockPath(), 'utf8').trim()).toBe(String(other.pid));
  });

  it('takes over a lock whose process is gone, and gives it back on close', async () => {
    const gone = spawnSync('true');
    holdLock(gone.pid!);

    const app = await server.build();
    expect(readFileSync(lockPath(), 'utf8').trim()).toBe(String(process.pid));
    await app.close();
    expect(existsSync(lockPath())).toBe(false);
  });
});
