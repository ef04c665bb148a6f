import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WordForm } from './WordForm';

const meta = {
  title: 'UI/Leitner/WordForm',
  component: WordForm,
  args: { heading: 'Add a word', submitLabel: 'Add word', onSubmit: fn() },
} satisfies Meta<typeof WordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Term' }), ' la nube ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Meaning' }), 'cloud');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Example sentence' }), 'Una nube tapa el sol.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add word' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      term: 'la nube',
      meaning: 'cloud',
      example: 'Una nube tapa el sol.',
      notes: '',
    });
    // Ready for the next word.
    await expect(canvas.getByRole('textbox', { name: 'Term' })).toHaveValue('');
  },
};

export const MissingFields: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add word' }));
    await expect(canvas.getByRole('textbox', { name: 'Term' })).toHaveAccessibleDescription(
      'Write the word or phrase to learn',
    );
    await expect(canvas.getByRole('textbox', { name: 'Meaning' })).toHaveAccessibleDescription(
      'Write what it means',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Edit: Story = {
  args: {
    heading: 'Edit “la llave”',
    submitLabel: 'Save word',
    initial: { term: 'la llave', meaning: 'key', example: 'No encuentro la llave.', notes: '' },
    onCancel: fn(),
  },
  play: async ({ args, canvas }) => {
    const notes = canvas.getByRole('textbox', { name: 'Notes (optional)' });
    await userEvent.type(notes, 'Also a spanner.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save word' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ term: 'la llave', notes: 'Also a spanner.' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Refused: Story = {
  args: { status: { text: 'term: the deck already has "la casa"', tone: 'error' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('the deck already has "la casa"');
  },
};

export const Playground: Story = {};
