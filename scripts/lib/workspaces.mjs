// The one place that knows which packages exist: every list the tooling needs (what to
// typecheck, which Vitest projects to run, where stories live) is derived from the root
// package.json `workspaces`, so a new package is checked without editing any list.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './ensure.mjs';

export { repoRoot };

/** Root-level config files and scripts: typechecked like a workspace, tested by `scripts/`. */
const toolingTsconfig = 'tsconfig.tooling.json';
const toolingVitestProjects = ['scripts/vitest.config.ts', '.storybook/vitest.config.ts'];

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const isDirectory = (path) => statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
const toPosix = (path) => path.split('\\').join('/');

/** Expands one workspace pattern: a plain folder, or a folder ending in `/*` (what npm accepts here). */
function expand(root, pattern) {
  if (!pattern.endsWith('/*')) return isDirectory(join(root, pattern)) ? [pattern] : [];
  const parent = pattern.slice(0, -2);
  if (!isDirectory(join(root, parent))) return [];
  return readdirSync(join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, parent, entry.name, 'package.json')))
    .map((entry) => `${parent}/${entry.name}`)
    .sort();
}

/** Every workspace folder (relative, posix) with its package.json. */
export function listWorkspaces(root = repoRoot) {
  const patterns = readJson(join(root, 'package.json')).workspaces ?? [];
  return patterns
    .flatMap((pattern) => expand(root, pattern))
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .map((dir) => ({ dir, manifest: readJson(join(root, dir, 'package.json')) }));
}

function hasStories(folder) {
  if (!isDirectory(folder)) return false;
  return readdirSync(folder, { recursive: true }).some((name) =>
    /\.stories\.tsx?$/.test(toPosix(String(name))),
  );
}

/** tsc projects for `npm run typecheck`: the tooling config plus every workspace. */
export function typecheckProjects(root = repoRoot) {
  return [toolingTsconfig, ...listWorkspaces(root).map(({ dir }) => dir)];
}

/**
 * What each typecheck project builds on, for `tsc` project references: a workspace references
 * the workspaces its package.json depends on (dependencies and devDependencies), so a package is
 * checked once and its dependents read its declarations. The tooling config (Storybook, scripts)
 * declares no packages and may import any: it references every workspace.
 */
export function typecheckReferences(root = repoRoot) {
  const workspaces = listWorkspaces(root);
  const byName = new Map(workspaces.map(({ dir, manifest }) => [manifest.name, dir]));
  const references = new Map([[toolingTsconfig, workspaces.map(({ dir }) => dir)]]);
  for (const { dir, manifest } of workspaces) {
    const names = Object.keys({ ...(manifest.dependencies ?? {}), ...(manifest.devDependencies ?? {}) });
    const used = names
      .map((name) => byName.get(name))
      .filter((other) => other !== undefined && other !== dir);
    references.set(dir, [...new Set(used)].sort());
  }
  return references;
}

/** Vitest project configs: every workspace that has tests, plus the tooling and story projects. */
export function vitestProjects(root = repoRoot) {
  const workspaces = listWorkspaces(root)
    .filter(({ dir }) => existsSync(join(root, dir, 'vitest.config.ts')))
    .map(({ dir }) => `${dir}/vitest.config.ts`);
  return [...workspaces, ...toolingVitestProjects];
}

/** Storybook story globs, relative to `configDir` (the .storybook folder). */
export function storyGlobs(root = repoRoot, configDir = join(root, '.storybook')) {
  return listWorkspaces(root)
    .filter(({ dir }) => hasStories(join(root, dir, 'src')))
    .map(({ dir }) => `${toPosix(relative(configDir, join(root, dir)))}/src/**/*.stories.@(ts|tsx)`);
}

/**
 * What makes a package unchecked: no tsconfig (typecheck cannot see it) or no tests and no
 * stated reason. Returns one sentence per problem, empty when the layout is sound.
 */
export function layoutProblems(root = repoRoot) {
  const problems = [];
  for (const { dir, manifest } of listWorkspaces(root)) {
    if (!existsSync(join(root, dir, 'tsconfig.json'))) {
      problems.push(`${dir} has no tsconfig.json, so npm run typecheck cannot check it.`);
    }
    const tested = existsSync(join(root, dir, 'vitest.config.ts'));
    const reason = manifest.portfolio?.untested;
    if (!tested && typeof reason !== 'string') {
      problems.push(
        `${dir} has no vitest.config.ts: add a test project, or say where it is tested with "portfolio": { "untested": "<reason>" } in its package.json.`,
      );
    }
    if (tested && typeof reason === 'string') {
      problems.push(`${dir} has tests but still declares "portfolio.untested": remove the declaration.`);
    }
  }
  return problems;
}
