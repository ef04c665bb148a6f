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

/** A story file read the way Storybook reads it: its meta's tags and its stories' ids. */
function parsed(file: string): { tags: string[]; ids: string[] } {
  const code = readFileSync(path.join(root, file), 'utf8');
  const csf = loadCsf(code, { fileName: file, makeTitle: (given) => given }).parse();
  return { tags: csf.meta.tags ?? [], ids: csf.stories.map((story) => story.id) };
}

const componentOf = (file: string) => path.basename(file).replace(/\.stories\.tsx$/, '');

describe('page stories', () => {
  const pageFiles = storyFiles().filter((file) => PAGE_NAME.test(componentOf(file)));

  it('are found in both the ui package and the features', () => {
    expect(pageFiles.some((file) => file.startsWith('packages/ui/'))).toBe(true);
    expect(pageFiles.some((file) => file.startsWith('packages/features/'))).toBe(true);
  });

  it("carry the tag 'page' on their meta, so they are also checked at phone width", () => {
    const untagged = pageFiles.filter((file) => !parsed(file).tags.includes('page'));
    expect(
      untagged,
      `Add tags: ['page'] to the meta of these story files (decision 107): ${untagged.join(', ')}`,
    ).toEqual([]);
  });

  // A page story's phone picture is <story id>-phone.png: no story of the file may have that id.
  it('have no story whose id is another one’s phone picture', () => {
    const clashes = pageFiles.flatMap((file) => {
      const { ids } = parsed(file);
      return ids.filter((id) => ids.includes(`${id}-phone`)).map((id) => `${file}: ${id}-phone`);
    });
    expect(clashes, `Rename one of these stories: ${clashes.join(', ')}`).toEqual([]);
  });
});
