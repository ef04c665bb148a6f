import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SavedQueryList } from './SavedQueryList';

const meta = {
  title: 'UI/References/SavedQueryList',
  component: SavedQueryList,
  args: {
    onRun: fn(),
    queries: [
      {
        name: 'Information theory classics',
        description: 'Must Match: Tags Match Phrase “information theory”',
      },
      {
        name: 'Memory or sleep',
        description: 'Should Match: Tags Matches “memory”, All fields Matches “sleep”',
      },
    ],
  },
} satisfies Meta<typeof SavedQueryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SavedQueries: Story = {
  play: async ({ args, canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Saved queries' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[1]).toHaveTextContent(
      'Should Match: Tags Matches “memory”, All fields Matches “sleep”',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Run Memory or sleep' }));
    await expect(args.onRun).toHaveBeenCalledWith('Memory or sleep');
  },
};

export const CurrentQueryMarked: Story = {
  args: { current: 'Information theory classics' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('aria-current', 'true');
    await expect(items[1]).not.toHaveAttribute('aria-current');
  },
};

export const UnreadableQuery: Story = {
  args: {
    queries: [
      { name: 'Broken', description: '', problem: 'This saved query is not an advanced search any more.' },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('This saved query is not an advanced search any more.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Run Broken' })).toBeDisabled();
    await expect(args.onRun).not.toHaveBeenCalled();
  },
};

export const NoneYet: Story = {
  args: { queries: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No saved queries yet. Build an advanced search and save it.'),
    ).toBeVisible();
  },
};
