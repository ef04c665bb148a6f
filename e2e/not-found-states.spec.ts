import { expect, type Page, test } from '@playwright/test';
import { E2E_OWNER_PASSWORD } from './e2e-env.ts';

// Addresses that name nothing say so on the page and in the tab, without errors in the console.
function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('an unknown video says so instead of offering a player that fails', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto('/midi/videos/no-such-video');
  await expect(page.getByRole('heading', { level: 1, name: 'Video not found' })).toBeVisible();
  await expect(page.getByText('There is no video called "no-such-video".')).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page).toHaveTitle('Video not found · Portfolio');
  expect(errors).toEqual([]);
});

test('an unknown chart is logged and says so on the page', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/chart/Enneagram%20of%20Doom');
  await expect(page.getByRole('heading', { level: 1, name: 'Chart not found' })).toBeVisible();
  await expect(page.getByText(/There is no chart called "Enneagram of Doom"/)).toBeVisible();
  await expect(page).toHaveTitle('Chart not found · Portfolio');
  expect(warnings).toContain('Unknown chart flavor: Enneagram of Doom');
});

test('unknown scores and composers name themselves in the tab', async ({ page }) => {
  await page.goto('/midi/scores/piano/no-such-score');
  await expect(page.getByRole('heading', { level: 1, name: 'Score not found' })).toBeVisible();
  await expect(page).toHaveTitle('Score not found · Portfolio');
  await page.goto('/midi/composers/violin/no-such-composer');
  await expect(page.getByRole('heading', { level: 1, name: 'Composer not found' })).toBeVisible();
  await expect(page).toHaveTitle('Composer not found · Portfolio');
});

test('signing in from the backup page offers the way back to it', async ({ page }) => {
  await page.goto('/export-backup/n95');
  await page
    .getByRole('note', { name: 'Owner only' })
    .getByRole('link', { name: 'Sign in as the owner' })
    .click();
  await expect(page).toHaveURL(/\/owner$/);
  await page.getByLabel('Owner password').fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Back to the page you came from' }).click();
  await expect(page).toHaveURL(/\/export-backup\/n95$/);
  await expect(page.getByRole('button', { name: 'Export refs' })).toBeEnabled();
});
