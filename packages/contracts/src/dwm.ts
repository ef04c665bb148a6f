// Contracts of the dinner scheduling area (DWM, /dwm/x540t/*, spec part 1 §2-§7). The spec gives
// the paths and the event shape; the rest is designed in docs/decisions/066-dwm-calendar-api.md
// and 067-dwm-email.md.
import { z } from 'zod';
import { defineContract } from './contract';

/** Most events one calendar answer carries (the feed's recurrences are expanded up to this). */
export const maxDwmEvents = 500;
/** Most attendees one event lists. */
export const maxDwmAttendees = 100;
/** Most open dinner slots the owner offers at once. */
export const maxDwmSlots = 200;
/** Largest HTML body of a notification email, in characters. */
export const maxDwmEmailHtml = 20_000;

/** An attendee's answer, as calendar services name it (PARTSTAT mapped). */
export const dwmResponseStatuses = ['needsAction', 'accepted', 'tentative', 'declined'] as const;
export const dwmResponseStatusSchema = z.enum(dwmResponseStatuses);
export type DwmResponseStatus = z.infer<typeof dwmResponseStatusSchema>;

export const dwmAttendeeSchema = z.object({
  email: z.string().max(320),
  responseStatus: dwmResponseStatusSchema,
});
export type DwmAttendee = z.infer<typeof dwmAttendeeSchema>;

/** A calendar event as read (spec §3): start, summary, description, attendees. */
export const dwmEventSchema = z.object({
  /** Stable per occurrence: the feed's UID plus the occurrence start, or `booking-<id>`. */
  id: z.string().max(600),
  /** ISO date-time with offset (`2026-12-04T18:30:00.000Z`); an all-day event starts at 00:00 UTC of its day. */
  start: z.string().max(40),
  allDay: z.boolean(),
  summary: z.string().max(1000),
  description: z.string().max(20_000),
  attendees: z.array(dwmAttendeeSchema).max(maxDwmAttendees),
  /** Where the event comes from: the owner's calendar feed or a booking made on this site. */
  source: z.enum(['feed', 'booking']),
  /** True when the calendar marks the event cancelled (STATUS:CANCELLED); left out otherwise. */
  canceled: z.boolean().optional(),
  /** The organizer's email (the host), when the calendar names one: not one of the guests. */
  organizer: z.string().max(320).optional(),
});
export type DwmEvent = z.infer<typeof dwmEventSchema>;

/** GET /api-calendar/: the stored bookings merged with the owner's calendar feed, by start. */
export const getDwmEvents = defineContract({
  method: 'GET',
  path: '/api-calendar/',
  response: z.array(dwmEventSchema).max(maxDwmEvents),
});

/**
 * GET /api-dwm/calendar-zone: the calendar's time zone (an IANA name such as `America/Denver`).
 * The pages show every dinner time in it and name it (decision 091).
 */
export const getDwmCalendarZone = defineContract({
  method: 'GET',
  path: '/api-dwm/calendar-zone',
  response: z.object({ timeZone: z.string().min(1).max(64) }),
});
export type DwmCalendarZone = z.infer<typeof getDwmCalendarZone.response>;

/** GET /api/calendar/count: how many events GET /api-calendar/ would list. */
export const getDwmEventCount = defineContract({
  method: 'GET',
  path: '/api/calendar/count',
  response: z.object({ count: z.number().int().min(0) }),
});

export const dwmCalendarSourceKinds = ['ics-url', 'demo-feed'] as const;

/** What the calendar source is and how its last read went (the address itself stays secret). */
export const dwmCalendarSourceSchema = z.object({
  kind: z.enum(dwmCalendarSourceKinds),
  /** Where the address came from: set by the owner, the CALENDAR_ICS_URL variable, or the demo feed. */
  setBy: z.enum(['owner', 'environment', 'demo']),
  /** The feed's host only (`calendar.example.com`): a calendar's secret address is a password. */
  host: z.string().nullable(),
  lastRead: z
    .object({
      at: z.string(),
      ok: z.boolean(),
      events: z.number().int().min(0),
      /** Why the last read failed, or what a good read left out (decision 073); null when it read all. */
      problem: z.string().nullable(),
    })
    .nullable(),
});
export type DwmCalendarSource = z.infer<typeof dwmCalendarSourceSchema>;

/** GET /api/calendar/authorize/ (owner only): the calendar source and its state. */
export const getDwmCalendarSource = defineContract({
  method: 'GET',
  path: '/api/calendar/authorize/',
  response: dwmCalendarSourceSchema,
  ownerOnly: true,
});

/**
 * POST /api/calendar/setcredentials/ (owner only): the calendar's iCal address (for example a
 * calendar's secret address in iCal format); null goes back to CALENDAR_ICS_URL or the demo feed.
 */
export const setDwmCalendarSource = defineContract({
  method: 'POST',
  path: '/api/calendar/setcredentials/',
  body: z.object({
    icsUrl: z
      .url({ protocol: /^https?$/, error: 'icsUrl must be an http(s) address' })
      .max(2000, 'icsUrl has at most 2000 characters')
      .nullable(),
  }),
  response: z.object({ msg: z.string(), source: dwmCalendarSourceSchema }),
  ownerOnly: true,
});

/** An open dinner slot the owner offers on the built-in booking page. */
export const dwmSlotSchema = z.object({
  id: z.string().max(64),
  /** ISO date-time of the dinner's start. */
  start: z.iso.datetime({ offset: true, error: 'start must be an ISO date-time' }),
  /** Minutes the dinner lasts. */
  minutes: z.number().int().min(15).max(600),
});
export type DwmSlot = z.infer<typeof dwmSlotSchema>;

/** What the calendar page embeds: the third-party page when BOOKING_URL is set, else the built-in one. */
export const dwmBookingSetupSchema = z.object({
  bookingUrl: z.url().nullable(),
  /** The open slots still in the future, earliest first. */
  slots: z.array(dwmSlotSchema).max(maxDwmSlots),
});
export type DwmBookingSetup = z.infer<typeof dwmBookingSetupSchema>;

/** GET /api-dwm/booking: the booking widget's setup. */
export const getDwmBookingSetup = defineContract({
  method: 'GET',
  path: '/api-dwm/booking',
  response: dwmBookingSetupSchema,
});

const bookingText = (name: string, max: number) =>
  z.string().trim().max(max, `${name} has at most ${max} characters`);

export const dwmBookingRequestSchema = z.object({
  slotId: z.string().min(1, 'slotId is required').max(64, 'slotId has at most 64 characters'),
  name: bookingText('name', 120).min(1, 'name is required'),
  email: z.email({ error: 'email must be an email address' }).max(320, 'email has at most 320 characters'),
  notes: bookingText('notes', 2000),
});
export type DwmBookingRequest = z.infer<typeof dwmBookingRequestSchema>;

/**
 * The host's notification of a booking (decision 088): queued with the booking, in its
 * transaction, and sent by the server. `sent` once the mail server took it, or (without SMTP) once
 * it was written to the outbox; `queued` while it waits, for example for a mail server that is down.
 */
export const dwmNotificationSchema = z.object({
  state: z.enum(['queued', 'sent']),
  /** When it was sent; null while queued. */
  sentAt: z.string().max(40).nullable(),
});
export type DwmNotification = z.infer<typeof dwmNotificationSchema>;

/** Booking ids are UUIDs chosen by the server. */
const bookingIdSchema = z.string().min(1).max(64, 'bookingId has at most 64 characters');

/**
 * POST /api-dwm/bookings: books an open slot; the booking is stored and listed as an event, and
 * the host's notification is queued with it (and usually sent before the answer).
 */
export const createDwmBooking = defineContract({
  method: 'POST',
  path: '/api-dwm/bookings',
  body: dwmBookingRequestSchema,
  response: z.object({
    msg: z.string(),
    event: dwmEventSchema,
    bookingId: bookingIdSchema,
    notification: dwmNotificationSchema,
  }),
});

/** GET /api-dwm/bookings/:bookingId/notification: what became of a booking's notification to the host. */
export const getDwmBookingNotification = defineContract({
  method: 'GET',
  path: '/api-dwm/bookings/:bookingId/notification',
  params: z.object({ bookingId: bookingIdSchema }),
  response: dwmNotificationSchema,
});

/** PUT /api-dwm/slots (owner only): replaces the open slots (booked ones are kept as bookings). */
export const setDwmSlots = defineContract({
  method: 'PUT',
  path: '/api-dwm/slots',
  body: z.object({
    slots: z
      .array(
        z.object({
          start: dwmSlotSchema.shape.start,
          minutes: dwmSlotSchema.shape.minutes,
        }),
      )
      .max(maxDwmSlots, `slots has at most ${maxDwmSlots} entries`),
  }),
  response: z.object({ msg: z.string(), slots: z.array(dwmSlotSchema).max(maxDwmSlots) }),
  ownerOnly: true,
});

/**
 * The answer of a mail call (decisions 067, 088). A mail server that does not take the message is
 * not an error answer: the message stays queued on the server and `smtpProblem` says why.
 */
export const dwmEmailResultSchema = z.object({
  msg: z.string(),
  /**
   * `smtp` when SMTP_URL's server took it, `outbox` when it was written to the outbox folder (no
   * SMTP_URL), `queued` when it waits on the server to be tried again (decision 088).
   */
  delivery: z.enum(['smtp', 'outbox', 'queued']),
  /** Why it was not sent yet (the mail server refused it or could not be reached); null when nothing failed. */
  smtpProblem: z.string().max(500).nullable(),
});
export type DwmEmailResult = z.infer<typeof dwmEmailResultSchema>;

/**
 * POST /api-email/: the body is an HTML string (spec §7), sent to the owner (MAIL_TO); the
 * recipient is never taken from the request. The owner may call it; visitors only when a
 * third-party booking page (BOOKING_URL) needs the browser to tell the host, within limits, and
 * their links are not kept (decisions 088, 089).
 */
export const sendDwmEmail = defineContract({
  method: 'POST',
  path: '/api-email/',
  // The spec's page sends the HTML as text/html; a JSON string is taken too.
  bodyTypes: ['text/html', 'application/json'],
  body: z
    .string({ error: 'body must be an HTML string' })
    .min(1, 'body must not be empty')
    .max(maxDwmEmailHtml, `body has at most ${maxDwmEmailHtml} characters`),
  response: dwmEmailResultSchema,
});

/**
 * POST /api/emailReport/ (owner only): mails the owner the list of upcoming dinner events, times
 * in the calendar's zone. The Email Dinner Events button calls it (decision 089).
 */
export const sendDwmEmailReport = defineContract({
  method: 'POST',
  path: '/api/emailReport/',
  body: z.object({
    name: z.string().trim().min(1, 'name is required').max(120, 'name has at most 120 characters'),
  }),
  response: dwmEmailResultSchema,
  ownerOnly: true,
});

/**
 * The message the booking widget posts to the page when an event was scheduled (the
 * third-party widget's name for it; the built-in booking page posts the same).
 */
export const dwmScheduledEventName = 'calendly.event_scheduled';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text made safe to place in HTML mail: `&`, `<`, `>` and quotes escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);

/**
 * The email that lists dinner events (the Email Dinner Events button and the owner's report):
 * the events starting at or after `now`, earliest first, each with its time and attendees.
 * `formatStart` writes a start for people (the page's local time, or the server's).
 */
export function dinnerEventsEmailHtml(
  events: readonly DwmEvent[],
  now: Date,
  formatStart: (event: DwmEvent) => string,
): string {
  const upcoming = events
    .filter((event) => Date.parse(event.start) >= now.getTime() - (event.allDay ? 24 * 60 * 60 * 1000 : 0))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  if (upcoming.length === 0) return '<h2>Upcoming dinner events</h2><p>No dinner events are scheduled.</p>';
  const items = upcoming.map((event) => {
    const attendees = event.attendees.map(
      (attendee) => `${escapeHtml(attendee.email)} (${attendee.responseStatus})`,
    );
    return `<li><b>${escapeHtml(formatStart(event))}</b>: ${escapeHtml(event.summary)}${
      attendees.length > 0 ? `<br>${attendees.join(', ')}` : ''
    }</li>`;
  });
  return `<h2>Upcoming dinner events</h2><ul>${items.join('')}</ul>`;
}

/** The notification email of a newly scheduled dinner (spec §3: an HTML string about the new event). */
export function scheduledDinnerEmailHtml(details: {
  eventUri: string;
  inviteeUri: string;
  at: Date;
  /** What the site's own booking page knows: the dinner's title and its start as people read it. */
  dinner?: { summary: string; when: string };
}): string {
  return [
    '<h2>A new dinner event was scheduled</h2>',
    details.dinner
      ? `<p><b>${escapeHtml(details.dinner.summary)}</b>, ${escapeHtml(details.dinner.when)}</p>`
      : '',
    `<p>Scheduled at ${escapeHtml(details.at.toISOString())}.</p>`,
    `<p>Event: ${escapeHtml(details.eventUri)}<br>Invitee: ${escapeHtml(details.inviteeUri)}</p>`,
  ].join('');
}
