// `npm start`: installs what is missing, builds the site, and runs the one server that serves
// the site, the API and the media, on the embedded SQLite database with the demo content.
import { spawn } from 'node:child_process';
import { ensureDependencies, repoRoot, run } from './lib/ensure.mjs';
import { ensureSupportedNode } from './lib/node-runtime.mjs';

await ensureSupportedNode(import.meta.url);
ensureDependencies();

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the site…');
  if (run('npm', ['run', 'build', '--silent']) !== 0) {
    console.error('The site did not build: see the messages above.');
    process.exit(1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
