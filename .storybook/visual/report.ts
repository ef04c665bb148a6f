import { copyFileSync, existsSync, globSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TestProject } from 'vitest/node';
import { BASELINES_DIR, ORPHANS_FILE, OUTPUT_DIR, PHONE_SUFFIX, REPORT_FILE } from './paths.ts';
import { repoRoot } from './screenshot-options.ts';

/** The story files main.ts lists, relative to the repository root. */
const STORY_FILES = ['packages/*/src/**/*.stories.{ts,tsx}', 'packages/features/*/src/**/*.stories.{ts,tsx}'];

const STORYBOOK_URL = 'http://localhost:6006';
const outputDir = join(repoRoot, OUTPUT_DIR);
const baselinesDir = join(repoRoot, BASELINES_DIR);

export interface ComparedStory {
  id: string;
  name: string;
  file: string;
  state: string;
  error?: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

function storiesOf(project: TestProject): { stories: ComparedStory[]; complete: boolean } {
  const stories: ComparedStory[] = [];
  let complete = true;
  const modules = project.vitest.state
    .getTestModules()
    // Each browser instance runs as a child project, "stories (chromium)" under "stories".
    .filter(
      (module) => module.project.name === project.name || module.project.name.startsWith(`${project.name} (`),
    );
  for (const module of modules) {
    if (module.errors().length > 0) complete = false;
    for (const test of module.children.allTests()) {
      const id = (test.meta() as { storyId?: string }).storyId;
      const result = test.result();
      if (!id) {
        complete = false;
        continue;
      }
      stories.push({
        id,
        name: test.fullName,
        file: relative(repoRoot, module.moduleId),
        state: result.state,
        error: result.errors?.[0]?.message,
      });
    }
  }
  const ran = new Set(modules.map((module) => relative(repoRoot, module.moduleId)));
  const all = globSync(STORY_FILES, { cwd: repoRoot });
  if (all.some((file) => !ran.has(file))) complete = false;
  return { stories, complete };
}

function figure(caption: string, src: string | undefined): string {
  if (!src) return `<figure><figcaption>${caption}</figcaption><p>none</p></figure>`;
  return `<figure><figcaption>${caption}</figcaption><a href="${src}"><img src="${src}" alt="${caption}"></a></figure>`;
}

/** A changed picture: a story's, or (`picture` ending in -phone) a page story's at phone width. */
type ChangedPicture = ComparedStory & { picture: string };

function writeReport(changed: ChangedPicture[]): void {
  const sections = changed.map((story) => {
    const dir = join(outputDir, story.picture);
    const baseline = join(baselinesDir, `${story.picture}.png`);
    if (existsSync(baseline)) copyFileSync(baseline, join(dir, 'baseline.png'));
    const image = (file: string) => (existsSync(join(dir, file)) ? `${story.picture}/${file}` : undefined);
    return `<section>
  <h2>${escape(story.name)}</h2>
  <p><code>${story.id}</code> · ${escape(story.file)} ·
    <a href="${STORYBOOK_URL}/?path=/story/${story.id}">open in Storybook</a> (after <code>npm run storybook</code>)</p>
  <p>Accept: <code>npm run visual:accept -- ${story.id}</code></p>
  <div class="images">${figure('baseline', image('baseline.png'))}${figure('new', image('new.png'))}${figure('difference', image('diff.png'))}</div>
</section>`;
  });
  writeFileSync(
    join(repoRoot, REPORT_FILE),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual changes: ${changed.length} pictures</title>
<style>
  body { font-family: sans-serif; margin: 24px; }
  section { border-top: 1px solid #ccc; padding: 12px 0; }
  .images { display: flex; gap: 16px; align-items: flex-start; }
  figure { margin: 0; flex: 1 1 0; min-width: 0; } figcaption { font-weight: bold; margin-bottom: 4px; }
  img { max-width: 100%; border: 1px solid #999; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
</style></head>
<body>
<h1>${changed.length} ${changed.length === 1 ? 'picture looks' : 'pictures look'} different from the baseline</h1>
<p>Red pixels in the difference image changed. Accept every change with <code>npm run visual:accept</code>, or name the stories: <code>npm run visual:accept -- ${[...new Set(changed.map((story) => story.id))].join(' ')}</code></p>
${sections.join('\n')}
</body></html>
`,
  );
}

/** Baselines of stories that no longer exist, when the run rendered every story. */
export function orphanBaselines(storyIds: Set<string>): string[] {
  if (!existsSync(baselinesDir)) return [];
  // A page story's phone picture belongs to its story (a story's own id may end in -phone too).
  const belongs = (name: string) =>
    storyIds.has(name) || (name.endsWith(PHONE_SUFFIX) && storyIds.has(name.slice(0, -PHONE_SUFFIX.length)));
  return readdirSync(baselinesDir)
    .filter((file) => file.endsWith('.png'))
    .map((file) => file.slice(0, -'.png'.length))
    .filter((name) => !belongs(name));
}

/**
 * Global setup of the story project: clears visual/output before the run; after it, writes the
 * list of compared stories (for `npm run visual:accept`), the HTML report of every story whose
 * screenshot changed, and fails the run when a baseline belongs to no story.
 */
export default function visualReport(project: TestProject) {
  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(outputDir, { recursive: true });
  return () => {
    const { stories, complete } = storiesOf(project);
    writeFileSync(join(outputDir, 'stories.json'), JSON.stringify({ complete, stories }, null, 2));
    // Each failed story's desktop picture and, for a page story, its phone picture, when new or changed.
    const changed = stories
      .filter((story) => story.state === 'failed')
      .flatMap((story) => [
        { ...story, picture: story.id },
        { ...story, picture: `${story.id}${PHONE_SUFFIX}`, name: `${story.name} (at phone width)` },
      ])
      .filter((picture) => existsSync(join(outputDir, picture.picture, 'new.png')));
    if (changed.length > 0) {
      writeReport(changed);
      console.log(
        `\nVisual changes in ${changed.length} pictures: open ${REPORT_FILE} to review them; npm run visual:accept takes them as the new baselines.`,
      );
    }
    if (!complete) return;
    const orphans = orphanBaselines(new Set(stories.map((story) => story.id)));
    if (orphans.length > 0) {
      // Read by scripts/test.mjs, which names them above its totals: Vitest prints this error
      // far up a long log and then only exits non-zero.
      writeFileSync(join(repoRoot, ORPHANS_FILE), `${orphans.join('\n')}\n`);
      throw new Error(
        `${orphans.length} baselines in ${BASELINES_DIR} belong to no story (renamed or deleted?): ${orphans.join(', ')}. ` +
          'Run `npm run visual:accept` to remove them and take the renamed stories.',
      );
    }
  };
}
