// Whether apps/site/dist is older than what it is built from: the site's own files, every
// workspace it bundles (its dependencies, followed through the workspaces) and the shared
// Vite config. `npm test -- e2e` rebuilds a stale build instead of testing yesterday's site.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './ensure.mjs';
import { listWorkspaces } from './workspaces.mjs';

const siteDir = 'apps/site';
const builtPage = 'apps/site/dist/index.html';
// The renderer of the first paint (decision 044), built after the page by the same `npm run build`.
const builtRenderer = 'apps/site/dist-ssr/entry-server.js';
const sharedInputs = ['vite.config.ts', 'package-lock.json'];
const skipped = new Set(['node_modules', 'dist', 'dist-ssr']);

/** Workspace folders the site bundles: its runtime dependencies, transitively. */
export function bundledWorkspaces(root = repoRoot) {
  const byName = new Map(listWorkspaces(root).map((workspace) => [workspace.manifest.name, workspace]));
  const site = listWorkspaces(root).find(({ dir }) => dir === siteDir);
  const found = new Set([siteDir]);
  const queue = [site];
  while (queue.length > 0) {
    const { manifest } = queue.shift();
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      const dependency = byName.get(name);
      if (dependency && !found.has(dependency.dir)) {
        found.add(dependency.dir);
        queue.push(dependency);
      }
    }
  }
  return [...found].sort();
}

function newestFile(path) {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return { path, mtime: 0 };
  if (!stats.isDirectory()) return { path, mtime: stats.mtimeMs };
  let newest = { path, mtime: 0 };
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const candidate = newestFile(join(path, entry.name));
    if (candidate.mtime > newest.mtime) newest = candidate;
  }
  return newest;
}

/** Why the build must be redone, or undefined when it is current. */
export function staleSiteBuild(root = repoRoot) {
  const built = join(root, builtPage);
  if (!existsSync(built)) return `${builtPage} does not exist`;
  if (!existsSync(join(root, builtRenderer))) return `${builtRenderer} does not exist`;
  const builtAt = statSync(built).mtimeMs;
  const inputs = [...bundledWorkspaces(root), ...sharedInputs];
  const newest = inputs
    .map((input) => newestFile(join(root, input)))
    .reduce((a, b) => (b.mtime > a.mtime ? b : a));
  if (newest.mtime > builtAt) return `${relative(root, newest.path)} changed after the last build`;
  return undefined;
}
