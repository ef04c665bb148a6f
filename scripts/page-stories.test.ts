import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';

// Every story of a page (a ui `*Page` component, a feature's `*Route` or `*Routes` screen) is
// tagged `page`, so its story test also pictures it and checks its layout at phone width
// (.storybook/preview.tsx, decision 107). A new page without the tag would silently skip both.

const root = path.resolve(import.meta.dirname, '..');
const PAGE_NAME = /(Page|Routes?)$/;

function storyFiles(): string[] {
  return [
    ...globSync('packages/*/src/**/*.stories.tsx', { cwd: root }),
    ...globSync('packages/features/*/src/**/*.stories.tsx', { cwd: root }),
  ].sort();
}

/** The tags on a story file's meta, read the way Storybook reads them. */
function metaTags(file: string): string[] {
  const code = readFileSync(path.join(root, file), 'utf8');
  return loadCsf(code, { fileName: file, makeTitle: (given) => given }).parse().meta.tags ?? [];
}

const componentOf = (file: string) => path.basename(file).replace(/\.stories\.tsx$/, '');

describe('page stories', () => {
  const pageFiles = storyFiles().filter((file) => PAGE_NAME.test(componentOf(file)));

  it('are found in both the ui package and the features', () => {
    expect(pageFiles.some((file) => file.startsWith('packages/ui/'))).toBe(true);
    expect(pageFiles.some((file) => file.startsWith('packages/features/'))).toBe(true);
  });

  it("carry the tag 'page' on their meta, so they are also checked at phone width", () => {
    const untagged = pageFiles.filter((file) => !metaTags(file).includes('page'));
    expect(
      untagged,
      `Add tags: ['page'] to the meta of these story files (decision 107): ${untagged.join(', ')}`,
    ).toEqual([]);
  });
});
