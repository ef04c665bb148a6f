import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_OWNER_PASSWORD } from './e2e-env.ts';

// The Enneagram journey on the built site and the real server (fresh database, shipped content).

const PASSWORD = 'e2e-secret-1';

/** A user name no other test of this run uses (6..32 characters). */
function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

async function menu(page: Page, name: 'Actions' | 'Charts' | 'User Results', entry: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('menu', { name }).getByRole('menuitem', { name: entry, exact: true }).click();
}

/** Creates an account through the API, the way the sign-up form sends it. */
async function createAccount(request: APIRequestContext, name: string) {
  const response = await request.post('/apiEnneagram/signup/', {
    headers: {
      authorization: 'Bearer ',
      username: name,
      password: PASSWORD,
      'content-type': 'application/json',
    },
  });
  expect(response.status()).toBe(201);
}

async function logIn(page: Page, name: string, password = PASSWORD) {
  await page.goto('/enneagram/login/');
  await page.getByLabel('User Name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Answers questions from the current one on, with the quiz's keys: 1, 2 or 3 picks, the right
 * arrow moves on. `pick(n)` gives the key for question n.
 */
async function answerQuestions(
  page: Page,
  from: number,
  to: number,
  pick: (question: number) => '1' | '2' | '3',
) {
  await expect(page.getByRole('heading', { level: 1, name: `Question ${from}` })).toBeVisible();
  for (let question = from; question <= to; question += 1) {
    await page.keyboard.press(pick(question));
    if (question < 144) await page.keyboard.press('ArrowRight');
  }
}

async function saveAs(page: Page, title: string) {
  await page.getByRole('button', { name: 'SAVE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Your Test Title' });
  await dialog.getByLabel('Test title').fill(title);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/enneagram\/enneagram-home$/);
}

const leansToFirst = (question: number) => (question % 7 === 0 ? '3' : question % 3 === 0 ? '2' : '1');
const leansToSecond = (question: number) => (question % 5 === 0 ? '3' : question % 4 === 0 ? '1' : '2');

test('the whole journey: sign up, log in, take, save, read, resume, compare, log out', async ({ page }) => {
  test.setTimeout(240_000);
  const name = uniqueName('journey');

  // The bare address goes home (exact match), logged off in red.
  await page.goto('/enneagram');
  await expect(page).toHaveURL(/\/enneagram\/enneagram-home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enneagram Personality Test' })).toBeVisible();
  await expect(page.getByText('logged off')).toHaveCSS('color', 'rgb(179, 38, 30)');

  // Sign up, then Log In from the sign-up page.
  await menu(page, 'Actions', 'Sign Up');
  await expect(page).toHaveURL(/\/enneagram\/signup\/$/);
  await expect(page.getByText('Input New User name and password.')).toBeVisible();
  await page.getByLabel('User Name').fill(name);
  await page.getByLabel('Create Password').fill(PASSWORD);
  const create = page.getByRole('button', { name: 'Create Account' });
  await create.click();
  await expect(page.getByText('Successfully Completed')).toBeVisible();
  await expect(create).toBeDisabled();
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/enneagram\/enneagram-home$/);
  await expect(page.getByText(name, { exact: true })).toHaveCSS('color', 'rgb(17, 99, 41)');

  // Log off and log in again through the login page: a wrong password first. Log Out reloads the
  // page once the server has answered; going on before that reload aborts the next navigation.
  await Promise.all([page.waitForEvent('load'), menu(page, 'Actions', 'Log Out')]);
  await expect(page.getByText('logged off')).toBeVisible();
  await logIn(page, name, 'not-the-password');
  await expect(page.getByText('Unauthorized')).toHaveCSS('color', 'rgb(179, 38, 30)');
  await page.getByLabel('Password').fill(PASSWORD);
  await expect(page.getByText('Sign in with User Name and Password.')).toBeVisible();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Successfully Logged in!')).toBeVisible();
  await expect(page).toHaveURL(/\/enneagram\/enneagram-home$/);
  await expect(page.getByText(name, { exact: true })).toBeVisible();

  // Take the test: all 144 questions with the keyboard, then save it with a title.
  await menu(page, 'Actions', 'Take New Test');
  await expect(page).toHaveURL(/\/enneagram\/quiz\/resume$/);
  await expect(page.getByText('0/144')).toHaveCSS('color', 'rgb(179, 38, 30)');
  await expect(page.getByRole('button', { name: 'PREVIOUS' })).toBeDisabled();
  await answerQuestions(page, 1, 144, leansToFirst);
  await expect(page.getByText('144/144')).toHaveCSS('color', 'rgb(17, 99, 41)');
  await expect(page.getByRole('button', { name: 'NEXT' })).toBeDisabled();
  await saveAs(page, 'First e2e test');
  expect(await page.evaluate(() => localStorage.getItem('enneagram_data'))).toBeNull();

  // Open it from User Results (one test: straight to the result), then drill into a type.
  await menu(page, 'User Results', name);
  await expect(page).toHaveURL(new RegExp(`/enneagram/test-results/${name}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${name} (First e2e test)` })).toBeVisible();
  const bars = page.getByRole('button', { name: /^Type \d \w+: \d+$/ });
  await expect(bars).toHaveCount(9);
  await page.getByRole('button', { name: /^Type 5 Investigator: \d+$/ }).click();
  await expect(page).toHaveURL(/\/typeHelper\/investigator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Answers for Type Investigator' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Enneagram menus' })).toBeVisible();
  // Opened afresh (the server paints it, the browser then reads the open result): still the result.
  await page.goBack();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `${name} (First e2e test)` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Type \d \w+: \d+$/ })).toHaveCount(9);
  await page.goForward();
  await page.reload();
  await expect(page.getByText(`${name} (First e2e test)`)).toBeVisible();

  // A second test, interrupted by a reload: the answers given so far come back.
  await menu(page, 'Actions', 'Take New Test');
  await expect(page).toHaveURL(/\/enneagram\/quiz\/resume$/);
  await answerQuestions(page, 1, 30, leansToSecond);
  await expect(page.getByText('30/144')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Question 31' })).toBeVisible();
  await expect(page.getByText('30/144')).toBeVisible();
  await page.goto('/enneagram/enneagram-home');
  await menu(page, 'Actions', 'Resume Test in Progress');
  await expect(page).toHaveURL(/\/enneagram\/quiz\/resume$/);
  await answerQuestions(page, 31, 144, leansToSecond);
  await saveAs(page, 'Second e2e test');

  // User Results with two tests: choose by title.
  await menu(page, 'User Results', name);
  const choice = page.getByRole('dialog', { name: `Tests of ${name}` });
  await expect(choice.getByRole('radio')).toHaveCount(2);
  await choice.getByRole('radio', { name: /Second e2e test/ }).check();
  await choice.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} (Second e2e test)` })).toBeVisible();

  // Compare the two tests and open the difference page of one type.
  await menu(page, 'Actions', 'Comparison Tool');
  await expect(page).toHaveURL(/\/enneagram\/comparator$/);
  const group = page.getByRole('group', { name });
  await group.getByRole('checkbox', { name: /First e2e test/ }).check();
  await group.getByRole('checkbox', { name: /Second e2e test/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/enneagram\/comparator-chart$/);
  await page.getByRole('button', { name: /^Type 2 Helper:/ }).click();
  await expect(page).toHaveURL(/\/enneagram\/comparator-difference$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Type 2 Helper: common and different answers$/ }),
  ).toBeVisible();

  // Log out: the name and the server session are gone.
  await Promise.all([page.waitForEvent('load'), menu(page, 'Actions', 'Log Out')]);
  expect(await page.evaluate(() => localStorage.getItem('username'))).toBeNull();
  await menu(page, 'Actions', 'Home');
  await expect(page.getByText('logged off')).toBeVisible();
  const saveWithoutSession = await page.request.post('/apiEnneagram/save-test/', {
    headers: { username: name },
    data: { userid: name, title: 'After logout', date: '2024/01/01', answers: [] },
  });
  expect(saveWithoutSession.status()).toBeGreaterThanOrEqual(400);
});

test('Take New Test: login first, then a fresh quiz, and a confirm when a test is in progress', async ({
  page,
}) => {
  const name = uniqueName('restart');
  await createAccount(page.request, name);

  await page.goto('/enneagram/enneagram-home');
  await menu(page, 'Actions', 'Take New Test');
  await expect(page).toHaveURL(/\/enneagram\/login\/$/);

  await logIn(page, name);
  await expect(page).toHaveURL(/\/enneagram\/enneagram-home$/);
  await menu(page, 'Actions', 'Take New Test');
  await answerQuestions(page, 1, 3, () => '1');

  await menu(page, 'Actions', 'Take New Test');
  const confirm = page.getByRole('alertdialog', { name: 'Test in Progress Found' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/enneagram\/enneagram-home$/);

  await menu(page, 'Actions', 'Take New Test');
  await confirm.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Question 1' })).toBeVisible();
  await expect(page.getByText('0/144')).toBeVisible();
});

test('the quiz refuses what it cannot do: nothing to resume, saving while logged off', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/enneagram/quiz/resume');
  const nothing = page.getByRole('alertdialog', { name: 'No test to resume' });
  await nothing.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/enneagram\/enneagram-home$/);

  await page.goto('/enneagram/quiz/new');
  await expect(page).toHaveURL(/\/enneagram\/quiz\/resume$/);
  await expect(page.getByText('Answer all questions before saving')).toBeVisible();
  await answerQuestions(page, 1, 144, () => '3');
  await page.getByRole('button', { name: 'SAVE' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Please log in to save' });
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog', { name: 'Enter Your Test Title' })).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('enneagram_data') ?? '[]').length)).toBe(
    144,
  );
});

test('menu messages: About, Sign Up while logged in, a user without tests, Factory Import', async ({
  page,
}) => {
  const name = uniqueName('menus');
  await createAccount(page.request, name);
  await page.goto('/enneagram/enneagram-home');

  await menu(page, 'Actions', 'About');
  await expect(page.getByRole('status').filter({ hasText: 'Not implemented yet' })).toBeVisible();

  await menu(page, 'User Results', name);
  const none = page.getByRole('alertdialog', { name: 'No tests available yet.' });
  await none.getByRole('button', { name: 'OK' }).click();
  await expect(none).toHaveCount(0);

  await menu(page, 'Actions', 'Factory Import');
  await expect(page.getByRole('alert')).toContainText('Factory Import is for the site owner');

  const owner = await page.request.post('/api/owner/session', { data: { password: E2E_OWNER_PASSWORD } });
  expect(owner.ok()).toBe(true);
  await menu(page, 'Actions', 'Factory Import');
  await expect(
    page.getByRole('status').filter({ hasText: 'Factory import complete: 144 questions' }),
  ).toBeVisible();

  await logIn(page, name);
  await expect(page).toHaveURL(/\/enneagram\/enneagram-home$/);
  await menu(page, 'Actions', 'Sign Up');
  await expect(page.getByRole('alert')).toHaveText(
    'You have to log off first before creating another account',
  );
  await expect(page).toHaveURL(/\/enneagram\/enneagram-home$/);
});

test('charts open from the Charts menu and the trailing-slash pages load', async ({ page }) => {
  await page.goto('/enneagram/help/');
  await expect(page.getByRole('navigation', { name: 'Enneagram menus' })).toBeVisible();
  await menu(page, 'Charts', 'Object Relations');
  await expect(page).toHaveURL(/\/chart\/Object%20Relations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Object Relations' })).toBeVisible();
  await page.goto('/enneagram/answer-bins/');
  await expect(page.getByRole('navigation', { name: 'Enneagram menus' })).toBeVisible();
  await menu(page, 'Actions', 'Home');
  await expect(page).toHaveURL(/\/enneagram\/enneagram-home$/);
});
