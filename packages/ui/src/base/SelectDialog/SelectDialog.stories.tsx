import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SelectDialog } from './SelectDialog';

const meta = {
  title: 'UI/Base/SelectDialog',
  component: SelectDialog,
  args: {
    title: 'Select a test',
    items: [
      { value: '0', label: 'First try', hint: '2024/01/14' },
      { value: '1', label: 'After the move', hint: '2024/06/02' },
      { value: '2', label: 'One year on', hint: '2025/01/20' },
    ],
    onOk: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof SelectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default: choose one',
  play: async ({ args, canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Select a test' });
    await expect(dialog.getBoundingClientRect().width).toBe(250);
    const first = canvas.getByRole('radio', { name: /First try/ });
    await expect(first).toBeChecked();
    await expect(first).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: /After the move/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ok' }));
    await expect(args.onOk).toHaveBeenCalledWith('1');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args }) => {
    // Arrows move through the choices, Enter confirms.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onOk).toHaveBeenCalledWith('2');
  },
};

export const Cancel: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onOk).not.toHaveBeenCalled();
  },
};

/** Try the title and the choices in the controls. */
export const Playground: Story = {
  args: {
    title: 'Choose a saved query',
    items: [
      { value: 'stoics', label: 'Stoic letters' },
      { value: 'habits', label: 'Habits and practice', hint: '3 entries' },
    ],
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Habits and practice/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ok' }));
    await expect(args.onOk).toHaveBeenCalledWith('habits');
  },
};
