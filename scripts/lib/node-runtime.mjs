// The Node the project runs on: Node 24 LTS, with Node 22.12+ supported. A machine whose own Node
// is older gets Node 24 from the npm registry's `node-<os>-<arch>` package, which carries the
// official binary and headers, so nothing downloads from anywhere but the registry.
// Node built-ins only, and syntax Node 18 understands: this runs before anything is installed,
// on whatever Node the machine has.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The oldest Node the project supports (msw 3 and vitest 5 need 22.12). */
export const minimumNode = { major: 22, minor: 12 };

/** The Node the scripts provision: the one in `.node-version`, which version managers read too. */
export const projectNodeVersion = readFileSync(join(repoRoot, '.node-version'), 'utf8').trim();

/** True when `version` ("20.20.2" or "v24.21.0") is one the project supports. */
export function isSupportedNode(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  if (!Number.isInteger(major) || !Number.isInteger(minor)) return false;
  return major > minimumNode.major || (major === minimumNode.major && minor >= minimumNode.minor);
}

/** The registry package that holds the Node binary for this machine, or undefined if none does. */
export function nodePackageName(platform = process.platform, arch = process.arch) {
  const supported = {
    linux: ['x64', 'arm64'],
    darwin: ['x64', 'arm64'],
  };
  return supported[platform]?.includes(arch) ? `node-${platform}-${arch}` : undefined;
}

/** Where provisioned Node versions are kept between runs (outside the work tree). */
export function nodeCacheRoot(env = process.env) {
  if (env.PORTFOLIO_NODE_CACHE) return env.PORTFOLIO_NODE_CACHE;
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'portfolio-node');
}

/** Text for a person whose Node is too old: what is needed and the ways to get it. */
export function unsupportedNodeMessage(found) {
  return [
    `This project needs Node ${minimumNode.major}.${minimumNode.minor} or newer (Node 24 LTS recommended); this is Node ${found.replace(/^v/, '')}.`,
    'Get it one of these ways:',
    '  - `npm start` and `npm test` fetch Node ' +
      projectNodeVersion +
      ' from the npm registry by themselves on Linux and macOS;',
    '  - in a shell: eval "$(node scripts/use-node.mjs)" puts that Node first on PATH;',
    '  - or install Node 24 with your package manager, nvm, fnm or volta (`.node-version` names it).',
  ].join('\n');
}

function runQuiet(command, args, options = {}) {
  return spawnSync(command, args, { encoding: 'utf8', ...options });
}

/** The `node` binary of a provisioned folder, if it is there and runs. */
function workingNodeBinary(folder, version) {
  const binary = join(folder, 'bin', 'node');
  if (!existsSync(binary)) return undefined;
  const result = runQuiet(binary, ['--version']);
  return result.status === 0 && result.stdout.trim() === `v${version}` ? binary : undefined;
}

/**
 * Makes Node `version` available under `root` (default: the cache) and returns the path of its
 * binary. Unpacks into a temporary folder and renames it into place, so a run that is cut off
 * never leaves a half-unpacked Node behind. Throws with a readable message when it cannot.
 */
export function provisionNode(version = projectNodeVersion, root = nodeCacheRoot()) {
  const packageName = nodePackageName();
  if (!packageName) {
    throw new Error(`the npm registry has no Node package for ${process.platform}-${process.arch}`);
  }
  const folder = join(root, `node-v${version}-${process.platform}-${process.arch}`);
  const existing = workingNodeBinary(folder, version);
  if (existing) return existing;

  mkdirSync(root, { recursive: true });
  const scratch = mkdtempSync(join(tmpdir(), 'portfolio-node-'));
  try {
    process.stderr.write(`Fetching Node ${version} from the npm registry (${packageName})…\n`);
    const pack = runQuiet(
      'npm',
      ['pack', `${packageName}@${version}`, '--pack-destination', scratch, '--silent'],
      {
        cwd: scratch,
      },
    );
    const tarball = pack.stdout.trim().split('\n').pop();
    if (pack.status !== 0 || !tarball) {
      throw new Error(`npm pack ${packageName}@${version} failed: ${(pack.stderr || '').trim()}`);
    }
    const untar = runQuiet('tar', ['-xzf', join(scratch, tarball), '-C', scratch]);
    if (untar.status !== 0) throw new Error(`could not unpack ${tarball}: ${untar.stderr.trim()}`);
    rmSync(folder, { recursive: true, force: true });
    renameSync(join(scratch, 'package'), folder);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const binary = workingNodeBinary(folder, version);
  if (!binary) throw new Error(`the unpacked Node in ${folder} does not run`);
  return binary;
}

/** The environment that puts a provisioned Node first on PATH, for `node` and for npm's scripts. */
export function environmentFor(nodeBinary, env = process.env) {
  return { ...env, PATH: `${join(nodeBinary, '..')}:${env.PATH ?? ''}` };
}

/**
 * Called first by `npm start`, `npm test` and `npm run dev`. On a supported Node it returns.
 * On an older one it provisions Node 24 and runs the same script again on it, then exits with
 * that run's status (the returned promise never settles: `await` it); if that is not possible,
 * it stops with a message saying what to do.
 */
export async function ensureSupportedNode(scriptUrl) {
  if (isSupportedNode(process.versions.node)) return;
  let nodeBinary;
  if (process.env.PORTFOLIO_NODE_PROVISION !== '0') {
    try {
      nodeBinary = provisionNode();
    } catch (error) {
      process.stderr.write(`Could not provision Node ${projectNodeVersion}: ${error.message}\n`);
    }
  }
  if (!nodeBinary) {
    process.stderr.write(`${unsupportedNodeMessage(process.versions.node)}\n`);
    process.exit(1);
  }
  process.stderr.write(`Running on Node ${projectNodeVersion} (${nodeBinary}).\n`);
  const child = spawn(nodeBinary, [fileURLToPath(scriptUrl), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: environmentFor(nodeBinary),
  });
  // Ctrl-C reaches the child too (same process group): wait for it to finish its own shutdown.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  // Nothing else of the calling script may run on the old Node.
  return new Promise(() => {});
}
