import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import entries from '../bundle-entries.json' with { type: 'json' };
import { entryPointUrl } from './entry-points';

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
});
