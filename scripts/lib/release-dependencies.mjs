// Which npm packages the release folder needs, and the lock file that installs exactly the
// versions the repository was tested with (decision 081). Node built-ins only.
import { listWorkspaces } from './workspaces.mjs';

/** The parts of the repository that run in the release: the server and the site's renderer. */
export const releasedWorkspaces = ['apps/server', 'apps/site'];

/**
 * Third-party packages the released workspaces import at run time: their `dependencies`,
 * followed through the workspace packages they use (which are compiled in, not installed).
 * Each comes with the workspace folder that declares it, where its installed copy is found.
 */
export function runtimePackages(root, start = releasedWorkspaces) {
  const workspaces = listWorkspaces(root);
  const byName = new Map(workspaces.map((workspace) => [workspace.manifest.name, workspace]));
  const seen = new Set(start);
  const queue = workspaces.filter(({ dir }) => start.includes(dir));
  const found = [];
  while (queue.length > 0) {
    const { dir, manifest } = queue.shift();
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      const workspace = byName.get(name);
      if (workspace === undefined) found.push({ name, from: dir });
      else if (!seen.has(workspace.dir)) {
        seen.add(workspace.dir);
        queue.push(workspace);
      }
    }
  }
  return found;
}

/** The parent folder of a lock path ('' above the top). */
function parentOf(path) {
  const cut = path.lastIndexOf('/');
  return cut < 0 ? '' : path.slice(0, cut);
}

/** Where Node finds `name` from a package (or workspace) at `from`, in a lock's `packages`. */
export function lockPathOf(packages, from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
    if (packages[candidate] !== undefined) return candidate;
    if (dir === '') return undefined;
    dir = parentOf(dir);
  }
}

/** A path inside a workspace's own node_modules moves to the release's top node_modules. */
const relocate = (path) => path.slice(path.indexOf('node_modules/'));

const edgeKinds = ['dependencies', 'optionalDependencies', 'peerDependencies'];

function edgesOf(entry) {
  return edgeKinds.flatMap((kind) =>
    Object.keys(entry[kind] ?? {}).map((name) => ({
      name,
      optional:
        kind === 'optionalDependencies' ||
        (kind === 'peerDependencies' && entry.peerDependenciesMeta?.[name]?.optional === true),
    })),
  );
}

/**
 * The release's package.json dependencies and package-lock.json, cut from the repository's lock:
 * the packages `direct` names and everything they need, at the versions and in the folder layout
 * the repository has. Flags that describe the repository (dev, peer) are dropped; packages
 * reached only through optional edges (other platforms' binaries) stay optional. Throws when a
 * package is missing or when two versions would need the same place.
 */
export function releaseLock(rootLock, direct, { name, version }) {
  const packages = rootLock.packages;
  const placed = new Map(); // release path -> repository path
  const place = (source, wantedBy) => {
    const target = relocate(source);
    const earlier = placed.get(target);
    if (earlier !== undefined && packages[earlier].version !== packages[source].version) {
      throw new Error(
        `${target} is needed at ${packages[earlier].version} and at ${packages[source].version} (${wantedBy})`,
      );
    }
    if (earlier === undefined) placed.set(target, source);
    return target;
  };

  const dependencies = {};
  const required = new Set();
  const queue = [];
  for (const { name: dependency, from } of direct) {
    const source = lockPathOf(packages, from, dependency);
    if (source === undefined)
      throw new Error(`${dependency} (needed by ${from}) is not installed: run npm ci`);
    if (packages[source].link) throw new Error(`${dependency} is a workspace package, not an npm package`);
    dependencies[dependency] = packages[source].version;
    const target = place(source, from);
    required.add(target);
    queue.push(target);
  }

  // Every package the direct ones need, through dependencies, optional ones and peers.
  const edges = new Map(); // release path -> [{ target, optional }]
  while (queue.length > 0) {
    const target = queue.shift();
    if (edges.has(target)) continue;
    const source = placed.get(target);
    const found = [];
    for (const edge of edgesOf(packages[source])) {
      const dependency = lockPathOf(packages, source, edge.name);
      if (dependency === undefined) {
        if (edge.optional) continue;
        throw new Error(`${edge.name} (needed by ${source}) is not in package-lock.json: run npm install`);
      }
      const dependencyTarget = place(dependency, source);
      found.push({ target: dependencyTarget, optional: edge.optional });
      queue.push(dependencyTarget);
    }
    edges.set(target, found);
  }

  // Required: reached from a direct dependency through edges that are not optional.
  const pending = [...required];
  while (pending.length > 0) {
    for (const edge of edges.get(pending.pop()) ?? []) {
      if (!edge.optional && !required.has(edge.target)) {
        required.add(edge.target);
        pending.push(edge.target);
      }
    }
  }

  const releasePackages = { '': { name, version, dependencies } };
  for (const target of [...placed.keys()].sort()) {
    const entry = { ...packages[placed.get(target)] };
    for (const flag of ['dev', 'devOptional', 'peer', 'optional']) delete entry[flag];
    if (!required.has(target)) entry.optional = true;
    releasePackages[target] = entry;
  }

  // The moved layout must resolve every need to the same package as the repository's did.
  for (const [target, source] of placed) {
    for (const edge of edgesOf(packages[source])) {
      const before = lockPathOf(packages, source, edge.name);
      if (before === undefined) continue;
      const after = lockPathOf(releasePackages, target, edge.name);
      if (after !== relocate(before)) {
        throw new Error(
          `${edge.name} from ${target} would resolve to ${after} instead of ${relocate(before)}`,
        );
      }
    }
  }

  return {
    dependencies,
    lock: { name, version, lockfileVersion: 3, requires: true, packages: releasePackages },
  };
}
