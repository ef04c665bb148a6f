import { expect, test } from '@playwright/test';

// The dinner pages on a phone (390 × 844, touch): the booking form shows whole in its frame, its
// Book button reached by scrolling the page, and after the booking the notice is on screen
// (decision 091); no page is wider than the screen.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a guest books on a phone: the frame fits its form, and the notice comes into view', async ({
  page,
}) => {
  await page.goto('/dwm/x540t/calendar');
  const frameElement = page.locator('iframe[title="Book a dinner"]');
  const booking = page.frameLocator('iframe[title="Book a dinner"]');
  await expect(booking.getByRole('button', { name: 'Book this dinner' })).toBeAttached();
  // The frame grows to its page: nothing is left to scroll inside it.
  await expect
    .poll(async () =>
      frameElement.evaluate((frame: HTMLIFrameElement) => {
        const inner = frame.contentDocument?.documentElement;
        return inner ? inner.scrollHeight - inner.clientHeight : -1;
      }),
    )
    .toBe(0);
  expect((await frameElement.boundingBox())?.height).toBeGreaterThan(760);

  await booking.getByRole('radio').last().tap();
  await booking.getByRole('textbox', { name: 'Name' }).fill('Lee Park');
  await booking.getByRole('textbox', { name: 'Email' }).fill('lee@example.com');
  const book = booking.getByRole('button', { name: 'Book this dinner' });
  await book.scrollIntoViewIfNeeded();
  await book.tap();
  await expect(booking.getByRole('heading', { name: 'Your dinner is booked' })).toBeVisible();
  await expect(page.getByText('Dinner booked: the host has been emailed.')).toBeInViewport();
  // The frame has shrunk to the confirmation.
  await expect.poll(async () => (await frameElement.boundingBox())?.height ?? 0).toBeLessThan(500);
});

for (const address of [
  '/dwm/x540t/calendar',
  '/dwm/x540t/events',
  '/dwm/x540t/enhanced-calendar',
  '/dwm/x540t/r7k2q9vz',
  '/dwm/x540t/booking',
]) {
  test(`${address} is no wider than the phone`, async ({ page }) => {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .map((element) => element.tagName + (element.className ? `.${String(element.className)}` : ''));
    });
    expect(overflow).toEqual([]);
  });
}
