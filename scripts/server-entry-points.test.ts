import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverEntryPoints } from './lib/compile-server.mjs';

const repoRoot = join(import.meta.dirname, '..');

describe("the server build's entry points", () => {
  it("are the core's commands and every area's workers, found by their file names", () => {
    const entries = serverEntryPoints(repoRoot);
    expect(entries).toMatchObject({
      main: 'src/main.ts',
      restore: 'src/db-backup/restore-main.ts',
      'feed-worker': 'src/dwm/feed-worker.ts',
      'picture-worker': 'src/gallery/picture-worker.ts',
    });
    for (const source of Object.values(entries)) {
      expect(existsSync(join(repoRoot, 'apps/server', source)), source).toBe(true);
    }
  });

  it('refuse two workers of one name, which would be compiled to one file', () => {
    const root = mkdtempSync(join(tmpdir(), 'server-entries-'));
    try {
      const src = join(root, 'apps/server/src');
      for (const area of ['birds', 'trees']) {
        mkdirSync(join(src, area), { recursive: true });
        writeFileSync(join(src, area, 'count-worker.ts'), '');
      }
      writeFileSync(join(root, 'apps/server/bundle-entries.json'), '{ "main": "src/main.ts" }');
      expect(() => serverEntryPoints(root)).toThrow('Two entry points are named count-worker');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
