import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MessageDialog } from './MessageDialog';

const meta = {
  title: 'UI/Base/MessageDialog',
  component: MessageDialog,
  args: { message: 'No test to resume', onClose: fn() },
} satisfies Meta<typeof MessageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default: no test to resume',
  play: async ({ args, canvas }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'No test to resume' });
    await expect(dialog).toBeVisible();
    const ok = canvas.getByRole('button', { name: 'OK' });
    await expect(ok).toHaveFocus();
    await userEvent.click(ok);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const WithDetails: Story = {
  args: {
    message: 'Please log in to save',
    details: 'Your answers stay on this device until you save them.',
  },
  play: async ({ args, canvas }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Please log in to save' });
    await expect(dialog).toHaveAccessibleDescription('Your answers stay on this device until you save them.');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Try the message and its details in the controls. */
export const Playground: Story = {
  args: { message: 'Answer all questions before saving', details: '12 of 144 questions are still open.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('alertdialog', { name: 'Answer all questions before saving' }),
    ).toBeVisible();
  },
};
