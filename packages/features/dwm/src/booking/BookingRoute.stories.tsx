import { createDwmBooking, getDwmBookingSetup } from '@portfolio/contracts';
import {
  apiErrorResponse,
  dwmBookingSetupFixture,
  mockContract,
  mockContractError,
  resetDwmMocks,
} from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, type MockInstance, spyOn, userEvent, waitFor } from 'storybook/test';
import { onAPhone, visitorZones } from '../stories/story-viewports';
import { BookingRoute } from './BookingRoute';

/** What the page posts to the page that frames it (stories run in a frame of the test runner). */
let postedToParent: MockInstance<Window['postMessage']>;

const meta = {
  title: 'Features/Dwm/BookingRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: BookingRoute,
  parameters: { layout: 'fullscreen', router: { path: '/dwm/x540t/booking' } },
  // As inside the calendar page's frame, unless a story says otherwise; a visitor in Denver.
  args: { framed: true, viewerTimeZone: visitorZones.denver },
  beforeEach() {
    resetDwmMocks();
    postedToParent = spyOn(window.parent, 'postMessage').mockImplementation(() => {});
    return () => postedToParent.mockRestore();
  },
} satisfies Meta<typeof BookingRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenEvenings: Story = {
  play: async ({ canvas }) => {
    const radios = await canvas.findAllByRole('radio');
    await expect(radios).toHaveLength(dwmBookingSetupFixture.slots.length);
    // 6 pm in Denver, named; a visitor there needs no second clock.
    await expect(radios[0]).toHaveAccessibleName('Fri, Nov 27, 6:00 pm MST (2 hours)');
    await expect(radios[3]).toHaveAccessibleName('Sat, Dec 5, 6:00 pm MST (1 hour 30 minutes)');
    await expect(
      canvas.getByText("Times are Denver time (Mountain Time), the calendar's time zone."),
    ).toBeVisible();
  },
};

/** In Tokyo the evenings are still offered on Denver's clock, each with the visitor's own time under it. */
export const VisitorFarAway: Story = {
  args: { viewerTimeZone: visitorZones.tokyo },
  play: async ({ canvas }) => {
    const radios = await canvas.findAllByRole('radio');
    await expect(radios[0]).toHaveAccessibleName(
      'Fri, Nov 27, 6:00 pm MST (2 hours) Sat, Nov 28, 10:00 am your time',
    );
    await expect(canvas.getByText(/Your own time is shown under each evening\./)).toBeVisible();
  },
};

/**
 * Inside the frame on a phone, the page tells the calendar page its height, so the frame shows it
 * whole; after the booking it tells the new, shorter height.
 */
export const TellsTheFrameItsHeight: Story = {
  ...onAPhone,
  args: { framed: true, viewerTimeZone: visitorZones.denver },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('radio');
    const heights = () =>
      postedToParent.mock.calls
        .map(([message]) => message as { event?: string; payload?: { height?: string } })
        .filter((message) => message.event === 'calendly.page_height')
        .map((message) => Number.parseFloat(message.payload?.height ?? ''));
    await waitFor(() => expect(heights().at(-1)).toBeGreaterThan(600));
    const tall = heights().at(-1)!;
    const main = canvas.getByRole('main').getBoundingClientRect();
    await expect(Math.abs(tall - (main.bottom + window.scrollY))).toBeLessThanOrEqual(1);
    await expect(postedToParent.mock.calls.every(([, origin]) => origin === window.location.origin)).toBe(
      true,
    );
    await userEvent.click((await canvas.findAllByRole('radio'))[0]!);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Rosa Diaz');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'rosa@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Book this dinner' }));
    await expect(await canvas.findByRole('heading', { name: 'Your dinner is booked' })).toHaveFocus();
    await waitFor(() => expect(heights().at(-1)).toBeLessThan(tall / 2));
  },
};

export const BookADinner: Story = {
  play: async ({ canvas }) => {
    await userEvent.click((await canvas.findAllByRole('radio'))[1]!);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Rosa Diaz');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'rosa@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Notes (optional)' }), 'No pork');
    await userEvent.click(canvas.getByRole('button', { name: 'Book this dinner' }));
    await expect(await canvas.findByRole('heading', { name: 'Your dinner is booked' })).toBeVisible();
    // What the server answered, and nothing more: the booking stored, the host's email sent.
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /^Thank you, Rosa Diaz: we look forward to dinner on .+\. Your booking is stored and the host has been emailed\.$/,
    );
    // The calendar page around the frame hears of it: the third-party widget's message, to this
    // site's origin only, naming the dinner and the stored booking (its email is the server's).
    const slot = dwmBookingSetupFixture.slots[1]!;
    await expect(canvas.getByText(/dinner on Sat, Nov 28, 6:00 pm MST/)).toBeVisible();
    const scheduled = postedToParent.mock.calls.filter(
      ([message]) => (message as { event?: string }).event === 'calendly.event_scheduled',
    );
    await expect(scheduled).toHaveLength(1);
    await expect(postedToParent).toHaveBeenCalledWith(
      {
        event: 'calendly.event_scheduled',
        payload: {
          event: { uri: `${window.location.origin}/api-calendar/#booking-${slot.id}` },
          invitee: { uri: 'mailto:rosa@example.com' },
          dinner: {
            summary: 'Dinner with Rosa Diaz',
            start: slot.start,
            bookingId: `mock-booking-${slot.id}`,
            notification: 'sent',
          },
        },
      },
      window.location.origin,
    );
  },
};

const fillAndBook = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => {
  await userEvent.click((await canvas.findAllByRole('radio'))[0]!);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Rosa Diaz');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'rosa@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Book this dinner' }));
};

/** Stored, but the mail server has not taken the host's email yet: the page does not claim it went. */
export const BookedHostEmailWaits: Story = {
  beforeEach() {
    resetDwmMocks({ notificationState: 'queued' });
  },
  play: async ({ canvas }) => {
    await fillAndBook(canvas);
    await expect(await canvas.findByRole('heading', { name: 'Your dinner is booked' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your booking is stored; the email to the host waits on the server and goes out as soon as the mail server takes it.',
    );
    await expect(canvas.queryByText(/has been emailed/)).toBeNull();
  },
};

/**
 * A booking the server refuses with its own words, shown in the form as they are. The focus is
 * taken off the re-enabled button, so each picture is the same every run (see SlotJustTaken).
 */
const refusedBooking = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(mockContractError(createDwmBooking, status, message));
  },
  play: async ({ canvas, canvasElement }) => {
    await fillAndBook(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    await expect(canvas.queryByText(/Rate limit exceeded/)).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Book this dinner' })).toBeEnabled());
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
});

/** The sixth booking attempt of the day from one address: plain words saying when to come back. */
export const DayLimitReached: Story = refusedBooking(
  429,
  'You have made 5 booking attempts within a day, the most one visitor can make. You can book again after Sat, Nov 28, 11:05 am (America/Denver), in about 23 hours.',
);

/** All visitors together have used this hour's bookings: the site-wide ceiling's plain message. */
export const SiteCeilingReached: Story = refusedBooking(
  503,
  "The site takes at most 20 bookings an hour from all visitors together, and this hour's are used up. Please try again after Fri, Nov 27, 2:40 pm (America/Denver), in about 35 minutes.",
);

/** Opened at its own address: the way home is there, and there is no frame to tell of a booking. */
export const OpenedOnItsOwn: Story = {
  args: { framed: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Projects/ })).toHaveAttribute('href', '/landing');
    await fillAndBook(canvas);
    await expect(await canvas.findByRole('heading', { name: 'Your dinner is booked' })).toBeVisible();
    // On its own there is no frame to size or to tell of the booking.
    await expect(postedToParent).not.toHaveBeenCalled();
  },
};

export const SlotJustTaken: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockContract(createDwmBooking, () =>
        apiErrorResponse(409, 'slotId: that dinner slot was just booked by someone else', 'slotId'),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click((await canvas.findAllByRole('radio'))[0]!);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Rosa Diaz');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'rosa@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Book this dinner' }));
    await expect(
      await canvas.findByText('slotId: that dinner slot was just booked by someone else'),
    ).toBeVisible();
    // The button is disabled while the booking is sent, so whether it still holds the focus depends
    // on how fast the answer came: the picture is taken with the focus nowhere, the same every run.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Book this dinner' })).toBeEnabled());
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const NoOpenEvenings: Story = {
  beforeEach() {
    resetDwmMocks({ setup: { bookingUrl: null, slots: [] } });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No evenings are open right now/)).toBeVisible();
  },
};

/** Inside the calendar page's frame a failed read is told in the form (decision 069). */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getDwmBookingSetup, 503));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Http failure response for /api-dwm/booking: 503 Service Unavailable',
    );
    await expect(canvas.queryByTestId('navigated-away')).toBeNull();
  },
};

/** Opened on its own, a failed read opens /error, as every plain GET does (spec part 1 §8). */
export const LoadFailedOnItsOwn: Story = {
  args: { framed: false },
  beforeEach({ msw }) {
    msw.use(mockContractError(getDwmBookingSetup, 503));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Navigated to /error with {"message":"Http failure response for /api-dwm/booking: 503 Service Unavailable","status":503',
    );
  },
};
