import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TaskForm } from './TaskForm';

const meta = {
  title: 'UI/DeepWork/TaskForm',
  component: TaskForm,
  args: { defaultDay: '2026-03-10', maxEstimate: 16, onSubmit: fn() },
} satisfies Meta<typeof TaskForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plan: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Task' }), 'Prove the scheduler terminates');
    const estimate = canvas.getByRole('textbox', { name: 'Estimate' });
    await userEvent.clear(estimate);
    await userEvent.type(estimate, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Plan task' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Prove the scheduler terminates',
      notes: '',
      estimate: 3,
      day: '2026-03-10',
    });
    await expect(canvas.getByRole('textbox', { name: 'Task' })).toHaveValue('');
  },
};

export const Problems: Story = {
  play: async ({ args, canvas }) => {
    const estimate = canvas.getByRole('textbox', { name: 'Estimate' });
    await userEvent.clear(estimate);
    await userEvent.type(estimate, '40');
    await userEvent.click(canvas.getByRole('button', { name: 'Plan task' }));
    await expect(canvas.getByRole('textbox', { name: 'Task' })).toHaveAccessibleDescription(
      'Say what the task is',
    );
    await expect(estimate).toHaveAccessibleDescription(
      '30-minute blocks A whole number of blocks from 1 to 16',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Planned: Story = {
  args: { status: { text: 'Planned "Prove the scheduler terminates" for 2026-03-10', tone: 'success' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Planned "Prove the scheduler terminates"');
  },
};

export const EditTask: Story = {
  args: {
    heading: 'Edit “Draft the caching chapter”',
    submitLabel: 'Save task',
    initial: {
      title: 'Draft the caching chapter',
      notes: 'First two sections.',
      estimate: 4,
      day: '2026-03-10',
    },
    onCancel: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Edit “Draft the caching chapter”' })).toBeVisible();
    // The task's values, with the title ready to type in.
    const title = canvas.getByRole('textbox', { name: 'Task' });
    await expect(title).toHaveValue('Draft the caching chapter');
    await expect(title).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Notes (optional)' })).toHaveValue(
      'First two sections.',
    );
    await expect(canvas.getByLabelText('Day')).toHaveValue('2026-03-10');
    await expect(canvas.queryByRole('button', { name: 'Plan task' })).toBeNull();

    await userEvent.type(title, ' and its figures');
    const estimate = canvas.getByRole('textbox', { name: 'Estimate' });
    await userEvent.clear(estimate);
    await userEvent.type(estimate, '6');
    await userEvent.click(canvas.getByRole('button', { name: 'Save task' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Draft the caching chapter and its figures',
      notes: 'First two sections.',
      estimate: 6,
      day: '2026-03-10',
    });
    // Kept as typed until the page closes the form.
    await expect(title).toHaveValue('Draft the caching chapter and its figures');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const EditProblems: Story = {
  args: { ...EditTask.args, onCancel: fn() },
  play: async ({ args, canvas }) => {
    const title = canvas.getByRole('textbox', { name: 'Task' });
    await userEvent.clear(title);
    const estimate = canvas.getByRole('textbox', { name: 'Estimate' });
    await userEvent.clear(estimate);
    await userEvent.type(estimate, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save task' }));
    await expect(title).toHaveAccessibleDescription('Say what the task is');
    await expect(estimate).toHaveAccessibleDescription(
      '30-minute blocks A whole number of blocks from 1 to 16',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EditRefused: Story = {
  args: {
    ...EditTask.args,
    onCancel: fn(),
    status: { text: 'day: 2026-03-11 already has 64 tasks, the most one day holds', tone: 'error' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('2026-03-11 already has 64 tasks');
    await expect(canvas.getByRole('button', { name: 'Save task' })).toBeEnabled();
  },
};

export const Playground: Story = {};
