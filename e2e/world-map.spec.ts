import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';

// The world map on the real server: the globe from the landing tile, dragged, hovered and clicked.

const articleOfGeorgia = 'https://en.wikipedia.org/wiki/Georgia_(country)';

const centreOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** The encyclopedia is outside the test network: its pages are answered here. */
const answerArticles = (context: BrowserContext) =>
  context.route('https://en.wikipedia.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Article</title>' }),
  );

async function openGlobe(page: Page) {
  await page.goto('/landing');
  await page
    .getByRole('navigation', { name: 'Projects' })
    .getByRole('link', { name: 'World Map', exact: true })
    .click();
  await expect(page).toHaveURL(/\/draggable-globe$/);
  await expect(page.getByRole('heading', { level: 1, name: 'World Map' })).toBeVisible();
  return page.getByRole('application', { name: 'World globe' });
}

test('the globe turns under the pointer, shows a hovered country and opens its article', async ({
  page,
  context,
}) => {
  await answerArticles(context);
  await page.setViewportSize({ width: 1280, height: 900 });
  const globe = await openGlobe(page);
  const egypt = globe.getByRole('link', { name: 'Egypt' });
  await expect(egypt).toBeVisible();
  await expect(page.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/landing');

  // Drag from the middle of the globe 120 pixels to the right: the land follows the pointer.
  const before = await centreOf(egypt);
  const start = await centreOf(globe);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) await page.mouse.move(start.x + step * 15, start.y);
  // Mid-drag the countries' links give way to the canvas, which a worker paints (decision 048):
  // they go only once the worker says its first frame is drawn.
  await expect(page.locator('canvas')).toBeVisible();
  await expect(globe.getByRole('link')).toHaveCount(0);
  await page.mouse.up();
  await expect.poll(async () => (await centreOf(egypt)).x - before.x).toBeGreaterThan(80);

  const georgia = globe.getByRole('link', { name: 'Georgia' });
  await georgia.hover();
  const flag = page.getByRole('img', { name: 'Flag of Georgia' });
  await expect(flag).toBeVisible();
  await expect(flag).toHaveAttribute('src', '/images/world-flags/ge.svg');
  await expect.poll(() => flag.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('figure').getByText('Georgia', { exact: true })).toBeVisible();

  const opened = page.waitForEvent('popup');
  await georgia.click();
  const article = await opened;
  await expect(article).toHaveURL(articleOfGeorgia);
});

test('the keyboard turns and zooms the globe', async ({ page }) => {
  const globe = await openGlobe(page);
  const spain = globe.getByRole('link', { name: 'Spain' });
  await expect(spain).toBeVisible();
  const before = (await spain.boundingBox())?.width ?? 0;
  await globe.focus();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect.poll(async () => ((await spain.boundingBox())?.width ?? 0) / before).toBeGreaterThan(1.4);
});

/**
 * Every zoom the globe shows after one + press, as its data-zoom attribute reports it. The page's
 * clock is held still around the press and run frame by frame, so a busy machine cannot skip frames.
 */
async function zoomsOfOnePress(page: Page) {
  const globe = await openGlobe(page);
  await expect(globe.getByRole('link', { name: 'Spain' })).toBeVisible();
  await globe.evaluate((svg) => {
    const seen: string[] = [];
    (window as unknown as { zooms: string[] }).zooms = seen;
    new MutationObserver(() => seen.push(svg.getAttribute('data-zoom') ?? '')).observe(svg, {
      attributes: true,
      attributeFilter: ['data-zoom'],
    });
  });
  await globe.focus();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.keyboard.press('+');
  await page.clock.runFor(500);
  await expect(globe).toHaveAttribute('data-zoom', '1.25');
  await page.clock.resume();
  return page.evaluate(() => (window as unknown as { zooms: string[] }).zooms);
}

test('a key press glides to its zoom, and jumps there when less motion is asked for', async ({ page }) => {
  await page.clock.install();
  // The glide lasts 180 ms: about ten frames of zooms between the two.
  const gliding = await zoomsOfOnePress(page);
  expect(gliding.length).toBeGreaterThanOrEqual(5);
  expect(gliding.at(-1)).toBe('1.25');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await zoomsOfOnePress(page)).toEqual(['1.25']);
});

test('the geometry and flags are served, and bad addresses never give a 5xx', async ({ request }) => {
  const geometry = await request.get('/data/world-map/world_map_geometry.json');
  expect(geometry.status()).toBe(200);
  expect((await geometry.json()).type).toBe('Topology');
  for (const url of [
    '/images/world-flags/zz.svg',
    '/images/world-flags/..%2F..%2Fpackage.json',
    '/images/world-flags/%E0%A4%A',
    '/data/world-map/..%2F..%2Findex.html',
    '/draggable-globe/%E0%A4%A',
  ]) {
    const response = await request.get(url);
    expect(response.status(), url).toBeLessThan(500);
  }
});

test('the globe is one Tab stop, and the arrow keys move from country to country', async ({
  page,
  context,
}) => {
  await answerArticles(context);
  await page.setViewportSize({ width: 1280, height: 800 });
  const globe = await openGlobe(page);
  await expect(globe.getByRole('link', { name: 'Egypt' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset view' }).focus();
  await page.keyboard.press('Tab');
  await expect(globe).toBeFocused();
  await expect(globe).toHaveCSS('outline-style', 'solid');

  // A mouse resting over the globe, away from its middle: the globe turns under it, and the card
  // still names the country the keyboard reached, not the one that comes under the pointer.
  const globeBox = await globe.boundingBox();
  if (!globeBox) throw new Error('globe not on screen');
  await page.mouse.move(globeBox.x + globeBox.width * 0.62, globeBox.y + globeBox.height * 0.4);
  const card = page.locator('figure p[aria-live]');
  const cardName = card.locator('span').first();
  const active = globe.locator('[data-active="true"]');

  // The first arrow takes the country in the middle of the view; each arrow then moves that way.
  await page.keyboard.press('ArrowRight');
  await expect(active).toHaveCount(1);
  const first = (await active.getAttribute('aria-label')) ?? '';
  await expect(cardName).toHaveText(first);
  await expect(card.getByRole('link', { name: /^Read about/ })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(active).not.toHaveAttribute('aria-label', first);
  await expect(active).toHaveCount(1);
  const second = (await active.getAttribute('aria-label')) ?? '';
  // The country reached is ringed and turned into the middle of the globe.
  const globeCentre = await centreOf(globe);
  await expect.poll(async () => Math.abs((await centreOf(active)).x - globeCentre.x)).toBeLessThan(60);
  // The turn is over, under the still mouse: the card names the keyboard's country.
  await expect(cardName).toHaveText(second);
  expect(await cardName.textContent()).toBe(second);
  await page.screenshot({ path: test.info().outputPath('globe-keyboard.png') });

  const name = (await card.locator('span').first().textContent()) ?? '';
  const opened = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const article = await opened;
  await expect(article).toHaveURL(new RegExp(`wikipedia\\.org/wiki/`));
  await article.close();

  // Tab leaves the globe at once: no country is a Tab stop of its own.
  await globe.focus();
  await page.keyboard.press('Tab');
  const focusedIsCountry = await page.evaluate(() => Boolean(document.activeElement?.closest('.country')));
  expect(focusedIsCountry).toBe(false);
  await expect(globe).not.toBeFocused();
  expect(name.length).toBeGreaterThan(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the first tap shows the flag and name, a second opens the article', async ({ page, context }) => {
    await answerArticles(context);
    const popups: string[] = [];
    context.on('page', (opened) => popups.push(opened.url()));
    const globe = await openGlobe(page);
    const egypt = globe.getByRole('link', { name: 'Egypt' });
    await expect(egypt).toBeVisible();
    await egypt.tap();
    await expect(page.getByRole('img', { name: 'Flag of Egypt' })).toBeVisible();
    await expect(page.locator('figure').getByText('Egypt', { exact: true })).toBeVisible();
    const link = page.getByRole('link', { name: /Read about Egypt/ });
    await expect(link).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('globe-phone-tap.png') });
    await page.waitForTimeout(500);
    expect(popups).toHaveLength(0);

    const opened = page.waitForEvent('popup');
    await egypt.tap();
    const article = await opened;
    await expect(article).toHaveURL('https://en.wikipedia.org/wiki/Egypt');
  });
});
