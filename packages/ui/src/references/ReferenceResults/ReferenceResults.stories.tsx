import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { markWords, storyCards } from '../storyFixtures/cards';
import { ReferenceResults, type ReferenceResultsProps } from './ReferenceResults';

const firstBlock = { total: 596, first: 1, last: 200, pageSize: 200, canGoBack: false, canGoForward: true };

const meta = {
  title: 'UI/References/ReferenceResults',
  component: ReferenceResults,
  args: {
    status: 'ready',
    description: 'All records',
    cards: storyCards,
    block: firstBlock,
    onBack: fn(),
    onForward: fn(),
  },
} satisfies Meta<typeof ReferenceResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('All records')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Reference cards' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    // One pager above the cards and one below, both with the count.
    await expect(canvas.getAllByText('# of Records=596 (1 to 200)')).toHaveLength(2);
    const bottom = canvas.getByRole('group', { name: 'Record pages (bottom)' });
    await userEvent.click(within(bottom).getByRole('button', { name: 'forward 200 records' }));
    await expect(args.onForward).toHaveBeenCalledTimes(1);
  },
};

// A whole block as "List all records" gives it: 200 cards, the fixtures' three in turn.
const fullBlockCards = Array.from({ length: 200 }, (_, index) => {
  const card = storyCards[index % storyCards.length]!;
  return {
    ...card,
    uuid: `${card.uuid.slice(0, -3)}${String(index).padStart(3, '0')}`,
    refTitle: `${card.refTitle} (${index + 1})`,
  };
});

export const FullBlock: Story = {
  args: { cards: fullBlockCards },
  // The first cards stand for the rest: axe over 200 alike cards only takes time.
  parameters: { a11y: { context: { exclude: ['[aria-label="Reference cards"] > li:nth-child(n+6)'] } } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Reference cards' });
    // The first screenful comes with the list; the rest follow a few at a time, until all 200 are there.
    await expect(within(list).getByRole('article', { name: /\(1\)/ })).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(200), { timeout: 10_000 });
    await expect(within(list).getByRole('article', { name: /\(200\)/ })).toBeInTheDocument();
  },
};

export const MatchedWords: Story = {
  args: {
    description: 'Must Match: Tags Match Phrase “history of computing”',
    markTextFor: () => markWords(['history', 'computing']),
  },
  play: async ({ canvas }) => {
    const video = canvas.getByRole('article', { name: /Augmenting Human Intellect/ });
    const marks = [...video.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marks).toEqual(['history', 'computing']);
    // A card without the words has no marks.
    const paper = canvas.getByRole('article', { name: /Attention Is All You Need/ });
    await expect(paper.querySelectorAll('mark')).toHaveLength(0);
  },
};

export const MiddleBlock: Story = {
  args: { block: { ...firstBlock, first: 201, last: 400, canGoBack: true } },
  play: async ({ args, canvas }) => {
    const top = canvas.getByRole('group', { name: 'Record pages (top)' });
    await expect(top).toHaveTextContent('# of Records=596 (201 to 400)');
    await userEvent.click(within(top).getByRole('button', { name: 'back 200 records' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const LastBlock: Story = {
  args: { block: { ...firstBlock, first: 401, last: 596, canGoBack: true, canGoForward: false } },
  play: async ({ canvas }) => {
    const top = canvas.getByRole('group', { name: 'Record pages (top)' });
    await expect(top).toHaveTextContent('# of Records=596 (401 to 596)');
    await expect(within(top).getByRole('button', { name: 'forward 200 records' })).toBeDisabled();
    await expect(within(top).getByRole('button', { name: 'back 200 records' })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: {
    description: 'All fields match “zeppelin”',
    cards: [],
    block: { total: 0, first: 0, last: 0, pageSize: 200, canGoBack: false, canGoForward: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No reference cards match this search.');
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'forward 200 records' })).toBeNull();
  },
};

export const Problem: Story = {
  args: {
    status: 'problem',
    description: undefined,
    problem: "The address's query is not an advanced search (the query is not valid JSON).",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('the query is not valid JSON');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Idle: Story = {
  args: { status: 'idle', description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Search the reference cards above, or list all records.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching the reference cards…');
  },
};

// The page hands the results a new focus key for every search or block the user asks for.
function AskedAgain(props: ReferenceResultsProps) {
  const [key, setKey] = useState('allrecords=yes');
  return (
    <>
      <button type="button" onClick={() => setKey('allrecords=yes&from=200')}>
        Ask for the next block
      </button>
      <ReferenceResults {...props} focusKey={key} />
    </>
  );
}

export const NewResultsTakeTheFocus: Story = {
  render: (args) => <AskedAgain {...args} />,
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Results' });
    // The results the page opened with leave the focus where it is.
    await expect(heading).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for the next block' }));
    await expect(heading).toHaveFocus();
  },
};
