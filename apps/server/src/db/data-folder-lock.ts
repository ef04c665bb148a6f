import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/**
 * The file whose OS lock claims the data folder. It is never deleted: a process that opened the
 * old file while a new one was created would lock a file nobody else looks at.
 */
export const dataFolderLockFile = 'server.lock';

/** The file naming the process that holds the lock, for the message a second server prints. */
export const dataFolderHolderFile = 'server.pid';

interface HeldLock {
  /** The open lock database: its exclusive transaction is the claim. */
  connection: SqliteDatabase.Database;
  /** How many apps in this process use the folder (tests build several). */
  uses: number;
}

const held = new Map<string, HeldLock>();

/**
 * How long a start waits for a held lock. A killed process lets go of its files only once all its
 * threads have ended (about 0.1 s after SIGKILL here, longer under load); a supervisor that
 * restarts at once must not be refused in that moment. A server that really runs keeps the lock.
 */
export const dataFolderLockWaitMs = 2_000;
const retryEveryMs = 50;

/** `process 1234 (node … main.ts)`, the command line where the system shows it. */
function describeProcess(pid: number): string {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    if (command) return `process ${pid} (${command})`;
  } catch {
    // No /proc (macOS, Windows), or the holder is gone since: the pid alone.
  }
  return `process ${pid}`;
}

/** The process named in the holder file, if it names one other than this process. */
function describeHolder(holderPath: string): string {
  try {
    const pid = Number.parseInt(readFileSync(holderPath, 'utf8'), 10);
    if (Number.isSafeInteger(pid) && pid > 0 && pid !== process.pid) return describeProcess(pid);
  } catch {
    // Not written yet: the holder took the lock an instant ago.
  }
  return 'another process';
}

/** Writes to a private file, then renames it into place: the holder file is never half written. */
function writeHolder(holderPath: string): void {
  const draft = `${holderPath}.${process.pid}.tmp`;
  writeFileSync(draft, `${process.pid}\n`);
  renameSync(draft, holderPath);
}

/**
 * Takes the OS lock of the folder's lock file, or returns undefined when another process has it.
 * SQLite locks with fcntl record locks: the kernel drops them when the process's last thread
 * ends, however it ends (a crash, SIGKILL), before the process is even reaped.
 */
function tryLock(lockPath: string): SqliteDatabase.Database | undefined {
  // timeout 0: a held lock answers SQLITE_BUSY at once instead of after a wait.
  const connection = new SqliteDatabase(lockPath, { timeout: 0 });
  try {
    connection.exec('BEGIN EXCLUSIVE');
    return connection;
  } catch (error) {
    connection.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return undefined;
    throw error;
  }
}

/** Takes the lock, or joins this process's claim on it, waiting a moment for a dying holder. */
async function claim(lockPath: string, holderPath: string, folder: string): Promise<void> {
  const deadline = Date.now() + dataFolderLockWaitMs;
  for (;;) {
    // Apps built in one process (tests) share the claim; another app may have taken it meanwhile.
    const existing = held.get(lockPath);
    if (existing) {
      existing.uses += 1;
      return;
    }
    const connection = tryLock(lockPath);
    if (connection) {
      held.set(lockPath, { connection, uses: 1 });
      writeHolder(holderPath);
      return;
    }
    if (Date.now() >= deadline) {
      throw new Error(
        `The data folder ${folder} is in use by another server: ${describeHolder(holderPath)}. ` +
          `Stop that server first, or give this one another DATA_DIR.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, retryEveryMs));
  }
}

/**
 * Claims the data folder for this process, or throws naming the folder and the process that has
 * it. The claim is an OS file lock held for the life of the process (decision 078), so a crashed
 * server never blocks the next start. Returns the function that gives the claim back.
 */
export async function lockDataFolder(dataDir: string): Promise<() => void> {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const lockPath = join(folder, dataFolderLockFile);
  const holderPath = join(folder, dataFolderHolderFile);

  await claim(lockPath, holderPath, folder);

  let released = false;
  return () => {
    if (released) return;
    released = true;
    const lock = held.get(lockPath);
    if (!lock) return;
    lock.uses -= 1;
    if (lock.uses > 0) return;
    held.delete(lockPath);
    // The holder file goes first: once the lock is free, a new holder may write its own.
    rmSync(holderPath, { force: true });
    lock.connection.close();
  };
}
