import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const scriptsDir = dirname(new URL(import.meta.url).pathname);

/** The local modules `file` imports, followed through their own imports. */
function localImports(file: string, seen = new Set<string>()): Set<string> {
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^import [^;]*?from '(\.[^']+)';/gms)) {
    const path = join(dirname(file), specifier!);
    if (seen.has(path)) continue;
    seen.add(path);
    localImports(path, seen);
  }
  return seen;
}

describe('npm test on a fresh clone', () => {
  it('loads every module it imports before its packages are installed', () => {
    // A copy of scripts/ in a folder with no node_modules anywhere above it, as a fresh clone
    // has before `npm test` installs them (CI's first step): loading must not need a package.
    const root = mkdtempSync(join(tmpdir(), 'fresh-clone-'));
    try {
      cpSync(scriptsDir, join(root, 'scripts'), {
        recursive: true,
        filter: (path) => !path.includes('node_modules'),
      });
      for (const file of ['package.json', '.node-version'])
        cpSync(join(scriptsDir, '..', file), join(root, file));
      const modules = [...localImports(join(scriptsDir, 'test.mjs'))].map((path) =>
        join(root, 'scripts', path.slice(scriptsDir.length + 1)),
      );
      expect(modules.map((path) => path.split('/scripts/')[1])).toContain('typecheck.mjs');
      const loaded = spawnSync(
        process.execPath,
        ['--input-type=module', '-e', `for (const m of ${JSON.stringify(modules)}) await import(m);`],
        { cwd: root, encoding: 'utf8' },
      );
      expect(loaded.stderr).toBe('');
      expect(loaded.status).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
