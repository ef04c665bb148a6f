import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { dropSchemasOfRun } from './postgres-run';

/**
 * Global setup of the server project: names this run (test/postgres-run.ts) and, at its end,
 * drops whatever PostgreSQL schema of the run is left.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const run = randomBytes(4).toString('hex');
  project.provide('postgresTestRun', run);
  return async () => {
    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) await dropSchemasOfRun(databaseUrl, run);
  };
}
