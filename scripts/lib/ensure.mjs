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

/** Installs Debian packages when this is a Debian machine and we are root; true when it worked. */
function aptInstall(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/etc/debian_version')) return false;
  console.log(`Installing from Debian (apt-get install ${packages.join(' ')})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return (
    run('apt-get', ['update', '-qq'], { env }) === 0 &&
    run('apt-get', ['install', '-y', '-qq', ...packages], { env }) === 0
  );
}

/** Story and end-to-end tests use Debian's Chromium; nothing downloads a browser of its own. */
export function ensureChromium() {
  if (existsSync(chromiumPath) || aptInstall(['chromium'])) return;
  console.error(
    `The tests need Chromium at ${chromiumPath}. Install it (on Debian or Ubuntu: sudo apt-get install chromium) ` +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}

// The only fonts the story screenshots may use (.storybook/visual/fonts.conf reads this folder).
const STORY_FONTS = ['fonts-dejavu-core', 'fonts-dejavu-extra'];
const storyFontFiles = ['DejaVuSans.ttf', 'DejaVuSans-Oblique.ttf'].map(
  (file) => `/usr/share/fonts/truetype/dejavu/${file}`,
);

/** The story screenshots are compared pixel by pixel: every machine renders them with DejaVu. */
export function ensureStoryFonts() {
  if (storyFontFiles.every((file) => existsSync(file)) || aptInstall(STORY_FONTS)) return;
  console.error(
    `The story screenshots need the DejaVu fonts (on Debian or Ubuntu: sudo apt-get install ${STORY_FONTS.join(' ')}).`,
  );
  process.exit(1);
}
