import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoLoadersOf, migrationsOf } from '../src/area';
import { areas } from '../src/areas';
import { runDemoLoaders } from '../src/content/demo-loader';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { sqliteFileName } from '../src/db/sqlite-file';
import { type TemplateKind, templateKey } from './template-kind';

/**
 * What a test's first start finds in its SQLite data folder instead of nothing: a database file
 * that an earlier start of the same code left, copied from a template made once per test file.
 * The server's start-up steps are safe to run on every start (applied migrations and recorded
 * demo content are skipped), so a start on the copy ends in the same state as a first start, at
 * a fraction of the cost: migrating and loading the demo content was most of a server test's
 * time (docs/decisions/110). The kinds are in test/template-kind.ts.
 */
const templates = new Map<string, Promise<string>>();
const folders: string[] = [];

async function makeTemplate(kind: TemplateKind): Promise<string> {
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

function templateFile(kind: TemplateKind): Promise<string> {
  const key = templateKey(kind);
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
export async function copySqliteTemplate(kind: TemplateKind, dataDir: string): Promise<void> {
  const target = join(dataDir, sqliteFileName);
  if (existsSync(target)) return;
  const source = await templateFile(kind);
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(source, target);
}

/** Removes this file's templates (end of a test file: test/templates.ts). */
export function removeSqliteTemplates(): void {
  templates.clear();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
}

// A file whose suites never ran their hooks (skipped) leaves its templates: the process's end
// removes them.
process.once('exit', removeSqliteTemplates);
