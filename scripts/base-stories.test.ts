import { existsSync, globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';

// Every part of the ui's base layer has a Default story (the part as an area would first use it)
// and a Playground (its props in Storybook's controls), issue 27 item 3. A new part without them
// is reviewed only through the areas that use it.

const root = path.resolve(import.meta.dirname, '..');
const base = path.join(root, 'packages/ui/src/base');

/** A base part: a folder of base holding a component of its own name (`Button/Button.tsx`). */
function parts(): string[] {
  return globSync('*/*.tsx', { cwd: base })
    .filter((file) => path.basename(file, '.tsx') === path.dirname(file))
    .map((file) => path.dirname(file))
    .sort();
}

/** The ids of a part's stories (`ui-base-button--default`), read the way Storybook reads them. */
function storyIds(part: string): string[] {
  const file = path.join(base, part, `${part}.stories.tsx`);
  if (!existsSync(file)) return [];
  const csf = loadCsf(readFileSync(file, 'utf8'), { fileName: file, makeTitle: (given) => given }).parse();
  return csf.stories.map((story) => story.id);
}

describe('base parts', () => {
  it('are found', () => {
    expect(parts()).toEqual(expect.arrayContaining(['Button', 'MenuButton', 'ModalDialog', 'EmptyState']));
  });

  it('each have a Default and a Playground story', () => {
    const missing = parts().flatMap((part) => {
      const ids = storyIds(part);
      return ['Default', 'Playground']
        .filter((name) => !ids.some((id) => id.endsWith(`--${name.toLowerCase()}`)))
        .map((name) => `${part}: ${name}`);
    });
    expect(missing, 'Add these stories to the part’s <Part>.stories.tsx').toEqual([]);
  });
});
