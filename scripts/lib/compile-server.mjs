// Compiles the server's TypeScript to JavaScript with esbuild (decision 081): one ES module per
// entry point of apps/server/bundle-entries.json and per area worker (`src/<area>/<name>-worker.ts`,
// found by its name), shared code in chunks beside them. The
// workspace packages (@portfolio/*, TypeScript sources) are compiled in; every npm package stays
// an import, resolved from node_modules at run time, so native modules load as they are.
import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';

export const serverDir = 'apps/server';
export const entriesFile = `${serverDir}/bundle-entries.json`;

/**
 * The core's entry points and every area's workers, by compiled name. A worker is a file
 * `apps/server/src/<area>/<name>-worker.ts`; no list outside the area names it (decision 108).
 */
export function serverEntryPoints(root) {
  const entries = JSON.parse(readFileSync(join(root, entriesFile), 'utf8'));
  const sourceDir = join(root, serverDir, 'src');
  for (const folder of readdirSync(sourceDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(join(sourceDir, folder.name))) {
      const worker = /^(.+-worker)\.ts$/.exec(file)?.[1];
      if (!worker) continue;
      if (entries[worker]) {
        throw new Error(
          `Two entry points are named ${worker}: ${entries[worker]} and src/${folder.name}/${file}`,
        );
      }
      entries[worker] = `src/${folder.name}/${file}`;
    }
  }
  return entries;
}

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
export function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Keeps npm packages out of the bundle and notes which ones the code imports. */
function npmPackagesStayImports(imported) {
  return {
    name: 'npm-packages-stay-imports',
    setup(compile) {
      compile.onResolve({ filter: /^[^./]/ }, ({ path }) => {
        if (isBuiltin(path)) return { path, external: true };
        if (path.startsWith('@portfolio/')) return undefined;
        imported.add(packageNameOf(path));
        return { path, external: true };
      });
    },
  };
}

/**
 * Writes `<name>.mjs` for every entry point into `outDir`, at the same depth below the root as
 * `apps/server/src` (the server finds the repository root, or the release root, three folders up).
 * Returns the npm packages the compiled code imports.
 */
export async function compileServer({ root, outDir }) {
  const entries = serverEntryPoints(root);
  const imported = new Set();
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, source]) => [name, join(root, serverDir, source)]),
    ),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22.12',
    // Stack traces point into the TypeScript (node --enable-source-maps); the sources stay out.
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [npmPackagesStayImports(imported)],
  });
  return { entries: Object.keys(entries), imported: [...imported].sort() };
}
