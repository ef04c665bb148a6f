import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DwmToolbar } from '../DwmToolbar';
import { dwmStoryHrefs } from '../storyFixtures/cards';
import { BookingFrame, BookingFramePlaceholder, CalendarPage } from './CalendarPage';

// The frame shows a small page of its own, so the story needs no server.
const framedPage = `data:text/html,${encodeURIComponent(
  '<body style="font-family:sans-serif;padding:20px"><h1>Book a dinner</h1><p>The booking page appears here.</p></body>',
)}`;

const meta = {
  title: 'UI/Dwm/CalendarPage',
  component: CalendarPage,
  args: {
    homeHref: '/landing',
    toolbar: <DwmToolbar hrefs={dwmStoryHrefs} current="calendar" />,
    widget: <BookingFrame src={framedPage} title="Book a dinner" height={400} />,
  },
} satisfies Meta<typeof CalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dinner Calendar Scheduler' })).toBeVisible();
    const frame = canvas.getByTitle('Book a dinner');
    await expect(frame.getBoundingClientRect().height).toBe(400);
  },
};

export const LoadingTheWidget: Story = {
  args: { widget: <BookingFramePlaceholder height={400} /> },
  play: async ({ canvas }) => {
    // The placeholder holds the widget's room, so nothing moves when the frame arrives.
    const placeholder = canvas.getByRole('status');
    await expect(placeholder).toHaveTextContent('Loading the booking widget…');
    await expect(placeholder).toHaveAttribute('aria-busy', 'true');
    await expect(placeholder.getBoundingClientRect().height).toBe(400);
    await expect(canvas.queryByTitle('Book a dinner')).toBeNull();
  },
};

export const NotificationSent: Story = {
  args: { status: { tone: 'success', text: 'Dinner booked: the host has been emailed.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dinner booked: the host has been emailed.')).toBeVisible();
  },
};
