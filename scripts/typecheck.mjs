// `npm run typecheck` (and the typecheck step of `npm test`): checks the package layout, then
// runs tsc on every workspace's tsconfig and the tooling config. The list comes from the
// workspaces, so a new package is checked without an edit here.
import { join } from 'node:path';
import { repoRoot, run } from './lib/ensure.mjs';
import { layoutProblems, typecheckProjects } from './lib/workspaces.mjs';

/** Runs every check; returns how many ran and the names of those that failed. */
export function typecheck(env = process.env) {
  const failed = [];
  const problems = layoutProblems();
  console.log('\n▶ typecheck: package layout');
  for (const problem of problems) console.error(`  ${problem}`);
  if (problems.length > 0) failed.push('package layout');

  const tsc = join(repoRoot, 'node_modules', '.bin', 'tsc');
  const projects = typecheckProjects();
  for (const project of projects) {
    console.log(`\n▶ typecheck ${project}`);
    if (run(tsc, ['-p', project], { env }) !== 0) failed.push(project);
  }
  return { checks: projects.length + 1, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { failed } = typecheck();
  if (failed.length > 0) console.error(`\nTypecheck failed: ${failed.join(', ')}`);
  process.exit(failed.length > 0 ? 1 : 0);
}
