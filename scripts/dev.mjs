// `npm run dev`: the API server (reloading on change) and the Vite dev server, which proxies
// /api and /media to it. Open the address Vite prints.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies, repoRoot } from './lib/ensure.mjs';
import { ensureSupportedNode } from './lib/node-runtime.mjs';

await ensureSupportedNode(import.meta.url);
ensureDependencies();

const apiPort = process.env.API_PORT ?? '8080';
const children = [
  spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['watch', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn(join(repoRoot, 'node_modules/.bin/vite'), [], {
    cwd: join(repoRoot, 'apps/site'),
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children) child.on('exit', stop);
