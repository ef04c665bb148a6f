import { expect, type Page, test } from '@playwright/test';

const home = '/gallery/alex-morgan-home';
const biscuit = '/gallery/alex-morgan/Pet%20Portraits%20-%20Biscuit';

/** True when every picture in the locator's cells has arrived and decoded. */
const picturesLoaded = (page: Page, count: number) =>
  page
    .locator('main li img')
    .evaluateAll(
      (images, wanted) =>
        images.slice(0, wanted).every((image) => (image as HTMLImageElement).naturalWidth > 0),
      count,
    );

test('a visitor opens each album menu, goes to a pet album, and steps through its pictures', async ({
  page,
}, testInfo) => {
  await page.goto('/landing');
  await page.getByRole('link', { name: 'Photo Gallery' }).click();
  await expect(page).toHaveURL(home);
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link')).toHaveAttribute(
    'href',
    '/landing',
  );
  const cover = page.getByRole('region', { name: 'Albums' }).locator('img');
  await expect
    .poll(() => cover.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  // Each menu by keyboard: Enter opens it on its first album, Escape closes it back to its button.
  const menus: [string, string[]][] = [
    ['Gallery Albums', ['Childroom', 'Yellowstone 2023', 'Pet Gallery']],
    ['Family Albums', ['Grandbaby']],
    ['AI Generated', ['Presidents', 'Monarchs', 'Astronauts', 'Lighthouses']],
  ];
  for (const [label, entries] of menus) {
    const button = page.getByRole('button', { name: label });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: label });
    await expect(menu.getByRole('menuitem')).toHaveText(entries.map((entry) => new RegExp(`^${entry}`)));
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    if (label === 'Gallery Albums')
      await page.screenshot({ path: testInfo.outputPath('gallery-home-menu.png') });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  }

  // Into the Pet Gallery submenu and a pet album: 'Pet Portraits - Biscuit'.
  await page.getByRole('button', { name: 'Gallery Albums' }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Pet Gallery' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('menu', { name: 'Pet Gallery' }).getByRole('menuitem')).toHaveText([
    'Biscuit',
    'Marmalade',
  ]);
  await expect(page.getByRole('menuitem', { name: 'Biscuit' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(biscuit);
  await expect(page.getByRole('heading', { level: 1, name: 'Pet Portraits - Biscuit' })).toBeVisible();
  await expect(page.getByText('14 pictures')).toBeVisible();
  const cells = page.locator('main li');
  await expect(cells).toHaveCount(14);
  // Three columns: the first three cells share a row.
  const tops = await cells.evaluateAll((items) =>
    items.slice(0, 4).map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  expect(new Set(tops.slice(0, 3)).size).toBe(1);
  expect(tops[3]).toBeGreaterThan(tops[0] ?? 0);
  await expect.poll(() => picturesLoaded(page, 3)).toBe(true);
  // The cells show WebP copies, not the originals.
  const copy = await page
    .locator('main li img')
    .first()
    .evaluate((image) => (image as HTMLImageElement).currentSrc);
  expect(copy).toMatch(/\?w=\d+$/);
  const answer = await page.request.get(copy);
  expect(answer.headers()['content-type']).toBe('image/webp');
  await page.screenshot({ path: testInfo.outputPath('gallery-album.png'), fullPage: true });

  // The lightbox: open a picture, step with the arrow keys, close with Escape.
  await page.getByRole('link', { name: 'Biscuit 02 - Blue hour' }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toHaveAccessibleName('Biscuit 02 - Blue hour');
  await expect(page).toHaveURL(`${biscuit}/Biscuit%2002%20-%20Blue%20hour.jpg`);
  await expect(viewer.getByText('2 of 14')).toBeVisible();
  await expect
    .poll(() => viewer.getByRole('img').evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('gallery-lightbox.png') });
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toHaveAccessibleName('Biscuit 03 - Over the hills');
  await expect(page).toHaveURL(`${biscuit}/Biscuit%2003%20-%20Over%20the%20hills.jpg`);
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toHaveAccessibleName('Biscuit 04 - Quiet corner');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer).toHaveAccessibleName('Biscuit 03 - Over the hills');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(biscuit);
  await expect(page.getByRole('link', { name: 'Biscuit 03 - Over the hills' })).toBeFocused();
});

test('a picture’s address opens it in its album, and an unknown album is empty', async ({ page }) => {
  await page.goto(`${biscuit}/Biscuit%2014%20-%20Last%20one.jpg`);
  const viewer = page.getByRole('dialog');
  await expect(viewer).toHaveAccessibleName('Biscuit 14 - Last one');
  await expect(viewer.getByRole('button', { name: 'Next picture' })).toBeDisabled();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(biscuit);

  await page.goto('/gallery/alex-morgan/Holiday%201999');
  await expect(page.getByText('There are no pictures in “Holiday 1999”.')).toBeVisible();
  await page.getByRole('link', { name: 'Choose another album' }).click();
  await expect(page).toHaveURL(home);
});
