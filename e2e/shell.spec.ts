import { expect, type Page, test } from '@playwright/test';
import { E2E_OWNER_PASSWORD, e2eExternalLinks } from './e2e-env.ts';

const IN_APP_TILES: Array<[string, RegExp]> = [
  ['References', /\/references$/],
  ['World Map', /\/draggable-globe$/],
  ['Photo Gallery', /\/gallery\/alex-morgan-home$/],
  ['Recipes for the Pressure Cooker', /\/recipes\/recipes-home$/],
  ['MIDI Score Page Turner', /\/midi\/landing\/home$/],
  ['Enneagram', /\/enneagram\/enneagram-home$/],
  ['Deep Work', /\/deep-work\/tasks-home$/],
  ['Leitner Box', /\/leitner\/vocab$/],
  ['Video Database', /\/video-database\/video-player$/],
  ['DWM', /\/dwm\/x540t\/calendar$/],
];

const EXTERNAL_TILES: Array<[string, string]> = [
  ['Music', e2eExternalLinks.music],
  ['2024 Election', e2eExternalLinks.election],
];

const tiles = (page: Page) => page.getByRole('navigation', { name: 'Projects' });

test('the empty path leads home, and the sign-in button to the landing page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole('heading', { level: 1, name: "Alex Morgan's Projects" })).toBeVisible();
  await expect(page.getByText('Last updated: 12-6-24')).toBeVisible();
  await expect(tiles(page).getByRole('listitem')).toHaveCount(15);
});

test('the landing grid has five columns on a desktop screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/landing');
  const items = tiles(page).getByRole('listitem');
  const firstRowTops = await items.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  );
  expect(firstRowTops.filter((top) => top === firstRowTops[0])).toHaveLength(5);
});

for (const [title, target] of IN_APP_TILES) {
  test(`the ${title} tile goes to its area`, async ({ page }) => {
    await page.goto('/landing');
    await tiles(page).getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(target);
  });
}

for (const [title, address] of EXTERNAL_TILES) {
  test(`the ${title} tile opens its page in a new tab`, async ({ page }) => {
    await page.goto('/landing');
    const popupOpened = page.waitForEvent('popup');
    await tiles(page)
      .getByRole('link', { name: new RegExp(`^${title} \\(opens in a new tab\\)$`) })
      .click();
    const popup = await popupOpened;
    await expect(popup).toHaveURL(address);
    await expect(page).toHaveURL(/\/landing$/);
  });
}

test('View Quests and Edit Quests are shown as not available yet', async ({ page }) => {
  await page.goto('/landing');
  for (const title of ['View Quests', 'Edit Quests']) {
    await expect(tiles(page).getByText(`${title} (not available yet)`)).toBeVisible();
    await expect(tiles(page).getByRole('link', { name: title, exact: true })).toHaveCount(0);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Sign Off ends the owner session on the server and goes home', async ({ page }) => {
    // Four page loads on a phone profile: on a loaded two-core machine the default 60 s was too short.
    test.slow();
    await page.goto('/owner');
    await page.getByLabel('Owner password').fill(E2E_OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('You are signed in as the owner.')).toBeVisible();

    await page.goto('/landing');
    // Signed in, the footer link must not offer a sign-in (decision 100): it names the owner page.
    await expect(page.getByRole('link', { name: 'Owner page' })).toBeVisible();
    await expect(page.getByText('Owner sign-in')).toHaveCount(0);
    await tiles(page).getByRole('link', { name: 'Sign Off' }).tap();
    await expect(page).toHaveURL(/\/home$/);
    const session = await page.request.get('/api/owner/session');
    expect(await session.json()).toMatchObject({ owner: false });

    await page.goto('/owner');
    await expect(page.getByLabel('Owner password')).toBeVisible();
    await expect(page.getByText('You are signed in as the owner.')).toHaveCount(0);
  });
});

test('a discreet link on the landing page leads to the owner page, which links the Leitner deck', async ({
  page,
}) => {
  await page.goto('/landing');
  await page.getByRole('link', { name: 'Owner page' }).click();
  await expect(page).toHaveURL(/\/owner$/);
  const changes = page.getByRole('navigation', { name: 'What the owner can change' });
  await expect(changes.getByRole('link', { name: 'Leitner box: the vocabulary deck' })).toHaveAttribute(
    'href',
    '/leitner/vocab',
  );
});

test('Sign Off returns home', async ({ page }) => {
  await page.goto('/landing');
  await tiles(page).getByRole('link', { name: 'Sign Off' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('an unknown path shows the not-found page with a way back, sent with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the landing page' }).click();
  await expect(page).toHaveURL(/\/landing$/);
});

test('/error opened directly explains itself', async ({ page }) => {
  await page.goto('/error');
  await expect(page.getByRole('heading', { name: 'ERROR REPORT' })).toBeVisible();
  await expect(page.getByText('There is no error to report.')).toBeVisible();
});

test('a failed data fetch leads to the error report with message, status and error', async ({ page }) => {
  // The one place this suite bends the server: it makes the session call fail, to reach /error.
  await page.route('**/api/owner/session', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Database is restarting', status: 503, error: 'Service Unavailable' }),
    }),
  );
  await page.goto('/owner');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByRole('heading', { name: 'ERROR REPORT' })).toBeVisible();
  await expect(
    page.getByText('Http failure response for /api/owner/session: 503 Service Unavailable'),
  ).toBeVisible();
  await expect(page.getByText('503', { exact: true })).toBeVisible();
});

test('the owner signs in and out on the discreet owner page', async ({ page }) => {
  await page.goto('/owner');
  const password = page.getByLabel('Owner password');
  await password.fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong owner password');

  await password.fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You are signed in as the owner.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('You are signed in as the owner.')).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'owner_session')?.httpOnly).toBe(true);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Owner password')).toBeVisible();
});

test('pages carry the security headers and the embedded site config', async ({ request }) => {
  const response = await request.get('/landing');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(await response.text()).toContain('<script id="site-config" type="application/json">');
});
