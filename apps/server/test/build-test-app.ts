import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestStore, type TestDatabase, type TestStore } from './databases';
import { resetPostgresTemplate } from './postgres-template';
import { copySqliteTemplate } from './sqlite-template';
import { templateFor } from './template-kind';
import { templateSuite } from './templates';

export const TEST_OWNER_PASSWORD = 'correct horse battery';

/** Variables given to a test app; `undefined` removes one (for example OWNER_PASSWORD). */
export type EnvOverrides = Record<string, string | undefined>;

export interface TestServer {
  /** The test's own folder: `data/`, `media/` (created empty) and `site/` (absent unless a test makes it). */
  dir: string;
  mediaDir: string;
  siteDir: string;
  /** Builds an app on this test's database and folders; it is closed after the test. */
  build(overrides?: EnvOverrides, options?: BuildAppOptions): Promise<FastifyInstance>;
  /**
   * Variables that point a build at a database no start has touched (a new SQLite folder, a new
   * PostgreSQL schema), removed after the test: for tests of what a very first start does.
   */
  emptyDatabase(): Promise<EnvOverrides>;
}

/**
 * Gives every test of the surrounding `describe` a fresh database and temp folders, and closes
 * the apps it built afterwards. Apps built within one test share its data, to test what survives
 * a restart. The first start finds the database as an earlier start left it, migrated and with
 * the demo content if the test runs the registered loaders on the real clock: on SQLite a copy of
 * a template file (test/sqlite-template.ts), on PostgreSQL the file's working schema with its rows
 * put back (test/postgres-template.ts).
 */
export function useTestServer(database: TestDatabase): TestServer {
  let dir = '';
  let store: TestStore | undefined;
  let apps: FastifyInstance[] = [];
  // PostgreSQL: the working schema, reset once for this test's first start. A promise: apps built
  // at once share the one reset.
  let postgresSchema: Promise<string> | undefined;
  const emptyStores: TestStore[] = [];

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portfolio-server-test-'));
    mkdirSync(join(dir, 'media'));
    postgresSchema = undefined;
    store =
      database.name === 'postgres'
        ? {
            env: { DATABASE_URL: process.env.DATABASE_URL ?? '', DATA_DIR: join(dir, 'data') },
            dispose: async () => {},
          }
        : await createTestStore(database, join(dir, 'data'));
  });

  afterEach(async () => {
    const closing = apps;
    apps = [];
    for (const app of closing) await app.close();
    for (const empty of emptyStores.splice(0)) await empty.dispose();
    await store?.dispose();
    store = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  afterAll(templateSuite());

  return {
    get dir() {
      return dir;
    },
    get mediaDir() {
      return join(dir, 'media');
    },
    get siteDir() {
      return join(dir, 'site');
    },
    async build(overrides = {}, options = {}) {
      if (!store) throw new Error('build() runs inside a test');
      const kind = templateFor(options.demoLoaders !== undefined);
      // PostgreSQL, unless the test points the server at another database or schema.
      const ownSchema =
        database.name === 'postgres' &&
        overrides.DATABASE_SCHEMA === undefined &&
        (overrides.DATABASE_URL === undefined || overrides.DATABASE_URL === store.env.DATABASE_URL);
      if (ownSchema) postgresSchema ??= resetPostgresTemplate(kind ?? 'migrated');
      const env: EnvOverrides = {
        LOG_LEVEL: 'silent',
        OWNER_PASSWORD: TEST_OWNER_PASSWORD,
        MEDIA_DIR: join(dir, 'media'),
        SITE_DIR: join(dir, 'site'),
        ...store.env,
        ...(ownSchema && postgresSchema ? { DATABASE_SCHEMA: await postgresSchema } : {}),
        ...overrides,
      };
      const defined = Object.fromEntries(Object.entries(env).filter((entry) => entry[1] !== undefined));
      // The test's own SQLite folder (not one a test pointed the server at): start from a template.
      const dataDir = store.env.DATA_DIR;
      if (database.name === 'sqlite' && !defined.DATABASE_URL && dataDir && defined.DATA_DIR === dataDir) {
        if (kind) await copySqliteTemplate(kind, dataDir);
      }
      const app = await buildApp(loadConfig(defined), options);
      apps.push(app);
      return app;
    },
    async emptyDatabase() {
      const empty = await createTestStore(database, mkdtempSync(join(dir, 'empty-data-')));
      emptyStores.push(empty);
      return empty.env;
    },
  };
}

/** The `name=value` part of a Set-Cookie header, to send back as a Cookie header. */
export function cookiePair(setCookie: string | string[] | undefined): string {
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!first) throw new Error('The answer set no cookie');
  return first.split(';')[0] ?? '';
}

/** Signs in as the owner and returns the Cookie header to send with owner calls. */
export async function signInAsOwner(app: FastifyInstance, password = TEST_OWNER_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/owner/session', payload: { password } });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return cookiePair(response.headers['set-cookie']);
}
