import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestStore, type TestDatabase } from './databases';

/**
 * One app on a fresh database shared by a whole `describe` (for read-only suites, where a fresh
 * database per test would only cost time). No demo content: the suite loads its own data.
 */
export async function openSharedTestApp(
  database: TestDatabase,
): Promise<{ app: FastifyInstance; dispose: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'shared-test-app-'));
  const store = await createTestStore(database, join(dir, 'data'));
  const cleanUp = async () => {
    await store.dispose();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        OWNER_PASSWORD: 'correct horse battery',
        MEDIA_DIR: join(dir, 'media'),
        SITE_DIR: join(dir, 'site'),
        ...store.env,
      }),
      { demoLoaders: [] },
    );
    return {
      app,
      dispose: async () => {
        await app.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
