import { describe, expect, it } from 'vitest';
import { type BuildManifest, moduleFiles, withPreloads } from './route-module-preloads';

// A build's manifest in small: the entry with its vendor chunk, an area with two shared chunks,
// one of which the entry also loads.
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-b2.js' },
  '../../packages/features/gallery/src/index.ts': {
    file: 'assets/src-c3.js',
    isDynamicEntry: true,
    imports: ['_query.js', '_vendor.js'],
  },
  '_query.js': { file: 'assets/query-d4.js', imports: ['_vendor.js', '_dialog.js'] },
  '_dialog.js': { file: 'assets/dialog-e5.js', imports: ['_query.js'] },
};

describe('the chunks a lazy page needs', () => {
  it('are its own and those it imports, through shared chunks, less what the entry loads', () => {
    expect(moduleFiles(manifest, '../../packages/features/gallery/src/index.ts')).toEqual([
      '/assets/src-c3.js',
      '/assets/query-d4.js',
      '/assets/dialog-e5.js',
    ]);
  });

  it('are none for a module the manifest does not know', () => {
    expect(moduleFiles(manifest, 'no/such/module.ts')).toEqual([]);
  });
});

describe("the loader's preload list", () => {
  const page =
    '<script src="/assets/after-first-paint-1.js" data-module="/assets/index-a1.js" data-preload="/assets/vendor-b2.js" defer></script>';

  it('gets the files added once each, after the ones already named', () => {
    expect(withPreloads(page, ['/assets/src-c3.js', '/assets/vendor-b2.js'])).toContain(
      'data-preload="/assets/vendor-b2.js /assets/src-c3.js"',
    );
  });

  it('is left as it is when there is nothing to add or no loader', () => {
    expect(withPreloads(page, [])).toBe(page);
    expect(withPreloads('<html></html>', ['/assets/src-c3.js'])).toBe('<html></html>');
  });
});
