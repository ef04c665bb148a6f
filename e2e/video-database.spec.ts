import { expect, type Page, type Request, test } from '@playwright/test';
import { E2E_OWNER_PASSWORD } from './e2e-env.ts';

async function signInAsOwner(page: Page) {
  await page.goto('/owner');
  await page.getByLabel('Owner password').fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You are signed in as the owner.')).toBeVisible();
}

const currentTime = (page: Page) =>
  page.locator('video').evaluate((element) => (element as HTMLVideoElement).currentTime);

test('a visitor browses to a video and plays it; the player resumes where it stopped', async ({ page }) => {
  await page.goto('/video-database');
  await expect(page).toHaveURL(/\/video-database\/video-player$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Video library' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link')).toHaveAttribute(
    'href',
    '/landing',
  );
  await expect(page.getByRole('list', { name: 'Categories' }).getByRole('link')).toHaveCount(18);

  // Each category by the name a person writes, with the videos of all its folders (decision 111).
  await expect(page.getByRole('link', { name: 'AI 3 videos' })).toBeVisible();
  await page.getByRole('link', { name: 'Adobe 7 videos' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Folders of Adobe' })).toBeFocused();
  await page.getByRole('link', { name: 'Photoshop 5 videos' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Photoshop (5 videos)' })).toBeVisible();
  await expect(page).toHaveTitle(/^Photoshop · Adobe · Video library/);

  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/video-database/adobe/photoshop/Curves') && response.status() === 206,
  );
  await page.getByRole('link', { name: 'Curves and levels' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Curves and levels' })).toBeVisible();
  const video = page.getByLabel('Video: Curves and levels');
  await expect(video).toHaveAttribute('src', '/api/video-database/adobe/photoshop/Curves%20and%20levels.mp4');
  await video.evaluate((element) => (element as HTMLVideoElement).play());
  const response = await answered;
  expect(response.headers()['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);

  await video.evaluate((element) => (element as HTMLVideoElement).pause());

  // Seeking: a file not played yet has only its first blocks fetched (preload="metadata" makes the
  // browser stop there), so a seek near its end must ask the server for the rest with a Range
  // request, and playback goes on past the seek point.
  // The browser's HTTP cache may hold the rest from the first answer: without it, the bytes a seek
  // needs come from the server.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
  const seekPoint = 5.5;
  let seeking = false;
  const afterSeek = new Set<Request>();
  page.on('request', (request) => {
    if (seeking) afterSeek.add(request);
  });
  const rangeAfterSeek = page.waitForResponse((response) => {
    const request = response.request();
    return (
      afterSeek.has(request) &&
      request.url().includes('/api/video-database/adobe/photoshop/Masks') &&
      /^bytes=[1-9]\d*-/.test(request.headers()['range'] ?? '')
    );
  });
  await page.getByRole('link', { name: 'Masks without tears' }).click();
  const masks = page.getByLabel('Video: Masks without tears');
  // The preview is loaded (HAVE_METADATA) and the browser has stopped fetching (NETWORK_IDLE).
  await expect
    .poll(() =>
      masks.evaluate((element) => {
        const player = element as HTMLVideoElement;
        return [player.readyState >= 1, player.networkState];
      }),
    )
    .toEqual([true, 1]);
  // Nothing is being fetched now, so any request from here on is the seek's.
  seeking = true;
  await masks.evaluate((element, to) => {
    const player = element as HTMLVideoElement;
    player.currentTime = to;
    void player.play();
  }, seekPoint);
  const seekAnswer = await rangeAfterSeek;
  expect(seekAnswer.status()).toBe(206);
  expect(seekAnswer.headers()['content-range']).toMatch(/^bytes [1-9]\d*-\d+\/\d+$/);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(seekPoint + 0.3);

  // Dragged back to 0:03 and left; back later, the player starts at the place it stopped.
  await masks.evaluate((element) => {
    const player = element as HTMLVideoElement;
    player.pause();
    player.currentTime = 3;
  });
  await expect.poll(() => currentTime(page)).toBe(3);
  await page.reload();
  await expect(page.getByRole('status')).toHaveText('Resumed at 0:03, where you stopped last time.');
  await expect.poll(() => currentTime(page)).toBe(3);
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect.poll(() => currentTime(page)).toBe(0);

  // The breadcrumbs lead back up.
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Adobe' }).click();
  await expect(page.getByRole('list', { name: 'Folders of Adobe' })).toBeVisible();
});

test('the owner ticks three files with a shift-click, tags them and filters the list by the tag', async ({
  page,
}) => {
  await signInAsOwner(page);
  await page.goto('/video-database/video-player?primary=adobe&secondary=photoshop');
  await page.getByText('Selection', { exact: true }).click();
  await expect(page).toHaveURL(/mode=select/);

  await page.getByRole('checkbox', { name: 'Export for the web' }).click();
  await page.getByRole('checkbox', { name: 'Masks without tears' }).click({ modifiers: ['Shift'] });
  await expect(page.getByRole('toolbar', { name: 'Selection' }).getByRole('status')).toHaveText(
    '3 files selected',
  );
  await expect(page.getByRole('checkbox', { name: 'Layers in five minutes' })).toBeChecked();

  await page.getByRole('button', { name: 'Add tags' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add tags' });
  await expect(dialog.getByRole('list', { name: 'Files to tag' }).getByRole('listitem')).toHaveText([
    'Export for the web',
    'Layers in five minutes',
    'Masks without tears',
  ]);
  const field = dialog.getByRole('textbox', { name: 'Tags' });
  await field.fill('x'.repeat(201));
  await expect(dialog.getByText('Tags have at most 200 characters (this has 201).')).toBeVisible();
  await field.fill('e2e favourite');
  await dialog.getByRole('button', { name: 'Save tags' }).click();
  await expect(dialog.getByText('Added 1 tag (e2e favourite) to 3 files')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  for (const title of ['Export for the web', 'Layers in five minutes', 'Masks without tears']) {
    await expect(page.getByRole('list', { name: `Tags of ${title}` })).toContainText('e2e favourite');
  }
  await page
    .getByRole('group', { name: 'Filter by tag' })
    .getByRole('button', { name: 'e2e favourite' })
    .click();
  await expect(page.locator('[aria-label="Videos in Photoshop"] > li')).toHaveCount(3);

  // Stored on the server: another visit sees the tags.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Tags of Masks without tears' })).toContainText(
    'e2e favourite',
  );
});

test('the add-tags route without a selection says how to choose files', async ({ page }) => {
  await page.goto('/video-database/add-tags');
  const dialog = page.getByRole('dialog', { name: 'Add tags' });
  await expect(
    dialog.getByText('No files are selected. Switch to Selection mode and tick the videos to tag.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/video-database\/video-player$/);
});

test('unknown categories and traversal attempts are refused with a clear answer', async ({
  page,
  request,
}) => {
  await page.goto('/video-database/video-player?primary=cooking');
  await expect(
    page.getByText('There is no category “cooking” in the library.', { exact: false }),
  ).toBeVisible();

  const unknown = await request.get('/api/video-database/cooking/secondary');
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).field).toBe('primary');
  const traversal = await request.get('/api/video-database/adobe/photoshop/..%2F..%2F..%2Fpackage.json');
  expect(traversal.status()).toBe(400);
  expect((await traversal.json()).field).toBe('relpath');
  const pastTheEnd = await request.get('/api/video-database/adobe/photoshop/Curves%20and%20levels.mp4', {
    headers: { range: 'bytes=99999999-' },
  });
  expect(pastTheEnd.status()).toBe(416);
  const stranger = await request.post('/api/video-database/core/addtags', {
    data: { tags: 'x', files: ['adobe/photoshop/Curves and levels.mp4'] },
  });
  expect(stranger.status()).toBe(401);
});

test('an address under /video-database/ that names no page is not found, sent with status 404', async ({
  page,
}) => {
  const response = await page.goto('/video-database/no-such-page?primary=science');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/video-database\/no-such-page\?primary=science$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/video-database/no-such-page')).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Portfolio');
  await page.getByRole('link', { name: 'Back to the landing page' }).click();
  await expect(page).toHaveURL(/\/landing$/);
  // The library itself still opens on the player.
  await page.goto('/video-database');
  await expect(page).toHaveURL(/\/video-database\/video-player$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the player is followed by the folder’s list, with no empty band between them', async ({ page }) => {
    await page.goto('/video-database/video-player?primary=adobe&secondary=photoshop');
    await page.getByRole('link', { name: 'Curves and levels' }).tap();
    const video = page.getByLabel('Video: Curves and levels');
    await expect(video).toBeVisible();
    const list = page.getByRole('heading', { level: 2, name: 'Photoshop (5 videos)' });
    const videoBox = await video.boundingBox();
    const listBox = await list.boundingBox();
    expect(videoBox && listBox).toBeTruthy();
    if (!videoBox || !listBox) return;
    // The player is as wide as the column, and the list's heading follows it at the gap every
    // part of the page has (24 px), not a reserved empty line (the band was 76 px).
    expect(videoBox.width).toBeGreaterThan(340);
    const gap = listBox.y - (videoBox.y + videoBox.height);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(28);
  });
});
