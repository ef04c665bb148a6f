import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeckSummary, type ForecastCount } from './DeckSummary';

const days = (counts: number[]): ForecastCount[] =>
  counts.map((count, index) => ({ day: `2026-03-${String(10 + index).padStart(2, '0')}`, count }));

const boxes = (counts: number[]) =>
  counts.map((count, index) => ({ box: index + 1, count, intervalDays: [1, 2, 4, 8, 16][index] ?? 1 }));

const meta = {
  title: 'UI/Leitner/DeckSummary',
  component: DeckSummary,
  args: {
    dueToday: 4,
    total: 8,
    boxes: boxes([2, 2, 2, 1, 1]),
    forecast: days([4, 1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0]),
    onStartReview: fn(),
  },
} satisfies Meta<typeof DeckSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('words due today', { exact: false })).toHaveTextContent(
      '4 words due today',
    );
    const perBox = within(canvas.getByRole('list', { name: 'Words per box' }));
    await expect(perBox.getByRole('listitem', { name: 'Box 1: 2 words' })).toBeVisible();
    await expect(perBox.getByRole('listitem', { name: 'Box 5: 1 word' })).toBeVisible();
    const forecast = within(canvas.getByRole('list', { name: 'Due in the next 14 days' }));
    await expect(forecast.getAllByRole('listitem')).toHaveLength(14);
    await expect(forecast.getByRole('listitem', { name: 'Today: 4 words' })).toBeVisible();
    await expect(forecast.getByRole('listitem', { name: 'Wednesday 11 March: 1 word' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start review' }));
    await expect(args.onStartReview).toHaveBeenCalledOnce();
  },
};

export const NothingDue: Story = {
  args: { dueToday: 0, forecast: days([0, 0, 3, 1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 2]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Nothing is due today/)).toHaveTextContent(
      'Nothing is due today. Next: 3 words on Thursday 12 March.',
    );
    await expect(canvas.queryByRole('button', { name: 'Start review' })).toBeNull();
  },
};

export const NothingForTwoWeeks: Story = {
  args: {
    dueToday: 0,
    total: 2,
    boxes: boxes([0, 0, 0, 0, 2]),
    forecast: days(Array.from({ length: 14 }, () => 0)),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Nothing falls due in the next two weeks/)).toBeVisible();
  },
};

export const EmptyDeck: Story = {
  args: {
    dueToday: 0,
    total: 0,
    boxes: boxes([0, 0, 0, 0, 0]),
    forecast: days(Array.from({ length: 14 }, () => 0)),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('The deck is empty: add a word or import a CSV file to begin.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start review' })).toBeNull();
  },
};

export const DuringAReview: Story = {
  args: { onStartReview: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Start review' })).toBeNull();
  },
};

export const Playground: Story = {};
