import { resolve } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSampleAddresses } from '@portfolio/site/src/route-tables';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';

// Mocks that keep up (issue 27): every sample address of the route tables, opened on the site as
// `npm run dev:mock` serves it (Vite in mock mode, MSW answering), shows its page: no error
// report, no detour to /error, no console error and no uncaught exception. A route table pointing
// at something the fixtures lack fails here, not in front of someone working on the mocks.

const root = resolve(import.meta.dirname, '..');

let server: ViteDevServer | undefined;
let browser: Browser | undefined;
let origin = '';

beforeAll(async () => {
  server = await createServer({
    configFile: resolve(root, 'apps/site/vite.config.ts'),
    mode: 'mock',
    logLevel: 'error',
    server: { port: 0, strictPort: false, host: '127.0.0.1' },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('The mock site is not listening');
  origin = `http://127.0.0.1:${address.port}`;
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the site on mock data', () => {
  it('shows every sample address of the route tables without an error', async () => {
    const addresses = listSampleAddresses();
    expect(addresses.length).toBeGreaterThan(40);
    const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    let problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));

    const failures: string[] = [];
    for (const address of addresses) {
      problems = [];
      await page.goto(`${origin}${address}`, { waitUntil: 'load' });
      // The page has drawn once the mock worker answered and the route's first heading is up.
      await page
        .locator('h1')
        .first()
        .waitFor({ timeout: 30_000 })
        .catch(() => problems.push('no heading within 30 s'));
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const path = new URL(page.url()).pathname;
      if (path === '/error' && address !== '/error') problems.push('sent to /error');
      if ((await page.getByRole('heading', { name: 'ERROR REPORT' }).count()) > 0 && address !== '/error')
        problems.push('shows the error report');
      if (problems.length > 0) failures.push(`${address}: ${problems.join('; ')}`);
    }
    await context.close();
    expect(failures).toEqual([]);
  }, 900_000);
});
