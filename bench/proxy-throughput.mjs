// Requests per second through nginx (the repository's file, HTTPS) with one server and with two
// on one PostgreSQL database, beside one server on SQLite, for a page, an API read and a media
// range request; and what the rate limit's count costs a request on PostgreSQL. CPU time per
// request of each part (servers, nginx, the database's backends) is read from /proc: on a
// machine shared with other work it moves far less than requests per second, and it is what the
// capacity model of decision 087 rests on.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { makeTestCertificate, startNginx } from '../scripts/lib/reverse-proxy.mjs';
import { freePort, startServerProcesses } from '../scripts/lib/server-process.mjs';
import { cpuMsOf } from './api-throughput.mjs';

const targets = {
  page: { path: '/landing', status: 200 },
  'API read': { path: '/apiMIDI/piano-composers', status: 200 },
  'media range': { path: '/apiAudio/bach-jesu-joy.mp3', headers: { range: 'bytes=1000-33767' }, status: 206 },
};

/** Runs SQL through psql (the bench has no database driver of its own). */
function psql(databaseUrl, query) {
  const result = spawnSync('psql', [databaseUrl, '-Atc', query], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** The processes nginx's master started (its workers). */
function childrenOf(pid) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

const cpuOf = (pids) => pids().reduce((sum, pid) => sum + (cpuMsOf(pid) ?? 0), 0);

async function load(url, target, parts, seconds) {
  const before = Object.fromEntries(Object.entries(parts).map(([name, pids]) => [name, cpuOf(pids)]));
  const result = await autocannon({
    url: `${url}${target.path}`,
    connections: 32,
    duration: seconds,
    headers: target.headers ?? {},
    // The test certificate is made for localhost; the proxy listens on 127.0.0.1.
    servername: 'localhost',
  });
  const cpu = Object.fromEntries(
    Object.entries(parts).map(([name, pids]) => [
      name,
      result.requests.total === 0 ? 0 : ((cpuOf(pids) - before[name]) * 1000) / result.requests.total,
    ]),
  );
  return {
    rps: Math.round(result.requests.average),
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpu,
  };
}

/** One request's status, trusting the test certificate (made for localhost). */
function statusOf(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = httpsGet(
      url,
      { headers, rejectUnauthorized: false, servername: 'localhost' },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    request.on('error', reject);
  });
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)];

/** Best round's rate, p99 of that round, errors of all rounds, median CPU µs a request per part. */
function summarise(runs) {
  const best = runs.reduce((a, b) => (b.rps > a.rps ? b : a));
  const cpu = Object.fromEntries(
    Object.keys(best.cpu).map((part) => [part, median(runs.map((run) => run.cpu[part]))]),
  );
  return {
    rps: best.rps,
    p99ms: best.p99ms,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    runs: runs.map((run) => run.rps),
    cpu,
  };
}

export async function measureProxy({ seconds = 4, rounds = 3 } = {}) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'bench-proxy-'));
  const schema = `bench_proxy_${process.pid}`;
  const started = [];
  try {
    const certificate = makeTestCertificate(dir);
    const serverEnv = (name, extra) => {
      mkdirSync(join(dir, name));
      return {
        DATA_DIR: join(dir, name),
        TRUST_PROXY: '127.0.0.1',
        COOKIE_SECURE: 'true',
        LOG_LEVEL: 'silent',
        // The load must never meet the limits; the counts still happen on every request.
        RATE_LIMIT_MAX: '1000000000',
        RATE_LIMIT_MEDIA_MAX: '1000000000',
        ...extra,
      };
    };
    const postgres = { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema };
    // A fresh schema gets the demo content on start, which takes a while on a busy machine.
    const timeoutMs = 300_000;
    const [first, second, sqlite] = await startServerProcesses([
      { name: 'first', env: serverEnv('first', postgres), timeoutMs },
      { name: 'second', env: serverEnv('second', postgres), timeoutMs },
      { name: 'sqlite', env: serverEnv('sqlite', { DATABASE_URL: '' }), timeoutMs },
    ]);
    started.push(first, second, sqlite);
    const proxy = async (name, servers) => {
      const nginx = await startNginx({
        dir: join(dir, name),
        httpPort: await freePort(),
        httpsPort: await freePort(),
        upstreams: servers.map((server) => `127.0.0.1:${server.port}`),
        certificate,
      });
      started.push(nginx);
      const nginxPid = Number(readFileSync(join(dir, name, 'nginx.pid'), 'utf8'));
      return { nginx, nginxPid };
    };
    // The database backends serving this schema's connections.
    const backends = () =>
      psql(databaseUrl, `select pid from pg_stat_activity where application_name = 'portfolio:${schema}'`)
        .split('\n')
        .filter(Boolean)
        .map(Number);

    const setups = {};
    for (const [name, servers, withDatabase] of [
      ['one server on PostgreSQL', [first], true],
      ['two servers on PostgreSQL', [first, second], true],
      ['one server on SQLite', [sqlite], false],
    ]) {
      const { nginx, nginxPid } = await proxy(name.replace(/\W+/g, '-'), servers);
      setups[name] = {
        url: nginx.url,
        parts: {
          servers: () => servers.map((server) => server.pid),
          nginx: () => childrenOf(nginxPid),
          ...(withDatabase ? { database: backends } : {}),
        },
      };
    }

    // A figure is worthless if the answer is not the one meant: check each once.
    for (const [setupName, setup] of Object.entries(setups)) {
      for (const target of Object.values(targets)) {
        const status = await statusOf(`${setup.url}${target.path}`, target.headers);
        if (status !== target.status) {
          throw new Error(`${setupName}: ${target.path} answered ${status}, expected ${target.status}`);
        }
      }
    }

    // Warm-up (JIT, statement caches, database pages), then rounds in which every setup and
    // target takes its turn, so a noisy moment on the machine falls on all of them.
    for (const setup of Object.values(setups)) {
      for (const target of Object.values(targets)) await load(setup.url, target, setup.parts, 1);
    }
    const runs = {};
    for (let round = 0; round < rounds; round += 1) {
      for (const [setupName, setup] of Object.entries(setups)) {
        for (const [targetName, target] of Object.entries(targets)) {
          ((runs[setupName] ??= {})[targetName] ??= []).push(
            await load(setup.url, target, setup.parts, seconds),
          );
        }
      }
    }

    // The rate limit's count alone: GET /api/config reads nothing from the database, so on
    // PostgreSQL its one statement is the counter's; on SQLite it is counted in memory.
    const configTarget = { path: '/api/config', status: 200 };
    const countRuns = { postgres: [], sqlite: [] };
    const direct = {
      postgres: { url: first.url, parts: { servers: () => [first.pid], database: backends } },
      sqlite: { url: sqlite.url, parts: { servers: () => [sqlite.pid] } },
    };
    for (const side of Object.values(direct)) await load(side.url, configTarget, side.parts, 1);
    for (let round = 0; round < rounds; round += 1) {
      for (const [name, side] of Object.entries(direct)) {
        countRuns[name].push(await load(side.url, configTarget, side.parts, seconds));
      }
    }
    return {
      seconds,
      rounds,
      setups: Object.fromEntries(
        Object.entries(runs).map(([setup, byTarget]) => [
          setup,
          Object.fromEntries(Object.entries(byTarget).map(([target, list]) => [target, summarise(list)])),
        ]),
      ),
      count: { postgres: summarise(countRuns.postgres), sqlite: summarise(countRuns.sqlite) },
    };
  } finally {
    for (const running of started.reverse()) await running.stop();
    try {
      psql(databaseUrl, `drop schema if exists ${schema} cascade`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

const us = (value) => `${value.toFixed(0)} µs`;

/** The figures as `npm run bench` prints them. */
export function describeProxy(figures) {
  if (figures === undefined) return 'Through nginx, one and two servers: skipped (DATABASE_URL is not set)';
  const lines = [
    `Through nginx (HTTPS, the repository's file), 32 connections, ${figures.rounds} rounds of ${figures.seconds} s (best round; CPU a request, median):`,
  ];
  for (const [setup, byTarget] of Object.entries(figures.setups)) {
    lines.push(`  ${setup}:`);
    for (const [target, side] of Object.entries(byTarget)) {
      const cpu = Object.entries(side.cpu)
        .map(([part, value]) => `${part} ${us(value)}`)
        .join(', ');
      lines.push(
        `    ${target} (${targets[target].path}): ${side.rps} req/s (rounds ${side.runs.join(', ')}), p99 ${side.p99ms} ms, errors ${side.errors}; CPU ${cpu}`,
      );
    }
  }
  const { postgres, sqlite } = figures.count;
  lines.push(
    `Rate limit cost on PostgreSQL (GET /api/config: no read, one counter statement on PostgreSQL, counted in memory on SQLite; direct, 32 connections):`,
    `  PostgreSQL: ${postgres.rps} req/s, p99 ${postgres.p99ms} ms, server CPU ${us(postgres.cpu.servers)}, database CPU ${us(postgres.cpu.database)} a request`,
    `  SQLite: ${sqlite.rps} req/s, p99 ${sqlite.p99ms} ms, server CPU ${us(sqlite.cpu.servers)} a request`,
    `  the count on PostgreSQL costs about ${us(postgres.cpu.servers - sqlite.cpu.servers)} of server CPU and ${us(postgres.cpu.database)} of database CPU a request`,
  );
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `node bench/proxy-throughput.mjs [seconds] [rounds]`: this benchmark alone (needs DATABASE_URL and a built site).
  const [seconds, rounds] = process.argv.slice(2).map(Number);
  console.log(
    describeProxy(await measureProxy({ seconds: seconds || undefined, rounds: rounds || undefined })),
  );
}
