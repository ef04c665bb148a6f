import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_OWNER_PASSWORD } from '../../test/build-test-app';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { sqliteFileName } from '../db/database';
import { backupStartOf, listBackups } from './backup-files';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

interface Acknowledged {
  id: string;
  /** When the answer had fully arrived: the write is durable from then on. */
  at: number;
}

/** Plans Deep Work tasks one after another until told to stop, noting each acknowledged one. */
async function writeTasks(
  base: string,
  cookie: string,
  writer: number,
  acknowledged: Acknowledged[],
  until: () => boolean,
) {
  for (let n = 0; !until(); n += 1) {
    // At most 64 tasks a day: each writer moves to a new day every 50.
    const day = new Date(Date.UTC(2026, writer * 3, 1 + Math.floor(n / 50))).toISOString().slice(0, 10);
    const response = await fetch(`${base}/api-deep-work/tasks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: `task ${writer}-${n}`, notes: '', estimate: 1, status: 'planned', day }),
    });
    const body = (await response.json()) as { task?: { id: string } };
    if (response.status !== 200 || !body.task)
      throw new Error(`write refused: ${response.status} ${JSON.stringify(body)}`);
    acknowledged.push({ id: body.task.id, at: Date.now() });
  }
}

describe('backups of a running server', { timeout: 180_000 }, () => {
  let dir = '';
  const processes: ServerProcess[] = [];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'portfolio-backup-load-'));
    mkdirSync(join(dir, 'media'));
  });
  afterEach(async () => {
    for (const server of processes.splice(0)) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  async function start(dataDir: string) {
    const server = await startServerProcess({
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      MEDIA_DIR: join(dir, 'media'),
      SITE_DIR: join(dir, 'site'),
      OWNER_PASSWORD: TEST_OWNER_PASSWORD,
      RATE_LIMIT_MAX: '1000000',
      DB_BACKUP_INTERVAL: '1s',
      DB_BACKUP_KEEP: '3',
    });
    processes.push(server);
    await server.started();
    return server;
  }

  it('backs up under a steady write load; the restored copy holds every write acknowledged before the backup began', async () => {
    const dataDir = join(dir, 'data');
    const backupDir = join(dataDir, 'db-backups');
    const server = await start(dataDir);
    const signIn = await fetch(`${server.base}/api/owner/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: TEST_OWNER_PASSWORD }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;

    // Every backup name that appears while the load runs (retention removes the older ones).
    const seen = new Set<string>();
    let loading = true;
    const watching = (async () => {
      while (loading) {
        for (const backup of listBackups(backupDir)) seen.add(backup.name);
        await sleep(50);
      }
    })();
    const acknowledged: Acknowledged[] = [];
    const loadStarted = Date.now();
    // Enough backups for retention to have removed some, and the newest one with writes
    // acknowledged on both sides of its start (however slowly a loaded machine writes).
    const writesAround = (name: string) => {
      const startedAt = backupStartOf(name)!.getTime();
      const before = acknowledged.filter((write) => write.at < startedAt).length;
      return Math.min(before, acknowledged.length - before);
    };
    const enough = () => {
      const newest = [...seen].sort().at(-1);
      return (
        (seen.size >= 5 && newest !== undefined && writesAround(newest) >= 20) ||
        Date.now() - loadStarted > 90_000
      );
    };
    await Promise.all(
      [0, 1, 2].map((writer) => writeTasks(server.base, cookie, writer, acknowledged, enough)),
    );
    loading = false;
    await watching;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // A backup under way at SIGTERM is finished before the server exits.
    for (const backup of listBackups(backupDir)) seen.add(backup.name);

    // Retention: the three newest are kept, the older ones were deleted.
    expect(seen.size).toBeGreaterThanOrEqual(5);
    const kept = readdirSync(backupDir).sort();
    expect(kept).toEqual([...seen].sort().slice(-3));

    // The newest backup that began while writes went on, restored into a new data folder.
    const chosen = kept.filter((name) => writesAround(name) >= 20).at(-1)!;
    expect(chosen).toBeDefined();
    const startedAt = backupStartOf(chosen)!.getTime();
    const restoredDir = join(dir, 'restored');
    const restore = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/db-backup/restore-main.ts', join(backupDir, chosen), restoredDir],
      { cwd: serverRoot, env: { ...process.env, DATABASE_URL: '' }, encoding: 'utf8' },
    );
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);

    const restored = new SqliteDatabase(join(restoredDir, sqliteFileName), { readonly: true });
    expect(restored.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    const ids = new Set(
      (restored.prepare('select id from deep_work_tasks').all() as { id: string }[]).map((row) => row.id),
    );
    restored.close();
    const before = acknowledged.filter((write) => write.at < startedAt);
    const after = acknowledged.filter((write) => write.at > startedAt);
    // The backup was taken in the middle of the load.
    expect(before.length).toBeGreaterThanOrEqual(20);
    expect(after.length).toBeGreaterThanOrEqual(20);
    expect(before.filter((write) => !ids.has(write.id))).toEqual([]);

    // And a server runs on the restored folder.
    const again = await start(restoredDir);
    expect((await fetch(`${again.base}/readyz`)).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
