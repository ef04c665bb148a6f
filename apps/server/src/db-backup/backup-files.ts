import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** `portfolio-2026-11-27T22-51-18.123Z.sqlite`: the time the backup began (UTC), sortable as text. */
const backupName = /^portfolio-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})\.(\d{3})Z\.sqlite$/;

export interface BackupFile {
  name: string;
  path: string;
  /** When the backup began: every write acknowledged before it is in the file. */
  startedAt: Date;
}

export function backupFileName(startedAt: Date): string {
  return `portfolio-${startedAt.toISOString().replace(/:/g, '-')}.sqlite`;
}

/** The time a backup's name says it began, or undefined for any other file. */
export function backupStartOf(name: string): Date | undefined {
  const match = backupName.exec(name);
  if (!match) return undefined;
  const [, day, hours, minutes, seconds, milliseconds] = match;
  const startedAt = new Date(`${day}T${hours}:${minutes}:${seconds}.${milliseconds}Z`);
  return Number.isNaN(startedAt.getTime()) ? undefined : startedAt;
}

/** The names in a folder; none when it does not exist (yet). */
function namesIn(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** The backups in `dir`, oldest first; other files (a backup being written, notes) are not listed. */
export function listBackups(dir: string): BackupFile[] {
  return namesIn(dir)
    .flatMap((name) => {
      const startedAt = backupStartOf(name);
      return startedAt ? [{ name, path: join(dir, name), startedAt }] : [];
    })
    .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
}

/** Deletes all but the `keep` newest backups; returns the names it deleted, oldest first. */
export function pruneBackups(dir: string, keep: number): string[] {
  const backups = listBackups(dir);
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const backup of old) rmSync(backup.path, { force: true });
  return old.map((backup) => backup.name);
}

/** Removes what an interrupted backup left (`*.sqlite.part`); only the one server of the folder writes there. */
export function removeUnfinished(dir: string): void {
  for (const name of namesIn(dir)) {
    if (name.endsWith('.sqlite.part')) rmSync(join(dir, name), { force: true });
  }
}
