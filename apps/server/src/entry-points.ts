import entries from '../bundle-entries.json' with { type: 'json' };

/**
 * The core's entry points (bundle-entries.json): each is compiled to `<name>.mjs` in a build.
 * An area's workers are not listed there: see `workerEntryUrl`.
 */
export type EntryPoint = keyof typeof entries;

/** Whether this module runs from its TypeScript source (tsx), not from a compiled build. */
const fromSource = (here: string) => here.endsWith('.ts');

/**
 * The file that starts entry point `name` (a command): its compiled `<name>.mjs` beside the
 * running bundle, or its TypeScript source when the server runs from source through tsx
 * (decision 081).
 */
export function entryPointUrl(name: EntryPoint, here: string = import.meta.url): URL {
  return fromSource(here) ? new URL(`../${entries[name]}`, here) : new URL(`./${name}.mjs`, here);
}

/**
 * An area's worker: a file `src/<area>/<name>-worker.ts`, which the build finds by its name and
 * compiles to `<name>-worker.mjs` beside the bundle, so no list outside the area names it
 * (decision 108). `source` is the worker's TypeScript, given from the area's own module:
 * `new URL('./feed-worker.ts', import.meta.url)`. Gives it from source, the compiled file
 * otherwise.
 */
export function workerEntryUrl(source: URL, here: string = import.meta.url): URL {
  if (fromSource(here)) return source;
  const name = source.pathname.split('/').at(-1)?.replace(/\.ts$/, '');
  if (!name?.endsWith('-worker')) throw new Error(`${source.href} is not a worker entry (<name>-worker.ts)`);
  return new URL(`./${name}.mjs`, here);
}

/** How Node starts a worker's file: TypeScript through tsx, a compiled file as it is. */
export const workerExecArgv = (url: URL): string[] =>
  url.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [];
