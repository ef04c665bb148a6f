import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WeekTasks } from './WeekTasks';

const meta = {
  title: 'UI/DeepWork/WeekTasks',
  component: WeekTasks,
  args: {
    today: '2026-03-10',
    tasks: [
      { id: 'b', title: 'Write the benchmark harness', day: '2026-03-12', estimate: 3, status: 'planned' },
      { id: 'a', title: 'Outline the caching chapter', day: '2026-03-09', estimate: 3, status: 'done' },
      { id: 'd', title: 'Reply to the reviewers', day: '2026-03-09', estimate: 2, status: 'in-progress' },
      { id: 'c', title: 'Plan next week', day: '2026-03-12', estimate: 1, status: 'planned' },
    ],
    onStatusChange: fn(),
    onEdit: fn(),
    onRemove: fn(),
    onMoveToToday: fn(),
  },
} satisfies Meta<typeof WeekTasks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a visitor sees: the list, no buttons. */
export const ReadOnly: Story = {
  play: async ({ canvas }) => {
    const days = canvas.getAllByRole('heading', { level: 3 });
    await expect(days.map((day) => day.textContent)).toEqual(['Monday 9 March', 'Thursday 12 March']);
    const thursday = within(canvas.getByRole('region', { name: 'Thursday 12 March' }));
    await expect(thursday.getAllByRole('listitem')).toHaveLength(2);
    await expect(thursday.getAllByRole('listitem')[0]).toHaveTextContent(
      'Write the benchmark harness · 3 blocks · Planned',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Owner: Story = {
  args: { editable: true },
  play: async ({ args, canvas }) => {
    const monday = within(canvas.getByRole('region', { name: 'Monday 9 March' }));
    // Only an unfinished task of an earlier day comes forward to today.
    await userEvent.click(monday.getByRole('button', { name: 'Move to today: Reply to the reviewers' }));
    await expect(args.onMoveToToday).toHaveBeenCalledWith('d');
    await expect(
      canvas.queryByRole('button', { name: 'Move to today: Outline the caching chapter' }),
    ).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Move to today: Plan next week' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Reopen: Outline the caching chapter' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('a', 'in-progress');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark done: Write the benchmark harness' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('b', 'done');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Plan next week' }));
    await expect(args.onEdit).toHaveBeenCalledWith('c');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Write the benchmark harness' }));
    await expect(args.onRemove).toHaveBeenCalledWith('b');
    await expect(canvas.getByRole('listitem', { name: /^Reply to the reviewers/ })).toHaveTextContent(
      'Reply to the reviewers · 2 blocks · In progress',
    );
  },
};

/** Another week than this one: every day is listed, none is today. */
export const AnotherWeek: Story = {
  args: {
    editable: true,
    heading: 'Tasks of the week',
    emptyText: 'Nothing planned this week.',
    tasks: [{ id: 'e', title: 'Plan the sprint', day: '2026-03-16', estimate: 1, status: 'planned' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Tasks of the week' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Monday 16 March');
    // Later than today: nothing to bring forward.
    await expect(canvas.queryByRole('button', { name: /Move to today/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Edit Plan the sprint' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { tasks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing planned on the other days of this week.')).toBeVisible();
  },
};

export const Playground: Story = {};
