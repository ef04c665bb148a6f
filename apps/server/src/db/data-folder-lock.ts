import { closeSync, linkSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The file in the data folder that names the process using it. */
export const dataFolderLockFile = 'server.pid';

/** Lock files this process holds, with how many apps in it use each (tests build several). */
const held = new Map<string, number>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** `process 1234 (node … main.ts)`, the command line where the system shows it. */
function describeProcess(pid: number): string {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    if (command) return `process ${pid} (${command})`;
  } catch {
    // No /proc (macOS, Windows): the pid alone.
  }
  return `process ${pid}`;
}

/** Writes the pid to a private file, then links it into place: the lock file is never half written. */
function tryCreate(lockPath: string): boolean {
  const draft = `${lockPath}.${process.pid}.tmp`;
  const fd = openSync(draft, 'w');
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * Claims the data folder for this process, or throws naming the folder and the process that has
 * it. A lock whose process is gone (a crash, or a container restarted with the same pid) is stale
 * and taken over. Returns the function that gives the claim back.
 */
export function lockDataFolder(dataDir: string): () => void {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const lockPath = join(folder, dataFolderLockFile);

  const uses = held.get(lockPath);
  if (uses === undefined) {
    while (!tryCreate(lockPath)) {
      const holder = holderOf(lockPath);
      if (holder !== undefined && holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `The data folder ${folder} is in use by another server: ${describeProcess(holder)}. ` +
            `Stop that server first, or give this one another DATA_DIR. (If no such server runs, ` +
            `delete ${lockPath}.)`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  held.set(lockPath, (uses ?? 0) + 1);

  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (held.get(lockPath) ?? 1) - 1;
    if (left > 0) {
      held.set(lockPath, left);
      return;
    }
    held.delete(lockPath);
    if (holderOf(lockPath) === process.pid) rmSync(lockPath, { force: true });
  };
}
