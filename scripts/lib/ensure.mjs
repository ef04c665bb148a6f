// What `npm start` and `npm test` install by themselves on a fresh clone. Node built-ins only:
// these run before node_modules exists.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium.mjs';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/** Runs `npm ci` when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const lock = `${repoRoot}/package-lock.json`;
  const installed = `${repoRoot}/node_modules/.package-lock.json`;
  if (!existsSync(installed) || mtime(lock) > mtime(installed)) {
    console.log('Installing npm packages (npm ci)…');
    if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) {
      console.error('npm ci failed: see the messages above.');
      process.exit(1);
    }
  }
}

/** Story and end-to-end tests use Debian's Chromium; nothing downloads a browser of its own. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('Installing Chromium from Debian (apt-get install chromium)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      run('apt-get', ['update', '-qq'], { env }) === 0 &&
      run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) === 0
    ) {
      return;
    }
  }
  console.error(
    `The tests need Chromium at ${chromiumPath}. Install it (on Debian or Ubuntu: sudo apt-get install chromium) ` +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}
