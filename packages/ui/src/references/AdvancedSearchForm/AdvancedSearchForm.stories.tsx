import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyFields, storyNewEntry } from '../storyFixtures/cards';
import { AdvancedSearchForm } from './AdvancedSearchForm';

const meta = {
  title: 'UI/References/AdvancedSearchForm',
  component: AdvancedSearchForm,
  args: { fields: storyFields, newEntry: storyNewEntry, onSearch: fn(), onSave: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdvancedSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const entry = (canvas: Canvas, number: number) =>
  within(canvas.getByRole('group', { name: `Entry ${number}` }));

export const DefaultEntry: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Must Match/ })).toBeChecked();
    await expect(canvas.getAllByRole('group', { name: /^Entry/ })).toHaveLength(1);
    const first = entry(canvas, 1);
    // The spec's default entry: Tags / Match Phrase / empty.
    await expect(first.getByLabelText('Field')).toHaveDisplayValue('Tags');
    await expect(first.getByLabelText('Type')).toHaveDisplayValue('Match Phrase');
    await expect(first.getByLabelText('Text')).toHaveValue('');
    // A query keeps at least one entry.
    await expect(first.getByRole('button', { name: 'Remove entry 1' })).toBeDisabled();
    // The field list is the server's.
    await expect(
      within(first.getByLabelText('Field'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(storyFields.map((field) => field.label));

    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      qualifier: 'Must Match',
      entries: [{ field: 'tags', type: 'Match Phrase', search: '' }],
    });
  },
};

export const AddAndRemoveEntries: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(entry(canvas, 1).getByLabelText('Text'), 'alpha');
    await userEvent.click(canvas.getByRole('button', { name: 'Add entry' }));
    // The new entry is the default one, and its field select has the focus as soon as it shows.
    await expect(entry(canvas, 2).getByLabelText('Field')).toHaveFocus();
    await expect(entry(canvas, 2).getByLabelText('Field')).toHaveDisplayValue('Tags');
    await expect(entry(canvas, 2).getByLabelText('Type')).toHaveDisplayValue('Match Phrase');
    await expect(canvas.getByRole('status')).toHaveTextContent('Entry 2 added.');
    await userEvent.type(entry(canvas, 2).getByLabelText('Text'), 'beta');
    await userEvent.click(canvas.getByRole('button', { name: 'Add entry' }));
    await userEvent.type(entry(canvas, 3).getByLabelText('Text'), 'gamma');

    await userEvent.click(entry(canvas, 2).getByRole('button', { name: 'Remove entry 2' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Entry 2 removed.');
    await expect(canvas.getAllByRole('group', { name: /^Entry/ })).toHaveLength(2);
    // The rows below move up and keep their own words.
    await expect(entry(canvas, 1).getByLabelText('Text')).toHaveValue('alpha');
    await expect(entry(canvas, 2).getByLabelText('Text')).toHaveValue('gamma');

    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      qualifier: 'Must Match',
      entries: [
        { field: 'tags', type: 'Match Phrase', search: 'alpha' },
        { field: 'tags', type: 'Match Phrase', search: 'gamma' },
      ],
    });
  },
};

export const TwoEntriesShouldMatch: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Should Match/ }));
    await userEvent.selectOptions(entry(canvas, 1).getByLabelText('Field'), 'Authors');
    await userEvent.selectOptions(entry(canvas, 1).getByLabelText('Type'), 'Matches');
    await userEvent.type(entry(canvas, 1).getByLabelText('Text'), 'Shannon');
    await userEvent.click(canvas.getByRole('button', { name: 'Add entry' }));
    await userEvent.type(entry(canvas, 2).getByLabelText('Text'), 'information theory{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({
      qualifier: 'Should Match',
      entries: [
        { field: 'refAuthors', type: 'Matches', search: 'Shannon' },
        { field: 'tags', type: 'Match Phrase', search: 'information theory' },
      ],
    });
  },
};

export const StartsFromTheQueryOnScreen: Story = {
  args: {
    defaultQuery: {
      qualifier: 'Should Match',
      entries: [
        { field: 'summary', type: 'Matches', search: 'entropy' },
        { field: 'refTitle', type: 'Match Phrase', search: 'theory of communication' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Should Match/ })).toBeChecked();
    await expect(entry(canvas, 1).getByLabelText('Field')).toHaveDisplayValue('Summary');
    await expect(entry(canvas, 1).getByLabelText('Text')).toHaveValue('entropy');
    await expect(entry(canvas, 2).getByLabelText('Field')).toHaveDisplayValue('Title');
    await expect(entry(canvas, 2).getByLabelText('Type')).toHaveDisplayValue('Match Phrase');
    await expect(entry(canvas, 2).getByRole('button', { name: 'Remove entry 2' })).toBeEnabled();
  },
};

export const EntryLimit: Story = {
  args: { maxEntries: 2 },
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: 'Add entry' });
    await userEvent.click(add);
    await expect(add).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove entry 1' }));
    await expect(add).toBeEnabled();
  },
};

export const SaveQuery: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(entry(canvas, 1).getByLabelText('Text'), 'memory');
    await userEvent.type(canvas.getByLabelText('Save this query as'), '  Memory tags {Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('Memory tags', {
      qualifier: 'Must Match',
      entries: [{ field: 'tags', type: 'Match Phrase', search: 'memory' }],
    });
    // Saving does not search.
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const SaveNeedsAName: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save query' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Give the query a name');
    await expect(canvas.getByLabelText('Save this query as')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ args, canvas }) => {
    // Busy, not disabled: a second press saves nothing, and the focus stays on the button.
    const save = canvas.getByRole('button', { name: 'Save query' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(save).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByText('Saving…')).toBeVisible();
  },
};

export const Saved: Story = {
  args: { saveStatus: { text: 'Saved the query “Memory tags”.', tone: 'success' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Saved the query “Memory tags”.')).toBeVisible();
  },
};

export const SaveNeedsTheOwner: Story = {
  args: {
    saveStatus: { text: 'Only the site’s owner can save queries.', tone: 'error', signInHref: '/owner' },
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Only the site’s owner can save queries.');
    await expect(within(alert).getByRole('link', { name: 'Sign in as the owner' })).toHaveAttribute(
      'href',
      '/owner',
    );
  },
};
