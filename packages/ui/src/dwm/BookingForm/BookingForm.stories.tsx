import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectFitsThePhone, phoneStory } from '../storyFixtures/phone';
import { BookingForm } from './BookingForm';

// The evenings on the calendar's clock (Denver), as a visitor in the same zone reads them.
const slots = [
  { id: 'slot-1', label: 'Fri, Nov 27, 6:00 pm MST (2 hours)' },
  { id: 'slot-2', label: 'Sat, Nov 28, 6:00 pm MST (2 hours)' },
  { id: 'slot-3', label: 'Fri, Dec 4, 6:00 pm MST (2 hours)' },
  { id: 'slot-4', label: 'Sat, Dec 5, 6:00 pm MST (1 hour 30 minutes)' },
];

// The same evenings to a visitor in Tokyo, 16 hours ahead.
const slotsSeenFromTokyo = [
  { ...slots[0]!, viewerTime: 'Sat, Nov 28, 10:00 am your time' },
  { ...slots[1]!, viewerTime: 'Sun, Nov 29, 10:00 am your time' },
  { ...slots[2]!, viewerTime: 'Sat, Dec 5, 10:00 am your time' },
  { ...slots[3]!, viewerTime: 'Sun, Dec 6, 10:00 am your time' },
];

const meta = {
  title: 'UI/Dwm/BookingForm',
  component: BookingForm,
  args: {
    state: 'ready',
    slots,
    onSubmit: fn(),
    zoneNote: "Times are Denver time (Mountain Time), the calendar's time zone.",
  },
} satisfies Meta<typeof BookingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Book: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/Times are Denver time/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Sat, Nov 28, 6:00 pm MST (2 hours)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), ' Rosa Diaz ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'rosa@example.com');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Notes (optional)' }),
      'No pork{enter}Two adults',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Book this dinner' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      slotId: 'slot-2',
      name: 'Rosa Diaz',
      email: 'rosa@example.com',
      notes: 'No pork\nTwo adults',
    });
  },
};

export const MissingFields: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'rosa');
    await userEvent.click(canvas.getByRole('button', { name: 'Book this dinner' }));
    await expect(canvas.getByText('Choose an evening')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Write your name',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Write an email address like name@example.com',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ args, canvas }) => {
    // Busy, not disabled: the button keeps the focus, and a second press books nothing.
    const book = canvas.getByRole('button', { name: 'Booking…' });
    await expect(book).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(book);
    await expect(book).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SlotTaken: Story = {
  args: {
    errorMessage: 'slotId: that dinner slot was just booked by someone else',
    fieldErrors: {},
  },
  play: async ({ args, canvas }) => {
    // The refusal is announced, and the form stays so another evening can be chosen.
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'slotId: that dinner slot was just booked by someone else',
    );
    await expect(canvas.getAllByRole('radio')).toHaveLength(slots.length);
    await userEvent.click(canvas.getByRole('radio', { name: 'Fri, Dec 4, 6:00 pm MST (2 hours)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Rosa Diaz');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'rosa@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Book this dinner' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ slotId: 'slot-3' }));
  },
};

export const Loading: Story = {
  args: { state: 'loading', slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the open evenings…')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NoOpenEvenings: Story = {
  args: { slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No evenings are open right now/)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    state: 'error',
    slots: [],
    errorMessage: 'Http failure response for /api-dwm/booking: 500 Internal Server Error',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Http failure response for /api-dwm/booking: 500 Internal Server Error',
    );
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Book this dinner' })).toBeNull();
  },
};

export const Booked: Story = {
  args: { booked: { name: 'Rosa Diaz', when: 'Sat, Nov 28, 6:00 pm MST', hostEmailed: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your dinner is booked' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Thank you, Rosa Diaz: we look forward to dinner on Sat, Nov 28, 6:00 pm MST. Your booking is stored and the host has been emailed.',
    );
  },
};

/** The server stored the booking but its mail server has not taken the host's email yet. */
export const BookedHostEmailQueued: Story = {
  args: { booked: { name: 'Rosa Diaz', when: 'Sat, Nov 28, 6:00 pm MST', hostEmailed: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your booking is stored; the email to the host waits on the server and goes out as soon as the mail server takes it.',
    );
    await expect(canvas.queryByText(/has been emailed/)).toBeNull();
  },
};

/** After Book, the form gives way to the confirmation, whose heading takes the focus. */
export const FocusMovesToTheConfirmation: Story = {
  render: function BookThenConfirm(args) {
    const [booked, setBooked] = useState<{ name: string; when: string; hostEmailed: boolean }>();
    return (
      <BookingForm
        {...args}
        booked={booked}
        onSubmit={(values) =>
          setBooked({ name: values.name, when: 'Fri, Nov 27, 6:00 pm MST', hostEmailed: true })
        }
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Fri, Nov 27/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Rosa Diaz');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'rosa@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Book this dinner' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Your dinner is booked' })).toHaveFocus());
  },
};

/** A visitor whose clock differs from the calendar's sees their own time under each evening. */
export const VisitorInAnotherZone: Story = {
  args: {
    slots: slotsSeenFromTokyo,
    zoneNote:
      "Times are Denver time (Mountain Time), the calendar's time zone. Your own time is shown under each evening.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Fri, Nov 27, 6:00 pm MST/ })).toHaveAccessibleName(
      'Fri, Nov 27, 6:00 pm MST (2 hours) Sat, Nov 28, 10:00 am your time',
    );
    await expect(canvas.getByText('Sun, Dec 6, 10:00 am your time')).toBeVisible();
  },
};

/** On a phone (as in the calendar page's frame there) every evening, field and the Book button fit the width. */
export const OnAPhone: Story = {
  ...phoneStory,
  parameters: { ...phoneStory.parameters, layout: 'fullscreen' },
  args: { slots: slotsSeenFromTokyo },
  play: async ({ canvas, canvasElement }) => {
    await expectFitsThePhone(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Book this dinner' })).toBeVisible();
  },
};

export const OpenedOnItsOwn: Story = {
  args: { homeHref: '/landing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Projects/ })).toHaveAttribute('href', '/landing');
  },
};
