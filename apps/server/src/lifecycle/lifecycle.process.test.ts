import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_OWNER_PASSWORD } from '../../test/build-test-app';
import { createTestStore, databases, type TestStore } from '../../test/databases';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { sqliteFileName } from '../db/database';
import { dataFolderHolderFile } from '../db/data-folder-lock';
import { startupLockKey } from '../db/startup-lock';

/** An owner sign-in whose body arrives in two halves, so it is in flight as long as the test likes. */
function slowSignIn(port: number) {
  const body = JSON.stringify({ password: TEST_OWNER_PASSWORD });
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.on('error', () => {});
  socket.write(
    `POST /api/owner/session HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`,
  );
  return {
    /** Sends the rest of the body; resolves with everything the server sent before closing. */
    finish(): Promise<string> {
      socket.write(body.slice(5));
      return closed;
    },
    /** Resolves with what was received once the server closes the connection. */
    closed,
  };
}

async function status(url: string): Promise<number | string> {
  try {
    return (await fetch(url)).status;
  } catch (error) {
    return ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code ?? String(error);
  }
}

async function waitFor<T>(read: () => Promise<T>, wanted: T, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await read()) !== wanted) {
    if (Date.now() > deadline) throw new Error(`still not ${String(wanted)}`);
    await sleep(50);
  }
}

// Each test starts real server processes (a few seconds each on a busy machine).
const processTimeout = 120_000;

for (const database of databases) {
  describe(`the server process on ${database.name}`, { timeout: processTimeout }, () => {
    let dir = '';
    let store: TestStore;
    let env: Record<string, string> = {};
    const processes: ServerProcess[] = [];

    beforeEach(async () => {
      dir = mkdtempSync(join(tmpdir(), 'portfolio-lifecycle-'));
      mkdirSync(join(dir, 'media'));
      store = await createTestStore(database, join(dir, 'data'));
      env = {
        ...store.env,
        OWNER_PASSWORD: TEST_OWNER_PASSWORD,
        MEDIA_DIR: join(dir, 'media'),
        SITE_DIR: join(dir, 'site'),
      };
    });

    afterEach(async () => {
      for (const server of processes.splice(0)) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      await store.dispose();
      rmSync(dir, { recursive: true, force: true });
    });

    async function start(extra: Record<string, string> = {}) {
      const server = await startServerProcess({ ...env, ...extra });
      processes.push(server);
      return server;
    }

    it('prints one start-up line, drains slow requests on SIGTERM, closes the database and exits 0', async () => {
      const server = await start();
      const line = await server.started();
      const dataDir = join(dir, 'data');
      if (database.name === 'sqlite') {
        expect(line).toBe(
          `Portfolio site: http://localhost:${server.port}/ · database: SQLite ${join(dataDir, sqliteFileName)} · data folder: ${dataDir} · Node ${process.version}`,
        );
      } else {
        const url = new URL(process.env.DATABASE_URL!);
        expect(line).toContain(
          `database: PostgreSQL ${url.username}@${url.hostname}:${url.port || 5432}${url.pathname} (schema ${store.env.DATABASE_SCHEMA})`,
        );
        expect(line).not.toContain(`:${url.password}@`);
      }
      expect(
        server
          .output()
          .split('\n')
          .filter((text) => text.startsWith('Portfolio site: ')),
      ).toHaveLength(1);
      expect(await status(`${server.base}/healthz`)).toBe(200);
      expect(await status(`${server.base}/readyz`)).toBe(200);

      const signIns = [slowSignIn(server.port), slowSignIn(server.port), slowSignIn(server.port)];
      await sleep(300);
      server.child.kill('SIGTERM');
      // No new connection is taken once the signal has arrived.
      await waitFor(() => status(`${server.base}/healthz`), 'ECONNREFUSED', 5_000);

      const answers = await Promise.all(signIns.map((signIn) => signIn.finish()));
      for (const answer of answers) {
        expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
        expect(answer).toContain('set-cookie: ');
        expect(answer).toContain('{"owner":true}');
      }
      expect(await server.exited).toBe(0);

      if (database.name === 'sqlite') {
        // Closed cleanly: the write-ahead log was folded into the file and the holder's name removed.
        expect(existsSync(join(dataDir, `${sqliteFileName}-wal`))).toBe(false);
        expect(existsSync(join(dataDir, dataFolderHolderFile))).toBe(false);
        const file = new SqliteDatabase(join(dataDir, sqliteFileName), { readonly: true });
        expect(file.prepare('select count(*) as n from owner_sessions').get()).toEqual({ n: 3 });
        file.close();
        // So another server may take the folder at once.
        const next = await start();
        await next.started();
        next.child.kill('SIGTERM');
        expect(await next.exited).toBe(0);
      } else {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        const rows = await client.query(
          `select count(*)::int as n from ${store.env.DATABASE_SCHEMA}.owner_sessions`,
        );
        await client.end();
        expect(rows.rows[0]).toEqual({ n: 3 });
      }
    });

    it('cuts a request that outlives DRAIN_TIMEOUT, then still closes and exits 0', async () => {
      const server = await start({ DRAIN_TIMEOUT: '1' });
      await server.started();
      const stuck = slowSignIn(server.port);
      await sleep(300);
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(900);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(await stuck.closed).toBe('');
    });

    it.skipIf(database.name !== 'postgres')(
      'is alive but not ready while another server holds the start-up lock',
      async () => {
        const schema = store.env.DATABASE_SCHEMA!;
        const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await holder.connect();
        try {
          await holder.query('select pg_advisory_lock($1::int, hashtext($2))', [startupLockKey, schema]);
          const server = await start();
          await waitFor(() => status(`${server.base}/healthz`), 200);
          await sleep(500);
          expect(await status(`${server.base}/readyz`)).toBe(503);
          const page = await fetch(`${server.base}/api/config`);
          expect(page.status).toBe(503);
          expect(page.headers.get('retry-after')).toBe('5');

          await holder.query('select pg_advisory_unlock($1::int, hashtext($2))', [startupLockKey, schema]);
          await server.started();
          expect(await status(`${server.base}/readyz`)).toBe(200);
          expect(await status(`${server.base}/api/config`)).toBe(200);
          server.child.kill('SIGTERM');
          expect(await server.exited).toBe(0);
        } finally {
          await holder.end();
        }
      },
    );
  });
}
