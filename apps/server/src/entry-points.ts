import entries from '../bundle-entries.json' with { type: 'json' };

/** The server's entry points (bundle-entries.json): each is compiled to `<name>.mjs` in a build. */
export type EntryPoint = keyof typeof entries;

/**
 * The file that starts entry point `name` (a worker, a command), for `new Worker(url)` or a
 * child process: its compiled `<name>.mjs` beside the running bundle, or its TypeScript source
 * when the server runs from source through tsx (decision 081).
 */
export function entryPointUrl(name: EntryPoint, here: string = import.meta.url): URL {
  return here.endsWith('.ts') ? new URL(`../${entries[name]}`, here) : new URL(`./${name}.mjs`, here);
}
