import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DayPlan } from './DayPlan';

const meta = {
  title: 'UI/DeepWork/DayPlan',
  component: DayPlan,
  args: {
    heading: 'Today’s plan',
    editable: true,
    rows: [
      {
        id: 'a',
        title: 'Draft the caching chapter',
        notes: 'First two sections.',
        status: 'in-progress',
        plannedBlocks: 4,
        doneBlocks: 2,
        doneSeconds: 3000,
      },
      {
        id: 'b',
        title: 'Review the parser pull request',
        notes: '',
        status: 'planned',
        plannedBlocks: 1,
        doneBlocks: 0,
        doneSeconds: 0,
      },
      {
        id: 'c',
        title: 'Answer the review comments',
        notes: '',
        status: 'done',
        plannedBlocks: 1,
        doneBlocks: 1,
        doneSeconds: 1800,
      },
    ],
    onStartBlock: fn(),
    onStatusChange: fn(),
    onRemove: fn(),
    onMoveToTomorrow: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof DayPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByTestId('day-totals')).toHaveTextContent(
      'Planned 6 blocks (3 h 00 min) · done 3 blocks (1 h 20 min)',
    );
    const draft = within(canvas.getByRole('listitem', { name: 'Draft the caching chapter' }));
    await expect(draft.getByText(/2 blocks of 4 done · 50 min focused/)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Start a block on Review the parser pull request' }),
    );
    await expect(args.onStartBlock).toHaveBeenCalledWith('b');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark done: Draft the caching chapter' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('a', 'done');
    await userEvent.click(canvas.getByRole('button', { name: 'Reopen: Answer the review comments' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('c', 'in-progress');
    // A finished task takes no more blocks.
    await expect(
      canvas.queryByRole('button', { name: 'Start a block on Answer the review comments' }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Review the parser pull request' }));
    await expect(args.onRemove).toHaveBeenCalledWith('b');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Move to tomorrow: Draft the caching chapter' }),
    );
    await expect(args.onMoveToTomorrow).toHaveBeenCalledWith('a');
    // A finished task can be edited too (a wrong estimate, a better title).
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Answer the review comments' }));
    await expect(args.onEdit).toHaveBeenCalledWith('c');
  },
};

export const BlockRunning: Story = {
  args: { blockRunning: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Start a block on Review the parser pull request' }),
    ).toBeDisabled();
  },
};

export const Visitor: Story = {
  args: { editable: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tasks planned for today.')).toBeVisible();
  },
};

export const Playground: Story = {};
