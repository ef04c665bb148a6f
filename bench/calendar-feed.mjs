// The calendar feed (issue 24, decision 073): the real server reads the three feeds that froze it
// (one event repeating every second since 2024, every minute since 2015, every hour since 1970),
// each set by the owner from a local calendar service. Prints the server's time to read each and
// the slowest answer of a ping sent every 10 ms during the read, against "feed read < 1 s, ping
// < 50 ms". The feed worker's first start is measured apart, with a small feed.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { tsImport } from 'tsx/esm/api';
import { startServerProcess } from '../scripts/lib/server-process.mjs';

const readBudgetMs = 1000;
const pingBudgetMs = 50;
const password = 'a bench owner password';

const small = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//bench//EN',
  'BEGIN:VEVENT',
  'UID:small@bench',
  'DTSTART:20270110T183000Z',
  'SUMMARY:Dinner',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

async function serveFeeds(feeds) {
  const server = createServer((request, response) => {
    const text = feeds[(request.url ?? '').slice(1)];
    if (text === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'text/calendar' }).end(text);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: (name) => `http://127.0.0.1:${server.address().port}/${name}` };
}

/** Pings `url` every 10 ms until `stop()`; resolves the slowest answer and the count. */
function pinger(url) {
  let running = true;
  let slowest = 0;
  let count = 0;
  const done = (async () => {
    while (running) {
      const sent = performance.now();
      const answer = await fetch(url);
      await answer.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - sent);
      count += 1;
      await sleep(10);
    }
  })();
  return async () => {
    running = false;
    await done;
    return { slowestMs: slowest, pings: count };
  };
}

export async function measureCalendarFeed() {
  const { worstFeeds } = await tsImport('../apps/server/test/worst-feeds.ts', import.meta.url);
  const feeds = await serveFeeds({ ...worstFeeds, small });
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-bench-feed-'));
  const server = await startServerProcess({
    name: 'calendar feed bench server',
    env: {
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: '',
      OWNER_PASSWORD: password,
      LOG_LEVEL: 'silent',
      // The feeds are on this machine, which the server refuses by default (decision 074).
      FETCH_ALLOW_PRIVATE: '1',
      RATE_LIMIT_MAX: '1000000',
    },
  });
  try {
    const signIn = await fetch(`${server.url}/api/owner/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    const cookie = String(signIn.headers.get('set-cookie') ?? '').split(';')[0];
    const setFeed = async (name) => {
      const stop = pinger(`${server.url}/healthz`);
      const started = performance.now();
      const answer = await fetch(`${server.url}/api/calendar/setcredentials/`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ icsUrl: feeds.url(name) }),
      });
      const { msg } = await answer.json();
      const readMs = performance.now() - started;
      return { name, readMs, msg, ...(await stop()) };
    };
    // The same pings with no read running: what the machine itself adds.
    const stopIdle = pinger(`${server.url}/healthz`);
    await sleep(2000);
    const idle = await stopIdle();
    const firstStart = await setFeed('small');
    const reads = [];
    for (const name of Object.keys(worstFeeds)) reads.push(await setFeed(name));
    return { idle, firstStart, reads };
  } finally {
    await server.stop();
    await new Promise((resolve) => feeds.server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (value) => `${Math.round(value)} ms`;
const verdict = (value, budget) => (value < budget ? 'met' : 'missed');

export function describeCalendarFeed({ idle, firstStart, reads }) {
  return [
    'Calendar feed (issue 24): the owner sets each feed; the server fetches it and reads it in its worker.',
    `  no read running: slowest of ${idle.pings} pings ${ms(idle.slowestMs)}`,
    `  small feed, the worker's first start included: ${ms(firstStart.readMs)}, slowest ping ${ms(firstStart.slowestMs)}`,
    ...reads.map(
      (read) =>
        `  ${read.name}: read in ${ms(read.readMs)} (budget < 1 s: ${verdict(read.readMs, readBudgetMs)}), ` +
        `slowest of ${read.pings} pings ${ms(read.slowestMs)} (budget < 50 ms: ${verdict(read.slowestMs, pingBudgetMs)}); ${read.msg}`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(describeCalendarFeed(await measureCalendarFeed()));
}
