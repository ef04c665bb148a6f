import { getDwmBookingSetup, sendDwmEmail } from '@portfolio/contracts';
import { dwmMockSentEmails, mockContract, mockContractError, resetDwmMocks } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, spyOn, waitFor } from 'storybook/test';
import { expectFitsThePhone, onAPhone } from '../stories/story-viewports';
import { CalendarRoute } from './CalendarRoute';

/** What a third-party booking page posts: the browser is the one to tell the host. */
const scheduled = {
  event: 'calendly.event_scheduled',
  payload: {
    event: { uri: 'https://api.calendly.com/scheduled_events/EV1' },
    invitee: { uri: 'https://api.calendly.com/scheduled_events/EV1/invitees/IN1' },
  },
};

/** What the site's own booking page posts: the booking the server stored, and its email's state. */
const bookedOnThisSite = (notification: 'queued' | 'sent') => ({
  event: 'calendly.event_scheduled',
  payload: {
    event: { uri: `${window.location.origin}/api-calendar/#booking-slot-2` },
    invitee: { uri: 'mailto:rosa@example.com' },
    dinner: {
      summary: 'Dinner with Rosa Diaz',
      start: '2026-11-28T18:00:00.000Z',
      bookingId: 'mock-booking-slot-2',
      notification,
    },
  },
});

/** With a third-party booking page the server lets visitors' browsers mail the host (decision 089). */
const withThirdPartyPage = () =>
  resetDwmMocks({ setup: { bookingUrl: 'https://calendly.example/host/dinner', slots: [] } });

const hostEmailWaitsText =
  'Dinner booked: the booking is stored, and the email to the host waits on the server until its mail server takes it.';

/** Posts a message to the page as if it came from `source` at `origin`. */
function post(data: unknown, origin: string, source: Window | null | undefined) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source ?? null }));
}

const frameWindow = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelector('iframe')).not.toBeNull());
  return canvasElement.querySelector('iframe')?.contentWindow;
};

const meta = {
  title: 'Features/Dwm/CalendarRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: CalendarRoute,
  parameters: { layout: 'fullscreen', router: { path: '/dwm/x540t/calendar' } },
  // Storybook has no site to frame: a blank page of this origin stands in for the booking page.
  args: { notificationDelay: 300, framedPage: { src: 'about:blank', origin: window.location.origin } },
  beforeEach() {
    resetDwmMocks();
  },
} satisfies Meta<typeof CalendarRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dinner Calendar Scheduler' })).toBeVisible();
    await expect(await canvas.findByTitle('Book a dinner')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Schedule' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LoadingTheWidget: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api-dwm/booking', () => delay('infinite')));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the booking widget…');
    await expect(canvas.queryByTitle('Book a dinner')).toBeNull();
  },
};

/** Booked on this site: the server has already emailed the host, and the page sends nothing. */
export const BookedOnThisSite: Story = {
  play: async ({ canvas, canvasElement }) => {
    const source = await frameWindow(canvasElement);
    post(bookedOnThisSite('sent'), window.location.origin, source);
    await expect(await canvas.findByText('Dinner booked: the host has been emailed.')).toBeVisible();
    // The one-shot window passes without a mail from the browser.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(dwmMockSentEmails()).toEqual([]);
    await expect(canvas.getByText('Dinner booked: the host has been emailed.')).toBeVisible();
  },
};

/** The host's email waited on the server when the booking was answered, and went out meanwhile. */
export const BookedOnThisSiteEmailSentMeanwhile: Story = {
  play: async ({ canvas, canvasElement }) => {
    post(bookedOnThisSite('queued'), window.location.origin, await frameWindow(canvasElement));
    await expect(await canvas.findByText(hostEmailWaitsText)).toBeVisible();
    // When the guard clears the page asks the server, which has sent it by now.
    await expect(await canvas.findByText('Dinner booked: the host has been emailed.')).toBeVisible();
    await expect(dwmMockSentEmails()).toEqual([]);
  },
};

/** The mail server has not taken the host's email yet: the page says so, and stays truthful. */
export const BookedOnThisSiteEmailWaits: Story = {
  beforeEach() {
    resetDwmMocks({ notificationState: 'queued' });
  },
  play: async ({ canvas, canvasElement }) => {
    post(bookedOnThisSite('queued'), window.location.origin, await frameWindow(canvasElement));
    await expect(await canvas.findByText(hostEmailWaitsText)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(canvas.getByText(hostEmailWaitsText)).toBeVisible();
    await expect(canvas.queryByText(/has been emailed/)).toBeNull();
    await expect(dwmMockSentEmails()).toEqual([]);
  },
};

/** A third-party page's booking: about four seconds later (shortened here) the browser tells the host, once. */
export const BookingNotifiesOnce: Story = {
  beforeEach() {
    withThirdPartyPage();
  },
  play: async ({ canvas, canvasElement }) => {
    const source = await frameWindow(canvasElement);
    post(scheduled, window.location.origin, source);
    await expect(
      await canvas.findByText('Dinner booked: the host will be emailed in a moment.'),
    ).toBeVisible();
    // A second booking inside the window is ignored.
    post(scheduled, window.location.origin, source);
    await expect(await canvas.findByText('Dinner booked: the host has been emailed.')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sent = dwmMockSentEmails();
    await expect(sent).toHaveLength(1);
    await expect(sent[0]).toContain('A new dinner event was scheduled');
    await expect(sent[0]).toContain('scheduled_events/EV1');
  },
};

export const IgnoresOtherWindows: Story = {
  play: async ({ canvas, canvasElement }) => {
    const source = await frameWindow(canvasElement);
    post(scheduled, 'https://evil.example', source);
    post(scheduled, window.location.origin, window);
    post({ event: 'calendly.date_and_time_selected', payload: {} }, window.location.origin, source);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(dwmMockSentEmails()).toEqual([]);
    await expect(canvas.queryByText(/Dinner booked/)).toBeNull();
  },
};

export const EmailFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(sendDwmEmail, 429, 'Rate limit exceeded, retry in 1 minute'));
  },
  play: async ({ canvas, canvasElement }) => {
    post(scheduled, window.location.origin, await frameWindow(canvasElement));
    await expect(
      await canvas.findByText('Dinner booked: the host will be emailed in a moment.'),
    ).toBeVisible();
    // Spec §8: a failed email is only logged; the notice goes away.
    await waitFor(() => expect(canvas.queryByText(/Dinner booked/)).toBeNull());
  },
};

/** The mail server did not take the email (it is kept on the server): to the visitor, only logged. */
export const MailServerDidNotTakeIt: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockContract(sendDwmEmail, () => ({
        msg: 'The email could not be sent (Message failed: 554 Message looks like spam); it is kept in the outbox on the server',
        delivery: 'outbox' as const,
        smtpProblem: 'Message failed: 554 Message looks like spam',
      })),
    );
    const logged = spyOn(console, 'error').mockImplementation(() => {});
    return () => logged.mockRestore();
  },
  play: async ({ canvas, canvasElement }) => {
    post(scheduled, window.location.origin, await frameWindow(canvasElement));
    await expect(
      await canvas.findByText('Dinner booked: the host will be emailed in a moment.'),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(/Dinner booked/)).toBeNull());
    await expect(canvas.queryByText('Dinner booked: the host has been emailed.')).toBeNull();
    await expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/^The email could not be sent/));
  },
};

/**
 * The booking page says how tall it is (as the third-party widget does): the frame takes that
 * height, so its Book button is never hidden inside it. Other windows cannot resize it.
 */
export const FrameFitsTheBookingPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const source = await frameWindow(canvasElement);
    const frame = canvas.getByTitle('Book a dinner');
    await expect(frame.clientHeight).toBe(760);
    post({ event: 'calendly.page_height', payload: { height: '1234px' } }, window.location.origin, window);
    post({ event: 'calendly.page_height', payload: { height: '1234px' } }, 'https://evil.example', source);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(frame.clientHeight).toBe(760);
    post({ event: 'calendly.page_height', payload: { height: '1234px' } }, window.location.origin, source);
    await waitFor(() => expect(frame.clientHeight).toBe(1234));
    // After the booking its confirmation is short: the frame shrinks with it.
    post({ event: 'calendly.page_height', payload: { height: '330px' } }, window.location.origin, source);
    await waitFor(() => expect(frame.clientHeight).toBe(330));
  },
};

/** The host's email names the dinner's time on the calendar's clock, with its zone. */
export const EmailNamesTheCalendarsTime: Story = {
  beforeEach() {
    withThirdPartyPage();
  },
  play: async ({ canvas, canvasElement }) => {
    const source = await frameWindow(canvasElement);
    await canvas.findByText(/the host is told at once/);
    post(
      {
        ...scheduled,
        payload: {
          ...scheduled.payload,
          dinner: { summary: 'Dinner with Rosa Diaz', start: '2026-11-28T01:00:00.000Z' },
        },
      },
      window.location.origin,
      source,
    );
    await expect(await canvas.findByText('Dinner booked: the host has been emailed.')).toBeVisible();
    await expect(dwmMockSentEmails()[0]).toContain('Fri, Nov 27, 6:00 pm MST');
  },
};

export const OnAPhone: Story = {
  ...onAPhone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByTitle('Book a dinner');
    await expectFitsThePhone(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Reports' })).toBeVisible();
  },
};

/** A failed setup read opens /error, as every plain GET does (spec part 1 §8). */
export const SetupFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getDwmBookingSetup, 500));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Navigated to /error with {"message":"Http failure response for /api-dwm/booking: 500 Internal Server Error","status":500',
    );
  },
};
