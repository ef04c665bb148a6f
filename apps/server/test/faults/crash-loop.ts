// The crash loop of `npm run test:faults`: the real server, killed with SIGKILL at random moments
// while a client writes, restarted at once, again and again; on PostgreSQL the database itself is
// crashed and restarted too (a cluster of the loop's own, never the shared one). At the end every
// write the server acknowledged (answered 2xx) must be there.
//
//   node --import tsx apps/server/test/faults/crash-loop.ts sqlite|postgres
//
// FAULTS_CRASH_CYCLES (default 20) sets the number of kills, FAULTS_SEED the random moments.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import fc from 'fast-check';
import { repoRoot } from '../../src/config';
import { reportFigures, type FaultFigures } from './figures';
import { freePort, startScratchPostgres, type ScratchPostgres } from './scratch-postgres';

const database = process.argv[2];
if (database !== 'sqlite' && database !== 'postgres') {
  throw new Error('usage: crash-loop.ts sqlite|postgres');
}
const cycles = Number(process.env.FAULTS_CRASH_CYCLES ?? 20);
const writerLanes = 3;
const ownerPassword = 'crash loop owner password';
/** Tasks go on successive days from this Monday, 50 a day (a day takes at most 64). */
const firstMonday = Date.UTC(2031, 0, 6);
const tasksPerDay = 50;

const seed = Number(process.env.FAULTS_SEED ?? 20_241);
/** The moments of the kills (and database crashes), from the seed, so a failing run repeats. */
const pauses = fc.sample(
  fc.record({
    beforeKill: fc.integer({ min: 150, max: 1500 }),
    afterDatabaseCrash: fc.integer({ min: 300, max: 1500 }),
  }),
  { numRuns: cycles, seed },
);

const dayOf = (offset: number) => new Date(firstMonday + offset * 86_400_000).toISOString().slice(0, 10);
const titleOf = (write: number) => `crash loop write ${write}`;

interface Figures extends FaultFigures {
  refusedStarts: number;
  startFailures: string[];
}

const figures: Figures = {
  part: 'crash loop',
  database,
  requests: 0,
  serverErrors: 0,
  writesAcknowledged: 0,
  writesLost: 0,
  kills: 0,
  databaseRestarts: 0,
  refusedStarts: 0,
  startFailures: [],
};

/** Starts the real server the way `npm start` does and waits until it answers. */
async function startServer(env: NodeJS.ProcessEnv, origin: string): Promise<ChildProcess> {
  for (let attempt = 1; ; attempt += 1) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let exited = false;
    child.once('exit', () => (exited = true));
    const deadline = Date.now() + 120_000;
    while (!exited && Date.now() < deadline) {
      try {
        if ((await fetch(`${origin}/api/config`)).ok) return child;
      } catch {
        // Not listening yet.
      }
      await sleep(50);
    }
    child.kill('SIGKILL');
    // A start refused after a crash is the fault this loop exists to catch: count it, try again.
    figures.refusedStarts += 1;
    figures.startFailures.push(stderr.trim().split('\n').slice(-3).join(' | ') || 'no answer within 120 s');
    if (attempt === 3)
      throw new Error(`The server did not start three times: ${figures.startFailures.join('; ')}`);
  }
}

async function signIn(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/owner/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: ownerPassword }),
  });
  if (!answer.ok) throw new Error(`Owner sign-in failed: ${answer.status}`);
  return (answer.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** Writes tasks until told to stop, recording each one the server acknowledged. */
function startWriters(origin: string, cookie: string, next: { write: number }, acknowledged: Set<number>) {
  const state = { stopped: false };
  const lane = async () => {
    while (!state.stopped) {
      const write = next.write;
      next.write += 1;
      figures.requests += 1;
      try {
        const answer = await fetch(`${origin}/api-deep-work/tasks`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({
            title: titleOf(write),
            notes: '',
            estimate: 1,
            status: 'planned',
            day: dayOf(Math.floor(write / tasksPerDay)),
          }),
          signal: AbortSignal.timeout(30_000),
        });
        await answer.arrayBuffer();
        if (answer.ok) acknowledged.add(write);
        else if (answer.status >= 500) figures.serverErrors += 1;
      } catch {
        // The server was killed mid-request: the write is not acknowledged, whatever happened to it.
        await sleep(20);
      }
    }
  };
  const lanes = Promise.all(Array.from({ length: writerLanes }, lane));
  return {
    stop: async () => {
      state.stopped = true;
      await lanes;
    },
  };
}

/** The titles of every task the crash loop could have written. */
async function storedTitles(origin: string, cookie: string, writes: number): Promise<Set<number>> {
  const stored = new Set<number>();
  const weeks = Math.ceil(writes / tasksPerDay / 7) + 1;
  for (let week = 0; week < weeks; week += 1) {
    const answer = await fetch(`${origin}/api-deep-work/week?start=${dayOf(week * 7)}`, {
      headers: { cookie },
    });
    if (!answer.ok) throw new Error(`Reading week ${week} failed: ${answer.status}`);
    const { tasks } = (await answer.json()) as { tasks: { title: string }[] };
    for (const { title } of tasks) {
      const match = /^crash loop write (\d+)$/.exec(title);
      if (match) stored.add(Number(match[1]));
    }
  }
  return stored;
}

async function crashLoop(): Promise<void> {
  const scratch: ScratchPostgres | undefined =
    database === 'postgres' ? await startScratchPostgres() : undefined;
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-crash-loop-'));
  try {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: scratch?.databaseUrl ?? '',
      DATA_DIR: join(dir, 'data'),
      OWNER_PASSWORD: ownerPassword,
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      RATE_LIMIT_MAX: '1000000000',
    };
    const acknowledged = new Set<number>();
    const next = { write: 0 };
    let cookie: string | undefined;

    for (let cycle = 0; cycle < cycles; cycle += 1) {
      const server = await startServer(env, origin);
      cookie ??= await signIn(origin);
      const writers = startWriters(origin, cookie, next, acknowledged);
      await sleep(pauses[cycle]!.beforeKill);
      if (scratch && cycle % 3 === 1) {
        // The database crashes under the running server, which must find it again by itself.
        scratch.crashAndRestart();
        figures.databaseRestarts = (figures.databaseRestarts ?? 0) + 1;
        await sleep(pauses[cycle]!.afterDatabaseCrash);
      }
      server.kill('SIGKILL');
      figures.kills = (figures.kills ?? 0) + 1;
      await writers.stop();
      process.stdout.write(
        `  ${database} cycle ${cycle + 1}/${cycles}: ${acknowledged.size} writes acknowledged so far\n`,
      );
      // The next start follows at once: a restart must not wait for the killed one to be reaped.
    }

    const server = await startServer(env, origin);
    try {
      const stored = await storedTitles(origin, cookie!, next.write);
      const lost = [...acknowledged].filter((write) => !stored.has(write));
      figures.writesAcknowledged = acknowledged.size;
      figures.writesLost = lost.length;
      if (lost.length > 0) process.stdout.write(`  lost writes: ${lost.slice(0, 20).join(', ')}\n`);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  } finally {
    scratch?.remove();
    rmSync(dir, { recursive: true, force: true });
  }
}

await crashLoop();
const { startFailures, ...reported } = figures;
reportFigures(reported);
process.stdout.write(
  `crash loop on ${database}: ${figures.kills} kills, ${figures.databaseRestarts} database restarts, ` +
    `${figures.writesAcknowledged} writes acknowledged, ${figures.writesLost} lost, ` +
    `${figures.refusedStarts} refused starts${startFailures.length ? ` (${startFailures.join('; ')})` : ''}, ` +
    `${figures.serverErrors} 5xx answers\n`,
);
process.exit(figures.writesLost === 0 && figures.refusedStarts === 0 ? 0 : 1);
