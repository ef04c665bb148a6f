import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { enneagramCredentialHeaders } from '@portfolio/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeTestCertificate,
  type RunningProxy,
  startNginx,
  type TestCertificate,
} from '../../../../scripts/lib/reverse-proxy.mjs';
import {
  freePort,
  type ServerProcess,
  startServerProcesses,
} from '../../../../scripts/lib/server-process.mjs';
import { behindProxyEnv } from './behind-proxy-env';
import { type Answer, cookieOf, send, type SendOptions } from './http-client';

// Two servers started at the same moment on one fresh PostgreSQL database, the repository's
// nginx file in front of both with TLS, and a third server on a schema of its own as the
// one-server baseline (decision 084). Run by `npm test` whenever DATABASE_URL is set (CI).

const databaseUrl = process.env.DATABASE_URL;
const ownerPassword = 'scale-out owner password';
const rateLimitMax = 40;
const session = '/api/owner/session';

/** A fresh database named after the given one (`<name>_scale_<random>`), dropped afterwards. */
async function createFreshDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = new URL(baseUrl);
  const name = `${base.pathname.slice(1)}_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        // PostgreSQL 15 refuses FORCE to a non-superuser while an autovacuum worker is in the
        // database (it has no role to be a member of); the worker is done within seconds.
        for (let attempt = 1; ; attempt += 1) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            return;
          } catch (error) {
            const refused = (error as { code?: string }).code === '42501';
            if (!refused || attempt === 40) throw error;
            await new Promise((done) => setTimeout(done, 250));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

const statusesOf = (answers: Answer[]) => answers.map((answer) => answer.status);

/**
 * Counts that went ahead of their answer (decision 121) may reach the shared count after a later
 * request's count from the other server: at most a twentieth of the limit per server. Two servers
 * counting apart would let twice the limit through.
 */
const aheadAtMost = 2 * Math.floor(rateLimitMax / 20);

/** Sequential answers to one visitor across both servers: the limit, a few late counts at most, then 429s. */
function expectLimitedAcrossServers(statuses: number[]): void {
  const allowed = statuses.indexOf(429);
  expect(allowed, `statuses: ${statuses.join(' ')}`).toBeGreaterThanOrEqual(rateLimitMax);
  expect(allowed).toBeLessThanOrEqual(rateLimitMax + aheadAtMost);
  expect(statuses.slice(allowed)).toEqual(statuses.slice(allowed).map(() => 429));
}

describe.skipIf(!databaseUrl)('two servers on one PostgreSQL database behind nginx', () => {
  let dir = '';
  let database: Awaited<ReturnType<typeof createFreshDatabase>> | undefined;
  let certificate: TestCertificate;
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;
  /** The one-server baseline: same code, same limits, a database schema of its own. */
  let alone: ServerProcess | undefined;
  let nginx: RunningProxy | undefined;

  const serverEnv = (name: string, extra: Record<string, string> = {}) => {
    mkdirSync(join(dir, name));
    const env = behindProxyEnv({
      databaseUrl: database!.url,
      dataDir: join(dir, name),
      siteDir: join(dir, 'site'),
      ownerPassword,
      rateLimitMax,
    });
    return { ...env, ...extra };
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portfolio-scale-out-'));
    mkdirSync(join(dir, 'site'));
    certificate = makeTestCertificate(dir);
    database = await createFreshDatabase(databaseUrl!);
    // At the same moment: they migrate and load the demo content in turns (startup lock).
    // A fresh database gets the demo content on the first start: on a busy machine, minutes.
    const timeoutMs = 240_000;
    [first, second, alone] = await startServerProcesses([
      { name: 'first', env: serverEnv('first'), timeoutMs },
      { name: 'second', env: serverEnv('second'), timeoutMs },
      { name: 'alone', env: serverEnv('alone', { DATABASE_SCHEMA: 'alone' }), timeoutMs },
    ]);
    nginx = await startNginx({
      dir: join(dir, 'nginx'),
      httpPort: await freePort(),
      httpsPort: await freePort(),
      upstreams: [`127.0.0.1:${first!.port}`, `127.0.0.1:${second!.port}`],
      certificate,
    });
  }, 300_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([first, second, alone].map((server) => server?.stop('SIGKILL')));
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** Through nginx over HTTPS, as a visitor at `from`; writes carry the page's Origin, as browsers send it. */
  const viaProxy = (path: string, options: SendOptions = {}) =>
    send(`${nginx!.url}${path}`, {
      ca: certificate.pem,
      ...options,
      headers: { ...(options.json === undefined ? {} : { origin: nginx!.url }), ...options.headers },
    });
  /** Straight to one server over plain HTTP, as a visitor at `from` (not the proxy's address). */
  const direct = (server: ServerProcess, path: string, options: SendOptions = {}) =>
    send(`${server.url}${path}`, {
      ...options,
      headers: {
        ...(options.json === undefined && options.method === undefined ? {} : { origin: server.url }),
        ...options.headers,
      },
    });
  const guess = (server: ServerProcess, from: string, index: number) =>
    direct(server, session, { json: { password: `wrong guess ${index}` }, from });

  it('counts owner sign-in guesses sent to both servers as one count: the figures of one server', async () => {
    // First, one address guessing fast: 12 at once, alternately to both servers, and the same
    // to the lone server. (The route allows 10 a minute per address, decision 022.)
    const [alternating, lone] = await Promise.all([
      Promise.all(Array.from({ length: 12 }, (_, i) => guess(i % 2 ? first! : second!, '127.0.3.1', i))),
      Promise.all(Array.from({ length: 12 }, (_, i) => guess(alone!, '127.0.3.1', i))),
    ]);
    const sorted = (answers: Answer[]) => statusesOf(answers).sort((a, b) => a - b);
    expect(sorted(lone)).toEqual([...Array(10).fill(401), 429, 429]);
    expect(sorted(alternating)).toEqual(sorted(lone));

    // The account has now had its 10 free attempts of the window: guesses from new addresses
    // queue one second apart, whichever server they reach. Counted per server, each would still
    // have had about 5 free attempts and answered these 4 at once.
    const spread = async (servers: ServerProcess[]) => {
      const started = performance.now();
      const finished = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          guess(servers[i % servers.length]!, `127.0.3.${10 + i}`, 20 + i).then((answer) => {
            expect(answer.status).toBe(401);
            return performance.now() - started;
          }),
        ),
      );
      // From the sending, not from the first answer: a first answer held up by a busy machine
      // shortened the span between answers (2,832 ms once) without any turn coming early.
      return Math.max(...finished);
    };
    const [spanOfTwo, spanOfOne] = await Promise.all([spread([first!, second!]), spread([alone!])]);
    // Four turns one second apart: the last answer at least three seconds after the sending.
    expect(spanOfOne).toBeGreaterThanOrEqual(2_850);
    expect(spanOfTwo).toBeGreaterThanOrEqual(2_850);
  }, 90_000);

  it('keeps a sign-in made through one server on the other, and a sign-out through either ends it on both', async () => {
    const signIn = (server: ServerProcess) =>
      direct(server, session, { json: { password: ownerPassword }, from: '127.0.4.1' });
    const isOwner = async (server: ServerProcess, cookie: string) =>
      JSON.parse((await direct(server, session, { headers: { cookie }, from: '127.0.4.1' })).body).owner;

    const throughFirst = await signIn(first!);
    expect(throughFirst.status).toBe(200);
    const cookie = cookieOf(throughFirst);
    expect(await isOwner(second!, cookie)).toBe(true);
    expect(
      (await direct(second!, session, { method: 'DELETE', headers: { cookie }, from: '127.0.4.1' })).status,
    ).toBe(200);
    expect(await isOwner(first!, cookie)).toBe(false);
    expect(await isOwner(second!, cookie)).toBe(false);

    const throughSecond = cookieOf(await signIn(second!));
    expect(await isOwner(first!, throughSecond)).toBe(true);
    await direct(first!, session, {
      method: 'DELETE',
      headers: { cookie: throughSecond },
      from: '127.0.4.1',
    });
    expect(await isOwner(second!, throughSecond)).toBe(false);
  });

  it('brings the Secure cookie and HSTS back through nginx, and only over HTTPS', async () => {
    const signIn = await viaProxy(session, { json: { password: ownerPassword }, from: '127.0.4.2' });
    expect(signIn.status, nginx!.log()).toBe(200);
    expect(signIn.headers['set-cookie']?.[0]).toMatch(/; Secure/);
    expect(signIn.headers['set-cookie']?.[0]).toMatch(/; HttpOnly/);
    expect(signIn.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    const page = await viaProxy('/no-such-page', { from: '127.0.4.2' });
    expect(page.headers['strict-transport-security']).toMatch(/^max-age=\d+/);

    // Plain HTTP only leads to HTTPS; a server reached without the proxy sends no HSTS.
    const plain = await send(`${nginx!.httpUrl}${session}`, { from: '127.0.4.2' });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toMatch(/^https:\/\//);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const bypass = await direct(first!, '/api/config', {
      from: '127.0.4.2',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(bypass.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores X-Forwarded-For from an address that is not the proxy, and nginx replaces a forged one', async () => {
    // Straight to a server, naming a new address every time: all counted as 127.0.5.1.
    const forgedDirect = [];
    for (let i = 0; i <= rateLimitMax; i += 1) {
      forgedDirect.push(
        await direct(first!, '/api/config', {
          from: '127.0.5.1',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        }),
      );
    }
    expect(statusesOf(forgedDirect)).toEqual([...Array(rateLimitMax).fill(200), 429]);
    // Through nginx, the forged header is replaced by the visitor's real address.
    const forgedThroughProxy = [];
    for (let i = 0; i <= rateLimitMax + aheadAtMost; i += 1) {
      forgedThroughProxy.push(
        await viaProxy('/api/config', {
          from: '127.0.5.2',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        }),
      );
    }
    expectLimitedAcrossServers(statusesOf(forgedThroughProxy));
    // Others are counted apart: the servers read the visitor's address nginx passes on.
    expect((await viaProxy('/api/config', { from: '127.0.5.3' })).status).toBe(200);
  });

  it("counts a visitor's requests across both servers", async () => {
    const alternating = [];
    for (let i = 0; i <= rateLimitMax + aheadAtMost; i += 1) {
      alternating.push(await direct(i % 2 ? first! : second!, '/api/config', { from: '127.0.6.1' }));
    }
    expectLimitedAcrossServers(statusesOf(alternating));
    expect((await direct(first!, '/api/config', { from: '127.0.6.1' })).status).toBe(429);
    expect((await direct(second!, '/api/config', { from: '127.0.6.1' })).status).toBe(429);

    // The same through nginx, which sends a visitor's requests to both in turn.
    const throughProxy = await Promise.all(
      Array.from({ length: rateLimitMax + 5 }, () => viaProxy('/api/config', { from: '127.0.6.2' })),
    );
    expect(statusesOf(throughProxy).filter((status) => status === 200)).toHaveLength(rateLimitMax);
    expect(statusesOf(throughProxy).filter((status) => status === 429)).toHaveLength(5);
  });

  it('loses no acknowledged write when a server is killed mid-load, and nginx sends the rest to the other', async () => {
    const owner = cookieOf(await viaProxy(session, { json: { password: ownerPassword }, from: '127.0.4.2' }));
    // Writes from many addresses, so the per-address limit stays out of the way.
    let sent = 0;
    const acknowledged: { title: string; day: string; at: number }[] = [];
    const failed: { at: number; status: number | string }[] = [];
    let killedAt = Number.POSITIVE_INFINITY;
    let stop = false;
    const writer = async (lane: number) => {
      while (!stop) {
        const index = (sent += 1);
        const title = `load ${lane}-${index}`;
        // 2031-01-06 is a Monday; 40 tasks a day stays under the day's limit of 64.
        const day = new Date(Date.UTC(2031, 0, 6 + Math.floor(index / 40))).toISOString().slice(0, 10);
        const startedAt = performance.now();
        try {
          const answer = await viaProxy('/api-deep-work/tasks', {
            json: { title, notes: '', estimate: 1, status: 'planned', day },
            headers: { cookie: owner },
            from: `127.0.7.${1 + (index % 200)}`,
          });
          if (answer.status === 200) acknowledged.push({ title, day, at: startedAt });
          else failed.push({ at: startedAt, status: answer.status });
        } catch (error) {
          failed.push({ at: startedAt, status: String(error) });
        }
      }
    };
    const lanes = Array.from({ length: 6 }, (_, lane) => writer(lane));
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    killedAt = performance.now();
    await first!.stop('SIGKILL');
    const killedWith = acknowledged.length;
    const afterKill = performance.now();
    while (acknowledged.filter((write) => write.at > afterKill).length < 60) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    stop = true;
    await Promise.all(lanes);

    // Only requests already in flight when the server died may have failed (nginx does not send
    // a POST twice); every request begun after it went to the other server and was answered.
    expect(failed.filter((failure) => failure.at > afterKill)).toEqual([]);
    expect(failed.length).toBeLessThanOrEqual(6);
    expect(killedWith).toBeGreaterThanOrEqual(40);

    // Every acknowledged write is there, read back through the server left.
    const weeks = new Set(
      acknowledged.map((write) => {
        const date = new Date(`${write.day}T00:00:00Z`);
        date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
        return date.toISOString().slice(0, 10);
      }),
    );
    const stored = new Set<string>();
    for (const start of weeks) {
      const week = await viaProxy(`/api-deep-work/week?start=${start}`, {
        headers: { cookie: owner },
        from: '127.0.4.2',
      });
      expect(week.status).toBe(200);
      for (const task of JSON.parse(week.body).tasks as { title: string }[]) stored.add(task.title);
    }
    expect(acknowledged.filter((write) => !stored.has(write.title))).toEqual([]);
    expect(killedAt).toBeLessThan(afterKill);
  }, 90_000);

  it('answers every request in flight when a server is sent SIGTERM', async () => {
    // Slow requests: wrong logins on a fresh account from many addresses queue one second apart
    // (10 free, then turns), so some are still waiting their turn when the signal comes.
    const signUp = await direct(second!, '/apiEnneagram/signup/', {
      method: 'POST',
      headers: enneagramCredentialHeaders('drain.test', 'drain secret'),
      from: '127.0.8.1',
    });
    expect(signUp.status, signUp.body).toBe(201);
    const logins = Array.from({ length: 13 }, (_, i) =>
      direct(second!, '/apiEnneagram/login/', {
        method: 'POST',
        headers: enneagramCredentialHeaders('drain.test', `wrong ${i}`),
        from: `127.0.8.${10 + i}`,
      }),
    );
    const reads = Array.from({ length: 10 }, (_, i) =>
      direct(second!, '/api/config', { from: `127.0.8.${40 + i}` }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stopped = second!.stop('SIGTERM');

    const loginAnswers = await Promise.all(logins);
    expect(statusesOf(loginAnswers)).toEqual(Array(13).fill(401));
    expect(statusesOf(await Promise.all(reads))).toEqual(Array(10).fill(200));
    expect((await stopped).code).toBe(0);
  }, 90_000);
});
