import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PromptDialog } from './PromptDialog';

const meta = {
  title: 'UI/Base/PromptDialog',
  component: PromptDialog,
  args: {
    title: 'Enter Your Test Title',
    label: 'Test title',
    note: 'The title tells your saved tests apart.',
    maxLength: 100,
    onSave: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PromptDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Enter Your Test Title' })).toBeVisible();
    await expect(canvas.getByLabelText('Test title')).toHaveAccessibleDescription(
      '0/100 characters. The title tells your saved tests apart.',
    );
  },
};

/** Change the texts and the limit in the controls. */
export const Playground: Story = {
  args: { title: 'Name this shopping list', label: 'List name', note: undefined, maxLength: 40 },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('List name'), 'Saturday market');
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(args.onSave).toHaveBeenCalledWith('Saturday market');
  },
};

export const EnterTitle: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Enter Your Test Title' })).toBeVisible();
    const input = canvas.getByLabelText('Test title');
    await expect(input).toHaveFocus();
    const ok = canvas.getByRole('button', { name: 'OK' });
    await expect(ok).toBeDisabled();
    await userEvent.type(input, '   ');
    await expect(ok).toBeDisabled();
    await userEvent.type(input, 'After the holidays  ');
    await expect(ok).toBeEnabled();
    await userEvent.click(ok);
    await expect(args.onSave).toHaveBeenCalledWith('After the holidays');
  },
};

export const SubmitWithEnter: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Test title'), 'Spring check{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('Spring check');
  },
};

export const EmptyEnterDoesNothing: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Test title'), '{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const LimitedTo100Characters: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Test title');
    await userEvent.type(input, 'x'.repeat(105));
    await expect(input).toHaveValue('x'.repeat(100));
    await expect(input).toHaveAccessibleDescription(/^100\/100 characters/);
  },
};

export const Cancel: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Test title'), 'Not this one');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
