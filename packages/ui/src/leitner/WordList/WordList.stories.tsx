import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WordList } from './WordList';

const meta = {
  title: 'UI/Leitner/WordList',
  component: WordList,
  args: {
    words: [
      { id: 'w-1', term: 'el puente', meaning: 'bridge', box: 1, dueOn: '2026-03-08' },
      { id: 'w-2', term: 'la llave', meaning: 'key', box: 2, dueOn: '2026-03-12' },
      {
        id: 'w-3',
        term: 'la sobremesa',
        meaning: 'the talk at table after a meal',
        box: 5,
        dueOn: '2026-03-26',
      },
    ],
    onEdit: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof WordList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Words (3)' })).toBeVisible();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items[1]).toHaveTextContent('la llave — keyBox 2 · due 2026-03-12');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit la llave' }));
    await expect(args.onEdit).toHaveBeenCalledWith('w-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove el puente' }));
    await expect(args.onRemove).toHaveBeenCalledWith('w-1');
  },
};

export const Filtered: Story = {
  play: async ({ canvas }) => {
    const find = canvas.getByRole('searchbox', { name: 'Find a word' });
    await userEvent.type(find, 'KEY');
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Edit la llave' })).toBeVisible();
    await userEvent.clear(find);
    await userEvent.type(find, 'zebra');
    await expect(canvas.getByText('No word or meaning contains “zebra”.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { words: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No words yet.')).toBeVisible();
  },
};

export const Removed: Story = {
  args: { status: { text: 'Removed "la llave"', tone: 'success' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Removed "la llave"');
  },
};

export const Playground: Story = {};
