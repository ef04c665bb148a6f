import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectFitsThePhone, phone, tapInView } from './phone.ts';

// The Leitner box on a phone (decision 113): the visitor's practice journey of leitner.spec.ts,
// every answer a tap. A visitor's deck lives in the browser, so the owner's deck on the server,
// which leitner.spec.ts reviews at the same time, is never touched.
test.use(phone);

const demoDeck = JSON.parse(
  readFileSync(new URL('../content/leitner/demo-deck.json', import.meta.url), 'utf8'),
) as { dueInDays: number }[];
const due = demoDeck.filter((word) => word.dueInDays === 0).length;

test('a visitor reviews every due word of the demo deck with taps, and the browser keeps the result', async ({
  page,
}) => {
  await page.goto('/leitner/vocab');
  await expect(page.getByRole('heading', { level: 1, name: 'Leitner box' })).toBeInViewport();
  await expect(page.getByRole('status', { name: 'Practice mode' })).toContainText(
    'Your progress is kept in this browser only.',
  );
  await expect(page.getByText(/due today$/)).toHaveText(`${due} words due today`);
  await expectFitsThePhone(page);

  await tapInView(page.getByRole('button', { name: 'Start review' }));
  // Every second word missed: the first, the third...
  for (let position = 1; position <= due; position += 1) {
    await expect(page.getByText(new RegExp(`^Word ${position} of ${due} · box \\d$`))).toBeInViewport();
    await tapInView(page.getByRole('button', { name: 'Show meaning' }));
    const answer = page.getByRole('button', { name: position % 2 === 1 ? 'Missed it' : 'Knew it' });
    if (position === 1) await expectFitsThePhone(page);
    await tapInView(answer);
  }
  const missed = Math.ceil(due / 2);
  await expect(page.getByText(`You knew ${due - missed} words and missed ${missed}.`)).toBeInViewport();
  await expect(page.getByText(/due today$/)).toHaveText('0 words due today');
  await expectFitsThePhone(page);

  await page.reload();
  await expect(page.getByText(/due today$/)).toHaveText('0 words due today');
  await expect(page.getByRole('button', { name: 'Start review' })).toHaveCount(0);
});
