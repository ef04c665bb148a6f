import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { StatusText } from '../StatusText';
import { TextField } from '../TextField';
import { Button } from './Button';

const meta = {
  title: 'UI/Base/Button',
  component: Button,
  args: { children: 'Sign in', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site's main action, at rest. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Cancel' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Clear Shopping List' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Clear Shopping List' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Try the variants, the text and the disabled and busy states in the controls. */
export const Playground: Story = {
  args: { variant: 'secondary', children: 'Show Data', compact: false, busy: false, disabled: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show Data' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A one-character action in a row of items: the touch size, without the wide padding. */
export const Compact: Story = {
  args: { variant: 'secondary', compact: true, children: '→', 'aria-label': 'Move to the shopping list' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Move to the shopping list' });
    const box = button.getBoundingClientRect();
    // Still a touch target, but no wider than it needs to be.
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeLessThan(60);
  },
};

/** Saving: the spinner shows, the button says it is busy, and a click does nothing. */
export const Busy: Story = {
  args: { busy: true, children: 'Save' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

// The "server" of the story below: each call returns a save the play function finishes.
const saveWord = fn<(term: string) => Promise<void>>();

function WordSaveForm() {
  const [term, setTerm] = useState('Haus');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setSaved(false);
    await saveWord(term);
    setSaving(false);
    setSaved(true);
  };
  return (
    <form aria-label="Word" onSubmit={submit} style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <TextField label="Term" value={term} onChange={setTerm} />
      <div>
        <Button type="submit" busy={saving}>
          Save
        </Button>
      </div>
      {saved && <StatusText tone="success">Saved.</StatusText>}
    </form>
  );
}

/**
 * A form's Save: pressing it moves the button into its busy state with the focus kept on it; more
 * clicks and Enter in the field while it saves send nothing; when the save ends it is a normal
 * button again.
 */
export const SavingAForm: Story = {
  render: () => <WordSaveForm />,
  play: async ({ canvas }) => {
    let finish = () => {};
    saveWord.mockReset();
    saveWord.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const button = canvas.getByRole('button', { name: 'Save' });

    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveFocus();
    await expect(button).toBeEnabled();

    // Impatient presses while it saves: the click, the keyboard and Enter in the field.
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Term' }), '{Enter}');
    await expect(saveWord).toHaveBeenCalledTimes(1);
    await expect(saveWord).toHaveBeenCalledWith('Haus');

    finish();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByText('Saved.')).toBeVisible();

    // A normal button again: the next press saves once more.
    await userEvent.click(button);
    await expect(saveWord).toHaveBeenCalledTimes(2);
    await expect(button).toHaveFocus();
    finish();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  },
};
