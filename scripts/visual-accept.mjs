// `npm run visual:accept [-- <story id or story file/folder> ...]`: renders the stories, then takes their new
// screenshots as baselines. Without ids it takes every changed or new story and deletes the
// baselines of stories that no longer exist; with ids only those stories (and it renders only
// their files when the last run listed them). See "Reviewing visual changes" in the README.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, ensureStoryFonts, repoRoot, run } from './lib/ensure.mjs';

const baselines = join(repoRoot, 'visual/baselines');
// A page story's phone picture is `<story id>-phone.png` (.storybook/visual/paths.ts, decision 107).
const PHONE_SUFFIX = '-phone';
const output = join(repoRoot, 'visual/output');
const manifestFile = join(output, 'stories.json');
// Arguments with a slash are story files or folders (every story in them); the rest are story ids.
const paths = process.argv.slice(2).filter((arg) => arg.includes('/'));
const ids = process.argv.slice(2).filter((arg) => !arg.includes('/'));

const readManifest = () =>
  existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : { complete: false, stories: [] };

// Named stories: render only their files, if the last run said where they are.
const previous = readManifest().stories;
const files = ids.map((id) => previous.find((story) => story.id === id)?.file);
const onlyFiles = ids.length > 0 && files.every(Boolean) ? [...new Set(files)] : [];
const filters = [...paths, ...onlyFiles];
const acceptsAll = ids.length === 0 && paths.length === 0;

ensureDependencies();
ensureChromium();
ensureStoryFonts();
console.log(`Rendering ${filters.length > 0 ? filters.join(', ') : 'every story'}…`);
run(
  join(repoRoot, 'node_modules/.bin/vitest'),
  ['run', '--project', 'stories', '--reporter=dot', ...filters],
  {
    env: { ...process.env, NO_COLOR: '1', PORTFOLIO_VISUAL: '1' },
  },
);

const { complete, stories } = readManifest();
const known = new Set(stories.map((story) => story.id));
// The baseline's story is still there (a story's own id may end in -phone too).
const belongs = (name) =>
  known.has(name) || (name.endsWith(PHONE_SUFFIX) && known.has(name.slice(0, -PHONE_SUFFIX.length)));
const rendered = (id) => join(output, id, 'new.png');
const wanted = ids.length > 0 ? ids : stories.map((story) => story.id);
mkdirSync(baselines, { recursive: true });

let accepted = 0;
for (const id of wanted) {
  if (!known.has(id))
    console.error(`No story with id ${id} was rendered: check the id (it is in the Storybook URL).`);
  else if (existsSync(rendered(id))) {
    copyFileSync(rendered(id), join(baselines, `${id}.png`));
    accepted += 1;
    console.log(`accepted ${id}`);
  } else if (!existsSync(join(baselines, `${id}.png`))) {
    console.error(`${id} has no screenshot: its test failed before the comparison (see above).`);
  }
  // A page story's picture at phone width, if it changed or is new (decision 107).
  const phone = `${id}${PHONE_SUFFIX}`;
  if (known.has(id) && existsSync(rendered(phone))) {
    copyFileSync(rendered(phone), join(baselines, `${phone}.png`));
    accepted += 1;
    console.log(`accepted ${phone}`);
  }
}

let removed = 0;
if (acceptsAll && complete) {
  for (const file of readdirSync(baselines)) {
    if (!file.endsWith('.png') || belongs(file.slice(0, -'.png'.length))) continue;
    rmSync(join(baselines, file));
    removed += 1;
    console.log(`removed ${file}: no story has this id any more`);
  }
} else if (acceptsAll) {
  console.error('Not every story file rendered, so no baseline was removed (see the errors above).');
}
console.log(
  `\n${accepted} baselines accepted, ${removed} removed; ${stories.length} stories rendered. ` +
    'Run `npx vitest run --project stories` (or npm test) to check that they all match now.',
);
process.exit(ids.some((id) => !known.has(id)) ? 1 : 0);
