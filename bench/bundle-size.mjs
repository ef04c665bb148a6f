// Landing-route JS on first load (gzip), beside the stack's floor built in the same run.
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The build's manifest (`build.manifest`), or undefined when it wrote none. */
function readManifest(distDir) {
  try {
    return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The scripts a page of this build fetches on first load: the scripts and module preloads in the
 * HTML (in the site's build, the small loader that asks for the entry after the first paint,
 * decision 046, with the entry and its preloads in `data-module` and `data-preload`), and every
 * chunk the entry imports statically, found through the manifest: those arrive whether or not a
 * hint names them.
 */
export function firstLoadFiles(html, manifest) {
  const files = [
    ...html.matchAll(
      /<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g,
    ),
  ].map((match) => match[1]);
  for (const [tag] of html.matchAll(/<script\b[^>]*\bdata-module="[^"]*"[^>]*>/g)) {
    const attribute = (name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
    files.push(attribute('src'), attribute('data-module'), ...attribute('data-preload').split(' '));
  }
  const chunks = Object.values(manifest ?? {});
  const visit = (chunk) => {
    if (!chunk || files.includes(`/${chunk.file}`)) return;
    files.push(`/${chunk.file}`);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    files.splice(files.indexOf(`/${entry.file}`), 1);
    visit(entry);
  }
  return [...new Set(files.filter((file) => file.endsWith('.js')))];
}

/** Sums the gzip size of the entry script and every module it loads at once, as a browser fetches them. */
function firstLoadJs(distDir) {
  const files = firstLoadFiles(readFileSync(join(distDir, 'index.html'), 'utf8'), readManifest(distDir));
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(join(distDir, file.replace(/^\//, '')));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: files.length, raw, gzip };
}

async function buildApp(root, outDir) {
  await build({
    root,
    configFile: false,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return firstLoadJs(outDir);
}

export async function measureBundles() {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  const floor = await buildApp(join(repoRoot, 'bench/floor'), join(scratch, 'floor'));
  await build({
    configFile: join(repoRoot, 'apps/site/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: join(scratch, 'site') },
  });
  const landing = firstLoadJs(join(scratch, 'site'));
  return { floor, landing };
}
