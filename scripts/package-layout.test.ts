import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleSiteBuild } from './lib/site-build.mjs';
import {
  layoutProblems,
  repoRoot,
  storyGlobs,
  typecheckProjects,
  typecheckReferences,
  vitestProjects,
} from './lib/workspaces.mjs';

// Every list the tooling runs is derived from the workspaces. These tests copy the package
// manifests of this repository into a temporary folder, add a throwaway package, and check
// it is typechecked, tested and in Storybook, or that the layout check refuses it.
let root: string;

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A new feature package, as a contributor adding an area would create it. */
function addSketchbook({
  tsconfig = true,
  tests = true,
  untested,
}: { tsconfig?: boolean; tests?: boolean; untested?: string } = {}) {
  const manifest = {
    name: '@portfolio/feature-sketchbook',
    ...(untested ? { portfolio: { untested } } : {}),
  };
  write('packages/features/sketchbook/package.json', JSON.stringify(manifest));
  write('packages/features/sketchbook/src/SketchbookPage.stories.tsx', 'export default {};\n');
  if (tsconfig) write('packages/features/sketchbook/tsconfig.json', '{}');
  if (tests) write('packages/features/sketchbook/vitest.config.ts', 'export default {};\n');
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'package-layout-'));
  cpSync(repoRoot, root, {
    recursive: true,
    // The layout only: manifests, configs and source folders, no installed packages or builds.
    filter: (source) =>
      !/\/(node_modules|dist|dist-ssr|\.git|data|content|storybook-static|test-results|visual)(\/|$)/.test(
        source,
      ),
  });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the package layout of this repository', () => {
  it('has every workspace typechecked and tested, or saying where it is tested', () => {
    expect(layoutProblems(repoRoot)).toEqual([]);
  });
});

describe('a new package', () => {
  it('is typechecked, run by Vitest and shown in Storybook with no list edited', () => {
    addSketchbook();
    expect(layoutProblems(root)).toEqual([]);
    expect(typecheckProjects(root)).toContain('packages/features/sketchbook');
    expect(vitestProjects(root)).toContain('packages/features/sketchbook/vitest.config.ts');
    expect(storyGlobs(root)).toContain('../packages/features/sketchbook/src/**/*.stories.@(ts|tsx)');
  });

  it('references in the typecheck the workspaces its package.json depends on, and only those', () => {
    addSketchbook();
    const manifest = {
      name: '@portfolio/feature-sketchbook',
      dependencies: { '@portfolio/ui': '*', react: '^19.3.0' },
      devDependencies: { '@portfolio/mocks': '*' },
    };
    write('packages/features/sketchbook/package.json', JSON.stringify(manifest));
    const references = typecheckReferences(root);
    expect(references.get('packages/features/sketchbook')).toEqual(['mocks', 'packages/ui']);
    expect(references.get('tsconfig.tooling.json')).toContain('packages/features/sketchbook');
  });

  it('without tests fails the layout check unless it says why', () => {
    addSketchbook({ tests: false });
    expect(layoutProblems(root).join('\n')).toContain('packages/features/sketchbook has no vitest.config.ts');
    addSketchbook({ tests: false, untested: 'Covered by the e2e suite.' });
    expect(layoutProblems(root)).toEqual([]);
  });

  it('without a tsconfig fails the layout check', () => {
    addSketchbook({ tsconfig: false });
    expect(layoutProblems(root)).toEqual([
      'packages/features/sketchbook has no tsconfig.json, so npm run typecheck cannot check it.',
    ]);
  });

  it('in a new workspace folder is found once the folder is in the root workspaces', () => {
    write('tools/importer/package.json', JSON.stringify({ name: '@portfolio/importer' }));
    write('package.json', JSON.stringify({ workspaces: ['tools/*'] }));
    expect(layoutProblems(root)).toEqual([
      'tools/importer has no tsconfig.json, so npm run typecheck cannot check it.',
      expect.stringContaining('tools/importer has no vitest.config.ts'),
    ]);
  });
});

describe('the site build used by the e2e suite', () => {
  /** Sets a file's modification time, in seconds from now. */
  const touch = (path: string, seconds: number) => {
    const time = new Date(Date.now() + seconds * 1000);
    utimesSync(join(root, path), time, time);
  };

  it('is stale when it is missing', () => {
    expect(staleSiteBuild(root)).toBe('apps/site/dist/index.html does not exist');
  });

  it('is stale when the first-paint renderer is missing', () => {
    write('apps/site/dist/index.html', '<!doctype html>');
    expect(staleSiteBuild(root)).toBe('apps/site/dist-ssr/entry-server.js does not exist');
  });

  it('is stale once a package the site bundles changed after it, not a package it does not', () => {
    write('apps/site/dist/index.html', '<!doctype html>');
    write('apps/site/dist-ssr/entry-server.js', 'export function renderPage() {}');
    touch('apps/site/dist/index.html', 60);
    expect(staleSiteBuild(root)).toBeUndefined();

    touch('apps/server/package.json', 120);
    expect(staleSiteBuild(root)).toBeUndefined();

    touch('packages/contracts/src/site.ts', 120);
    expect(staleSiteBuild(root)).toBe('packages/contracts/src/site.ts changed after the last build');
  });
});
