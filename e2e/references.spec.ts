import { expect, type Page, test } from '@playwright/test';
import { E2E_OWNER_PASSWORD } from './e2e-env.ts';

// The knowledge base against the real server and its demo cards (more than two blocks of 200).

async function signInAsOwner(page: Page) {
  await page.goto('/owner');
  await page.getByLabel('Owner password').fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You are signed in as the owner.')).toBeVisible();
}

/** How many cards the server has, asked of the API itself. */
async function cardCount(page: Page): Promise<number> {
  const answer = await page.request.get('/api-knowledgebase?size=1');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { total: number }).total;
}

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const topPager = (page: Page) => page.getByRole('group', { name: 'Record pages (top)' });
const entry = (page: Page, number: number) => page.getByRole('group', { name: `Entry ${number}` });
const advanced = (page: Page) => page.getByRole('search', { name: 'Advanced search' });

/** N of '# of Records=N (from to to)'. */
async function recordCount(page: Page): Promise<number> {
  const text = await topPager(page)
    .getByText(/^# of Records=/)
    .textContent();
  return Number(/=(\d+)/.exec(text ?? '')?.[1]);
}

function queryOf(page: Page): unknown {
  const text = new URL(page.url()).searchParams.get('query');
  return text === null ? null : JSON.parse(text);
}

test('a basic search finds cards by any field, marks the words and has its own address', async ({ page }) => {
  await page.goto('/references');
  await expect(page.getByRole('heading', { level: 1, name: 'References' })).toBeVisible();
  await page.getByLabel('Search all fields').fill('information theory');
  await page.getByLabel('Search all fields').press('Enter');

  await expect(page).toHaveURL(/\/references\?allfields=information\+theory$/);
  await expect(topPager(page).getByText(/^# of Records=\d+ \(1 to \d+\)$/)).toBeVisible();
  const shannon = results(page).getByRole('article', { name: /A Mathematical Theory of Communication/ });
  await expect(shannon).toBeVisible();
  await expect(shannon.locator('mark').first()).toBeVisible();
  const title = shannon.getByRole('link', { name: /A Mathematical Theory of Communication/ });
  await expect(title).toHaveAttribute('target', '_blank');
  await expect(title).toHaveAttribute('rel', 'noopener noreferrer');

  // The address alone runs the same search.
  const count = await topPager(page)
    .getByText(/^# of Records=/)
    .textContent();
  await page.goto(page.url());
  await expect(topPager(page).getByText(/^# of Records=/)).toHaveText(count!);
  await expect(page.getByLabel('Search all fields')).toHaveValue('information theory');
});

test('a search that finds nothing says so', async ({ page }) => {
  await page.goto('/references?allfields=qwertyuiopzxcv');
  await expect(results(page).getByText('No reference cards match this search.')).toBeVisible();
});

test('an advanced search with two entries narrows the cards and can be opened from its address', async ({
  page,
}) => {
  await page.goto('/references');
  // Must Match: both tags at once.
  await entry(page, 1).getByLabel('Text').fill('machine learning');
  await advanced(page).getByRole('button', { name: 'Add entry' }).click();
  await entry(page, 2).getByLabel('Text').fill('deep learning');
  await advanced(page).getByRole('button', { name: 'Search' }).click();

  await expect
    .poll(() => queryOf(page))
    .toEqual({
      qualifier: 'Must Match',
      entries: [
        { field: 'tags', type: 'Match Phrase', search: 'machine learning' },
        { field: 'tags', type: 'Match Phrase', search: 'deep learning' },
      ],
    });
  const both = await recordCount(page);
  expect(both).toBeGreaterThan(0);
  // Every card shown carries both tags.
  for (const card of await results(page).getByRole('article').all()) {
    const tags = card.locator('.tags li');
    await expect(tags.filter({ hasText: /^machine learning$/ })).toHaveCount(1);
    await expect(tags.filter({ hasText: /^deep learning$/ })).toHaveCount(1);
  }

  // Should Match: either tag, so at least as many cards.
  await advanced(page)
    .getByRole('radio', { name: /Should Match/ })
    .check();
  await advanced(page).getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => (queryOf(page) as { qualifier: string }).qualifier).toBe('Should Match');
  await expect.poll(() => recordCount(page)).toBeGreaterThan(both);

  // Opening the address elsewhere runs the same search and fills the builder with it.
  const either = await recordCount(page);
  const fresh = await page.context().newPage();
  await fresh.goto(page.url());
  await expect(topPager(fresh)).toContainText(`# of Records=${either} (1 to ${Math.min(either, 200)})`);
  await expect(fresh.getByRole('radio', { name: /Should Match/ })).toBeChecked();
  await expect(entry(fresh, 2).getByLabel('Text')).toHaveValue('deep learning');
});

test('the owner saves an advanced query and runs it again from the saved list', async ({ page }) => {
  await signInAsOwner(page);
  await page.goto('/references');
  const name = `Shannon by author ${Date.now()}`;
  await entry(page, 1).getByLabel('Field').selectOption({ label: 'Authors' });
  await entry(page, 1).getByLabel('Type').selectOption('Matches');
  await entry(page, 1).getByLabel('Text').fill('Shannon');
  await page.getByLabel('Save this query as').fill(name);
  await page.getByRole('button', { name: 'Save query' }).click();
  await expect(page.getByText(`Saved the query “${name}”.`)).toBeVisible();

  // Later, on a fresh page: run it from the list.
  await page.goto('/references');
  const saved = page.getByRole('list', { name: 'Saved queries' });
  await expect(saved.getByText('Must Match: Authors Matches “Shannon”')).toBeVisible();
  await saved.getByRole('button', { name: `Run ${name}` }).click();
  await expect
    .poll(() => queryOf(page))
    .toEqual({
      qualifier: 'Must Match',
      entries: [{ field: 'refAuthors', type: 'Matches', search: 'Shannon' }],
    });
  await expect(
    results(page).getByRole('article', { name: /A Mathematical Theory of Communication/ }),
  ).toBeVisible();
  await expect(entry(page, 1).getByLabel('Text')).toHaveValue('Shannon');
});

test('a visitor who saves a query is told that only the owner may', async ({ page }) => {
  await page.goto('/references');
  await page.getByLabel('Save this query as').fill('Not mine');
  await page.getByRole('button', { name: 'Save query' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Only the site’s owner can save queries.');
  await expect(alert.getByRole('link', { name: 'Sign in as the owner' })).toHaveAttribute('href', '/owner');
});

test('all records page forward and back in blocks of 200', async ({ page }) => {
  const total = await cardCount(page);
  expect(total).toBeGreaterThan(400);
  const lastStart = Math.floor((total - 1) / 200) * 200;
  const forward = topPager(page).getByRole('button', { name: 'forward 200 records' });
  const back = topPager(page).getByRole('button', { name: 'back 200 records' });

  await page.goto('/references?allrecords=yes');
  await expect(topPager(page)).toContainText(`# of Records=${total} (1 to 200)`);
  await expect(results(page).getByRole('article')).toHaveCount(200);
  await expect(back).toBeDisabled();

  await forward.click();
  await expect(topPager(page)).toContainText(`# of Records=${total} (201 to 400)`);
  await expect(page).toHaveURL(/allrecords=yes&from=200$/);

  for (let from = 400; from <= lastStart; from += 200) await forward.click();
  await expect(topPager(page)).toContainText(`# of Records=${total} (${lastStart + 1} to ${total})`);
  await expect(forward).toBeDisabled();
  await expect(results(page).getByRole('article')).toHaveCount(total - lastStart);

  await back.click();
  await expect(topPager(page)).toContainText(`# of Records=${total} (${lastStart - 199} to ${lastStart})`);
  // The browser's back button returns to the block before, too.
  await page.goBack();
  await expect(topPager(page)).toContainText(`# of Records=${total} (${lastStart + 1} to ${total})`);
});

test('the owner exports every backup file and imports them again', async ({ page }) => {
  const total = await cardCount(page);
  await signInAsOwner(page);
  await page.goto('/export-backup/n95');
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge-base backup' })).toBeVisible();
  const messages = page.getByRole('region', { name: 'Messages' });

  await page.getByRole('button', { name: 'Export refs' }).click();
  await expect(messages).toContainText(`Exported ${total} reference cards to refs.json`);
  await expect(page.getByTestId('flag-refs')).toHaveText('✓ In the backup folder');

  await page.getByRole('button', { name: 'Export hierarchy' }).click();
  await expect(messages).toContainText(/Exported \d+ hierarchy nodes to hierarchy\.json/);
  for (const kind of ['quest', 'mainclaim', 'minorclaim', 'evidence', 'counterclaim', 'rebuttal']) {
    await page.getByRole('button', { name: `Export ${kind}`, exact: true }).click();
    await expect(messages).toContainText(new RegExp(`Exported \\d+ ${kind} cards? to ${kind}\\.json`));
  }
  for (const name of [
    'refs',
    'hierarchy',
    'quest',
    'mainclaim',
    'minorclaim',
    'evidence',
    'counterclaim',
    'rebuttal',
  ]) {
    await expect(page.getByTestId(`flag-${name}`)).toHaveText('✓ In the backup folder');
  }

  const importRefs = page.getByRole('button', { name: 'Import refs' });
  await importRefs.click();
  await expect(messages).toContainText(`Imported ${total} reference cards from refs.json`);
  await expect(importRefs).toBeDisabled();
  await page.getByRole('button', { name: 'Import hierarchy' }).click();
  await expect(messages).toContainText(/Imported \d+ hierarchy nodes from hierarchy\.json/);
  await page.getByRole('button', { name: 'Import quest' }).click();
  await expect(messages).toContainText(/Imported \d+ quest cards? from quest\.json/);
  await expect(page.getByRole('button', { name: 'Import quest' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Import evidence' })).toBeEnabled();

  // The knowledge base is whole after the import.
  expect(await cardCount(page)).toBe(total);
  await page.getByRole('button', { name: 'Find missing UUIDs' }).click();
  await expect(page.getByText('Every reference the hierarchy cites has a card.')).toBeVisible();
});

test('a visitor sees that backups are the owner’s and where to sign in', async ({ page }) => {
  await page.goto('/export-backup/n95');
  const note = page.getByRole('note', { name: 'Owner only' });
  await expect(note).toContainText('You are not signed in as the owner.');
  await expect(page.getByRole('button', { name: 'Export refs' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Import refs' })).toBeDisabled();
  await note.getByRole('link', { name: 'Sign in as the owner' }).click();
  await expect(page).toHaveURL(/\/owner$/);
});

test('a summary stored with script payloads renders inert in the built page', async ({ page }) => {
  // The server answers summaries exactly as stored (decision 014); this one carries payloads.
  await page.route('**/api-knowledgebase?*', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { records: { refTitle: string; summary: string }[] };
    body.records[0]!.refTitle = 'A card with a hostile summary';
    body.records[0]!.summary =
      '<p>Words stay.</p><img src=x onerror="document.title=\'pwned\'"><script>document.title="pwned"</script>' +
      '<a href="javascript:document.title=\'pwned\'">a link</a>';
    await route.fulfill({ response: answer, json: body });
  });
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto('/references?allrecords=yes');
  const card = results(page).getByRole('article', { name: 'A card with a hostile summary' });
  await expect(card.getByText('Words stay.')).toBeVisible();
  await expect(card.locator('img, script')).toHaveCount(0);
  await expect(card.getByText('a link')).not.toHaveAttribute('href', /javascript/);
  await page.waitForTimeout(300);
  expect(await page.title()).not.toBe('pwned');
  expect(dialogs).toBe(0);
});
