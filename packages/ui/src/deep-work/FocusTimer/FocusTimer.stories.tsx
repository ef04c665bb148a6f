import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FocusTimer } from './FocusTimer';

const meta = {
  title: 'UI/DeepWork/FocusTimer',
  component: FocusTimer,
  args: {
    state: 'running',
    taskTitle: 'Draft the caching chapter',
    elapsedSeconds: 754,
    blockSeconds: 1800,
    onPause: fn(),
    onResume: fn(),
    onFinish: fn(),
  },
} satisfies Meta<typeof FocusTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('timer', { name: '12:34 of 30:00' })).toHaveTextContent('12:34');
    await expect(canvas.getByText('Focusing · 17:26 left in this block')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(args.onPause).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish block' }));
    await expect(args.onFinish).toHaveBeenCalledOnce();
  },
};

export const Paused: Story = {
  args: { state: 'paused' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Paused · 17:26 left in this block')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resume' }));
    await expect(args.onResume).toHaveBeenCalledOnce();
  },
};

export const Idle: Story = {
  args: { state: 'idle', taskTitle: undefined, elapsedSeconds: 0 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No block is running. Start one from a task in today’s plan.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

export const Recorded: Story = {
  args: {
    state: 'idle',
    elapsedSeconds: 0,
    status: { text: 'Recorded 30 min of deep work on "Draft the caching chapter"', tone: 'success' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Recorded 30 min of deep work');
  },
};

export const Playground: Story = {};
