import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import { demoLoadersOf, migrationsOf } from '../src/area';
import { areas } from '../src/areas';
import { runDemoLoaders } from '../src/content/demo-loader';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { sqliteFileName } from '../src/db/sqlite-file';

/**
 * What a test's first start finds in its SQLite data folder instead of nothing: a database file
 * that an earlier start of the same code left, copied from a template made once per test file.
 * The server's start-up steps are safe to run on every start (applied migrations and recorded
 * demo content are skipped), so a start on the copy ends in the same state as a first start, at
 * a fraction of the cost: migrating and loading the demo content was most of a server test's
 * time (docs/decisions/110).
 *
 * - `migrated`: every migration applied, no demo content. For tests that pass their own demo
 *   loaders (or none): the server then runs exactly those.
 * - `demo`: migrated and the registered demo content loaded. Demo content depends on the clock
 *   (the dinner area's evenings, the Leitner deck's first day), so this template is made again
 *   each minute, and never used while the test fakes the clock.
 */
export type SqliteTemplateKind = 'migrated' | 'demo';

const templates = new Map<string, Promise<string>>();
const folders: string[] = [];

/** The clock is the real one: no fake timers, no mocked system time. */
function realClock(): boolean {
  return !vi.isFakeTimers() && vi.getMockedSystemTime() === null;
}

/**
 * Which template a start with these demo loaders may use. `undefined` when none fits: the
 * registered loaders under a faked clock.
 */
export function templateFor(customDemoLoaders: boolean): SqliteTemplateKind | undefined {
  if (customDemoLoaders) return 'migrated';
  return realClock() ? 'demo' : undefined;
}

async function makeTemplate(kind: SqliteTemplateKind): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `portfolio-template-${kind}-`));
  folders.push(dir);
  const { db } = await openDatabase({ dataDir: dir });
  try {
    await migrateToLatest(db, migrationsOf(areas));
    if (kind === 'demo') await runDemoLoaders(db, demoLoadersOf(areas));
  } finally {
    // Closing the only connection checkpoints the WAL into the file and removes it.
    await db.destroy();
  }
  const file = join(dir, sqliteFileName);
  if (existsSync(`${file}-wal`)) throw new Error(`The template ${file} kept a write-ahead log`);
  return file;
}

function templateFile(kind: SqliteTemplateKind): Promise<string> {
  const key = kind === 'demo' ? `demo@${Math.floor(Date.now() / 60_000)}` : kind;
  let file = templates.get(key);
  if (!file) {
    // A template of an earlier minute is no longer used.
    for (const old of templates.keys()) if (old.startsWith(`${kind}@`)) templates.delete(old);
    file = makeTemplate(kind);
    // A failed template is made again by the next test, which then reports the failure itself.
    file.catch(() => templates.delete(key));
    templates.set(key, file);
  }
  return file;
}

/**
 * Puts a copy of the template into `dataDir`, unless the folder already holds a database (a
 * test that prepared its own, or a second start within one test).
 */
export async function copySqliteTemplate(kind: SqliteTemplateKind, dataDir: string): Promise<void> {
  const target = join(dataDir, sqliteFileName);
  if (existsSync(target)) return;
  const source = await templateFile(kind);
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(source, target);
}

function removeTemplates(): void {
  templates.clear();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
}

let suites = 0;
let suitesDone = 0;
// A suite that never ran its hooks (skipped) leaves the count short: the process's end cleans up.
process.once('exit', removeTemplates);

/**
 * Called once per `useTestServer` while the file's tests are collected; the returned hook, run
 * after each of those suites, removes the templates after the last one, so every suite of the
 * file shares them.
 */
export function sqliteTemplateSuite(): () => void {
  suites += 1;
  return () => {
    suitesDone += 1;
    if (suitesDone === suites) removeTemplates();
  };
}
