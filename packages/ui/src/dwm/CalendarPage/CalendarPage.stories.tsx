import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../base/Button';
import { DwmToolbar } from '../DwmToolbar';
import { dwmStoryHrefs } from '../storyFixtures/cards';
import { expectFitsThePhone, phoneStory } from '../storyFixtures/phone';
import { BookingFrame, BookingFramePlaceholder, CalendarPage } from './CalendarPage';

// The frame shows a small page of its own, so the story needs no server.
const framedPage = `data:text/html,${encodeURIComponent(
  '<body style="font-family:sans-serif;padding:20px"><h1>Book a dinner</h1><p>The booking page appears here.</p></body>',
)}`;

const meta = {
  title: 'UI/Dwm/CalendarPage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: CalendarPage,
  args: {
    homeHref: '/landing',
    toolbar: <DwmToolbar hrefs={dwmStoryHrefs} current="calendar" />,
    widget: <BookingFrame src={framedPage} title="Book a dinner" height={400} />,
    churchCalendarHref: 'https://events.example.org/calendar',
  },
} satisfies Meta<typeof CalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dinner Calendar Scheduler' })).toBeVisible();
    const frame = canvas.getByTitle('Book a dinner');
    await expect(frame.clientHeight).toBe(400);
    // The DWM tile now opens this page; the church's own calendar is one link away.
    const church = canvas.getByRole('link', { name: 'events calendar (opens in a new tab)' });
    await expect(church).toHaveAttribute('href', 'https://events.example.org/calendar');
    await expect(church).toHaveAttribute('target', '_blank');
  },
};

/** On a phone: the toolbar's four buttons on one row, the widget as wide as the page. */
export const OnAPhone: Story = {
  ...phoneStory,
  parameters: { ...phoneStory.parameters, layout: 'fullscreen' },
  play: async ({ canvas, canvasElement }) => {
    const tops = canvas
      .getAllByRole('link', { name: /^(Schedule|Events|Month|Reports)$/ })
      .map((link) => Math.round(link.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    await expectFitsThePhone(canvasElement);
  },
};

/**
 * The visitor pressed Book at the foot of a tall form: when the booking's notice appears, the page
 * brings it into view instead of staying scrolled to the emptied frame.
 */
export const NoticeComesIntoView: Story = {
  ...phoneStory,
  parameters: { ...phoneStory.parameters, layout: 'fullscreen' },
  render: function BookingAtTheFoot(args) {
    const [booked, setBooked] = useState(false);
    return (
      <CalendarPage
        {...args}
        status={
          booked ? { tone: 'info', text: 'Dinner booked: the host will be emailed in a moment.' } : undefined
        }
        widget={
          <div style={{ height: 1600, display: 'flex', alignItems: 'flex-end' }}>
            <Button onClick={() => setBooked(true)}>Book this dinner</Button>
          </div>
        }
      />
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    const book = canvas.getByRole('button', { name: 'Book this dinner' });
    book.scrollIntoView({ block: 'end' });
    await waitFor(() => expect(view.scrollY).toBeGreaterThan(800));
    await userEvent.click(book);
    const notice = await canvas.findByText('Dinner booked: the host will be emailed in a moment.');
    await waitFor(() => {
      const box = notice.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(view.innerHeight);
    });
  },
};

export const LoadingTheWidget: Story = {
  args: { widget: <BookingFramePlaceholder height={400} /> },
  play: async ({ canvas }) => {
    // The placeholder holds the widget's room, so nothing moves when the frame arrives.
    const placeholder = canvas.getByRole('status');
    await expect(placeholder).toHaveTextContent('Loading the booking widget…');
    await expect(placeholder).toHaveAttribute('aria-busy', 'true');
    await expect(placeholder.clientHeight).toBe(400);
    await expect(canvas.queryByTitle('Book a dinner')).toBeNull();
  },
};

export const NotificationSent: Story = {
  args: { status: { tone: 'success', text: 'Dinner booked: the host has been emailed.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dinner booked: the host has been emailed.')).toBeVisible();
  },
};
