import { expect, type Page, test } from '@playwright/test';
import { expectFitsThePhone, phone, tapInView } from './phone.ts';

// The Enneagram on a phone (decision 113): enneagram.spec.ts's whole journey with taps, from
// signing up to a saved test, its chart and a type's answers, and logging out. The account is new
// and named for this run, so nothing another test reads changes.
test.use(phone);

const PASSWORD = 'e2e-phone-secret';

async function menu(page: Page, name: 'Actions' | 'Charts' | 'User Results', entry: string) {
  await tapInView(page.getByRole('button', { name, exact: true }));
  const item = page.getByRole('menu', { name }).getByRole('menuitem', { name: entry, exact: true });
  await tapInView(item);
}

test('sign up, take the whole test, save it, read its chart and log out, all with taps', async ({ page }) => {
  // A dozen pages and thirty taps on a shared two-core machine.
  test.setTimeout(180_000);
  const name = `phone${Date.now().toString(36)}`;

  await page.goto('/enneagram');
  await expect(page).toHaveURL(/\/enneagram\/enneagram-home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enneagram Personality Test' })).toBeInViewport();
  await expectFitsThePhone(page);

  await menu(page, 'Actions', 'Sign Up');
  await expect(page).toHaveURL(/\/enneagram\/signup\/$/);
  await page.getByLabel('User Name').fill(name);
  await page.getByLabel('Create Password').fill(PASSWORD);
  await expectFitsThePhone(page);
  await tapInView(page.getByRole('button', { name: 'Create Account' }));
  await expect(page.getByText('Successfully Completed')).toBeInViewport();
  await tapInView(page.getByRole('button', { name: 'Log In' }));
  await expect(page).toHaveURL(/\/enneagram\/enneagram-home$/);
  await expect(page.getByText(name, { exact: true })).toBeInViewport();

  await menu(page, 'Actions', 'Take New Test');
  await expect(page).toHaveURL(/\/enneagram\/quiz\/resume$/);
  /** Taps answers from the current question to `last`: the first, the second, neither, in turn. */
  async function tapAnswers(from: number, last: number) {
    for (let question = from; question <= last; question += 1) {
      await expect(page.getByRole('heading', { level: 1, name: `Question ${question}` })).toBeVisible();
      const choice = page.getByRole('radio').nth(question % 3);
      // The three choices and the buttons are on the first screen, with nothing over them.
      if (question === from) await expectFitsThePhone(page);
      await tapInView(choice);
      await expect(choice).toBeChecked();
      if (question < 144) await tapInView(page.getByRole('button', { name: 'NEXT' }));
    }
  }
  await tapAnswers(1, 6);
  await expect(page.getByText('6/144')).toBeVisible();
  // A visitor who leaves mid-test and comes back: the browser keeps the answers (spec key
  // enneagram_data). The middle of the test is filled there, as two hundred more taps would.
  await page.evaluate(() => {
    const items = JSON.parse(localStorage.getItem('enneagram_data') ?? '[]') as { selection: string }[];
    const picks = items.slice(0, 3).map((item) => item.selection);
    items.forEach((item, index) => {
      if (index < 141 && !item.selection) item.selection = picks[index % 3]!;
    });
    localStorage.setItem('enneagram_data', JSON.stringify(items));
  });
  await page.reload();
  await expect(page.getByText('141/144')).toBeVisible();
  await tapAnswers(142, 144);
  await expect(page.getByText('144/144')).toBeVisible();
  await tapInView(page.getByRole('button', { name: 'SAVE' }));
  const dialog = page.getByRole('dialog', { name: 'Enter Your Test Title' });
  await dialog.getByLabel('Test title').fill('Taken on a phone');
  await expectFitsThePhone(page);
  await tapInView(dialog.getByRole('button', { name: 'OK' }));
  await expect(page).toHaveURL(/\/enneagram\/enneagram-home$/);

  await menu(page, 'User Results', name);
  await expect(page).toHaveURL(new RegExp(`/enneagram/test-results/${name}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${name} (Taken on a phone)` })).toBeVisible();
  const bars = page.getByRole('button', { name: /^Type \d \w+: \d+$/ });
  await expect(bars).toHaveCount(9);
  await expectFitsThePhone(page);
  await tapInView(page.getByRole('button', { name: /^Type 5 Investigator: \d+$/ }));
  await expect(page).toHaveURL(/\/typeHelper\/investigator$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Answers for Type Investigator' }),
  ).toBeInViewport();
  await expectFitsThePhone(page);

  await Promise.all([page.waitForEvent('load'), menu(page, 'Actions', 'Log Out')]);
  expect(await page.evaluate(() => localStorage.getItem('username'))).toBeNull();
  await menu(page, 'Actions', 'Home');
  await expect(page.getByText('logged off')).toBeInViewport();
});

test('the quiz names its keyboard keys only where a pointer can hover, not on a touch screen', async ({
  page,
}) => {
  await page.goto('/enneagram/quiz/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Question 1' })).toBeVisible();
  await expect(page.getByText(/^Keyboard: 1, 2 or 3 chooses an answer/)).toBeHidden();
});

test.describe('with a mouse and a keyboard', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });

  test('the quiz names its keyboard keys', async ({ page }) => {
    await page.goto('/enneagram/quiz/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Question 1' })).toBeVisible();
    await expect(page.getByText(/^Keyboard: 1, 2 or 3 chooses an answer/)).toBeVisible();
  });
});
