import { globSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The feature packages the site composes share one layout, so a new area has one pattern to copy.
const featuresDir = fileURLToPath(new URL('../../../packages/features/', import.meta.url));
const sources = (pattern: string) => globSync(pattern, { cwd: featuresDir }).sort();
// A folder of two words (deep-work) becomes one title word (DeepWork).
const areaTitle = (area: string) =>
  area
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

describe('the feature packages', () => {
  it('name every story file after its component, under Features/<Area>/', () => {
    const wrong = sources('*/src/**/*.stories.tsx').flatMap((file) => {
      const title = /^\s*title: '([^']+)'/m.exec(readFileSync(featuresDir + file, 'utf8'))?.[1];
      const expected = `Features/${areaTitle(file.split('/')[0] ?? '')}/${basename(file, '.stories.tsx')}`;
      return title === expected ? [] : [`${file}: ${title ?? '(no title)'}, expected ${expected}`];
    });
    expect(wrong).toEqual([]);
  });

  it('keep page containers in *Route.tsx files only', () => {
    expect(sources('*/src/**/*.container.tsx')).toEqual([]);
  });

  it('define no two components with one name', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const file of sources('*/src/**/*.tsx').filter((name) => !name.endsWith('.stories.tsx'))) {
      for (const [, name] of readFileSync(featuresDir + file, 'utf8').matchAll(
        /^export function ([A-Z]\w*)/gm,
      )) {
        if (!name) continue;
        const first = seen.get(name);
        if (first) repeated.push(`${name} in ${first} and ${file}`);
        else seen.set(name, file);
      }
    }
    expect(repeated).toEqual([]);
  });
});
