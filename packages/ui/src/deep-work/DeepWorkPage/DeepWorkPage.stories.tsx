import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlockLog } from '../BlockLog';
import { DayPlan, type DayPlanRow } from '../DayPlan';
import { TaskForm } from '../TaskForm';
import { WeekNav } from '../WeekNav';
import { WeeklyTallyChart } from '../WeeklyTallyChart';
import { type WeekTask, WeekTasks } from '../WeekTasks';
import { DeepWorkPage } from './DeepWorkPage';

const noop = () => {};

// The parts a page composes, as the owner and a visitor see them.
const rows: DayPlanRow[] = [
  {
    id: 'a',
    title: 'Draft the caching chapter',
    notes: 'First two sections.',
    status: 'in-progress',
    plannedBlocks: 4,
    doneBlocks: 2,
    doneSeconds: 3000,
  },
];
const otherDays: WeekTask[] = [
  { id: 'b', title: 'Outline the caching chapter', day: '2026-03-09', estimate: 3, status: 'done' },
  { id: 'c', title: 'Write the benchmark harness', day: '2026-03-12', estimate: 3, status: 'planned' },
];
const blocks = [
  { id: 'k1', day: '2026-03-09', time: '08:00', taskTitle: 'Outline the caching chapter', seconds: 5100 },
  { id: 'k2', day: '2026-03-10', time: '08:00', taskTitle: 'Draft the caching chapter', seconds: 3000 },
];
const parts = (owner: boolean) => ({
  plan: <DayPlan heading="Today’s plan" rows={rows} editable={owner} />,
  form: owner ? <TaskForm defaultDay="2026-03-10" maxEstimate={16} onSubmit={noop} /> : undefined,
  week: <WeekTasks tasks={otherDays} today="2026-03-10" editable={owner} />,
  blocks: <BlockLog blocks={blocks} editable={owner} />,
  weekNav: owner ? (
    <WeekNav name="This week" start="2026-03-09" onPrevious={noop} onNext={noop} onThisWeek={noop} />
  ) : (
    <WeekNav name="This week" start="2026-03-09" />
  ),
});

const meta = {
  title: 'UI/DeepWork/DeepWorkPage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: DeepWorkPage,
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '/landing',
    signInHref: '/owner',
    audience: 'owner',
    ...parts(true),
    chart: (
      <WeeklyTallyChart
        heading="Deep work per day"
        today="2026-03-10"
        days={[5100, 3000, 0, 0, 0, 0, 0].map((seconds, index) => ({
          day: `2026-03-${String(9 + index).padStart(2, '0')}`,
          seconds,
        }))}
      />
    ),
  },
} satisfies Meta<typeof DeepWorkPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deep Work' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Site' })).getByRole('link')).toHaveAttribute(
      'href',
      '/landing',
    );
    await expect(canvas.queryByRole('status', { name: 'Demo week' })).toBeNull();
    // The week's parts sit under the week's name, which names their region.
    const week = within(canvas.getByRole('region', { name: 'This week' }));
    await expect(week.getByText('9–15 March 2026')).toBeVisible();
    await expect(week.getByRole('img', { name: 'Today, Tuesday 10 March: 50 min' })).toBeVisible();
    // On a wide screen: the form beside today's plan, the chart beside the week's lists.
    const box = (name: string) => canvas.getByRole('region', { name }).getBoundingClientRect();
    await expect(box('Plan a task').left).toBeGreaterThan(box('Today’s plan').right);
    await expect(box('Deep work per day').left).toBeGreaterThan(box('Other days this week').right);
    await expect(box('Deep work per day').top).toBe(box('Other days this week').top);
    await expect(box('Blocks recorded').top).toBeGreaterThan(box('Other days this week').bottom);
  },
};

export const LoadingAnotherWeek: Story = {
  args: {
    weekLoading: true,
    weekNav: (
      <WeekNav name="Next week" start="2026-03-16" onPrevious={noop} onNext={noop} onThisWeek={noop} />
    ),
  },
  play: async ({ canvas }) => {
    // The last week stays on screen, marked busy, until the next one is in.
    await expect(canvas.getByRole('region', { name: 'Next week' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('img', { name: 'Today, Tuesday 10 March: 50 min' })).toBeVisible();
  },
};

export const Visitor: Story = {
  args: { audience: 'visitor', ...parts(false) },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status', { name: 'Demo week' });
    await expect(notice).toHaveTextContent('This is a demo week, read only.');
    await expect(within(notice).getByRole('link', { name: 'Sign in as the owner' })).toHaveAttribute(
      'href',
      '/owner',
    );
    // Read only: no buttons, no form, today's plan across the page, the week named but fixed.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Plan a task' })).toBeNull();
    const plan = canvas.getByRole('region', { name: 'Today’s plan' }).getBoundingClientRect();
    const chart = canvas.getByRole('region', { name: 'Deep work per day' }).getBoundingClientRect();
    await expect(plan.right).toBe(chart.right);
    await expect(canvas.getByRole('heading', { level: 2, name: 'This week' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the week…')).toHaveAttribute('aria-busy', 'true');
  },
};
