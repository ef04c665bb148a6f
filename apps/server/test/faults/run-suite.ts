// The whole attack and fault suite, started by `npm run test:faults`: the property-based bad
// input with many runs and the data-folder lock test, the freeze probe on its own with the 50 ms
// ping target and the largest legal bodies, then the SIGKILL crash loop on SQLite and on
// PostgreSQL. Prints the figures and exits 1 when any target is missed. PostgreSQL runs on
// clusters of the suite's own (the shared one is never restarted), so PostgreSQL must be
// installed, not running.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../src/config';
import type { FaultFigures } from './figures';
import { startScratchPostgres } from './scratch-postgres';

const pingTargetMs = 50;
const scratchDir = mkdtempSync(join(tmpdir(), 'portfolio-faults-'));
const reportFile = join(scratchDir, 'figures.jsonl');
const env = { ...process.env, NO_COLOR: '1', FAULTS_REPORT: reportFile };
const failedSteps: string[] = [];

function step(name: string, command: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}): void {
  process.stdout.write(`\n▶ ${name}\n`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) failedSteps.push(name);
}

const vitest = join(repoRoot, 'node_modules', '.bin', 'vitest');
const postgres = await startScratchPostgres();
const suiteEnv = {
  DATABASE_URL: postgres.databaseUrl,
  FAULTS_RUNS: process.env.FAULTS_RUNS ?? '40',
  FAULTS_PING_BUDGET_MS: String(pingTargetMs),
  FAULTS_LARGEST_BODIES: '1',
};
try {
  step(
    'bad input and data-folder lock (SQLite and PostgreSQL)',
    vitest,
    [
      'run',
      '--project',
      'server',
      'apps/server/test/faults',
      'apps/server/src/db/data-folder-lock.test.ts',
      '--exclude',
      '**/freeze-probe.test.ts',
    ],
    suiteEnv,
  );
  // Alone: the ping measures the server under the probe's attack, not another test's attack
  // running beside it on the same two cores.
  step(
    'freeze probe (SQLite and PostgreSQL)',
    vitest,
    ['run', '--project', 'server', 'apps/server/test/faults/freeze-probe.test.ts'],
    suiteEnv,
  );
} finally {
  postgres.remove();
}
const crashLoop = join(repoRoot, 'apps/server/test/faults/crash-loop.ts');
step('SIGKILL crash loop on SQLite', process.execPath, ['--import', 'tsx', crashLoop, 'sqlite']);
step('SIGKILL crash loop on PostgreSQL, database crashes included', process.execPath, [
  '--import',
  'tsx',
  crashLoop,
  'postgres',
]);

const figures: FaultFigures[] = existsSync(reportFile)
  ? readFileSync(reportFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as FaultFigures)
  : [];
rmSync(scratchDir, { recursive: true, force: true });

const sum = (pick: (entry: FaultFigures) => number | undefined) =>
  figures.reduce((total, entry) => total + (pick(entry) ?? 0), 0);
const attacks = figures.filter((entry) => entry.part !== 'crash loop');
const crashes = figures.filter((entry) => entry.part === 'crash loop');
const worstPing = Math.max(0, ...figures.map((entry) => entry.worstPingMs ?? 0));

process.stdout.write('\nFault suite figures\n');
for (const entry of figures) {
  const parts = [
    `${entry.requests} requests`,
    `${entry.serverErrors} 5xx`,
    entry.worstPingMs !== undefined ? `worst ping ${entry.worstPingMs} ms of ${entry.pings}` : '',
    entry.writesAcknowledged !== undefined
      ? `${entry.writesAcknowledged} writes acknowledged, ${entry.writesLost} lost`
      : '',
    entry.kills !== undefined
      ? `${entry.kills} kills, ${entry.databaseRestarts} database restarts, ${entry.refusedStarts} refused starts`
      : '',
  ].filter(Boolean);
  process.stdout.write(`  ${`${entry.part} (${entry.database})`.padEnd(30)} ${parts.join(', ')}\n`);
}
process.stdout.write(
  `Requests sent: ${sum((entry) => entry.requests)}; 5xx answers to bad input: ${sum((entry) => (entry.part === 'crash loop' ? 0 : entry.serverErrors))}; ` +
    `worst ping: ${worstPing} ms (target ${pingTargetMs}); writes acknowledged: ${sum((entry) => entry.writesAcknowledged)}, ` +
    `lost: ${sum((entry) => entry.writesLost)}\n`,
);
if (attacks.length === 0 || crashes.length < 2) failedSteps.push('figures missing: a part did not finish');
if (failedSteps.length > 0) {
  process.stdout.write(`Failed: ${failedSteps.join('; ')}\n`);
  process.exit(1);
}
process.stdout.write('Every target met.\n');
