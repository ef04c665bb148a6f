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

/** Sums the gzip size of the entry script and every module it preloads, as a browser fetches them. */
function firstLoadJs(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(
      /<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g,
    ),
  ].map((match) => match[1]);
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(files)) {
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
