import { expect, test } from '@playwright/test';

// Decision 044: the server draws each page's first paint, inert until React has taken it over.

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor already sees the landing page: its heading, its text and its tiles, styled', async ({
    page,
  }) => {
    await page.goto('/landing');
    await expect(page.getByText("Alex Morgan's Projects", { exact: true })).toBeVisible();
    await expect(page.getByText('Last updated: 12-6-24')).toBeVisible();
    await expect(page.locator('#root a[href="/leitner/vocab"]')).toBeVisible();
    // Styled: the tiles sit in a grid, several on one row, not stacked as bare links.
    const tops = await page
      .locator('#root nav li')
      .evaluateAll((items) => items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });

  test('an address that only leads elsewhere is redirected by the server, with its query', async ({
    page,
    request,
  }) => {
    await page.goto('/video-database?primary=science');
    await expect(page).toHaveURL(/\/video-database\/video-player\?primary=science$/);
    await expect(page.getByText('Video library', { exact: true })).toBeVisible();
    const answer = await request.get('/enneagram', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()['location']).toBe('/enneagram/enneagram-home');
  });

  test("an area's page shows its frame and heading while its data is still to come", async ({ page }) => {
    await page.goto('/leitner/vocab');
    await expect(page.getByText('Leitner box', { exact: true })).toBeVisible();
    await expect(page.locator('#root a[href="/landing"]')).toBeVisible();
  });
});

test('the server sends the paint inert, and the page works once React has taken it over', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/deep-work/tasks-home')).text();
  expect(html).toMatch(/<div id="root" data-server-paint inert>.*<h1[^>]*>Deep Work<\/h1>/s);

  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/landing');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('link', { name: 'Leitner Box' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leitner box' })).toBeVisible();
  expect(problems).toEqual([]);
});

test("a page's first data is fetched once, beside the scripts, and the page uses that answer", async ({
  page,
}) => {
  await page.goto('/enneagram/enneagram-home');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  // One network fetch of the reference, started by the head's preload link; the page's own request
  // took that answer instead of asking again.
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/apiEnneagramFile/reference')
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  expect(fetched).toEqual(['link']);
});

test("the page's module is asked for once the server's paint is on screen, and then runs the page", async ({
  page,
}) => {
  await page.goto('/landing');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // Decision 046: no module script or preload in the sent page, only the small deferred loader.
  const sent = await (await page.request.get('/landing')).text();
  expect(sent).not.toMatch(/<script type="module"|rel="modulepreload"/);
  expect(sent).toMatch(
    /<script src="\/assets\/after-first-paint-[0-9a-f]{8}\.js" data-module="\/assets\/index-[^"]+\.js"/,
  );
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const module = performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))?.startTime;
    return { paint, module };
  });
  expect(timing.paint).toBeDefined();
  expect(timing.module).toBeGreaterThanOrEqual(timing.paint ?? Number.POSITIVE_INFINITY);
});

test('an area page names its own chunks for the loader to fetch beside the entry, and uses each one', async ({
  page,
}) => {
  const preloadsOf = async (address: string) => {
    const sent = await (await page.request.get(address)).text();
    return (/data-preload="([^"]*)"/.exec(sent)?.[1] ?? '').split(' ').filter(Boolean);
  };
  // Decision 047: the landing page's list is the entry's own; the album page adds the gallery's chunks.
  const entryOnly = await preloadsOf('/landing');
  const album = '/gallery/alex-morgan/Pet%20Portraits%20-%20Biscuit';
  const named = await preloadsOf(album);
  const added = named.filter((file) => !entryOnly.includes(file));
  expect(added.length).toBeGreaterThan(0);

  await page.goto(album);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1, name: 'Pet Portraits - Biscuit' })).toBeVisible();
  const requested = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  // Nothing named in vain: the page loads every chunk its list named.
  for (const file of added) expect(requested).toContain(file);
});
