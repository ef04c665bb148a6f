import {
  type DeepWorkTask,
  getDeepWorkWeek,
  maxDeepWorkTasksPerDay,
  recordDeepWorkBlock,
} from '@portfolio/contracts';
import {
  deepWorkDemoWeekFixture,
  deepWorkMockWeek,
  deepWorkStoryNow,
  deepWorkWeekFixture,
  mockContractError,
  resetDeepWorkMocks,
  resetOwnerSession,
} from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DeepWorkRoute } from './DeepWorkRoute';
import { focusTimerKey, startTimer } from './focus-timer';
import { blockTimeText } from './week-view';

const meta = {
  title: 'Features/DeepWork/DeepWorkRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
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
/** Today's plan once the week is in. */
const loadedPlan = async (canvas: Canvas) =>
  within(await canvas.findByRole('region', { name: 'Today’s plan' }));
const form = (canvas: Canvas, name: string | RegExp) => within(canvas.getByRole('region', { name }));
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const task = (id: string, title: string, day: string, status: DeepWorkTask['status'] = 'planned') => ({
  id,
  title,
  notes: '',
  estimate: 2,
  status,
  day,
});
/** The fixture's week with an unfinished task left on Monday and one planned for next week. */
const withOtherWeeks = () =>
  resetDeepWorkMocks({
    tasks: [
      ...deepWorkWeekFixture.tasks,
      task('task-late', 'Reply to the reviewers', '2026-03-09', 'in-progress'),
      task('task-next', 'Plan the spring release', '2026-03-17'),
    ],
  });

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
    // The task is not done yet: its next block is the next step, and has the focus.
    await waitFor(() =>
      expect(
        plan(canvas).getByRole('button', { name: 'Start a block on Draft the caching chapter' }),
      ).toHaveFocus(),
    );
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
    // The plan is fetched again after the notice shows: it counts the recorded block.
    await waitFor(() =>
      expect(plan(canvas).getByText(/3 blocks of 4 done · 1 h 20 min focused/)).toBeVisible(),
    );
    // Nobody pressed anything: the focus is not moved down the page that just opened.
    await expect(document.activeElement).toBe(document.body);
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

export const FinishTooShort: Story = {
  beforeEach() {
    seedTimer(4 * seconds);
  },
  play: async ({ canvas }) => {
    const before = deepWorkMockWeek().blocks.length;
    await userEvent.click(await canvas.findByRole('button', { name: 'Finish block' }));
    // A 4-second block is not a done block (decision 102): nothing is sent, the timer ends.
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Nothing was recorded: a block counts as done from 1 min, and this one ran 4 s.',
    );
    await expect(deepWorkMockWeek().blocks).toHaveLength(before);
    await expect(window.localStorage.getItem(focusTimerKey)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Finish block' })).toBeNull();
    await expect(plan(canvas).getByText(/2 blocks of 4 done · 50 min focused/)).toBeVisible();
    await waitFor(() =>
      expect(
        plan(canvas).getByRole('button', { name: 'Start a block on Draft the caching chapter' }),
      ).toHaveFocus(),
    );
  },
};

export const StartABlock: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Start a block on Review the parser pull request' }),
    );
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:00');
    // The Start button is disabled now: the focus goes on to the running block's Finish.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Finish block' })).toHaveFocus());
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

/**
 * The owner's session ends elsewhere (signed off in another tab) while the week is open: the
 * refused plan makes the page ask the session again, and it turns to the read-only demo week with
 * the way to sign in instead of owner tools that can only fail (decision 106).
 */
export const SessionEndedBeforePlanning: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Task' }),
      'Prove the scheduler terminates',
    );
    resetOwnerSession({ signedIn: false });
    await userEvent.click(canvas.getByRole('button', { name: 'Plan task' }));
    const notice = await canvas.findByRole('status', { name: 'Demo week' });
    await expect(within(notice).getByRole('link', { name: 'Sign in as the owner' })).toHaveAttribute(
      'href',
      '/owner',
    );
    await expect(canvas.queryByRole('region', { name: 'Plan a task' })).toBeNull();
    await expect(
      deepWorkMockWeek().tasks.some((entry) => entry.title === 'Prove the scheduler terminates'),
    ).toBe(false);
  },
};

export const PlanATaskTwice: Story = {
  play: async ({ canvas }) => {
    // Today already plans "Draft the caching chapter": the same name in other case is refused.
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Task' }), 'draft the Caching chapter');
    await userEvent.click(canvas.getByRole('button', { name: 'Plan task' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'title: "Draft the caching chapter" is already planned for 2026-03-10',
    );
    await expect(
      deepWorkMockWeek().tasks.filter((entry) => entry.title.toLowerCase() === 'draft the caching chapter'),
    ).toHaveLength(1);
    await expect(plan(canvas).getAllByRole('listitem', { name: 'Draft the caching chapter' })).toHaveLength(
      1,
    );
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

export const EditTask: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      (await loadedPlan(canvas)).getByRole('button', { name: 'Edit Review the parser pull request' }),
    );
    const edit = form(canvas, 'Edit “Review the parser pull request”');
    const title = edit.getByRole('textbox', { name: 'Task' });
    await expect(title).toHaveValue('Review the parser pull request');
    await expect(title).toHaveFocus();
    await userEvent.clear(title);
    await userEvent.type(title, 'Review the parser and lexer pull requests');
    const estimate = edit.getByRole('textbox', { name: 'Estimate' });
    await userEvent.clear(estimate);
    await userEvent.type(estimate, '3');
    await userEvent.click(edit.getByRole('button', { name: 'Save task' }));

    // Saved, and the form is back to planning, saying so.
    const planning = within(await canvas.findByRole('region', { name: 'Plan a task' }));
    await expect(planning.getByRole('status')).toHaveTextContent(
      'Saved "Review the parser and lexer pull requests"',
    );
    await expect(
      await plan(canvas).findByRole('listitem', { name: 'Review the parser and lexer pull requests' }),
    ).toHaveTextContent('0 blocks of 3 done');
    await expect(canvas.getByTestId('day-totals')).toHaveTextContent('Planned 7 blocks');
    // The focus is back on the task's Edit button, under its new name.
    await expect(
      plan(canvas).getByRole('button', { name: 'Edit Review the parser and lexer pull requests' }),
    ).toHaveFocus();
    // The status is the task's own: editing does not reset it.
    await expect(deepWorkMockWeek().tasks.find((entry) => entry.id === 'task-3')).toMatchObject({
      title: 'Review the parser and lexer pull requests',
      estimate: 3,
      status: 'planned',
      day: '2026-03-10',
    });
  },
};

export const EditCancelled: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      (await loadedPlan(canvas)).getByRole('button', { name: 'Edit Draft the caching chapter' }),
    );
    const edit = form(canvas, 'Edit “Draft the caching chapter”');
    await userEvent.type(edit.getByRole('textbox', { name: 'Task' }), ' (not this)');
    await userEvent.click(edit.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('region', { name: 'Plan a task' })).toBeVisible();
    await expect(plan(canvas).getByRole('listitem', { name: 'Draft the caching chapter' })).toBeVisible();
    await expect(plan(canvas).getByRole('button', { name: 'Edit Draft the caching chapter' })).toHaveFocus();
    await expect(deepWorkMockWeek().tasks.find((entry) => entry.id === 'task-2')?.title).toBe(
      'Draft the caching chapter',
    );
  },
};

export const EditRefused: Story = {
  beforeEach() {
    // Monday next week is full.
    resetDeepWorkMocks({
      tasks: [
        ...deepWorkWeekFixture.tasks,
        ...Array.from({ length: maxDeepWorkTasksPerDay }, (_, index) =>
          task(`full-${index}`, `Task ${index}`, '2026-03-16'),
        ),
      ],
    });
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      (await loadedPlan(canvas)).getByRole('button', { name: 'Edit Review the parser pull request' }),
    );
    const edit = form(canvas, 'Edit “Review the parser pull request”');
    const day = edit.getByLabelText('Day');
    await userEvent.clear(day);
    await userEvent.type(day, '2026-03-16');
    await userEvent.click(edit.getByRole('button', { name: 'Save task' }));
    // Refused with the server's reason; the form stays open to pick another day.
    await expect(await edit.findByRole('alert')).toHaveTextContent(
      `day: 2026-03-16 already has ${maxDeepWorkTasksPerDay} tasks, the most one day holds`,
    );
    await expect(day).toHaveValue('2026-03-16');
    await expect(deepWorkMockWeek().tasks.find((entry) => entry.id === 'task-3')?.day).toBe('2026-03-10');
  },
};

export const OtherWeeks: Story = {
  beforeEach: withOtherWeeks,
  play: async ({ canvas }) => {
    const weeks = within(await canvas.findByRole('group', { name: 'Weeks' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'This week' })).toBeVisible();
    await userEvent.click(weeks.getByRole('button', { name: 'Next week' }));
    // Next week's task, tally and blocks; today's plan stays today's.
    const next = within(await canvas.findByRole('region', { name: 'Next week' }));
    await expect(await next.findByRole('region', { name: 'Tuesday 17 March' })).toHaveTextContent(
      'Plan the spring release',
    );
    await expect(next.getByRole('heading', { name: 'Tasks of the week' })).toBeVisible();
    await expect(next.getByText('16–22 March 2026')).toBeVisible();
    await expect(next.getByText('0 min of deep work, 0.0 hours')).toBeVisible();
    await expect(next.getByText('No focus blocks recorded on these days.')).toBeVisible();
    await expect(plan(canvas).getByRole('listitem', { name: 'Draft the caching chapter' })).toBeVisible();

    await userEvent.click(weeks.getByRole('button', { name: 'Previous week' }));
    await userEvent.click(weeks.getByRole('button', { name: 'Previous week' }));
    const last = within(await canvas.findByRole('region', { name: 'Last week' }));
    await expect(await last.findByText('Nothing planned last week.')).toBeVisible();

    await userEvent.click(weeks.getByRole('button', { name: 'This week' }));
    const week = within(await canvas.findByRole('region', { name: 'This week' }));
    await expect(await week.findByRole('heading', { name: 'Other days this week' })).toBeVisible();
    await expect(week.getByText('2 h 15 min of deep work, 2.3 hours')).toBeVisible();
  },
};

export const ManageOtherDays: Story = {
  beforeEach: withOtherWeeks,
  play: async ({ canvas, canvasElement }) => {
    const week = () => within(canvas.getByRole('region', { name: 'Other days this week' }));
    // An unfinished task of an earlier day comes to today.
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Move to today: Reply to the reviewers' }),
    );
    await expect(
      await plan(canvas).findByRole('listitem', { name: 'Reply to the reviewers' }),
    ).toHaveTextContent('In progress');
    await expect(week().queryByText(/Reply to the reviewers/)).toBeNull();

    await userEvent.click(week().getByRole('button', { name: 'Mark done: Write the benchmark harness' }));
    await waitFor(() =>
      expect(week().getByRole('listitem', { name: /^Write the benchmark harness/ })).toHaveTextContent(
        'Done',
      ),
    );

    await userEvent.click(week().getByRole('button', { name: 'Edit Outline the caching chapter' }));
    const edit = form(canvas, 'Edit “Outline the caching chapter”');
    await expect(edit.getByLabelText('Day')).toHaveValue('2026-03-09');
    await userEvent.type(edit.getByRole('textbox', { name: 'Notes (optional)' }), ' With a diagram.');
    await userEvent.click(edit.getByRole('button', { name: 'Save task' }));
    await expect(await canvas.findByText('Saved "Outline the caching chapter"')).toBeVisible();
    // Saved with its own status, done.
    await expect(deepWorkMockWeek().tasks.find((entry) => entry.id === 'task-1')).toMatchObject({
      notes: 'Why, where, when to drop it. With a diagram.',
      status: 'done',
    });

    await userEvent.click(week().getByRole('button', { name: 'Remove Write the benchmark harness' }));
    const dialog = body(canvasElement).getByRole('alertdialog', {
      name: 'Remove “Write the benchmark harness”?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByText('Removed "Write the benchmark harness"')).toBeVisible();
    await waitFor(() => expect(week().queryByText(/Write the benchmark harness/)).toBeNull());
  },
};

export const RemoveABlock: Story = {
  play: async ({ canvas, canvasElement }) => {
    const time = blockTimeText('2026-03-10T08:40:00.000Z');
    await userEvent.click(
      await canvas.findByRole('button', { name: `Remove the block of Tuesday 10 March at ${time}` }),
    );
    const dialog = body(canvasElement).getByRole('alertdialog', { name: 'Remove this block?' });
    await expect(dialog).toHaveTextContent(
      `20 min of deep work on “Draft the caching chapter”, Tuesday 10 March at ${time}, leaves the tally.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const blocks = within(canvas.getByRole('region', { name: 'Blocks recorded' }));
    await waitFor(() =>
      expect(blocks.getByRole('status')).toHaveTextContent(
        'Removed 20 min of deep work on "Draft the caching chapter" from 2026-03-10',
      ),
    );
    // Out of the tally and today's plan.
    await expect(await canvas.findByRole('img', { name: 'Today, Tuesday 10 March: 30 min' })).toBeVisible();
    await expect(plan(canvas).getByText(/1 block of 4 done · 30 min focused/)).toBeVisible();
    await expect(blocks.getAllByRole('listitem')).toHaveLength(4);
    await expect(deepWorkMockWeek().blocks.some((entry) => entry.id === 'block-5')).toBe(false);
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
    // The demo week is this week only, and read only throughout.
    await expect(canvas.getByRole('heading', { level: 2, name: 'This week' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Weeks' })).toBeNull();
    await expect(
      within(canvas.getByRole('region', { name: 'Other days this week' })).getByText(/Plan next week/),
    ).toBeVisible();
    // On Tuesday, Thursday's task is still to come: planned, with no block run yet (decision 115).
    const otherDays = within(canvas.getByRole('region', { name: 'Other days this week' }));
    await expect(otherDays.getByRole('listitem', { name: /Finish the caching chapter/ })).toHaveTextContent(
      /Planned$/,
    );
    const blocks = within(canvas.getByRole('region', { name: 'Blocks recorded' }));
    await expect(blocks.getAllByRole('listitem')).toHaveLength(
      deepWorkDemoWeekFixture.blocks.filter((block) => block.day <= '2026-03-10').length,
    );
    await expect(blocks.queryByText(/Finish the caching chapter/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Remove|Edit|Mark done|Move to/ })).toBeNull();
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
