import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getStorySortParameter, loadCsf } from 'storybook/internal/csf-tools';
import { sortStoriesV7 } from 'storybook/preview-api';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** One index entry per story file, in the import order of main.ts's globs. */
function storyFiles() {
  const files = [
    ...globSync('packages/*/src/**/*.stories.tsx', { cwd: root }),
    ...globSync('packages/features/*/src/**/*.stories.tsx', { cwd: root }),
  ];
  return files.map((importPath) => {
    // The meta's own title, read the way Storybook reads it (args may hold other `title` fields).
    const code = readFileSync(path.join(root, importPath), 'utf8');
    const title = loadCsf(code, { fileName: importPath, makeTitle: (given) => given }).parse().meta.title;
    if (!title) throw new Error(`${importPath} has no title`);
    const id = `${title.toLowerCase().replaceAll('/', '-')}--default`;
    return { type: 'story' as const, id, name: 'Default', title, importPath, subtype: 'story' as const };
  });
}

describe('the Storybook sidebar', () => {
  const sortParameter = getStorySortParameter(
    readFileSync(path.join(root, '.storybook/preview.tsx'), 'utf8'),
  );
  const sorted = sortStoriesV7(storyFiles(), sortParameter, []).map((entry) => entry.title);

  it('opens on the landing page, the first story of the list', () => {
    expect(sorted[0]).toBe('Features/Shell/LandingRoute');
  });

  it('lists the areas’ pages before the ui parts and the data-access harness last', () => {
    const roots = [...new Set(sorted.map((title) => title.split('/')[0]))];
    expect(roots).toEqual(['Features', 'UI', 'Flows']);
  });
});
