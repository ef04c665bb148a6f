import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../.storybook/chromium.ts';
import { E2E_OWNER_PASSWORD, e2eBaseUrl, e2eExternalLinks, e2ePort } from './e2e-env.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const dataDir = join(tmpdir(), `portfolio-e2e-${e2ePort}`);

// The end-to-end suite runs the built site on the real server with a fresh embedded database.
const serverEnv: Record<string, string> = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
);
Object.assign(serverEnv, {
  NODE_ENV: 'production',
  PORT: String(e2ePort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  // Empty, not deleted: Playwright adds the runner's own variables back, and CI's DATABASE_URL
  // would put the suite on a PostgreSQL database that outlives the run.
  DATABASE_URL: '',
  OWNER_PASSWORD: E2E_OWNER_PASSWORD,
  LOG_LEVEL: 'warn',
  // Every test's browser comes from 127.0.0.1: the whole suite is one address to the per-address
  // limit, and with eight areas it passed 600 requests a minute and got 429 pages.
  RATE_LIMIT_MAX: '100000',
  MUSIC_URL: e2eExternalLinks.music,
  DWM_URL: e2eExternalLinks.dwm,
  ELECTION_URL: e2eExternalLinks.election,
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A stray test.only would run one test and report the suite green.
  forbidOnly: true,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two workers, the server and Chromium share two cores: a 200-card page can take a few seconds,
  // and in a loaded CI run a fresh knowledge-base page took over 10 s to its first cards.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: e2eBaseUrl,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  outputDir: join(repoRoot, 'test-results'),
  webServer: {
    command: `rm -rf '${dataDir}' && node --import tsx apps/server/src/main.ts`,
    cwd: repoRoot,
    url: `${e2eBaseUrl}/api/config`,
    env: serverEnv,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
