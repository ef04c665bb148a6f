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

export const Playground: Story = {};
