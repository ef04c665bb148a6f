/**
 * The oldest Node the server runs on: better-sqlite3 13 needs Node 22, and the project supports
 * 22.12 and newer (Node 24 LTS recommended; decision 033). Kept free of imports so that main.ts
 * can check it before any native module loads.
 */
const minimum = { major: 22, minor: 12 };

/** Why this Node cannot run the server, or undefined when it can. `version` as in `process.versions.node`. */
export function unsupportedNodeReason(version: string): string | undefined {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major > minimum.major || (major === minimum.major && minor >= minimum.minor)) return undefined;
  return (
    `The server needs Node ${minimum.major}.${minimum.minor} or newer (Node 24 LTS recommended, ` +
    `named in .node-version); this is Node ${version}. Start it with \`npm start\`, which fetches ` +
    `Node 24 when the machine's Node is older, or put Node 24 first on PATH: ` +
    `eval "$(node scripts/use-node.mjs)".`
  );
}
