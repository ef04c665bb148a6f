import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import entries from '../bundle-entries.json' with { type: 'json' };
import { entryPointUrl, workerEntryUrl, workerExecArgv } from './entry-points';

describe('entry points', () => {
  it('are TypeScript sources that exist', () => {
    for (const name of Object.keys(entries) as (keyof typeof entries)[]) {
      expect(existsSync(fileURLToPath(entryPointUrl(name)))).toBe(true);
    }
  });

  it('are found beside the bundle when the server runs compiled', () => {
    expect(entryPointUrl('main', 'file:///opt/portfolio/apps/server/dist/chunk-AB12.mjs').href).toBe(
      'file:///opt/portfolio/apps/server/dist/main.mjs',
    );
    expect(entryPointUrl('main', 'file:///repo/apps/server/src/entry-points.ts').href).toBe(
      'file:///repo/apps/server/src/main.ts',
    );
  });

  it("give an area's worker from its source, or its compiled file beside the bundle", () => {
    const source = new URL('file:///repo/apps/server/src/dwm/feed-worker.ts');
    const fromSource = workerEntryUrl(source, 'file:///repo/apps/server/src/dwm/feed-parser.ts');
    expect(fromSource).toBe(source);
    expect(workerExecArgv(fromSource)).toEqual(['--import', 'tsx']);

    const compiled = workerEntryUrl(source, 'file:///opt/portfolio/apps/server/dist/chunk-AB12.mjs');
    expect(compiled.href).toBe('file:///opt/portfolio/apps/server/dist/feed-worker.mjs');
    expect(workerExecArgv(compiled)).toEqual([]);
    expect(() =>
      workerEntryUrl(new URL('file:///repo/src/dwm/feed.ts'), 'file:///opt/dist/chunk.mjs'),
    ).toThrow('is not a worker entry');
  });
});
