import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DwmToolbar } from '../DwmToolbar';
import { dwmStoryHrefs } from '../storyFixtures/cards';
import { expectFitsThePhone, phoneStory } from '../storyFixtures/phone';
import { dwmStoryReport } from '../storyFixtures/report';
import { ReportsPage } from './ReportsPage';

const meta = {
  title: 'UI/Dwm/ReportsPage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: ReportsPage,
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '/landing',
    toolbar: <DwmToolbar hrefs={dwmStoryHrefs} current="reports" />,
    zoneNote: "Times are Denver time (Mountain Time), the calendar's time zone.",
    report: dwmStoryReport,
  },
} satisfies Meta<typeof ReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dinner Reports' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Projects/ })).toHaveAttribute('href', '/landing');
    await expect(canvas.getByText('Dinners').nextElementSibling).toHaveTextContent('14');
    await expect(canvas.getByText('Guests asked').nextElementSibling).toHaveTextContent('16');
    // Each month's bar is named in words, its three kinds of dinner counted.
    await expect(
      canvas.getByRole('img', {
        name: 'Dec 2026: 7 dinners (5 from the calendar, 1 booked on this site, 1 canceled)',
      }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /^(Dec|Jan|Feb) 20\d\d:/ })).toHaveLength(3);
    await expect(canvas.getByText('Accepted: 15 (63%)')).toBeVisible();
    const guests = canvas.getByRole('table');
    await expect(within(guests).getByRole('rowheader', { name: 'ann.carter@example.com' })).toBeVisible();
    await expect(within(guests).getAllByRole('row')).toHaveLength(7);
    await expect(canvas.getByText('Canceled: Dinner with Ed Nakamura')).toBeVisible();
    await expect(canvas.getByText('Dinner with Lee Park')).toBeVisible();
  },
};

/** On a phone: the chart fits the width, and each guest's counts follow their address. */
export const OnAPhone: Story = {
  ...phoneStory,
  parameters: { ...phoneStory.parameters, layout: 'fullscreen' },
  play: async ({ canvas, canvasElement }) => {
    await expectFitsThePhone(canvasElement);
    const row = canvas.getByRole('rowheader', { name: 'margarethe.vandenberghe-oyelaran@example.org' });
    await expect(row).toBeVisible();
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};

export const Loading: Story = {
  args: { report: undefined, zoneNote: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the report…');
  },
};

export const NothingYet: Story = {
  args: {
    report: {
      totals: { dinners: 0, bookedHere: 0, canceled: 0, guests: 0 },
      months: [],
      replies: { accepted: 0, tentative: 0, declined: 0, awaiting: 0 },
      guests: [],
      cancellations: [],
      bookings: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No dinners on the calendar yet.')).toBeVisible();
    await expect(canvas.getByText('No guests have been asked yet.')).toBeVisible();
    await expect(canvas.getByText('No dinner was canceled.')).toBeVisible();
    await expect(canvas.getByText('No dinner has been booked on this site yet.')).toBeVisible();
  },
};
