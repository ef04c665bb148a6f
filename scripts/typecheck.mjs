// `npm run typecheck` (and the typecheck step of `npm test`): checks the package layout, then
// runs tsc on every workspace's tsconfig and the tooling config. The list comes from the
// workspaces, so a new package is checked without an edit here. tsc is single-threaded, so the
// projects are checked side by side, one per core; each one's output is printed when it ends.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './lib/ensure.mjs';
import { layoutProblems, typecheckProjects } from './lib/workspaces.mjs';

/** Runs `tsc -p project`; resolves with its exit status and everything it printed. */
function checkProject(tsc, project, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(tsc, ['-p', project], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

/** Runs every check; resolves with how many ran and the names of those that failed. */
export async function typecheck(env = process.env, parallel = availableParallelism()) {
  const failed = [];
  const problems = layoutProblems();
  console.log('\n▶ typecheck: package layout');
  for (const problem of problems) console.error(`  ${problem}`);
  if (problems.length > 0) failed.push('package layout');

  const tsc = join(repoRoot, 'node_modules', '.bin', 'tsc');
  const projects = typecheckProjects();
  const waiting = [...projects];
  const worker = async () => {
    for (let project = waiting.shift(); project !== undefined; project = waiting.shift()) {
      const started = Date.now();
      const { status, output } = await checkProject(tsc, project, env);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n▶ typecheck ${project}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      if (output) process.stdout.write(output);
      if (status !== 0) failed.push(project);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
  return { checks: projects.length + 1, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { failed } = await typecheck();
  if (failed.length > 0) console.error(`\nTypecheck failed: ${failed.join(', ')}`);
  process.exit(failed.length > 0 ? 1 : 0);
}
