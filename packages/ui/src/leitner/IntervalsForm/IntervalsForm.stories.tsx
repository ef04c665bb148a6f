import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IntervalsForm } from './IntervalsForm';

const meta = {
  title: 'UI/Leitner/IntervalsForm',
  component: IntervalsForm,
  args: { intervals: [1, 2, 4, 8, 16], maximum: 365, onSave: fn() },
} satisfies Meta<typeof IntervalsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box3 = canvas.getByRole('textbox', { name: 'Box 3' });
    await expect(box3).toHaveValue('4');
    await userEvent.clear(box3);
    await userEvent.type(box3, '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save intervals' }));
    await expect(args.onSave).toHaveBeenCalledWith([1, 2, 5, 8, 16]);
  },
};

export const BadValue: Story = {
  play: async ({ args, canvas }) => {
    const box5 = canvas.getByRole('textbox', { name: 'Box 5' });
    await userEvent.clear(box5);
    await userEvent.type(box5, '400');
    await userEvent.click(canvas.getByRole('button', { name: 'Save intervals' }));
    await expect(box5).toHaveAccessibleDescription('days A whole number from 1 to 365');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { status: { text: 'Box intervals saved: 1, 2, 4, 8, 16 days', tone: 'success' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Box intervals saved');
  },
};

export const Playground: Story = {};
