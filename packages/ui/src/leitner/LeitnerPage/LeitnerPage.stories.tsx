import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { onPhone } from '../../base/storyFixtures/viewports';
import { DeckSummary } from '../DeckSummary';
import { LeitnerPage } from './LeitnerPage';

const summary = (
  <DeckSummary
    dueToday={3}
    total={10}
    boxes={[3, 2, 2, 2, 1].map((count, index) => ({ box: index + 1, count, intervalDays: 2 ** index }))}
    forecast={Array.from({ length: 14 }, (_, index) => ({
      day: `2026-03-${String(10 + index).padStart(2, '0')}`,
      count: [3, 1, 1, 0, 1, 0, 0, 1][index] ?? 0,
    }))}
    onStartReview={fn()}
  />
);

const meta = {
  title: 'UI/Leitner/LeitnerPage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: LeitnerPage,
  parameters: { layout: 'fullscreen' },
  args: { homeHref: '/landing', signInHref: '/owner', audience: 'owner', summary },
} satisfies Meta<typeof LeitnerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Leitner box' })).toBeVisible();
    const site = within(canvas.getByRole('navigation', { name: 'Site' }));
    await expect(site.getByRole('link')).toHaveAttribute('href', '/landing');
    await expect(canvas.queryByRole('status', { name: 'Practice mode' })).toBeNull();
  },
};

export const Visitor: Story = {
  args: { audience: 'visitor' },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status', { name: 'Practice mode' });
    await expect(notice).toHaveTextContent('Your progress is kept in this browser only.');
    await expect(within(notice).getByRole('link', { name: 'Sign in as the owner' })).toHaveAttribute(
      'href',
      '/owner',
    );
  },
};

/** On a phone (390 px) each box tile reads on three lines: its name, its count, its interval. */
export const OwnerOnAPhone: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    const tiles = within(canvas.getByRole('list', { name: 'Words per box' })).getAllByRole('listitem');
    await expect(tiles).toHaveLength(5);
    // A line of text that wraps has rectangles at two heights; one wider than its tile spills out.
    const broken = tiles.flatMap((tile) =>
      [...tile.children]
        .filter((line) => {
          const range = document.createRange();
          range.selectNodeContents(line);
          const rects = [...range.getClientRects()];
          const box = tile.getBoundingClientRect();
          const tops = new Set(rects.map((rect) => Math.round(rect.top)));
          return tops.size > 1 || rects.some((rect) => rect.left < box.left || rect.right > box.right);
        })
        .map((line) => line.textContent),
    );
    await expect(broken).toEqual([]);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the deck…')).toHaveAttribute('aria-busy', 'true');
  },
};
