import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { DialogActions, ModalDialog } from './ModalDialog';

const meta = {
  title: 'UI/Base/ModalDialog',
  component: ModalDialog,
  args: {
    title: 'A modal dialog',
    onDismiss: fn(),
    children: (
      <>
        <p>The page behind is inert while this is open.</p>
        <DialogActions>
          <Button variant="secondary">First</Button>
          <Button data-autofocus>Preferred</Button>
        </DialogActions>
      </>
    ),
  },
} satisfies Meta<typeof ModalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default: open, Escape dismisses',
  play: async ({ args, canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'A modal dialog' });
    await expect(dialog).toHaveAttribute('open');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(canvas.getByRole('button', { name: 'Preferred' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const AlertDialogWithWidth: Story = {
  args: { role: 'alertdialog', width: '250px', title: 'A narrow alert' },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'A narrow alert' });
    await expect(dialog.getBoundingClientRect().width).toBe(250);
  },
};

/** Opening from a button and closing again gives the focus back to that button. */
export const FocusReturns: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open the dialog</Button>
        {open && (
          <ModalDialog {...args} onDismiss={() => setOpen(false)}>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>Close</Button>
            </DialogActions>
          </ModalDialog>
        )}
      </>
    );
  },
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Open the dialog' });
    await userEvent.click(opener);
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Try the title, the role and the width in the controls. */
export const Playground: Story = {
  args: { title: 'Playground dialog', width: '360px' },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Playground dialog' });
    await expect(dialog.getBoundingClientRect().width).toBe(360);
  },
};
