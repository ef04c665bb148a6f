// `npm run typecheck` (and the typecheck step of `npm test`): checks the package layout, then
// runs tsc on every workspace's tsconfig and the tooling config. The list comes from the
// workspaces, so a new package is checked without an edit here.
//
// Each package is checked once (docs/decisions/110): every project gets a generated config under
// node_modules/.cache/typecheck that extends its own tsconfig.json and adds project references
// to the workspaces its package.json depends on. A package others depend on is built as a
// composite project that writes declarations there; its dependents read those instead of
// checking its sources again. Projects start as soon as the ones they reference are done, one
// per core (tsc is single-threaded), and each one's output is printed when it ends. The
// .tsbuildinfo files make a second run check only what changed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { repoRoot } from './lib/ensure.mjs';
import { layoutProblems, typecheckProjects, typecheckReferences } from './lib/workspaces.mjs';

// Loaded when first used: `npm test` imports this file before it installs the packages of a
// fresh clone, typescript among them.
let typescript;
const tsApi = () => (typescript ??= createRequire(import.meta.url)('typescript'));
const cacheDir = join(repoRoot, 'node_modules', '.cache', 'typecheck');

/** A project's own tsconfig: a workspace folder's tsconfig.json, or a root-level config file. */
const ownConfig = (project) =>
  join(repoRoot, project.endsWith('.json') ? project : join(project, 'tsconfig.json'));
/** Where a project's generated config, declarations and build info live. */
const cacheFolder = (project) => join(cacheDir, project.replace(/\.json$/, ''));
const generatedConfig = (project) => join(cacheFolder(project), 'tsconfig.json');

/**
 * Files outside a project's `include` that its sources import by relative path with their
 * extension: JSON content, TypeScript files of another folder (the e2e config reads the
 * Storybook's Chromium settings) and the declarations of plain JavaScript modules. A project built for references must list
 * every file of its program (TS6307), so the generated config names them.
 */
function importedFilesOutsideInclude(project) {
  const ts = tsApi();
  const parsed = ts.getParsedCommandLineOfConfigFile(
    ownConfig(project),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  if (!parsed) return [];
  const listed = new Set(parsed.fileNames.map((file) => resolve(file)));
  const extra = new Set();
  const specifier = /(?:\bfrom\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
  for (const file of listed) {
    const text = readFileSync(file, 'utf8');
    for (const [, path] of text.matchAll(specifier)) {
      const target = resolve(dirname(file), path);
      const candidates = /\.(json|tsx?|mts)$/.test(target)
        ? [target]
        : target.endsWith('.mjs')
          ? [`${target.slice(0, -'.mjs'.length)}.d.mts`]
          : target.endsWith('.js')
            ? [`${target.slice(0, -'.js'.length)}.d.ts`]
            : [];
      for (const candidate of candidates) {
        if (!listed.has(candidate) && existsSync(candidate)) extra.add(candidate);
      }
    }
  }
  return [...extra].sort();
}

/** Writes the generated configs; returns each project's references. */
function writeConfigs(projects) {
  const references = typecheckReferences();
  const referenced = new Set([...references.values()].flat());
  for (const project of projects) {
    const folder = cacheFolder(project);
    const extraFiles = importedFilesOutsideInclude(project);
    const config = {
      extends: ownConfig(project),
      compilerOptions: referenced.has(project)
        ? {
            // Checked once, its declarations read by the projects that reference it.
            composite: true,
            noEmit: false,
            declaration: true,
            emitDeclarationOnly: true,
            rootDir: repoRoot,
            outDir: join(folder, 'declarations'),
            tsBuildInfoFile: join(folder, 'tsbuildinfo'),
          }
        : { noEmit: true, incremental: true, tsBuildInfoFile: join(folder, 'tsbuildinfo') },
      ...(extraFiles.length > 0 ? { files: extraFiles } : {}),
      references: (references.get(project) ?? []).map((other) => ({ path: generatedConfig(other) })),
    };
    const text = `${JSON.stringify(config, null, 2)}\n`;
    mkdirSync(folder, { recursive: true });
    const path = generatedConfig(project);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
  }
  return references;
}

/** Runs `tsc -p` on a generated config; resolves with its exit status and everything it printed. */
function checkProject(tsc, project, env) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(tsc, ['-p', relative(repoRoot, generatedConfig(project))], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolvePromise({ status: status ?? 1, output }));
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
  const references = writeConfigs(projects);
  const done = new Set();
  const waiting = [...projects];
  const sleeping = [];
  const worker = async () => {
    while (waiting.length > 0) {
      // The next project whose references are checked (a failed one still wrote declarations).
      const index = waiting.findIndex((project) =>
        (references.get(project) ?? []).every((other) => done.has(other)),
      );
      if (index === -1) {
        await new Promise((resolveWait) => sleeping.push(resolveWait));
        continue;
      }
      const [project] = waiting.splice(index, 1);
      const started = Date.now();
      const { status, output } = await checkProject(tsc, project, env);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n▶ typecheck ${project}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      if (output) process.stdout.write(output);
      if (status !== 0) failed.push(project);
      done.add(project);
      for (const wakeUp of sleeping.splice(0)) wakeUp();
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
