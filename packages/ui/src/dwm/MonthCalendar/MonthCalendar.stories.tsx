import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { decemberAgenda, decemberWeeks } from '../storyFixtures/month';
import { expectFitsThePhone, phoneStory } from '../storyFixtures/phone';
import { MonthCalendar } from './MonthCalendar';

const meta = {
  title: 'UI/Dwm/MonthCalendar',
  component: MonthCalendar,
  args: {
    title: 'December 2026',
    weeks: decemberWeeks,
    agenda: decemberAgenda,
    previousTitle: 'November 2026',
    nextTitle: 'January 2027',
    onPrevious: fn(),
    onNext: fn(),
  },
} satisfies Meta<typeof MonthCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const grid = canvas.getByRole('table', { name: 'December 2026' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(6);
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // The 4th is a Friday with its dinner; today (the 1st) is marked for assistive technology too.
    const fourth = within(grid).getByText('4').closest('td')!;
    await expect(within(fourth).getByText('6:30 pm Dinner with the Carter family')).toBeVisible();
    await expect(within(grid).getAllByText('1')[0]!.closest('td')).toHaveAttribute('aria-current', 'date');
    await expect(within(grid).getAllByText('1')[1]!.closest('td')).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Dinners in December 2026' })).toBeVisible();
    await expect(canvas.getByText('Sat, Dec 5, 10:30 am your time')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next month, January 2027' }));
    await expect(args.onNext).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month, November 2026' }));
    await expect(args.onPrevious).toHaveBeenCalledOnce();
  },
};

/** On a phone the days mark their dinners with dots; the list under the month says what they are. */
export const OnAPhone: Story = {
  ...phoneStory,
  play: async ({ canvas, canvasElement }) => {
    await expectFitsThePhone(canvasElement);
    const dot = canvas.getByTitle('6:30 pm Dinner with the Carter family');
    await expect(dot.getBoundingClientRect().width).toBe(8);
    await expect(canvas.getByText('Fri, Dec 4 · 6:30 pm MST')).toBeVisible();
  },
};

export const MonthWithoutDinners: Story = {
  args: {
    title: 'March 2027',
    weeks: decemberWeeks.map((week) => week.map((day) => ({ ...day, today: false, dinners: [] }))),
    agenda: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No dinners in March 2027.')).toBeVisible();
  },
};
