import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmRemoval } from './ConfirmRemoval';

const meta = {
  title: 'UI/Base/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Test in Progress Found',
    message: 'Starting a new test deletes the answers you have not saved yet.',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default: YES confirms',
  play: async ({ args, canvas }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Test in Progress Found' });
    await expect(dialog).toHaveAccessibleDescription(
      'Starting a new test deletes the answers you have not saved yet.',
    );
    // Cancel has the focus, so Enter alone never throws the answers away.
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'YES' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const CancelWithEnter: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const CancelWithEscape: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Try the title and the message in the controls. */
export const Playground: Story = {
  args: { title: 'Remove this word?', message: 'Its review history goes with it.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alertdialog', { name: 'Remove this word?' })).toHaveAccessibleDescription(
      'Its review history goes with it.',
    );
  },
};

const word = { id: 'w-12', term: 'Gemütlichkeit' };

/** ConfirmRemoval: the heading names the thing, and Remove hands that thing back. */
export const RemovalOfOneThing: Story = {
  render: ({ onConfirm, onCancel }) => (
    <ConfirmRemoval
      item={word}
      question={(item) => `Remove “${item.term}”?`}
      message="The word and its place in the boxes are removed from the deck."
      onClose={onCancel}
      onRemove={onConfirm}
    />
  ),
  play: async ({ args, canvas }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Remove “Gemütlichkeit”?' });
    await expect(dialog).toHaveAccessibleDescription(
      'The word and its place in the boxes are removed from the deck.',
    );
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith(word);
  },
};

/** ConfirmRemoval with nothing to remove shows nothing. */
export const RemovalOfNothing: Story = {
  render: ({ onConfirm, onCancel }) => (
    <>
      <p>Nothing is picked for removal, so no question is asked.</p>
      <ConfirmRemoval
        item={undefined}
        question={() => 'Remove this?'}
        message="Nothing is asked."
        onClose={onCancel}
        onRemove={onConfirm}
      />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/no question is asked/)).toBeVisible();
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
