import { z } from 'zod';
import { address, defineSettings, timeZone, wholeNumber } from '../settings';

/** Dinner scheduling (decisions 066-067, 088-090): mail, the booking page, the feed, its bounds. */
export interface DwmSettings {
  smtpUrl?: string;
  mailTo: string;
  mailFrom: string;
  bookingUrl?: string;
  calendarIcsUrl?: string;
  /** The calendar's IANA time zone: the times in the area's mail and messages are written in it. */
  timeZone: string;
  /** The mail outbox's cap: messages waiting to be sent plus sent copies in the outbox folder. */
  outboxMaxMessages: number;
  outboxMaxBytes: number;
  /** Site-wide ceilings an hour, over all visitors together, beside the per-address limits. */
  visitorMailPerHour: number;
  bookingsPerHour: number;
}

declare module '../config' {
  interface ServerConfig {
    dwm: DwmSettings;
  }
}

export const dwmSettings = defineSettings({
  key: 'dwm',
  variables: {
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an SMTP address (smtp://user:password@host:port or smtps://...)')
      .optional(),
    MAIL_TO: z.email({ error: 'must be an email address' }).default('owner@example.com'),
    MAIL_FROM: z.email({ error: 'must be an email address' }).default('portfolio@example.com'),
    BOOKING_URL: address.optional(),
    CALENDAR_ICS_URL: address.optional(),
    DWM_TIME_ZONE: timeZone.default('America/Denver'),
    // At least a few of the largest messages (20,000 characters, about 110 KB once encoded).
    MAIL_OUTBOX_MAX_MESSAGES: wholeNumber(2, 1_000_000).default(1000),
    MAIL_OUTBOX_MAX_BYTES: wholeNumber(262_144, 1_000_000_000_000).default(50 * 1024 * 1024),
    DWM_VISITOR_MAIL_PER_HOUR: wholeNumber(1, 100_000).default(20),
    DWM_BOOKINGS_PER_HOUR: wholeNumber(1, 100_000).default(20),
  },
  secrets: ['SMTP_URL', 'CALENDAR_ICS_URL'],
  read: (e): DwmSettings => ({
    smtpUrl: e.SMTP_URL,
    mailTo: e.MAIL_TO,
    mailFrom: e.MAIL_FROM,
    bookingUrl: e.BOOKING_URL,
    calendarIcsUrl: e.CALENDAR_ICS_URL,
    timeZone: e.DWM_TIME_ZONE,
    outboxMaxMessages: e.MAIL_OUTBOX_MAX_MESSAGES,
    outboxMaxBytes: e.MAIL_OUTBOX_MAX_BYTES,
    visitorMailPerHour: e.DWM_VISITOR_MAIL_PER_HOUR,
    bookingsPerHour: e.DWM_BOOKINGS_PER_HOUR,
  }),
  readme: {
    SMTP_URL: {
      default: 'unset: `<DATA_DIR>/outbox/`',
      meaning: 'dinner mail server; unset, mail is written as .eml files',
    },
    MAIL_OUTBOX_MAX_MESSAGES: {
      default: '`1000`',
      meaning: "mail waiting to be sent plus the outbox's files, at most",
    },
    MAIL_OUTBOX_MAX_BYTES: {
      default: '`52428800` (50 MiB)',
      meaning: 'the same, in bytes; the oldest sent files go first (088)',
    },
    MAIL_TO: {
      default: '`owner@example.com`',
      meaning: 'who gets the dinner mail (never taken from a request)',
    },
    MAIL_FROM: { default: '`portfolio@example.com`', meaning: "the dinner mail's sender" },
    BOOKING_URL: {
      default: "unset: the site's booking page",
      meaning: 'third-party booking page the dinner calendar embeds',
    },
    CALENDAR_ICS_URL: {
      default: 'unset: the demo feed',
      meaning: "the owner's iCal feed merged into the dinner events",
    },
    DWM_TIME_ZONE: {
      default: '`America/Denver`',
      meaning: "the calendar's zone when its feed names none: dinner times, mail, messages",
    },
    DWM_BOOKINGS_PER_HOUR: {
      default: '`20`',
      meaning: 'dinner bookings an hour from all visitors together (089)',
    },
    DWM_VISITOR_MAIL_PER_HOUR: {
      default: '`20`',
      meaning: "visitors' mail to the host an hour, all together (089)",
    },
  },
});
