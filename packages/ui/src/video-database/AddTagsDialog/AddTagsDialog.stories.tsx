import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddTagsDialog } from './AddTagsDialog';

// The page's own rule (from the contracts), written out for the stories.
const validate = (text: string) => {
  if (text.length > 200) return `Tags have at most 200 characters (this has ${text.length}).`;
  if (text.split(',').every((tag) => tag.trim() === ''))
    return 'Enter at least one tag (separate several with commas).';
  return undefined;
};

const meta = {
  title: 'UI/VideoDatabase/AddTagsDialog',
  component: AddTagsDialog,
  args: {
    files: ['Export for the web', 'Layers in five minutes', 'Masks without tears'],
    maxLength: 200,
    validate,
    onSave: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof AddTagsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Add tags' });

export const Valid: Story = {
  play: async ({ args }) => {
    const box = within(dialog());
    await expect(box.getByText('Tags for 3 files:')).toBeVisible();
    await expect(
      within(box.getByRole('list', { name: 'Files to tag' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    await userEvent.type(box.getByRole('textbox', { name: 'Tags' }), 'tutorial, beginner');
    await expect(box.getByText('Separate tags with commas. 18 of 200 characters.')).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: 'Save tags' }));
    await expect(args.onSave).toHaveBeenCalledWith('tutorial, beginner');
  },
};

export const TooLong: Story = {
  play: async ({ args }) => {
    const box = within(dialog());
    const field = box.getByRole('textbox', { name: 'Tags' });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(200));
    await expect(box.queryByText(/at most 200 characters/)).toBeNull();
    await userEvent.type(field, 'x');
    await expect(box.getByText('Tags have at most 200 characters (this has 201).')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(box.getByRole('button', { name: 'Save tags' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const EmptyTags: Story = {
  play: async ({ args }) => {
    const box = within(dialog());
    await userEvent.click(box.getByRole('button', { name: 'Save tags' }));
    await expect(box.getByText('Enter at least one tag (separate several with commas).')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const EmptySelection: Story = {
  args: { files: [] },
  play: async ({ args }) => {
    const box = within(dialog());
    await expect(
      box.getByText('No files are selected. Switch to Selection mode and tick the videos to tag.'),
    ).toBeVisible();
    await expect(box.queryByRole('textbox')).toBeNull();
    await expect(box.queryByRole('button', { name: 'Save tags' })).toBeNull();
    await userEvent.click(box.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { status: { text: 'Added 1 tag (tutorial) to 3 files', tone: 'success' } },
  play: async () => {
    const box = within(dialog());
    await expect(box.getByText('Added 1 tag (tutorial) to 3 files')).toBeVisible();
    await expect(box.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ args }) => {
    const save = within(dialog()).getByRole('button', { name: 'Saving…' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(save).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const NotOwner: Story = {
  args: { signInHref: '/owner' },
  play: async () => {
    const box = within(dialog());
    await expect(box.getByRole('link', { name: 'Sign in as the owner' })).toHaveAttribute('href', '/owner');
    await expect(box.getByRole('button', { name: 'Save tags' })).toBeDisabled();
  },
};

export const SaveFailed: Story = {
  args: {
    status: {
      text: 'Http failure response for /api/video-database/core/addtags: 500 Internal Server Error',
      tone: 'error',
    },
  },
  play: async () => {
    await expect(within(dialog()).getByText(/Http failure response/)).toBeVisible();
  },
};
