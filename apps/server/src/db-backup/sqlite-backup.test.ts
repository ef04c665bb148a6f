import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backupFileName, backupStartOf, listBackups, pruneBackups } from './backup-files';
import { scheduleBackups } from './backup-schedule';
import { backUpSqlite, integrityCheck, withSqliteFile, type WrittenBackup } from './sqlite-backup';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portfolio-backup-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A database as the server opens it (WAL, full sync) with a table of notes. */
function openNotes(path: string) {
  const database = new SqliteDatabase(path);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.exec('create table notes (id integer primary key, body text not null)');
  return database;
}

describe('backup files', () => {
  it('are named after the moment the backup began, and only they are listed, oldest first', () => {
    const first = new Date('2026-11-27T08:00:00.000Z');
    const second = new Date('2026-11-27T20:15:30.250Z');
    expect(backupFileName(second)).toBe('portfolio-2026-11-27T20-15-30.250Z.sqlite');
    expect(backupStartOf(backupFileName(second))).toEqual(second);
    for (const name of [backupFileName(second), backupFileName(first), 'notes.txt', 'portfolio.sqlite']) {
      writeFileSync(join(dir, name), '');
    }
    writeFileSync(join(dir, `${backupFileName(new Date())}.part`), '');
    expect(listBackups(dir).map((backup) => backup.startedAt)).toEqual([first, second]);
    expect(listBackups(join(dir, 'missing'))).toEqual([]);
  });

  it('are pruned to the newest ones kept, other files left alone', () => {
    const names = [1, 2, 3, 4, 5].map((day) => backupFileName(new Date(`2026-11-0${day}T00:00:00Z`)));
    for (const name of [...names, 'notes.txt']) writeFileSync(join(dir, name), '');
    expect(pruneBackups(dir, 2)).toEqual(names.slice(0, 3));
    expect(readdirSync(dir).sort()).toEqual([...names.slice(3), 'notes.txt'].sort());
    expect(pruneBackups(dir, 2)).toEqual([]);
  });
});

describe('backUpSqlite', () => {
  it('copies a database that is being written: every earlier write is in it and it is sound', async () => {
    const database = openNotes(join(dir, 'portfolio.sqlite'));
    // Enough pages that the copy takes many turns of the event loop.
    const insert = database.prepare('insert into notes (body) values (?)');
    database.transaction(() => {
      for (let i = 0; i < 3000; i += 1) insert.run(`${i} ${'x'.repeat(2000)}`);
    })();

    let writing = true;
    let written = 3000;
    const writer = (async () => {
      while (writing) {
        insert.run(`late ${written}`);
        written += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const before = written;
    const backup = await backUpSqlite(database, join(dir, 'backups'));
    writing = false;
    await writer;

    // Writes went on while the copy was made.
    expect(written).toBeGreaterThan(before);
    expect(backup.name).toBe(backupFileName(backup.startedAt));
    expect(withSqliteFile(backup.path, true, integrityCheck)).toBe('ok');
    const { n } = withSqliteFile(backup.path, true, (copy) =>
      copy.prepare('select count(*) as n from notes').get(),
    ) as {
      n: number;
    };
    expect(n).toBeGreaterThanOrEqual(before);
    expect(readdirSync(join(dir, 'backups'))).toEqual([backup.name]);
    database.close();
  });

  it('leaves no file behind when the copy cannot be written', async () => {
    const database = openNotes(join(dir, 'portfolio.sqlite'));
    writeFileSync(join(dir, 'not-a-folder'), '');
    await expect(backUpSqlite(database, join(dir, 'not-a-folder'))).rejects.toThrow();
    database.close();
    expect(readdirSync(dir).filter((name) => name.includes('.sqlite.part'))).toEqual([]);
  });
});

describe('scheduleBackups', () => {
  const quiet = { info: () => {}, error: () => {} };
  // The schedule's clock is faked: a loaded machine cannot make a timer fire late here.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  /** Waits on the (faked) clock. */
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

  /** A stand-in backup that writes an empty, well-named file (the scheduler's side is what is tested). */
  function fakeBackUp(made: string[]) {
    return async (): Promise<WrittenBackup> => {
      const startedAt = new Date();
      const name = backupFileName(startedAt);
      await wait(5);
      writeFileSync(join(dir, name), '');
      made.push(name);
      return { name, path: join(dir, name), startedAt, bytes: 0 };
    };
  }

  it('backs up soon after start when there is no backup, then every interval, keeping the newest', async () => {
    const made: string[] = [];
    const schedule = scheduleBackups({ dir, intervalMs: 100, keep: 2, backUp: fakeBackUp(made), log: quiet });
    await pass(90);
    expect(made).toEqual([]);
    await pass(20);
    expect(made).toHaveLength(1);
    await pass(300);
    await schedule.stop();
    expect(made).toHaveLength(4);
    // The oldest went; the two newest stay.
    expect(listBackups(dir).map((backup) => backup.name)).toEqual(made.slice(-2));
  });

  it('waits a minute after start before the first backup, however short the interval', async () => {
    const made: string[] = [];
    const schedule = scheduleBackups({
      dir,
      intervalMs: 6 * 3600_000,
      keep: 2,
      backUp: fakeBackUp(made),
      log: quiet,
    });
    await pass(59_000);
    expect(made).toEqual([]);
    await pass(2_000);
    expect(made).toHaveLength(1);
    await schedule.stop();
  });

  it('counts the interval from the newest backup already there, and removes unfinished ones', async () => {
    // Five-minute backups; the newest is 200 s old, so the next is due in 100 s.
    writeFileSync(join(dir, backupFileName(new Date(Date.now() - 200_000))), '');
    writeFileSync(join(dir, `${backupFileName(new Date(Date.now() - 99_000))}.part`), '');
    const made: string[] = [];
    const schedule = scheduleBackups({
      dir,
      intervalMs: 300_000,
      keep: 5,
      backUp: fakeBackUp(made),
      log: quiet,
    });
    expect(readdirSync(dir).some((name) => name.endsWith('.part'))).toBe(false);
    await pass(99_000);
    expect(made).toEqual([]);
    await pass(2_000);
    expect(made).toHaveLength(1);
    await schedule.stop();
  });

  it('reports a failed backup and tries again', async () => {
    const errors: string[] = [];
    let attempts = 0;
    const schedule = scheduleBackups({
      dir,
      intervalMs: 50,
      keep: 5,
      backUp: async () => {
        attempts += 1;
        throw new Error('disk full');
      },
      log: { info: () => {}, error: (_details, message) => errors.push(message) },
    });
    await pass(120);
    await schedule.stop();
    expect(attempts).toBe(2);
    expect(errors[0]).toBe('database backup failed: trying again later');
  });

  it('waits, when stopped, for the backup being written', async () => {
    let finished = false;
    const schedule = scheduleBackups({
      dir,
      intervalMs: 50,
      keep: 5,
      backUp: async () => {
        await wait(150);
        finished = true;
        const startedAt = new Date();
        return { name: 'x', path: join(dir, 'x'), startedAt, bytes: 0 };
      },
      log: quiet,
    });
    await pass(80);
    // Whether the backup had finished at the moment stop() settled.
    const finishedWhenStopped = schedule.stop().then(() => finished);
    await pass(150);
    expect(await finishedWhenStopped).toBe(true);
    expect(existsSync(join(dir, 'x'))).toBe(false);
  });
});
