import { expect, test } from '@playwright/test';

// References and recipes on a phone, with touch, against the real server and its demo data
// (issue 25 items 1, 18, 21 and 27).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('references on a phone: after "List all records" the builder lies below the results, not over them', async ({
  page,
}) => {
  await page.goto('/references');
  await page.getByRole('button', { name: 'List all records' }).tap();
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('article').first()).toBeVisible();
  const basic = await page.getByRole('region', { name: 'Basic search' }).boundingBox();
  const listed = await results.boundingBox();
  const builder = await page.getByRole('region', { name: 'Advanced search' }).boundingBox();
  expect(basic && listed && builder).toBeTruthy();
  expect(builder!.y).toBeGreaterThanOrEqual(listed!.y + listed!.height);
  expect(builder!.y).toBeGreaterThanOrEqual(basic!.y + basic!.height);
  // As tall as its form, not stretched to the results' length.
  expect(builder!.height).toBeLessThan(2000);
});

test('the shopping list on a phone: in-stock items are not offered, arrows point down, focus follows a move', async ({
  page,
}) => {
  const answer = await page.request.get('/apiRecipes/inventory/Dairy');
  const dairy = (await answer.json()) as { name: string; instock: boolean }[];
  const needed = dairy.filter((item) => !item.instock).map((item) => item.name);
  expect(needed.length).toBeGreaterThanOrEqual(2);

  await page.goto('/recipes/shopping-list');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('checkbox', { name: 'Dairy' }).tap();
  const potential = page.getByRole('list', { name: 'Potential Needed Items' });
  await expect(potential.getByRole('listitem')).toHaveCount(needed.length);
  for (const item of dairy.filter((entry) => entry.instock))
    await expect(potential.getByText(item.name, { exact: true })).toHaveCount(0);

  const first = potential.getByRole('button', { name: `Move ${needed[0]} to Shopping List` });
  // The arrow shown (the one for side-by-side lists is hidden on a phone).
  expect((await first.innerText()).trim()).toBe('↓');
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Shopping List' }).getByText(needed[0]!)).toBeVisible();
  await expect(potential.getByRole('button', { name: `Move ${needed[1]} to Shopping List` })).toBeFocused();
});
