// Time from `npm start` to the first answered page, on a fresh embedded database
// (this includes the site build, migrations, demo content and the owner password hash).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export async function measureStartTime({ port = 8099, timeoutMs = 120_000 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  try {
    while (performance.now() - started < timeoutMs) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/landing`);
        if (response.ok) return { seconds: (performance.now() - started) / 1000 };
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`npm start did not answer within ${timeoutMs / 1000} s`);
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { seconds } = await measureStartTime();
  console.log(`npm start, fresh database, to the first answered page: ${seconds.toFixed(1)} s`);
}
