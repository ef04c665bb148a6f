import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestStore, type TestDatabase, type TestStore } from './databases';
import { copySqliteTemplate, sqliteTemplateSuite, templateFor } from './sqlite-template';

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
}

/**
 * Gives every test of the surrounding `describe` a fresh database (SQLite file or PostgreSQL
 * schema) and temp folders, and closes the apps it built afterwards. Apps built within one test
 * share its data, to test what survives a restart. On SQLite the first start finds a copy of a
 * migrated template instead of an empty folder (test/sqlite-template.ts).
 */
export function useTestServer(database: TestDatabase): TestServer {
  let dir = '';
  let store: TestStore | undefined;
  let apps: FastifyInstance[] = [];

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portfolio-server-test-'));
    mkdirSync(join(dir, 'media'));
    store = await createTestStore(database, join(dir, 'data'));
  });

  afterEach(async () => {
    const closing = apps;
    apps = [];
    for (const app of closing) await app.close();
    await store?.dispose();
    store = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  afterAll(sqliteTemplateSuite());

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
      const env: EnvOverrides = {
        LOG_LEVEL: 'silent',
        OWNER_PASSWORD: TEST_OWNER_PASSWORD,
        MEDIA_DIR: join(dir, 'media'),
        SITE_DIR: join(dir, 'site'),
        ...store.env,
        ...overrides,
      };
      const defined = Object.fromEntries(Object.entries(env).filter((entry) => entry[1] !== undefined));
      // The test's own SQLite folder (not one a test pointed the server at): start from a template.
      const dataDir = store.env.DATA_DIR;
      if (database.name === 'sqlite' && !defined.DATABASE_URL && dataDir && defined.DATA_DIR === dataDir) {
        const template = templateFor(options.demoLoaders !== undefined);
        if (template) await copySqliteTemplate(template, dataDir);
      }
      const app = await buildApp(loadConfig(defined), options);
      apps.push(app);
      return app;
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
