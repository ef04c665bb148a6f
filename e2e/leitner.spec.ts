import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { E2E_OWNER_PASSWORD } from './e2e-env.ts';

interface DemoWord {
  id: string;
  box: number;
  dueInDays: number;
}
const demoDeck = JSON.parse(
  readFileSync(new URL('../content/leitner/demo-deck.json', import.meta.url), 'utf8'),
) as DemoWord[];

async function signInAsOwner(page: Page) {
  await page.goto('/owner');
  await page.getByLabel('Owner password').fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You are signed in as the owner.')).toBeVisible();
}

const boxCounts = async (page: Page) =>
  page
    .getByRole('list', { name: 'Words per box' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

const label = (counts: number[]) =>
  counts.map((count, index) => `Box ${index + 1}: ${count} ${count === 1 ? 'word' : 'words'}`);

test('the owner reviews the due words of the demo deck, and the boxes stay changed after a reload', async ({
  page,
}) => {
  await signInAsOwner(page);
  await page.goto('/leitner/vocab');
  await expect(page.getByRole('heading', { level: 1, name: 'Leitner box' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link')).toHaveAttribute(
    'href',
    '/landing',
  );
  // The owner's deck is saved on the server: no practice notice.
  await expect(page.getByRole('status', { name: 'Practice mode' })).toHaveCount(0);

  const due = demoDeck.filter((word) => word.dueInDays === 0);
  const before = [1, 2, 3, 4, 5].map((box) => demoDeck.filter((word) => word.box === box).length);
  await expect(page.getByText(/due today$/)).toHaveText(`${due.length} words due today`);
  expect(await boxCounts(page)).toEqual(label(before));

  await page.getByRole('button', { name: 'Start review' }).click();
  for (let position = 1; position <= due.length; position += 1) {
    await expect(page.getByText(new RegExp(`^Word ${position} of ${due.length} · box \\d$`))).toBeVisible();
    await page.getByRole('button', { name: 'Show meaning' }).click();
    await page.getByRole('button', { name: 'Knew it' }).click();
  }
  await expect(page.getByText(`You knew ${due.length} words and missed 0.`)).toBeVisible();
  await expect(page.getByText(/due today$/)).toHaveText('0 words due today');

  // Every word known moves up one box; the top box keeps its words.
  const after = [...before];
  for (const word of due) {
    if (word.box < 5) {
      after[word.box - 1]! -= 1;
      after[word.box]! += 1;
    }
  }
  expect(after).not.toEqual(before);
  await expect.poll(() => boxCounts(page)).toEqual(label(after));

  // Each answer was saved with the synchronize call: a reload reads the same boxes from the server.
  await page.reload();
  await expect(page.getByText(/due today$/)).toHaveText('0 words due today');
  expect(await boxCounts(page)).toEqual(label(after));
});

test('a visitor practises the demo deck in the browser and is told so', async ({ page }) => {
  await page.goto('/leitner/vocab');
  const notice = page.getByRole('status', { name: 'Practice mode' });
  await expect(notice).toContainText('Your progress is kept in this browser only.');
  await expect(page.getByRole('heading', { name: 'Add a word' })).toHaveCount(0);
  const due = demoDeck.filter((word) => word.dueInDays === 0).length;
  await expect(page.getByText(/due today$/)).toHaveText(`${due} words due today`);

  await page.getByRole('button', { name: 'Start review' }).click();
  await page.getByRole('button', { name: 'Show meaning' }).click();
  await page.getByRole('button', { name: 'Missed it' }).click();
  await page.getByRole('button', { name: 'Show meaning' }).click();
  await page.getByRole('button', { name: 'Knew it' }).click();
  await expect(page.getByText(/due today$/)).toHaveText(`${due - 2} words due today`);

  await page.reload();
  await expect(page.getByText(/due today$/)).toHaveText(`${due - 2} words due today`);
});
