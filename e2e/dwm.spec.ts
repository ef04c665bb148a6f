import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E_OWNER_PASSWORD, e2eExternalLinks, e2ePort } from './e2e-env.ts';

// The server of this run has no SMTP_URL: mail goes to the outbox under its data folder
// (the folder the Playwright config gives it).
const outbox = join(tmpdir(), `portfolio-e2e-${e2ePort}`, 'outbox');
/** The booking notifications in the outbox naming this guest (tests run side by side). */
const notificationsFor = (guest: string) => {
  try {
    return readdirSync(outbox)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readFileSync(join(outbox, name), 'utf8').replace(/=\r?\n/g, ''))
      .filter(
        (text) => text.includes('A new dinner event was scheduled') && text.includes(`Dinner with ${guest}`),
      );
  } catch {
    return [];
  }
};

/**
 * Chooses an open evening in the calendar page's frame and books it; answers its label. The tests
 * run side by side, so each takes its own end of the list.
 */
async function bookAnEvening(page: Page, guest: string, which: 'first' | 'last'): Promise<string> {
  const booking = page.frameLocator('iframe[title="Book a dinner"]');
  await expect(booking.getByRole('heading', { name: 'Book a dinner' })).toBeVisible();
  const slot = booking.getByRole('radio')[which]();
  // The evening on the calendar's clock (its first line; the visitor's own time may follow).
  const slotLabel = (await slot.locator('xpath=..').innerText()).trim().split('\n')[0]!;
  await slot.check();
  await booking.getByRole('textbox', { name: 'Name' }).fill(guest);
  await booking.getByRole('textbox', { name: 'Email' }).fill('rosa@example.com');
  await booking.getByRole('textbox', { name: 'Notes (optional)' }).fill('No pork, please\nWe are two adults');
  await booking.getByRole('button', { name: 'Book this dinner' }).click();
  return slotLabel;
}

test('a guest books a dinner on the built-in booking page: the server emails the host once, and the event is listed with its notes', async ({
  page,
}) => {
  // It waits out the page's 4-second window on purpose, on a machine two test workers share.
  test.setTimeout(120_000);
  const guest = 'Rosa Diaz';
  await page.goto('/dwm/x540t/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Dinner Calendar Scheduler' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link')).toHaveAttribute(
    'href',
    '/landing',
  );
  const slotLabel = await bookAnEvening(page, guest, 'first');
  const booking = page.frameLocator('iframe[title="Book a dinner"]');
  await expect(booking.getByRole('heading', { name: 'Your dinner is booked' })).toBeVisible();

  // The frame and the page say what the server did: the booking stored, the host's email sent
  // (written to the outbox, this run having no mail server).
  await expect(booking.getByText('Your booking is stored and the host has been emailed.')).toBeVisible();
  await expect(page.getByText('Dinner booked: the host has been emailed.')).toBeVisible();
  expect(notificationsFor(guest)).toHaveLength(1);
  // The one-shot window (about 4 s) passes and the page sends nothing more: still exactly one.
  await page.waitForTimeout(5500);
  const messages = notificationsFor(guest);
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatch(/^To: owner@example\.com$/m);
  expect(messages[0]).toContain('No pork, please<br />We are two adults');

  // The new event is on the events page, with its notes.
  await page.getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dinner Calendar Events' })).toBeVisible();
  const card = page.getByRole('article', { name: new RegExp(`^Dinner with ${guest}`) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Booked on this site')).toBeVisible();
  await expect(card.getByText('No pork, please')).toBeVisible();
  await expect(card.getByText('We are two adults')).toBeVisible();
  await expect(card.getByText('rosa@example.com')).toBeVisible();
  // At most the spec's 400 px, as tall as its row of cards (decision 092).
  const box = await card.boundingBox();
  expect(box?.height).toBeGreaterThan(200);
  expect(box?.height).toBeLessThanOrEqual(400);
  expect(slotLabel).toContain(((await card.getByText(/ · /).innerText()).split(' · ')[0] ?? '').trim());

  // The demo feed's events are there too: a canceled one in the site's red.
  await expect(page.getByRole('heading', { level: 2, name: 'Canceled: Dinner with Ed Nakamura' })).toHaveCSS(
    'color',
    'rgb(179, 38, 30)',
  );

  // The booked evening is no longer offered, and the demo offers another in its place.
  await page.goto('/dwm/x540t/booking');
  await expect(page.getByRole('heading', { name: 'Book a dinner' })).toBeVisible();
  await expect(page.getByRole('radio', { name: slotLabel })).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(8);
});

test('a guest who closes the page right after booking still has the host emailed, exactly once', async ({
  browser,
}) => {
  // It waits out the page's 4-second window on purpose, on a machine two test workers share.
  test.setTimeout(120_000);
  const guest = 'Quick Closer';
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/dwm/x540t/calendar');
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api-dwm/bookings') && response.request().method() === 'POST',
  );
  await bookAnEvening(page, guest, 'last');
  expect((await answered).status()).toBe(200);
  // Gone before the page's 4-second window could send anything.
  await context.close();

  await expect.poll(() => notificationsFor(guest).length).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  expect(notificationsFor(guest)).toHaveLength(1);
});

test('the DWM tile opens the dinner area, whose calendar page links the church calendar', async ({
  page,
}) => {
  await page.goto('/landing');
  await page
    .getByRole('navigation', { name: 'Projects' })
    .getByRole('link', { name: 'DWM', exact: true })
    .click();
  await expect(page).toHaveURL(/\/dwm\/x540t\/calendar$/);
  await expect(page.getByRole('link', { name: 'events calendar (opens in a new tab)' })).toHaveAttribute(
    'href',
    e2eExternalLinks.dwm,
  );
});

test('the toolbar leads to its four pages: the month view’s email is the owner’s, the reports are a real page', async ({
  page,
}) => {
  await page.goto('/dwm/x540t/events');
  await page.getByRole('link', { name: 'Month' }).click();
  await expect(page).toHaveURL(/\/dwm\/x540t\/enhanced-calendar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enhanced Calendar' })).toBeVisible();
  await expect(page.getByText(/Under Construction/)).toHaveCount(0);
  await expect(page.getByRole('table')).toBeVisible();
  // A visitor cannot mail the host from here.
  await page.getByRole('button', { name: 'Email Dinner Events' }).click();
  await expect(
    page.getByText(
      'Only the site’s owner can email the dinner events to the host. Sign in on the owner page first.',
    ),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/dwm\/x540t\/r7k2q9vz$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dinner Reports' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link')).toHaveAttribute(
    'href',
    '/landing',
  );
  await expect(page.getByRole('img', { name: /^[A-Z][a-z]{2} \d{4}: \d+ dinners? / }).first()).toBeVisible();
  await expect(page.getByText('reports works!')).toHaveCount(0);

  await page.getByRole('link', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/dwm\/x540t\/calendar$/);

  // The owner can.
  await page.goto('/owner');
  await page.getByLabel('Owner password').fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You are signed in as the owner.')).toBeVisible();
  await page.goto('/dwm/x540t/enhanced-calendar');
  await page.getByRole('button', { name: 'Email Dinner Events' }).click();
  await expect(page.getByText('The upcoming dinner events were emailed to the host.')).toBeVisible();
});
