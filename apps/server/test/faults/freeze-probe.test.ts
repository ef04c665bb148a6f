import { randomUUID } from 'node:crypto';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { maxBackupRecords } from '@portfolio/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_OWNER_PASSWORD } from '../build-test-app';
import { createTestStore, databases, type TestStore } from '../databases';
import { promptStallMs } from '../event-loop-delay';
import { startServerProcess, type ServerProcess } from '../server-process';
import { sampleOfEveryAttack, type BadRequest } from './bad-requests';
import { allContracts } from './contracts';
import { faultRuns, faultSeed, reportFigures } from './figures';
import { ownerCookie, type Send, sendOverHttp, signedInHeaders } from './signed-in';

/**
 * The slowest a ping may answer. `npm run test:faults` holds the server to the 50 ms target
 * (FAULTS_PING_BUDGET_MS); in `npm test` the bound only catches a freeze, as a shared two-core
 * machine stretches any single answer (timing targets are not timed tests).
 */
const pingBudgetMs = Number(process.env.FAULTS_PING_BUDGET_MS ?? promptStallMs);

/** A request the attacker thread sends; `legal` ones must be answered 200. */
type SentRequest = Omit<BadRequest, 'attack'> & { legal?: true };

/**
 * `npm run test:faults` also sends a backup export at its record cap (5,000 cards, 3.5 MB), the
 * largest body any route accepts; `npm test` sends the exports of the demo content.
 */
const sendLargestBodies = process.env.FAULTS_LARGEST_BODIES === '1';

/** Large bodies the owner really sends: backup exports of the demo cards (and one at its cap). */
async function largeLegalRequests(send: Send): Promise<SentRequest[]> {
  // A session of their own: a bad request may be a sign-out the server rightly takes, which would
  // end the session the bad requests carry.
  const headers = { cookie: await ownerCookie(send), 'content-type': 'application/json' };
  const read = async <T>(url: string) => JSON.parse((await send({ method: 'GET', url })).body) as T;
  const cards = await read<{ uuid: string }[]>('/api-references');
  const hierarchy = await read<unknown[]>('/api-hierarchy/all');
  // As many cards as a backup file may hold, each a demo card under a new uuid.
  const capped = Array.from({ length: sendLargestBodies ? maxBackupRecords : 0 }, (_, index) => ({
    ...cards[index % cards.length],
    uuid: randomUUID(),
  }));
  return [
    { method: 'POST', url: '/api-export/refs', headers, payload: JSON.stringify(cards), legal: true },
    { method: 'POST', url: '/api-export/hier', headers, payload: JSON.stringify(hierarchy), legal: true },
    ...(sendLargestBodies
      ? [
          {
            method: 'POST' as const,
            url: '/api-export/refs',
            headers,
            payload: JSON.stringify(capped),
            legal: true as const,
          },
        ]
      : []),
  ];
}

/** Spreads the large requests evenly among the bad ones. */
function interleave(bad: SentRequest[], large: SentRequest[], rounds: number): SentRequest[] {
  const all = [...bad];
  const step = Math.max(1, Math.floor(all.length / (large.length * rounds)));
  for (let round = 0; round < rounds; round += 1) {
    large.forEach((request, index) => all.splice((round * large.length + index) * step, 0, request));
  }
  return all;
}

function startWorker(file: string, workerData: unknown): Worker {
  return new Worker(new URL(file, import.meta.url), { workerData });
}

describe.each(databases)('freeze probe on $name', (database) => {
  let dir = '';
  let store: TestStore | undefined;
  let server: ServerProcess | undefined;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portfolio-freeze-probe-'));
    mkdirSync(join(dir, 'media'));
    store = await createTestStore(database, join(dir, 'data'));
  });

  afterEach(async () => {
    if (server) {
      server.child.kill('SIGKILL');
      await server.exited;
      server = undefined;
    }
    await store?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a ping promptly all the while bad requests and large legal bodies arrive', async () => {
    // The server in a process of its own, as it runs for visitors: its heap and its garbage
    // collections are the server's alone, not shared with the test's tens of megabytes of
    // requests (which made the collections, and so the pings, longer).
    server = await startServerProcess({
      ...store!.env,
      OWNER_PASSWORD: TEST_OWNER_PASSWORD,
      MEDIA_DIR: join(dir, 'media'),
      SITE_DIR: join(dir, 'site'),
      RATE_LIMIT_MAX: '1000000000',
    });
    await server.started(120_000);
    const origin = server.base;
    const send = sendOverHttp(origin);
    const signedIn = await signedInHeaders(send);
    const bad = sampleOfEveryAttack(
      allContracts.map(({ contract }) => contract),
      faultRuns,
      faultSeed,
    ).map(({ attack: _attack, ...request }, index) => ({
      ...request,
      headers: { ...request.headers, ...(index % 2 === 0 ? signedIn : {}) },
    }));
    const requests = interleave(bad, await largeLegalRequests(send), Math.max(1, faultRuns / 4));

    // Both take their data and get ready before the measurement starts.
    const attacker = startWorker('./attack-worker.mjs', { origin, requests, concurrency: 4 });
    await once(attacker, 'message');
    const pinger = fork(fileURLToPath(new URL('./ping-process.mjs', import.meta.url)), [
      `${origin}/api/config`,
      '5',
    ]);
    await once(pinger, 'message');
    attacker.postMessage('go');
    const [{ statuses }] = (await once(attacker, 'message')) as [{ statuses: (number | string)[] }];
    pinger.send('stop');
    const [ping] = (await once(pinger, 'message')) as [{ worstMs: number; pings: number; failures: number }];

    const serverErrors = statuses.filter((status) => typeof status === 'number' && status >= 500).length;
    reportFigures({
      part: 'freeze probe',
      database: database.name,
      requests: statuses.length + ping.pings,
      serverErrors,
      worstPingMs: Math.round(ping.worstMs),
      pings: ping.pings,
    });
    // Every request got an answer (a connection cut after a 413 counts as refused, not lost).
    expect(statuses.filter((status) => status === undefined)).toEqual([]);
    const legalAnswers = requests.flatMap((request, index) => (request.legal ? [statuses[index]] : []));
    expect(legalAnswers.length).toBeGreaterThan(0);
    expect(legalAnswers).toEqual(legalAnswers.map(() => 200));
    expect(serverErrors).toBe(0);
    expect(ping.failures).toBe(0);
    expect(ping.pings).toBeGreaterThan(10);
    expect(ping.worstMs).toBeLessThan(pingBudgetMs);
  }, 600_000);
});
