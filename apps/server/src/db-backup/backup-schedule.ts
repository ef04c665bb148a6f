import { listBackups, pruneBackups, removeUnfinished } from './backup-files';
import type { WrittenBackup } from './sqlite-backup';

/** A failed backup is tried again this soon (or after the interval, if that is shorter). */
const retryMs = 15 * 60_000;
/** How long after start the first backup waits at least (or one interval, if that is shorter). */
const firstBackupDelayMs = 60_000;
/** setTimeout's longest wait; a later time is reached in several waits. */
const longestTimerMs = 2 ** 31 - 1;

export interface BackupScheduleOptions {
  dir: string;
  intervalMs: number;
  /** How many backups to keep: the oldest beyond it are deleted after each new one. */
  keep: number;
  backUp: () => Promise<WrittenBackup>;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

export interface BackupSchedule {
  /** Cancels the next backup and waits for one that is being written. */
  stop(): Promise<void>;
}

/**
 * Backs the database up every `intervalMs`, counted from the newest backup in `dir`, so restarts
 * neither skip a backup nor add one: a folder without a recent backup gets one a minute after
 * start. After each backup the oldest beyond `keep` are deleted (decision 082).
 */
export function scheduleBackups(options: BackupScheduleOptions): BackupSchedule {
  const { dir, intervalMs, keep, backUp, log } = options;
  removeUnfinished(dir);
  const newest = listBackups(dir).at(-1);
  // Never in the first minute: a fresh start serves its first visitors first, and a server that
  // keeps crashing at start does not push good backups out of the folder.
  const firstPossible = Date.now() + Math.min(intervalMs, firstBackupDelayMs);
  let due = Math.max(firstPossible, newest ? newest.startedAt.getTime() + intervalMs : 0);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function run(): Promise<void> {
    const started = Date.now();
    try {
      const backup = await backUp();
      const removed = pruneBackups(dir, keep);
      log.info(
        { file: backup.path, bytes: backup.bytes, ms: Date.now() - started, removed },
        'database backup written',
      );
      due = backup.startedAt.getTime() + intervalMs;
    } catch (error) {
      log.error({ err: error, dir }, 'database backup failed: trying again later');
      due = Date.now() + Math.min(intervalMs, retryMs);
    }
  }

  function wake(): void {
    if (stopped) return;
    const wait = due - Date.now();
    if (wait > 0) {
      timer = setTimeout(wake, Math.min(wait, longestTimerMs));
      return;
    }
    running = run().finally(() => {
      running = undefined;
      wake();
    });
  }

  wake();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
