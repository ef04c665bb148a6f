// Decision 047: the page names its own chunks in the loader's preload list, so the browser fetches
// them beside the entry chunk instead of after it. Server-side only (entry-server.tsx).
import { readFile } from 'node:fs/promises';

/** The part of a Vite build manifest (`build.manifest`) read here. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

function collect(manifest: BuildManifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into);
}

/**
 * The addresses of the files a lazily loaded module needs: its chunk and, transitively, the chunks
 * it imports statically, less those the entry loads anyway.
 */
export function moduleFiles(manifest: BuildManifest, key: string): string[] {
  const loaded = new Set<string>();
  for (const [entryKey, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collect(manifest, entryKey, loaded);
  }
  const needed = new Set<string>();
  collect(manifest, key, needed);
  return [...needed].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
}

/**
 * Which module (its manifest key, the same in the browser's build) each export of the route
 * tables' lazy chunks comes from, in the server's build: a lazy page's component leads back to its
 * module. Only the modules the entry imports lazily, the pages; a chunk that fails to load here is
 * left out. Empty without a manifest (tests and the dev server run the sources).
 */
export async function lazyExportModules(serverManifest: URL): Promise<Map<unknown, string>> {
  const modules = new Map<unknown, string>();
  let manifest: BuildManifest;
  try {
    manifest = JSON.parse(await readFile(serverManifest, 'utf8')) as BuildManifest;
  } catch {
    return modules;
  }
  const pages = Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.dynamicImports ?? []);
  for (const key of new Set(pages)) {
    const chunk = manifest[key];
    if (!chunk) continue;
    try {
      // The manifest sits in .vite/ of the build; its file names are relative to the build.
      const namespace = (await import(
        /* @vite-ignore */ new URL(`../${chunk.file}`, serverManifest).href
      )) as Record<string, unknown>;
      for (const value of Object.values(namespace)) {
        if (!modules.has(value)) modules.set(value, key);
      }
    } catch {
      // Not a page the server draws: it gets no preloads.
    }
  }
  return modules;
}

const preloadAttribute = /data-preload="([^"]*)"/;

/** The page with `files` added to its loader's preload list (decision 046); unchanged without a loader. */
export function withPreloads(page: string, files: readonly string[]): string {
  if (files.length === 0) return page;
  return page.replace(preloadAttribute, (_match, listed: string) => {
    const all = new Set([...listed.split(' ').filter(Boolean), ...files]);
    return `data-preload="${[...all].join(' ')}"`;
  });
}
