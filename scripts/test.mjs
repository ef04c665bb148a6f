// `npm test`: installs what is missing, runs every test layer, and ends with `N passed, N failed`.
// `npm test -- <step> ...` runs only the named steps (typecheck lint format vitest server-on-node22
// build e2e).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ensureChromium, ensureDependencies, ensureStoryFonts, repoRoot, run } from './lib/ensure.mjs';
import { ensureSupportedNode } from './lib/node-runtime.mjs';
import { staleSiteBuild } from './lib/site-build.mjs';
import { typecheck } from './typecheck.mjs';

await ensureSupportedNode(import.meta.url);

const visualReport = join(repoRoot, 'visual/output/report.html');
const orphanBaselines = join(repoRoot, 'visual/output/orphan-baselines.txt');
const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
const scratch = mkdtempSync(join(tmpdir(), 'portfolio-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
// The skipped tests by name, so that the totals line never hides an unexplained skip.
const skippedNames = [];
// Failed tests and files by name, printed just above the totals.
const failedByName = [];
const failures = [];

// A stray `.only` fails the run instead of silently skipping the rest of the suite. At least two
// workers: Vitest's default on two cores is one, and with one the browser's story files and the
// Node files wait for each other (decision 127).
const strictVitest = ['--allowOnly=false', `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`];

// The titles of the end-to-end tests that failed, from Playwright's JSON report.
function unexpectedTests(report) {
  const names = [];
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((test) => test.status === 'unexpected')) {
        names.push([...path, spec.title].join(' › '));
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) visit(suite, [suite.title]);
  return names;
}

function check(name, status) {
  if (status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const steps = {
  async typecheck() {
    // The same checks as `npm run typecheck`: the package layout, then every workspace.
    const { checks, failed } = await typecheck(env);
    totals.passed += checks - failed.length;
    totals.failed += failed.length;
    failures.push(...failed.map((name) => `typecheck ${name}`));
  },
  lint() {
    console.log('\n▶ lint');
    check('lint', run(bin('eslint'), ['--max-warnings=0', '.'], { env }));
  },
  format() {
    console.log('\n▶ format');
    check('format', run(bin('prettier'), ['--check', '--log-level=warn', '.'], { env }));
  },
  vitest() {
    console.log('\n▶ vitest: unit, contract, server and story tests');
    const countFile = join(scratch, 'vitest.json');
    const status = run(
      bin('vitest'),
      ['run', ...strictVitest, '--reporter=default', '--reporter=./scripts/count-reporter.ts'],
      {
        env: { ...env, COUNT_FILE: countFile },
      },
    );
    const counts = readJson(countFile);
    if (!counts) return check('vitest (no results: the run crashed)', 1);
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    skippedNames.push(...(counts.skippedNames ?? []).map((name) => `vitest ${name}`));
    for (const name of counts.emptyProjects) failures.push(`vitest project ${name} ran no test`);
    if (counts.failed > 0) failures.push(`vitest: ${counts.failed} failed`);
    // Vitest also ends non-zero for what no test owns (a global setup's teardown that threw, a
    // close that timed out): counted once, named with the run's end reason.
    else if (status !== 0) check(`vitest exit code ${status} (run ${counts.reason})`, status);
    failedByName.push(...counts.failures.map((name) => `vitest ${name}`));
    if (existsSync(orphanBaselines)) {
      const names = readFileSync(orphanBaselines, 'utf8').trim().split('\n');
      failures.push(`baselines of no story (npm run visual:accept removes them): ${names.join(', ')}`);
    }
    // The story project writes this report only when a screenshot differs from its baseline.
    if (existsSync(visualReport)) {
      failures.push(
        `visual changes: review ${relative(repoRoot, visualReport)}, accept with npm run visual:accept`,
      );
    }
  },
  'server-on-node22'() {
    // CI runs the server's own tests once more on the oldest supported Node line (see .ci/run),
    // on SQLite: what differs between Node lines is the runtime under the server's code (the
    // SQLite addon, fetch, streams, timers, workers). The process-level suites under
    // apps/server/test/ (proxies, crash loops, release folder) and the PostgreSQL pass test the
    // operating system and the database, not the Node line, and ran on Node 24 above
    // (docs/decisions/109).
    const nodeBinary = process.env.SERVER_ALSO_ON_NODE;
    if (!nodeBinary) {
      console.log('\n▶ server tests on Node 22: skipped (SERVER_ALSO_ON_NODE is not set)');
      return;
    }
    console.log(`\n▶ server tests on ${nodeBinary}`);
    const countFile = join(scratch, 'server-node22.json');
    const vitestEntry = join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
    const status = run(
      nodeBinary,
      [
        vitestEntry,
        'run',
        ...strictVitest,
        '--project',
        'server',
        'apps/server/src/',
        '--reporter=dot',
        '--reporter=./scripts/count-reporter.ts',
      ],
      { env: { ...env, DATABASE_URL: '', COUNT_FILE: countFile } },
    );
    const counts = readJson(countFile);
    if (!counts) return check('server tests on Node 22 (no results: the run crashed)', 1);
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    // The PostgreSQL-only tests: this pass runs on SQLite, and they ran on Node 24 above.
    skippedNames.push(...(counts.skippedNames ?? []).map((name) => `Node 22 (SQLite only) ${name}`));
    for (const name of counts.emptyProjects) failures.push(`Node 22: project ${name} ran no test`);
    if (counts.failed > 0) failures.push(`server tests on Node 22: ${counts.failed} failed`);
    else if (status !== 0) check(`server tests on Node 22: exit code ${status}`, status);
    failedByName.push(...counts.failures.map((name) => `Node 22 ${name}`));
  },
  build() {
    console.log('\n▶ build the site');
    check('build', run('npm', ['run', 'build', '--silent'], { env }));
  },
  e2e() {
    console.log('\n▶ end-to-end (Playwright, Debian Chromium, real server)');
    const reportFile = join(scratch, 'e2e.json');
    const status = run(
      bin('playwright'),
      ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
      },
    );
    const stats = readJson(reportFile)?.stats;
    if (!stats) return check('e2e (no results: the run crashed)', 1);
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (stats.skipped) skippedNames.push(`e2e: ${stats.skipped} (see the list above)`);
    if (stats.unexpected > 0) failures.push(`e2e: ${stats.unexpected} failed`);
    else if (status !== 0) check('e2e exit code', status);
    failedByName.push(...unexpectedTests(readJson(reportFile)).map((name) => `e2e ${name}`));
  },
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in steps));
if (unknown.length > 0) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${Object.keys(steps).join(', ')}`);
  process.exit(2);
}
const selected = requested.length > 0 ? requested : Object.keys(steps);

ensureDependencies();
if (selected.includes('vitest') || selected.includes('e2e')) ensureChromium();
if (selected.includes('vitest')) ensureStoryFonts();
// The e2e suite tests the built site: rebuild it when it is missing or older than its sources.
const staleBuild = selected.includes('e2e') && !selected.includes('build') && staleSiteBuild();
if (staleBuild) {
  console.log(`\nThe site build is stale (${staleBuild}): rebuilding it first.`);
  steps.build();
}

const started = Date.now();
// Each step's wall time, printed with the total: where a slow run spent its minutes.
const stepSeconds = [];
for (const name of selected) {
  const stepStarted = Date.now();
  await steps[name]();
  stepSeconds.push(`${name} ${Math.round((Date.now() - stepStarted) / 1000)} s`);
}
rmSync(scratch, { recursive: true, force: true });

console.log(
  `\nTook ${Math.round((Date.now() - started) / 1000)} s (${stepSeconds.join(', ')}).${process.env.DATABASE_URL ? ' Server tests also ran on PostgreSQL.' : ''}`,
);
// The names come last, just above the totals, where a CI log's tail still shows them.
if (failedByName.length > 0) {
  console.log(`\nWhat failed, by name (first ${Math.min(failedByName.length, 30)}):`);
  for (const name of failedByName.slice(0, 30)) console.log(`  - ${name}`);
}
if (failures.length > 0) console.log(`Failed: ${failures.join('; ')}`);
if (skippedNames.length > 0) {
  console.log(`Skipped (first ${Math.min(skippedNames.length, 15)}):`);
  for (const name of skippedNames.slice(0, 15)) console.log(`  - ${name}`);
}
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
