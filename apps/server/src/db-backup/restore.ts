import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { lockDataFolder } from '../db/data-folder-lock';
import { sqliteFileName } from '../db/database';
import { integrityCheck, syncToDisk, withSqliteFile } from './sqlite-backup';

export class RestoreError extends Error {
  override name = 'RestoreError';
}

export interface Restored {
  database: string;
  /** Where the database that was there before now is, if there was one. */
  previous?: string;
}

/** The journal files SQLite keeps beside a database in WAL mode. */
const sidecars = ['-wal', '-shm'];

function checkBackup(backupFile: string): void {
  if (!statSync(backupFile, { throwIfNoEntry: false })?.isFile()) {
    throw new RestoreError(`${backupFile} is not a file`);
  }
  let found: { integrity: string; ours: boolean };
  try {
    found = withSqliteFile(backupFile, true, (database) => ({
      integrity: integrityCheck(database),
      ours:
        database
          .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
          .get() !== undefined,
    }));
  } catch (error) {
    throw new RestoreError(`${backupFile} is not a readable SQLite database (${(error as Error).message})`);
  }
  if (found.integrity !== 'ok')
    throw new RestoreError(`${backupFile} failed its integrity check: ${found.integrity}`);
  if (!found.ours) throw new RestoreError(`${backupFile} is not a database of this site`);
}

/** Folds the write-ahead log into the database file, so the file alone holds every commit. */
function checkpoint(path: string): void {
  withSqliteFile(path, false, (database) => database.pragma('wal_checkpoint(TRUNCATE)'));
}

/**
 * Puts a backup in place as the data folder's database (decision 082). Refuses while a server
 * holds the folder, and refuses a file that fails `PRAGMA integrity_check` or is no database of
 * this site; either way nothing changes. The database that was there is checkpointed and kept
 * beside it as `portfolio.sqlite.before-restore-<time>`; the backup is copied in under a
 * temporary name and renamed, so the folder never holds half a database.
 */
export async function restoreSqlite(
  backupFile: string,
  dataDir: string,
  now = new Date(),
): Promise<Restored> {
  const source = resolve(backupFile);
  checkBackup(source);
  mkdirSync(dataDir, { recursive: true });
  let release: () => void;
  try {
    release = await lockDataFolder(dataDir);
  } catch (error) {
    throw new RestoreError(`${(error as Error).message} Restoring needs the server stopped.`);
  }
  try {
    const database = join(resolve(dataDir), sqliteFileName);
    const incoming = `${database}.restoring`;
    copyFileSync(source, incoming);
    syncToDisk(incoming);

    let previous: string | undefined;
    if (existsSync(database)) {
      previous = `${database}.before-restore-${now.toISOString().replace(/:/g, '-')}`;
      try {
        checkpoint(database);
      } catch {
        // An unreadable database is kept as it is, with its journal files beside it.
      }
      renameSync(database, previous);
      for (const suffix of sidecars) {
        if (existsSync(database + suffix)) renameSync(database + suffix, previous + suffix);
      }
    }
    renameSync(incoming, database);
    syncToDisk(resolve(dataDir));
    return { database, previous };
  } catch (error) {
    rmSync(join(resolve(dataDir), `${sqliteFileName}.restoring`), { force: true });
    throw error;
  } finally {
    release();
  }
}
