import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneStory } from '../storyFixtures/phone';
import { DwmToolbar } from './DwmToolbar';

const hrefs = {
  calendar: '/dwm/x540t/calendar',
  events: '/dwm/x540t/events',
  'enhanced-calendar': '/dwm/x540t/enhanced-calendar',
  reports: '/dwm/x540t/r7k2q9vz',
};

const meta = {
  title: 'UI/Dwm/DwmToolbar',
  component: DwmToolbar,
  args: { hrefs, current: 'calendar' },
} satisfies Meta<typeof DwmToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheCalendar: Story = {
  play: async ({ canvas }) => {
    const schedule = canvas.getByRole('link', { name: 'Schedule' });
    await expect(schedule).toHaveAttribute('href', hrefs.calendar);
    await expect(schedule).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Events' })).toHaveAttribute('href', hrefs.events);
    // Each button is named for what it opens: the month view and the reports have one each.
    await expect(canvas.getByRole('link', { name: 'Month' })).toHaveAttribute(
      'href',
      hrefs['enhanced-calendar'],
    );
    await expect(canvas.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', hrefs.reports);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const link of links) await expect(link.getBoundingClientRect().width).toBe(80);
  },
};

export const OnTheEvents: Story = {
  args: { current: 'events' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Schedule' })).not.toHaveAttribute('aria-current');
  },
};

/** On a phone the four buttons keep one row. */
export const OnAPhone: Story = {
  ...phoneStory,
  args: { current: 'reports' },
  play: async ({ canvas }) => {
    const tops = canvas.getAllByRole('link').map((link) => Math.round(link.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    await expect(canvas.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Playground: Story = {};
