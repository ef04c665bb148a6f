import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eExternalLinks, e2ePort } from './e2e-env.ts';

// The server of this run has no SMTP_URL: mail goes to the outbox under its data folder
// (the folder the Playwright config gives it).
const outbox = join(tmpdir(), `portfolio-e2e-${e2ePort}`, 'outbox');
/**
 * This test's booking notifications in the outbox: the other tests' report email and the phone
 * test's booking (dwm-phone.spec.ts, another guest) are left out.
 */
const outboxMessages = () => {
  try {
    return readdirSync(outbox)
      .map((name) => readFileSync(join(outbox, name), 'utf8'))
      .filter((text) => text.includes('A new dinner event was scheduled') && !text.includes('Lee Park'));
  } catch {
    return [];
  }
};

test('a guest books a dinner on the built-in booking page: one email about four seconds later, and the event is listed with its notes', async ({
  page,
}) => {
  const before = outboxMessages().length;
  await page.goto('/dwm/x540t/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Dinner Calendar Scheduler' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link')).toHaveAttribute(
    'href',
    '/landing',
  );

  const booking = page.frameLocator('iframe[title="Book a dinner"]');
  await expect(booking.getByRole('heading', { name: 'Book a dinner' })).toBeVisible();
  const slot = booking.getByRole('radio').first();
  // The evening on the calendar's clock (its first line; the visitor's own time may follow).
  const slotLabel = (await slot.locator('xpath=..').innerText()).trim().split('\n')[0]!;
  await slot.check();
  await booking.getByRole('textbox', { name: 'Name' }).fill('Rosa Diaz');
  await booking.getByRole('textbox', { name: 'Email' }).fill('rosa@example.com');
  await booking.getByRole('textbox', { name: 'Notes (optional)' }).fill('No pork, please\nWe are two adults');
  await booking.getByRole('button', { name: 'Book this dinner' }).click();
  await expect(booking.getByRole('heading', { name: 'Your dinner is booked' })).toBeVisible();
  const bookedAt = Date.now();

  // The page heard the booking page's message and set the one-shot guard.
  await expect(page.getByText('Dinner booked: the host will be emailed in a moment.')).toBeVisible();
  expect(outboxMessages()).toHaveLength(before);
  await expect(page.getByText('Dinner booked: the host has been emailed.')).toBeVisible({ timeout: 15_000 });
  const waited = Date.now() - bookedAt;
  expect(waited).toBeGreaterThan(3000);
  await expect.poll(() => outboxMessages().length).toBe(before + 1);
  // Exactly one message, and it stays one.
  await page.waitForTimeout(1500);
  const messages = outboxMessages();
  expect(messages).toHaveLength(before + 1);
  const message = messages.find((text) => text.includes('Dinner with Rosa Diaz'));
  expect(message).toContain('A new dinner event was scheduled');
  expect(message).toMatch(/^To: owner@example\.com$/m);

  // The new event is on the events page, with its notes.
  await page.getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dinner Calendar Events' })).toBeVisible();
  const card = page.getByRole('article', { name: /^Dinner with Rosa Diaz/ });
  await expect(card).toBeVisible();
  await expect(card.getByText('Booked on this site')).toBeVisible();
  await expect(card.getByText('No pork, please')).toBeVisible();
  await expect(card.getByText('We are two adults')).toBeVisible();
  await expect(card.getByText('rosa@example.com')).toBeVisible();
  const box = await card.boundingBox();
  expect(box?.height).toBe(400);
  expect(slotLabel).toContain(((await card.getByText(/ · /).innerText()).split(' · ')[0] ?? '').trim());

  // The demo feed's events are there too: a canceled one in the site's red.
  await expect(page.getByRole('heading', { level: 2, name: 'Canceled: Dinner with Ed Nakamura' })).toHaveCSS(
    'color',
    'rgb(179, 38, 30)',
  );

  // The booked evening is no longer offered.
  await page.goto('/dwm/x540t/booking');
  await expect(page.getByRole('heading', { name: 'Book a dinner' })).toBeVisible();
  await expect(page.getByRole('radio', { name: slotLabel })).toHaveCount(0);
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

test('the toolbar leads to its four pages: the month view emails the events, the reports are a real page', async ({
  page,
}) => {
  await page.goto('/dwm/x540t/events');
  await page.getByRole('link', { name: 'Month' }).click();
  await expect(page).toHaveURL(/\/dwm\/x540t\/enhanced-calendar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enhanced Calendar' })).toBeVisible();
  await expect(page.getByText(/Under Construction/)).toHaveCount(0);
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('button', { name: 'Email Dinner Events' }).click();
  await expect(page.getByText(/The upcoming dinner events were emailed to the host/)).toBeVisible();

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
});
