import { expect, type Page, test } from '@playwright/test';
import { E2E_OWNER_PASSWORD } from './e2e-env.ts';

async function signInAsOwner(page: Page) {
  await page.goto('/owner');
  await page.getByLabel('Owner password').fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You are signed in as the owner.')).toBeVisible();
}

test('the owner plans a task, runs a short focus block through a reload, and sees it in today’s tally', async ({
  page,
}) => {
  // The page's clock is Playwright's, so five minutes of focus take no five minutes. It starts at
  // ten in the morning of today: a run near midnight would otherwise finish the block tomorrow.
  const morning = new Date();
  morning.setHours(10, 0, 0, 0);
  await page.clock.install({ time: morning });
  await signInAsOwner(page);
  await page.goto('/deep-work/tasks-home');
  await expect(page.getByRole('heading', { level: 1, name: 'Deep Work' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link')).toHaveAttribute(
    'href',
    '/landing',
  );

  const title = `Write the release notes ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Task' }).fill(title);
  await page.getByRole('textbox', { name: 'Estimate' }).fill('2');
  await page.getByRole('button', { name: 'Plan task' }).click();
  await expect(page.getByText(`Planned "${title}"`)).toBeVisible();

  const plan = page.getByRole('region', { name: 'Today’s plan' });
  await expect(plan.getByRole('listitem', { name: title })).toContainText('0 blocks of 2 done');

  // Edit it: a fuller title and one more block, saved on the server, so a reload keeps them.
  await plan.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('region', { name: `Edit “${title}”` });
  const edited = `${title} and the changelog`;
  await edit.getByRole('textbox', { name: 'Task' }).fill(edited);
  await edit.getByRole('textbox', { name: 'Estimate' }).fill('3');
  await edit.getByRole('button', { name: 'Save task' }).click();
  await expect(page.getByText(`Saved "${edited}"`)).toBeVisible();
  await page.reload();
  const task = plan.getByRole('listitem', { name: edited });
  await expect(task).toContainText('0 blocks of 3 done');
  await expect(task).toContainText('Planned');
  await expect(plan.getByRole('listitem', { name: title, exact: true })).toHaveCount(0);

  await task.getByRole('button', { name: `Start a block on ${edited}` }).click();
  await expect(page.getByRole('timer')).toHaveText('00:00');
  await expect(task).toContainText('In progress');

  await page.clock.fastForward('03:00');
  await expect(page.getByRole('timer')).toHaveText(/^03:0\d$/);
  // The block survives a reload.
  await page.reload();
  await page.clock.fastForward('02:00');
  await expect(page.getByRole('timer')).toHaveText(/^05:0\d$/);

  await page.getByRole('button', { name: 'Finish block' }).click();
  await expect(page.getByText(`Recorded 5 min of deep work on "${edited}"`)).toBeVisible();
  await expect(plan.getByRole('listitem', { name: edited })).toContainText(
    '1 block of 3 done · 5 min focused',
  );
  await expect(page.getByRole('img', { name: /^Today, .*: 5 min$/ })).toBeVisible();
  await expect(page.getByText('No block is running.', { exact: false })).toBeVisible();
});

test('the owner plans a task for next week and finds it there, in the week after this one', async ({
  page,
}) => {
  await signInAsOwner(page);
  const nextWeek = new Date();
  nextWeek.setDate(nextWeek.getDate() + 7);
  const day = [nextWeek.getFullYear(), nextWeek.getMonth() + 1, nextWeek.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  await page.goto('/deep-work/tasks-home');
  const title = `Plan the next sprint ${Date.now()}`;
  const form = page.getByRole('region', { name: 'Plan a task' });
  await form.getByRole('textbox', { name: 'Task' }).fill(title);
  await form.getByLabel('Day', { exact: true }).fill(day);
  await form.getByRole('button', { name: 'Plan task' }).click();
  await expect(page.getByText(`Planned "${title}" for ${day}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'This week', exact: true }).getByText(title)).toHaveCount(0);

  await page.getByRole('group', { name: 'Weeks' }).getByRole('button', { name: 'Next week' }).click();
  const next = page.getByRole('region', { name: 'Next week' });
  await expect(next.getByRole('listitem', { name: new RegExp(`^${title}`) })).toContainText('Planned');
  await page.getByRole('button', { name: 'This week' }).click();
  await expect(page.getByRole('region', { name: 'This week', exact: true })).toBeVisible();
});

test('a visitor sees a read-only demo week', async ({ page }) => {
  await page.goto('/deep-work/tasks-home');
  await expect(page.getByRole('status', { name: 'Demo week' })).toContainText(
    'This is a demo week, read only.',
  );
  await expect(page.getByRole('img', { name: /Monday/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Plan a task' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Start a block/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Edit|Remove|Next week/ })).toHaveCount(0);
});
