import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DwmToolbar } from './DwmToolbar';

const hrefs = {
  calendar: '/dwm/x540t/calendar',
  events: '/dwm/x540t/events',
  'enhanced-calendar': '/dwm/x540t/enhanced-calendar',
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
    // The Reports picture opens the enhanced calendar, not the reports page.
    await expect(canvas.getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'href',
      hrefs['enhanced-calendar'],
    );
    for (const link of canvas.getAllByRole('link')) await expect(link.getBoundingClientRect().width).toBe(80);
  },
};

export const OnTheEvents: Story = {
  args: { current: 'events' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Schedule' })).not.toHaveAttribute('aria-current');
  },
};

export const Playground: Story = {};
