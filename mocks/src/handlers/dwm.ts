import {
  createDwmBooking,
  type DwmBookingSetup,
  type DwmCalendarSource,
  type DwmEvent,
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
} from '../fixtures/dwm';
import { apiErrorResponse, mockContract } from '../mock-contract';
import { isOwnerSignedIn } from './owner';

// The mock dinner calendar: bookings and sent mail are remembered for as long as the page or test
// file lives; owner calls answer 401 unless the mock owner is signed in.

export interface DwmMockState {
  events: DwmEvent[];
  setup: DwmBookingSetup;
  source: DwmCalendarSource;
  /** The calendar's IANA time zone. */
  timeZone: string;
}

let state: DwmMockState = structuredClone({
  events: dwmEventsFixture,
  setup: dwmBookingSetupFixture,
  source: dwmCalendarSourceFixture,
  timeZone: dwmCalendarZoneFixture,
});
let sent: string[] = [];

/** Back to the fixtures, or to the calendar a story needs. */
export function resetDwmMocks(changes: Partial<DwmMockState> = {}): void {
  state = structuredClone({
    events: dwmEventsFixture,
    setup: dwmBookingSetupFixture,
    source: dwmCalendarSourceFixture,
    timeZone: dwmCalendarZoneFixture,
    ...changes,
  });
  sent = [];
}

/** The HTML bodies of the emails the page sent since the last reset. */
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
    return { msg: `Your dinner on ${slot.start.slice(0, 10)} is booked`, event };
  }),
  mockContract(setDwmSlots, ({ body }) => {
    if (!isOwnerSignedIn()) return notOwner();
    state.setup.slots = body.slots.map((slot, index) => ({ id: `mock-slot-${index + 1}`, ...slot }));
    return { msg: `${body.slots.length} open dinner slots offered`, slots: state.setup.slots };
  }),
  mockContract(sendDwmEmail, ({ body }) => {
    sent.push(body);
    return { msg: 'The email was written to the outbox', delivery: 'outbox' as const, smtpProblem: null };
  }),
  mockContract(sendDwmEmailReport, () =>
    isOwnerSignedIn()
      ? { msg: 'The report was written to the outbox', delivery: 'outbox' as const, smtpProblem: null }
      : notOwner(),
  ),
];
