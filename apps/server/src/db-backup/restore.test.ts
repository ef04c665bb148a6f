import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  writeFileSync,
  writeSync,
  closeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sqliteFileName } from '../db/database';
import { RestoreError, restoreSqlite } from './restore';
import { backUpSqlite } from './sqlite-backup';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portfolio-restore-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A data folder's database with the migration table and the given notes, left open (WAL). */
function siteDatabase(dataDir: string, notes: string[]) {
  mkdirSync(dataDir, { recursive: true });
  const database = new SqliteDatabase(join(dataDir, sqliteFileName));
  database.pragma('journal_mode = WAL');
  database.exec('create table if not exists kysely_migration (name text primary key, timestamp text)');
  database.exec('create table if not exists notes (body text)');
  const insert = database.prepare('insert into notes values (?)');
  for (const note of notes) insert.run(note);
  return database;
}

function notesIn(path: string): string[] {
  const database = new SqliteDatabase(path, { readonly: true });
  try {
    return (database.prepare('select body from notes order by rowid').all() as { body: string }[]).map(
      (row) => row.body,
    );
  } finally {
    database.close();
  }
}

async function backupWith(notes: string[]): Promise<string> {
  const database = siteDatabase(join(dir, 'source'), notes);
  const backup = await backUpSqlite(database, join(dir, 'backups'));
  database.close();
  return backup.path;
}

describe('restoreSqlite', () => {
  it('puts the backup in place and keeps the database that was there, with its unsaved log', async () => {
    const backup = await backupWith(['from the backup']);
    const dataDir = join(dir, 'data');
    // Left open: its last writes are still only in the write-ahead log.
    const current = siteDatabase(dataDir, ['written since']);
    current.pragma('wal_autocheckpoint = 0');
    current.prepare('insert into notes values (?)').run('only in the log');

    const restored = await restoreSqlite(backup, dataDir, new Date('2026-11-28T09:00:00Z'));
    current.close();

    expect(restored.database).toBe(join(dataDir, sqliteFileName));
    expect(notesIn(restored.database)).toEqual(['from the backup']);
    expect(restored.previous).toBe(
      join(dataDir, `${sqliteFileName}.before-restore-2026-11-28T09-00-00.000Z`),
    );
    expect(notesIn(restored.previous!)).toEqual(['written since', 'only in the log']);
    expect(readdirSync(dataDir).filter((name) => name.includes('.restoring'))).toEqual([]);
  });

  it('restores into a new data folder', async () => {
    const backup = await backupWith(['one', 'two']);
    const restored = await restoreSqlite(backup, join(dir, 'new', 'data'));
    expect(restored.previous).toBeUndefined();
    expect(notesIn(restored.database)).toEqual(['one', 'two']);
  });

  it('refuses while a server holds the data folder, and changes nothing', async () => {
    const backup = await backupWith(['from the backup']);
    const dataDir = join(dir, 'data');
    siteDatabase(dataDir, ['current']).close();
    // A real holder: the lock is an OS file lock held for the holder's life (decision 078).
    const server = spawn(process.execPath, ['--import', 'tsx', 'test/hold-data-folder.ts', dataDir], {
      cwd: serverRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve) => server.stdout.once('data', () => resolve()));
      await expect(restoreSqlite(backup, dataDir)).rejects.toThrow(RestoreError);
      await expect(restoreSqlite(backup, dataDir)).rejects.toThrow(
        new RegExp(`in use by another server: process ${server.pid}.*Restoring needs the server stopped`),
      );
    } finally {
      server.kill();
    }
    expect(
      readdirSync(dataDir).filter((name) => name.endsWith('.sqlite') || name.includes('restor')),
    ).toEqual([sqliteFileName]);
    expect(notesIn(join(dataDir, sqliteFileName))).toEqual(['current']);
  });

  it('refuses a damaged file, a file that is no database, and a database of something else', async () => {
    const dataDir = join(dir, 'data');
    siteDatabase(dataDir, ['current']).close();

    const damaged = await backupWith(Array.from({ length: 500 }, (_, i) => `note ${i} ${'x'.repeat(300)}`));
    const fd = openSync(damaged, 'r+');
    writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, 4096 * 3);
    closeSync(fd);
    await expect(restoreSqlite(damaged, dataDir)).rejects.toThrow(
      /failed its integrity check|not a readable SQLite database/,
    );

    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'not a database at all, but long enough to look like one'.repeat(100));
    await expect(restoreSqlite(text, dataDir)).rejects.toThrow(`${text} is not a readable SQLite database`);

    const other = join(dir, 'other.sqlite');
    new SqliteDatabase(other).exec('create table things (x)');
    await expect(restoreSqlite(other, dataDir)).rejects.toThrow(`${other} is not a database of this site`);

    await expect(restoreSqlite(join(dir, 'missing.sqlite'), dataDir)).rejects.toThrow('is not a file');
    expect(readdirSync(dataDir)).toEqual([sqliteFileName]);
    expect(notesIn(join(dataDir, sqliteFileName))).toEqual(['current']);
  });
});

describe('the restore command', () => {
  function restoreCommand(args: string[], env: Record<string, string>) {
    return spawnSync(process.execPath, ['--import', 'tsx', 'src/db-backup/restore-main.ts', ...args], {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: '', INIT_CWD: dir, ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });
  }

  it('restores a backup named relative to where it was typed, and says what it did', async () => {
    const backup = await backupWith(['from the backup']);
    const run = restoreCommand([backup.slice(dir.length + 1), 'data'], {});
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      `Restored ${join(dir, 'data', sqliteFileName)} from ${backup} (integrity check: ok).`,
    );
    expect(notesIn(join(dir, 'data', sqliteFileName))).toEqual(['from the backup']);
  });

  it('without a file, lists the backups of DATA_DIR and restores nothing', async () => {
    const backup = await backupWith(['from the backup']);
    const run = restoreCommand([], { DATA_DIR: join(dir, 'data'), DB_BACKUP_DIR: join(dir, 'backups') });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Usage: restore <backup file> [data folder]');
    expect(run.stderr).toContain(`Backups in ${join(dir, 'backups')} (newest last):\n  ${backup}`);
    expect(existsSync(join(dir, 'data'))).toBe(false);
  });

  it('refuses to guess a data folder when the server is on PostgreSQL', async () => {
    const backup = await backupWith(['from the backup']);
    const run = restoreCommand([backup], { DATABASE_URL: 'postgresql://u:p@127.0.0.1:5432/x' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Nothing was restored: DATABASE_URL is set');
  });
});
