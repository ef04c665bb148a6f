// Zod-free: the route tables are in the site's first chunk, and a value imported from the
// contracts' index brings zod and every schema with it (about 120 kB before compression).

/** Fills `:name` parameters of a contract path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
