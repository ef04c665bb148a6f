import {
  createDwmBooking,
  dinnerEventsEmailHtml,
  type DwmBookingSetup,
  type DwmCalendarSource,
  type DwmEvent,
  type DwmNotification,
  formatDinnerStart,
  getDwmBookingNotification,
  getDwmBookingSetup,
  getDwmCalendarSource,
  getDwmCalendarZone,
  getDwmEventCount,
  getDwmEvents,
  sendDwmEmail,
  sendDwmEmailReport,
  setDwmCalendarSource,
  setDwmSlots,
} from '@portfolio/contracts';
import {
  dwmBookingSetupFixture,
  dwmCalendarSourceFixture,
  dwmCalendarZoneFixture,
  dwmEventsFixture,
  dwmStoryNow,
} from '../fixtures/dwm';
import { apiErrorResponse, mockContract } from '../mock-contract';
import { isOwnerSignedIn } from './owner';

// The mock dinner calendar: bookings and sent mail are remembered for as long as the page or test
// file lives; owner calls answer 401 unless the mock owner is signed in. As on the server
// (decision 088), a booking's notification is the server's: it counts as sent at once unless a
// story says it waits in the queue.

export interface DwmMockState {
  events: DwmEvent[];
  setup: DwmBookingSetup;
  source: DwmCalendarSource;
  /** What the server says of each booking's notification: `sent` at once, or `queued`. */
  notificationState: DwmNotification['state'];
  /** The calendar's IANA time zone. */
  timeZone: string;
}

const fixtures = (): DwmMockState =>
  structuredClone({
    events: dwmEventsFixture,
    setup: dwmBookingSetupFixture,
    source: dwmCalendarSourceFixture,
    notificationState: 'sent' as const,
    timeZone: dwmCalendarZoneFixture,
  });

let state: DwmMockState = fixtures();
let sent: string[] = [];

/** Back to the fixtures, or to the calendar a story needs. */
export function resetDwmMocks(changes: Partial<DwmMockState> = {}): void {
  state = { ...fixtures(), ...structuredClone(changes) };
  sent = [];
}

const notificationOf = (): DwmNotification =>
  state.notificationState === 'sent'
    ? { state: 'sent', sentAt: dwmStoryNow }
    : { state: 'queued', sentAt: null };

/** The HTML bodies of the emails sent since the last reset (the page's and the owner's report). */
export function dwmMockSentEmails(): string[] {
  return [...sent];
}

const notOwner = () => apiErrorResponse(401, 'Sign in as the owner to do this');

export const dwmHandlers = [
  mockContract(getDwmEvents, () => state.events),
  mockContract(getDwmCalendarZone, () => ({ timeZone: state.timeZone })),
  mockContract(getDwmEventCount, () => ({ count: state.events.length })),
  mockContract(getDwmCalendarSource, () => (isOwnerSignedIn() ? state.source : notOwner())),
  mockContract(setDwmCalendarSource, ({ body }) => {
    if (!isOwnerSignedIn()) return notOwner();
    state.source =
      body.icsUrl === null
        ? structuredClone(dwmCalendarSourceFixture)
        : { kind: 'ics-url', setBy: 'owner', host: new URL(body.icsUrl).host, lastRead: null };
    return { msg: 'Calendar address saved', source: state.source };
  }),
  mockContract(getDwmBookingSetup, () => state.setup),
  mockContract(createDwmBooking, ({ body }) => {
    const slot = state.setup.slots.find((entry) => entry.id === body.slotId);
    if (!slot) return apiErrorResponse(404, 'slotId: no open dinner slot has that id', 'slotId');
    state.setup.slots = state.setup.slots.filter((entry) => entry.id !== body.slotId);
    const event: DwmEvent = {
      id: `booking-${slot.id}`,
      start: slot.start,
      allDay: false,
      summary: `Dinner with ${body.name}`,
      description: [
        `Booked on this site by ${body.name} <${body.email}>.`,
        'Please share anything that will help prepare for our dinner:',
        ...body.notes.split('\n').filter((line) => line.trim() !== ''),
        'Need to make changes to this event? Write to the host.',
      ].join('\n'),
      attendees: [{ email: body.email, responseStatus: 'accepted' }],
      source: 'booking',
    };
    state.events = [...state.events, event].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    const bookingId = `mock-booking-${slot.id}`;
    return {
      msg: `Your dinner on ${slot.start.slice(0, 10)} is booked`,
      event,
      bookingId,
      notification: notificationOf(),
    };
  }),
  // Every booking's notification is in the state the story chose.
  mockContract(getDwmBookingNotification, () => notificationOf()),
  mockContract(setDwmSlots, ({ body }) => {
    if (!isOwnerSignedIn()) return notOwner();
    state.setup.slots = body.slots.map((slot, index) => ({ id: `mock-slot-${index + 1}`, ...slot }));
    return { msg: `${body.slots.length} open dinner slots offered`, slots: state.setup.slots };
  }),
  mockContract(sendDwmEmail, ({ body }) => {
    // Visitors may send mail only for a third-party booking page (decision 089).
    if (!isOwnerSignedIn() && state.setup.bookingUrl === null)
      return apiErrorResponse(
        401,
        'Only the owner can send mail here: a booking made on this site notifies the host by itself',
      );
    sent.push(body);
    return { msg: 'The email was written to the outbox', delivery: 'outbox' as const, smtpProblem: null };
  }),
  mockContract(sendDwmEmailReport, () => {
    if (!isOwnerSignedIn()) return notOwner();
    // As on the server: times on the calendar's clock, named.
    sent.push(
      dinnerEventsEmailHtml(state.events, new Date(dwmStoryNow), (event) =>
        event.allDay
          ? `${event.start.slice(0, 10)} (all day)`
          : formatDinnerStart(event.start, state.timeZone),
      ),
    );
    return { msg: 'The report was written to the outbox', delivery: 'outbox' as const, smtpProblem: null };
  }),
];
