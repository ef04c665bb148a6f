// `npm run build:release [-- --out <folder>]`: lays out a self-contained release folder (default
// dist/release) that runs on Node 24 alone: the compiled server, the built site and its
// renderer, the demo content, the production npm packages, the service files and the start and
// restore scripts. Nothing in it runs TypeScript or needs a dev dependency (decision 081).
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, isAbsolute, join, relative, resolve } from 'node:path';
import { compileServer, serverDir } from './lib/compile-server.mjs';
import { ensureDependencies, repoRoot, run } from './lib/ensure.mjs';
import { releaseLock, runtimePackages } from './lib/release-dependencies.mjs';
import { serverNodeFlags } from './lib/server-node-flags.mjs';
import { staleSiteBuild } from './lib/site-build.mjs';

const releaseName = 'portfolio-release';
const serviceFiles = ['portfolio.service', 'portfolio.env'];
// Generators of the demo content are tools for this repository; the server reads only the data.
const contentScript = /\.(c|m)?[jt]sx?$/;

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const writeJson = (path, value) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

function sizeOf(path) {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.size;
  return readdirSync(path).reduce((total, name) => total + sizeOf(join(path, name)), 0);
}

function executable(path, text) {
  writeFileSync(path, text);
  chmodSync(path, 0o755);
}

/** The folder's previous contents go, except an install that the new lock would repeat. */
function clearRelease(out, lockText) {
  mkdirSync(out, { recursive: true });
  const previousLock = join(out, 'package-lock.json');
  const installed = join(out, 'node_modules', '.package-lock.json');
  const reusable =
    existsSync(installed) && existsSync(previousLock) && readFileSync(previousLock, 'utf8') === lockText;
  for (const name of readdirSync(out)) {
    if (name === 'node_modules' && reusable) continue;
    rmSync(join(out, name), { recursive: true, force: true });
  }
  return reusable;
}

function commitOf(root) {
  const result = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : 'unknown';
}

/** Builds the release into `out`; returns what a person (or the bench) wants to know about it. */
export async function buildRelease({
  root = repoRoot,
  out = join(root, 'dist/release'),
  log = console.log,
} = {}) {
  const started = performance.now();
  const stale = staleSiteBuild(root);
  if (stale) {
    log(`Building the site (${stale})…`);
    if (run('npm', ['run', 'build', '--silent'], { cwd: root }) !== 0)
      throw new Error('The site did not build');
  } else {
    log('The site build is current: reusing it.');
  }

  const rootLock = readJson(join(root, 'package-lock.json'));
  const { version } = readJson(join(root, serverDir, 'package.json'));
  const { dependencies, lock } = releaseLock(rootLock, runtimePackages(root), { name: releaseName, version });
  const lockText = `${JSON.stringify(lock, null, 2)}\n`;
  const reuseInstall = clearRelease(out, lockText);

  log('Compiling the server…');
  const compiled = await compileServer({ root, outDir: join(out, serverDir, 'dist') });
  const missing = compiled.imported.filter((name) => !(name in dependencies));
  if (missing.length > 0) {
    throw new Error(
      `The server imports ${missing.join(', ')}, which apps/server/package.json does not declare`,
    );
  }

  for (const folder of ['apps/site/dist', 'apps/site/dist-ssr']) {
    cpSync(join(root, folder), join(out, folder), { recursive: true });
  }
  cpSync(join(root, 'content'), join(out, 'content'), {
    recursive: true,
    filter: (source) => !contentScript.test(source) && basename(source) !== 'README.md',
  });
  // The service files a host installs from the release; the container file builds from the repository.
  for (const file of serviceFiles) cpSync(join(root, 'deploy', file), join(out, 'deploy', file));

  const nodeVersion = readFileSync(join(root, '.node-version'), 'utf8').trim();
  writeJson(join(out, 'package.json'), {
    name: releaseName,
    version,
    private: true,
    type: 'module',
    description: 'The portfolio site, compiled: node apps/server/dist/main.mjs serves site, API and media.',
    engines: { node: '>=22.12' },
    scripts: { start: './start', restore: './restore' },
    dependencies,
  });
  writeFileSync(join(out, 'package-lock.json'), lockText);
  writeJson(join(out, 'release.json'), { commit: commitOf(root), node: nodeVersion });

  // NODE names another Node binary (a service whose PATH has an older one first).
  const launcher = (entry) =>
    [
      '#!/bin/sh',
      `# Runs the compiled ${entry} on Node 24 (or 22.12+): node from PATH, or the binary NODE names.`,
      'here=$(dirname "$0")',
      "# Two malloc arenas: memory freed by the server's threads goes back to the system (decision 094).",
      'export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"',
      '# --expose-gc: spare heap given back when visitors stop (decision 112); 8 MB semi-spaces:',
      '# short collections while large imports are in flight (decision 126).',
      `exec "\${NODE:-node}" ${serverNodeFlags.join(' ')} "$here/${serverDir}/dist/${entry}.mjs" "$@"`,
      '',
    ].join('\n');
  executable(join(out, 'start'), launcher('main'));
  executable(join(out, 'restore'), launcher('restore'));

  if (reuseInstall) {
    log('The production packages are installed already (same lock).');
  } else {
    log(`Installing ${Object.keys(dependencies).length} production packages (npm ci --omit=dev)…`);
    const status = run(
      'npm',
      [
        'ci',
        '--omit=dev',
        '--ignore-scripts',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
      ],
      { cwd: out },
    );
    if (status !== 0) throw new Error('npm ci in the release folder failed: see the messages above');
  }

  return {
    out,
    bytes: sizeOf(out),
    packageBytes: sizeOf(join(out, 'node_modules')),
    seconds: (performance.now() - started) / 1000,
  };
}

function parseOut(args) {
  const index = args.indexOf('--out');
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (!value) throw new Error('--out needs a folder');
  return isAbsolute(value) ? value : resolve(process.cwd(), value);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureDependencies();
  try {
    const release = await buildRelease({ out: parseOut(process.argv.slice(2)) });
    const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    console.log(
      `Release in ${relative(process.cwd(), release.out) || '.'}: ${mb(release.bytes)} (npm packages ${mb(release.packageBytes)}), built in ${release.seconds.toFixed(1)} s.`,
    );
    console.log(`Start it with: ${join(relative(process.cwd(), release.out) || '.', 'start')}`);
  } catch (error) {
    console.error(`The release was not built: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
