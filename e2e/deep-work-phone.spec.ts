import { expect, test } from '@playwright/test';
import { E2E_OWNER_PASSWORD } from './e2e-env.ts';
import { expectFitsThePhone, phone, tapInView } from './phone.ts';

// Deep Work on a phone (decision 113): the owner's journey of deep-work.spec.ts, every step a tap.
// The page's clock stands on a Wednesday in 2031, so the block lands on a day no other test uses
// (deep-work.spec.ts checks today's tally), and the journey removes its block and its task again.
test.use(phone);

test('the owner plans a task, runs a focus block and removes both again, all with taps', async ({ page }) => {
  await page.clock.install({ time: new Date(2031, 6, 16, 10, 0, 0) });
  await page.goto('/owner');
  await page.getByLabel('Owner password').fill(E2E_OWNER_PASSWORD);
  await tapInView(page.getByRole('button', { name: 'Sign in' }));
  await expect(page.getByText('You are signed in as the owner.')).toBeVisible();

  await page.goto('/deep-work/tasks-home');
  await expect(page.getByRole('heading', { level: 1, name: 'Deep Work' })).toBeInViewport();
  await expectFitsThePhone(page);

  const title = `Phone focus ${Date.now()}`;
  const form = page.getByRole('region', { name: 'Plan a task' });
  await form.getByRole('textbox', { name: 'Task' }).fill(title);
  await form.getByRole('textbox', { name: 'Estimate' }).fill('2');
  await tapInView(form.getByRole('button', { name: 'Plan task' }));
  await expect(page.getByText(`Planned "${title}"`)).toBeVisible();

  const plan = page.getByRole('region', { name: 'Today’s plan' });
  const task = plan.getByRole('listitem', { name: title });
  await expect(task).toContainText('0 blocks of 2 done');
  await expectFitsThePhone(page);

  await tapInView(task.getByRole('button', { name: `Start a block on ${title}` }));
  // The running block is where the thumb is: its timer and its Finish button on screen.
  await expect(page.getByRole('timer')).toHaveText('00:00');
  await expect(page.getByRole('timer')).toBeInViewport();
  await expect(task).toContainText('In progress');
  await expectFitsThePhone(page);

  await page.clock.fastForward('05:00');
  await expect(page.getByRole('timer')).toHaveText(/^05:0\d$/);
  await tapInView(page.getByRole('button', { name: 'Finish block' }));
  await expect(page.getByText(`Recorded 5 min of deep work on "${title}"`)).toBeVisible();
  await expect(task).toContainText('1 block of 2 done · 5 min focused');
  await expect(page.getByRole('img', { name: /^Today, .*: 5 min$/ })).toBeVisible();
  await expectFitsThePhone(page);

  // Leave the week as it was found: the block first (a removed task's blocks stay counted).
  const removeBlock = page.getByRole('button', { name: /^Remove the block of .* at \d/ });
  await expect(removeBlock).toHaveCount(1);
  await tapInView(removeBlock);
  await tapInView(
    page.getByRole('alertdialog', { name: 'Remove this block?' }).getByRole('button', { name: 'Remove' }),
  );
  // A bar of no height: there, but nothing to see.
  await expect(page.getByRole('img', { name: /^Today, .*: 0 min$/ })).toBeAttached();
  await tapInView(plan.getByRole('button', { name: `Remove ${title}` }));
  const confirm = page.getByRole('alertdialog');
  await expectFitsThePhone(page);
  await tapInView(confirm.getByRole('button', { name: 'Remove' }));
  await expect(plan.getByRole('listitem', { name: title })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Deep Work' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});
