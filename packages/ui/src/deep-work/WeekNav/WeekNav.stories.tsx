import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WeekNav } from './WeekNav';

const meta = {
  title: 'UI/DeepWork/WeekNav',
  component: WeekNav,
  args: {
    name: 'This week',
    start: '2026-03-09',
    onPrevious: fn(),
    onNext: fn(),
    onThisWeek: fn(),
  },
} satisfies Meta<typeof WeekNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThisWeek: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'This week' })).toBeVisible();
    await expect(canvas.getByText('9–15 March 2026')).toBeVisible();
    const weeks = within(canvas.getByRole('group', { name: 'Weeks' }));
    await userEvent.click(weeks.getByRole('button', { name: 'Next week' }));
    await expect(args.onNext).toHaveBeenCalledOnce();
    await userEvent.click(weeks.getByRole('button', { name: 'Previous week' }));
    await expect(args.onPrevious).toHaveBeenCalledOnce();
  },
};

export const AnotherWeek: Story = {
  args: { name: 'In 3 weeks', start: '2026-03-30' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('30 March – 5 April 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'This week' }));
    await expect(args.onThisWeek).toHaveBeenCalledOnce();
  },
};

/** A visitor's demo week: named, no way to move. */
export const Fixed: Story = {
  args: { onPrevious: undefined, onNext: undefined, onThisWeek: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This week' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Stepping through weeks as a page does; the name is announced as it changes. */
function Stepping() {
  const [offset, setOffset] = useState(0);
  const start = new Date(Date.UTC(2026, 2, 9 + 7 * offset)).toISOString().slice(0, 10);
  const name =
    offset === 0 ? 'This week' : offset === 1 ? 'Next week' : offset === -1 ? 'Last week' : 'Another week';
  return (
    <WeekNav
      name={name}
      start={start}
      onPrevious={() => setOffset(offset - 1)}
      onNext={() => setOffset(offset + 1)}
      onThisWeek={() => setOffset(0)}
    />
  );
}

export const StepThroughWeeks: Story = {
  render: () => <Stepping />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next week' }));
    await expect(canvas.getByRole('heading', { name: 'Next week' })).toBeVisible();
    await expect(canvas.getByText('16–22 March 2026')).toBeVisible();
    await expect(canvas.getByRole('heading').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous week' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous week' }));
    await expect(canvas.getByRole('heading', { name: 'Last week' })).toBeVisible();
    await expect(canvas.getByText('2–8 March 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'This week' }));
    await expect(canvas.getByRole('heading', { name: 'This week' })).toBeVisible();
    await expect(canvas.getByText('9–15 March 2026')).toBeVisible();
    // The keyboard stays where it was.
    await expect(canvas.getByRole('button', { name: 'This week' })).toHaveFocus();
  },
};
