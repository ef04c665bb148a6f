import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { backupFileName, type BackupFile } from './backup-files';

type Database = InstanceType<typeof SqliteDatabase>;

/** Opens a database file (which must exist), uses it, and closes it whatever happens. */
export function withSqliteFile<T>(path: string, readonly: boolean, work: (database: Database) => T): T {
  const database = new SqliteDatabase(path, { readonly, fileMustExist: true });
  try {
    return work(database);
  } finally {
    database.close();
  }
}

/** `PRAGMA integrity_check`: 'ok', or what is wrong. */
export function integrityCheck(database: Database): string {
  const rows = database.pragma('integrity_check') as { integrity_check: string }[];
  return rows.map((row) => row.integrity_check).join('; ');
}

/**
 * Turns a fresh copy into one self-contained file and checks it. The copy carries the live
 * database's WAL mode, in which even a reader leaves `-wal` and `-shm` files beside it; in
 * rollback mode it is one file (the server turns WAL on again when it opens a restored copy).
 */
function settleCopy(path: string): string {
  return withSqliteFile(path, false, (copy) => {
    copy.pragma('journal_mode = DELETE');
    return integrityCheck(copy);
  });
}

/** Flushes a file or folder to the disk, so a rename that follows survives a power cut. */
export function syncToDisk(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export interface WrittenBackup extends BackupFile {
  bytes: number;
}

/**
 * Copies the live database into `dir` with SQLite's online backup API, never by copying its
 * file: the copy is one consistent state of the database, and the server keeps answering
 * meanwhile (better-sqlite3 copies a batch of pages per turn of the event loop). Writes made on
 * the same connection while it runs are carried into the copy, so the file holds every write
 * acknowledged before `startedAt`. The copy is checked with `PRAGMA integrity_check` before it
 * gets its name; a failed or interrupted backup leaves only a `.part` file, removed next time.
 */
export async function backUpSqlite(
  database: Database,
  dir: string,
  now = () => new Date(),
): Promise<WrittenBackup> {
  mkdirSync(dir, { recursive: true });
  const startedAt = now();
  const name = backupFileName(startedAt);
  const path = join(dir, name);
  const partial = `${path}.part`;
  try {
    await database.backup(partial);
    const integrity = settleCopy(partial);
    if (integrity !== 'ok') throw new Error(`the copy failed its integrity check: ${integrity}`);
    syncToDisk(partial);
    renameSync(partial, path);
    syncToDisk(dir);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return { name, path, startedAt, bytes: statSync(path).size };
}
