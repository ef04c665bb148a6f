import { expect, type Page, test } from '@playwright/test';
import { expectFitsThePhone, phone, tapInView } from './phone.ts';

// The video library on a phone (decision 113): the visitor's journey of video-database.spec.ts,
// from the categories to a playing video and back up the breadcrumbs, every step a tap. A
// visitor changes nothing on the server; the resume point is kept by this browser only.
test.use(phone);

const currentTime = (page: Page) =>
  page.locator('video').evaluate((element) => (element as HTMLVideoElement).currentTime);

test('a visitor taps from a category to a video, plays it, and is offered the place where it stopped', async ({
  page,
}) => {
  await page.goto('/video-database');
  await expect(page).toHaveURL(/\/video-database\/video-player$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Video library' })).toBeInViewport();
  await expect(page.getByRole('list', { name: 'Categories' }).getByRole('link')).toHaveCount(18);
  await expectFitsThePhone(page);

  await tapInView(page.getByRole('link', { name: 'Adobe' }));
  await tapInView(page.getByRole('link', { name: 'Photoshop 5 videos' }));
  const folder = page.getByRole('heading', { level: 2, name: 'Photoshop (5 videos)' });
  await expect(folder).toBeVisible();
  await expectFitsThePhone(page);

  await tapInView(page.getByRole('link', { name: 'Curves and levels' }));
  await expect(page.getByRole('heading', { level: 2, name: 'Curves and levels' })).toBeVisible();
  const video = page.getByLabel('Video: Curves and levels');
  // The player is on the first screen after the tap, whole, and as wide as the screen allows.
  await expect(video).toBeInViewport({ ratio: 1 });
  const box = (await video.boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  await expectFitsThePhone(page);

  await video.evaluate((element) => (element as HTMLVideoElement).play());
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  await video.evaluate((element) => {
    const player = element as HTMLVideoElement;
    player.pause();
    player.currentTime = 2;
  });
  await expect.poll(() => currentTime(page)).toBe(2);

  await page.reload();
  await expect(page.getByRole('status')).toHaveText('Resumed at 0:02, where you stopped last time.');
  await expect.poll(() => currentTime(page)).toBe(2);
  await tapInView(page.getByRole('button', { name: 'Start over' }));
  await expect.poll(() => currentTime(page)).toBe(0);

  await tapInView(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Adobe' }));
  await expect(page.getByRole('list', { name: 'Folders of Adobe' })).toBeVisible();
  await expectFitsThePhone(page);
});

test('an unknown address under the library is a page not found that fits the phone', async ({ page }) => {
  const response = await page.goto('/video-database/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInViewport();
  await expectFitsThePhone(page);
  await tapInView(page.getByRole('link', { name: 'Back to the landing page' }));
  await expect(page).toHaveURL(/\/landing$/);
});
