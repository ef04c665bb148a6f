import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReferenceCardData } from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestStore, type TestDatabase } from '../../test/databases';

/**
 * One app on a fresh database shared by a whole `describe` (for read-only suites, where a fresh
 * database per test would only cost time). No demo content: the suite loads its own cards.
 */
export async function openSharedTestApp(
  database: TestDatabase,
): Promise<{ app: FastifyInstance; dispose: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'references-test-'));
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

let counter = 0;

/** A valid card with every field filled; pass what the test is about. */
export function makeCard(fields: Partial<ReferenceCardData> = {}): ReferenceCardData {
  counter += 1;
  const suffix = counter.toString(16).padStart(12, '0');
  return {
    uuid: `00000000-0000-4000-8000-${suffix}`,
    refTitle: `Untitled work ${counter}`,
    refLink: 'https://example.org/work',
    refWrittenType: 'book',
    refMediaType: 'print',
    refSocialMediaType: '',
    tags: [],
    refAuthors: [],
    publisher: '',
    refDate: '',
    creator: '',
    summary: '',
    ...fields,
  };
}
