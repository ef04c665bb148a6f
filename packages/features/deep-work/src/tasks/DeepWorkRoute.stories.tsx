import { getDeepWorkWeek, recordDeepWorkBlock } from '@portfolio/contracts';
import {
  deepWorkDemoWeekFixture,
  deepWorkMockWeek,
  deepWorkStoryNow,
  mockContractError,
  resetDeepWorkMocks,
  resetOwnerSession,
} from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DeepWorkRoute } from './DeepWorkRoute';
import { focusTimerKey, startTimer } from './focus-timer';

const meta = {
  title: 'Features/DeepWork/DeepWorkRoute',
  component: DeepWorkRoute,
  parameters: { layout: 'fullscreen', router: { path: '/deep-work/tasks-home' } },
  args: { now: () => deepWorkStoryNow },
  beforeEach() {
    resetDeepWorkMocks();
    resetOwnerSession({ signedIn: true });
    window.localStorage.removeItem(focusTimerKey);
  },
} satisfies Meta<typeof DeepWorkRoute>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const seconds = 1000;
/** A block on "Draft the caching chapter" that began `ago` milliseconds before the story's now. */
function seedTimer(ago: number, pausedFor?: number) {
  const timer = startTimer(
    { id: 'task-2', title: 'Draft the caching chapter' },
    '2026-03-10',
    deepWorkStoryNow - ago,
  );
  const stored = pausedFor === undefined ? timer : { ...timer, pausedAt: deepWorkStoryNow - pausedFor };
  window.localStorage.setItem(focusTimerKey, JSON.stringify(stored));
}

const plan = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Today’s plan' }));

export const OwnerToday: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('day-totals')).toHaveTextContent(
      'Planned 5 blocks (2 h 30 min) · done 2 blocks (50 min)',
    );
    await expect(plan(canvas).getByText(/2 blocks of 4 done · 50 min focused/)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Monday 9 March: 1 h 25 min' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Today, Tuesday 10 March: 50 min' })).toBeVisible();
    await expect(canvas.getByText('2 h 15 min of deep work, 2.3 hours')).toBeVisible();
    const week = within(canvas.getByRole('region', { name: 'Other days this week' }));
    await expect(week.getByText('Write the benchmark harness')).toBeVisible();
    await expect(
      canvas.getByText('No block is running. Start one from a task in today’s plan.'),
    ).toBeVisible();
  },
};

export const RunningTimer: Story = {
  beforeEach() {
    seedTimer(754 * seconds);
  },
  play: async ({ canvas }) => {
    // The block survived the "reload": it is worked out from when it began.
    const clock = await canvas.findByRole('timer');
    await expect(clock).toHaveTextContent('12:34');
    await expect(canvas.getByText('Focusing · 17:26 left in this block')).toBeVisible();
    await expect(
      plan(canvas).getByRole('button', { name: 'Start a block on Review the parser pull request' }),
    ).toBeDisabled();
  },
};

export const PauseAndFinish: Story = {
  beforeEach() {
    seedTimer(754 * seconds);
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pause' }));
    await expect(canvas.getByText('Paused · 17:26 left in this block')).toBeVisible();
    await expect(JSON.parse(window.localStorage.getItem(focusTimerKey) ?? '{}').pausedAt).toBe(
      deepWorkStoryNow,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Resume' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish block' }));
    await expect(
      await canvas.findByText('Recorded 12 min of deep work on "Draft the caching chapter"'),
    ).toBeVisible();
    await expect(deepWorkMockWeek().blocks.at(-1)).toMatchObject({
      taskId: 'task-2',
      day: '2026-03-10',
      seconds: 754,
    });
    await expect(window.localStorage.getItem(focusTimerKey)).toBeNull();
    await waitFor(() =>
      expect(plan(canvas).getByText(/3 blocks of 4 done · 1 h 02 min focused/)).toBeVisible(),
    );
    await expect(canvas.getByRole('img', { name: 'Today, Tuesday 10 March: 1 h 02 min' })).toBeVisible();
  },
};

export const BlockEndsWhileAway: Story = {
  beforeEach() {
    seedTimer(45 * 60 * seconds);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Recorded 30 min of deep work on "Draft the caching chapter"'),
    ).toBeVisible();
    await expect(deepWorkMockWeek().blocks.at(-1)?.seconds).toBe(1800);
  },
};

export const RecordFails: Story = {
  beforeEach({ msw }) {
    seedTimer(600 * seconds);
    msw.use(mockContractError(recordDeepWorkBlock, 503));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Finish block' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The block was not recorded: Service Unavailable',
    );
    // Kept, paused, to be recorded again.
    await expect(canvas.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(window.localStorage.getItem(focusTimerKey)).not.toBeNull();
  },
};

export const StartABlock: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Start a block on Review the parser pull request' }),
    );
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:00');
    await expect(canvas.getByText('Review the parser pull request', { selector: 'p' })).toBeVisible();
    // A planned task is under way once a block runs on it.
    await waitFor(() =>
      expect(deepWorkMockWeek().tasks.find((task) => task.id === 'task-3')?.status).toBe('in-progress'),
    );
    await expect(JSON.parse(window.localStorage.getItem(focusTimerKey) ?? '{}')).toMatchObject({
      taskId: 'task-3',
      startedAt: deepWorkStoryNow,
    });
  },
};

export const PlanATask: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Task' }),
      'Prove the scheduler terminates',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Plan task' }));
    await expect(
      await canvas.findByText('Planned "Prove the scheduler terminates" for 2026-03-10'),
    ).toBeVisible();
    await expect(
      await plan(canvas).findByRole('listitem', { name: 'Prove the scheduler terminates' }),
    ).toBeVisible();
    await expect(canvas.getByTestId('day-totals')).toHaveTextContent('Planned 7 blocks');
  },
};

export const MarkDoneAndRemove: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Mark done: Draft the caching chapter' }),
    );
    await expect(
      await plan(canvas).findByRole('button', { name: 'Reopen: Draft the caching chapter' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Review the parser pull request' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByText('Removed "Review the parser pull request"')).toBeVisible();
    await waitFor(() => expect(plan(canvas).getAllByRole('listitem')).toHaveLength(1));
  },
};

export const MoveToTomorrow: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Move to tomorrow: Review the parser pull request' }),
    );
    const week = within(canvas.getByRole('region', { name: 'Other days this week' }));
    await expect(await week.findByRole('region', { name: 'Wednesday 11 March' })).toHaveTextContent(
      'Review the parser pull request',
    );
    await expect(plan(canvas).queryByRole('listitem', { name: 'Review the parser pull request' })).toBeNull();
  },
};

export const EmptyWeek: Story = {
  beforeEach() {
    resetDeepWorkMocks({ tasks: [], blocks: [] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No tasks planned for today.')).toBeVisible();
    await expect(canvas.getByText('0 min of deep work, 0.0 hours')).toBeVisible();
    await expect(canvas.getByText('Nothing planned on the other days of this week.')).toBeVisible();
  },
};

export const VisitorDemoWeek: Story = {
  beforeEach() {
    resetOwnerSession({ signedIn: false });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Demo week' })).toHaveTextContent(
      'This is a demo week, read only.',
    );
    const today = deepWorkDemoWeekFixture.tasks.find((task) => task.day === '2026-03-10');
    await canvas.findByRole('region', { name: 'Today’s plan' });
    await expect(plan(canvas).getByRole('listitem', { name: today?.title })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Start a block/ })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Focus timer' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Plan a task' })).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Monday 9 March: 1 h 00 min' })).toBeVisible();
  },
};

export const WeekFailsToLoad: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getDeepWorkWeek, 500));
  },
  play: async ({ canvas }) => {
    const away = await canvas.findByTestId('navigated-away');
    await expect(away).toHaveTextContent('Navigated to /error');
    await expect(away).toHaveTextContent('Http failure response for /api-deep-work/week');
  },
};
