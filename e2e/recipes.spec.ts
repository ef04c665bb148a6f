import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_OWNER_PASSWORD } from './e2e-env.ts';

interface FactoryRecipe {
  identifier: string;
  name: string;
  linkName: string;
  ingredients: { item: string; amount: string }[];
  instructions: { description: string }[];
}
const recipes = JSON.parse(
  readFileSync(new URL('../content/recipes/recipes.json', import.meta.url), 'utf8'),
) as FactoryRecipe[];
const inventory = JSON.parse(
  readFileSync(new URL('../content/recipes/inventory.json', import.meta.url), 'utf8'),
) as Record<string, { name: string; instock: boolean }[]>;

const shoppingList = (page: Page) => page.getByRole('list', { name: 'Shopping List', exact: true });
const potentialList = (page: Page) => page.getByRole('list', { name: 'Potential Needed Items' });
// The item's name: the first line of its text, not the arrows inside its move button.
const names = (list: Locator) => list.getByRole('listitem').locator(':scope > span > span').allTextContents();

/**
 * Drags an item with the real mouse, in steps, as a person does. SortableJS's pointer mode checks
 * the pointer's place every 50 ms and moves the item into the list under it: the button is let go
 * once the item shows at the end of the target list, as a person lets go when they see it there.
 */
async function drag(page: Page, name: string, from: Locator, to: Locator) {
  const item = from.getByRole('listitem').filter({ hasText: name });
  await item.scrollIntoViewIfNeeded();
  const start = await item.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('The item or the list is not on screen');
  await page.mouse.move(start.x + 12, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height - 12, { steps: 12 });
  await expect(to.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
  // The list grew under the still pointer, which may now lie over the item before: move down to the
  // list's new end, as a person does who wants the item last, until it shows there.
  await expect(async () => {
    const grown = await to.boundingBox();
    if (!grown) throw new Error('The list is not on screen');
    await page.mouse.move(grown.x + grown.width / 2, grown.y + grown.height - 4, { steps: 2 });
    expect((await names(to)).at(-1)).toBe(name);
  }).toPass();
  await page.mouse.up();
}

test('a cook opens a recipe, builds a shopping list that survives a reload, prints it, and the owner ticks an item in stock', async ({
  page,
}) => {
  // Printing opens the browser's dialog: count the calls instead.
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });

  // The home: a card per factory recipe; a card opens the recipe.
  await page.goto('/recipes/recipes-home');
  await expect(page.getByRole('heading', { level: 1, name: 'Pressure-cooker recipes' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link')).toHaveAttribute(
    'href',
    '/landing',
  );
  const cards = page.getByRole('list', { name: 'Recipes' }).getByRole('link');
  await expect(cards).toHaveCount(recipes.length);
  const recipe = recipes.find((entry) => entry.linkName !== '') ?? recipes[0];
  if (!recipe) throw new Error('No factory recipes');
  await cards.filter({ hasText: recipe.name }).click();
  await expect(page).toHaveURL(`/recipes/recipes/${recipe.identifier}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(recipe.linkName) })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(recipe.ingredients.length + 1);
  await expect(page.locator('ol > li')).toHaveCount(recipe.instructions.length);
  const picture = page.getByRole('article').locator('img');
  await expect(picture).toHaveAttribute('src', `/images/recipes/${recipe.identifier}.jpg`);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);

  // The shopping list: tick two categories, drag three items over.
  await page
    .getByRole('navigation', { name: 'Recipes' })
    .getByRole('link', { name: 'Shopping List' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping List' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Canned' }).click();
  await page.getByRole('checkbox', { name: 'Dairy' }).click();
  // Only what is not in stock is offered (decision 098).
  const ticked = [...(inventory.Canned ?? []), ...(inventory.Dairy ?? [])]
    .filter((item) => !item.instock)
    .map((item) => item.name);
  await expect.poll(() => names(potentialList(page))).toEqual(ticked);
  const chosen = [ticked[0], ticked[3], ticked[5]] as string[];
  for (const [index, name] of chosen.entries()) {
    await drag(page, name, potentialList(page), shoppingList(page));
    await expect.poll(() => names(shoppingList(page))).toEqual(chosen.slice(0, index + 1));
  }
  await expect
    .poll(() => names(potentialList(page)))
    .toEqual(ticked.filter((name) => !chosen.includes(name)));

  // Kept in the browser.
  await page.reload();
  await expect.poll(() => names(shoppingList(page))).toEqual(chosen);
  await expect(page.getByRole('checkbox', { name: 'Dairy' })).toBeChecked();

  // Print: the browser's print dialog, and the print stylesheet shows the list alone.
  await page.getByRole('button', { name: 'Print Shopping List' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(shoppingList(page).getByText(chosen[0] ?? '')).toBeVisible();
  await expect(potentialList(page)).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Recipes' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The owner ticks an item in stock; it stays ticked after a reload.
  await page.goto('/owner');
  await page.getByLabel('Owner password').fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You are signed in as the owner.')).toBeVisible();
  await page.goto('/recipes/in-stock');
  const missing = inventory.Spices?.find((item) => !item.instock);
  if (!missing) throw new Error('The factory inventory has no spice out of stock');
  const box = page.getByRole('group', { name: 'Spices' }).getByRole('checkbox', { name: missing.name });
  await expect(box).not.toBeChecked();
  await expect(box).toBeEnabled();
  await box.click();
  await expect(page.getByText(`${missing.name} is in stock`)).toBeVisible();
  await page.reload();
  await expect(box).toBeChecked();

  // Unticked again, it is out of stock after a reload too (and the next run starts as this one did).
  await box.click();
  await expect(box).not.toBeChecked();
  await page.reload();
  await expect(box).not.toBeChecked();
});

test('an unknown recipe leads to the error page with the server’s message', async ({ page }) => {
  await page.goto('/recipes/recipes/no-such-dish');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText(/there is no recipe "no-such-dish"/)).toBeVisible();
});

test('the server paints every recipe page, the recipe list comes with the page, and a kept shopping list takes over cleanly', async ({
  page,
  request,
}) => {
  const pages = [
    '/recipes/recipes-home',
    `/recipes/recipes/${recipes[0]?.identifier ?? ''}`,
    '/recipes/shopping-list',
    '/recipes/accessories',
    '/recipes/in-stock',
    '/recipes/import-data',
    '/recipes/about',
  ];
  for (const address of pages) {
    const sent = await (await request.get(address)).text();
    // The frame and heading are in the sent page, not drawn only once the scripts have run.
    expect(sent, address).toMatch(/<div id="root" data-server-paint inert>.*<nav aria-label="Recipes".*<h1/s);
  }

  // The recipe list is asked for by the page's head, beside the scripts, and the page uses that answer.
  await page.goto('/recipes/recipes-home');
  await expect(page.getByRole('list', { name: 'Recipes' }).getByRole('link')).toHaveCount(recipes.length);
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/apiRecipes/recipes/all-recipes')
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  expect(fetched).toEqual(['link']);

  // A shopping list kept in this browser is drawn after React has taken the paint over, with no
  // mismatch between the two.
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/recipes/about');
  await page.evaluate(() =>
    localStorage.setItem(
      'recipes_shopping_list',
      JSON.stringify({ checked: [], potential: [], shopping: [{ name: 'Eggs', category: 'Dairy' }] }),
    ),
  );
  await page.goto('/recipes/shopping-list');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect.poll(() => names(shoppingList(page))).toEqual(['Eggs']);
  expect(problems).toEqual([]);
});
