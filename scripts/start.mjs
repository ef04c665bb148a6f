// `npm start`: installs what is missing, builds the site, compiles the server, and runs the one
// server that serves the site, the API and the media, on the embedded SQLite database with the
// demo content.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, repoRoot, run } from './lib/ensure.mjs';
import { ensureSupportedNode } from './lib/node-runtime.mjs';
import { serverNodeFlags } from './lib/server-node-flags.mjs';

await ensureSupportedNode(import.meta.url);
ensureDependencies();

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the site…');
  if (run('npm', ['run', 'build', '--silent']) !== 0) {
    console.error('The site did not build: see the messages above.');
    process.exit(1);
  }
}

// The same compiled server as the release folder (decision 081), written anew to apps/server/dist.
// Imported only now: on a fresh clone, esbuild arrives with ensureDependencies().
const { compileServer } = await import('./lib/compile-server.mjs');
const compiledServer = join(repoRoot, 'apps/server/dist');
rmSync(compiledServer, { recursive: true, force: true });
await compileServer({ root: repoRoot, outDir: compiledServer });

const server = spawn(process.execPath, [...serverNodeFlags, 'apps/server/dist/main.mjs'], {
  cwd: repoRoot,
  stdio: 'inherit',
  // Two malloc arenas: memory freed by the server's threads goes back to the system (decision 094).
  env: { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
