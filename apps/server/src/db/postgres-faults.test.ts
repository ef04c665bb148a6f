import pg from 'pg';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAsOwner, useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';

const postgres = databases.find((database) => database.name === 'postgres');
const composers = '/apiMIDI/piano-composers';
const ownerSession = '/api/owner/session';

/** Ends every connection of the app on this schema, as a database restart would. */
async function terminateBackends(schema: string): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
      [`portfolio:${schema}`],
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

describe.skipIf(postgres === undefined)('PostgreSQL faults', () => {
  const server = useTestServer(postgres ?? { name: 'postgres' });
  const timers: NodeJS.Timeout[] = [];
  afterEach(() => timers.splice(0).forEach(clearInterval));

  it('survives connections dropped mid-query: 5xx JSON meanwhile, answers again afterwards', async () => {
    const app = await server.build();
    const schema = app.config.databaseSchema!;
    const cookie = await signInAsOwner(app);

    // A query running when its connection is terminated fails, and the process lives on.
    const sleeping = sql`select pg_sleep(5)`.execute(app.db).then(
      () => 'finished',
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await terminateBackends(schema)).toBeGreaterThan(0);
    expect(await sleeping).toBeInstanceOf(Error);

    // Requests while connections keep being dropped: each answers, either normally or with the
    // shared error shape.
    let terminations = 0;
    const terminating: Promise<unknown>[] = [];
    timers.push(
      setInterval(() => {
        terminating.push(terminateBackends(schema).then((count) => (terminations += count)));
      }, 20),
    );
    // Each session check reads the database; batches go on until several connections were cut.
    const answers = [];
    const deadline = Date.now() + 5_000;
    while (terminations < 3 && Date.now() < deadline) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, () => app.inject({ url: ownerSession, headers: { cookie } })),
        )),
      );
    }
    timers.splice(0).forEach(clearInterval);
    await Promise.all(terminating);
    for (const answer of answers) {
      if (answer.statusCode === 200) continue;
      expect(answer.statusCode).toBeGreaterThanOrEqual(500);
      expect(answer.json()).toMatchObject({ status: answer.statusCode });
    }
    expect(terminations).toBeGreaterThan(0);

    // Recovered by itself: fresh connections replace the dropped ones. A pooled connection cut by
    // the last termination may still be handed out before its close reaches the pool, so the
    // first request or two may fail with the error shape; within two seconds the answers are back.
    let after = await app.inject({ url: ownerSession, headers: { cookie } });
    for (let attempt = 0; after.statusCode !== 200 && attempt < 20; attempt += 1) {
      expect(after.statusCode).toBeGreaterThanOrEqual(500);
      expect(after.json()).toMatchObject({ status: after.statusCode });
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await app.inject({ url: ownerSession, headers: { cookie } });
    }
    expect(after.json()).toEqual({ owner: true });
  }, 90_000);

  it('starts servers at once on one fresh schema: all come up, one password is generated', async () => {
    // Three at once: without the start-up lock two of them load the same demo rows.
    const empty = await server.emptyDatabase();
    const apps = await Promise.all(
      Array.from({ length: 3 }, () => server.build({ ...empty, OWNER_PASSWORD: undefined })),
    );
    expect(apps.filter((app) => app.generatedOwnerPassword !== undefined)).toHaveLength(1);
    for (const app of apps) {
      expect((await app.inject({ method: 'GET', url: composers })).statusCode).toBe(200);
    }
    const credentials = await apps[0]!.db.selectFrom('owner_credential').select('id').execute();
    expect(credentials).toHaveLength(1);
  });
});
