import type { DwmAttendee, DwmEvent, DwmResponseStatus } from '@portfolio/contracts';
import { maxDwmAttendees, maxDwmEvents } from '@portfolio/contracts';
import ICAL from 'ical.js';
import { IntlTimezone, isKnownZone } from './intl-timezone';

/** The span recurrences are expanded over: a year back and a year ahead of `now`. */
export const recurrenceWindowDays = 366;

const partstatToStatus: Record<string, DwmResponseStatus> = {
  ACCEPTED: 'accepted',
  TENTATIVE: 'tentative',
  DECLINED: 'declined',
  'NEEDS-ACTION': 'needsAction',
};

export class IcsFeedError extends Error {
  override name = 'IcsFeedError';
}

function attendeesOf(vevent: ICAL.Component): DwmAttendee[] {
  return vevent
    .getAllProperties('attendee')
    .slice(0, maxDwmAttendees)
    .map((property) => {
      const value = String(property.getFirstValue() ?? '');
      const partstat = String(property.getParameter('partstat') ?? 'NEEDS-ACTION').toUpperCase();
      return {
        email: value.replace(/^mailto:/i, '').slice(0, 320),
        responseStatus: partstatToStatus[partstat] ?? 'needsAction',
      };
    });
}

/**
 * An all-day event starts at 00:00 UTC of its day, so every browser shows the same day. A floating
 * time (no zone, or a zone neither the feed nor the runtime knows) is read in the feed's default zone.
 */
function startOf(time: ICAL.Time, floatingZone: ICAL.Timezone): { start: string; allDay: boolean } {
  if (time.isDate) {
    const day = `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
    return { start: `${day}T00:00:00.000Z`, allDay: true };
  }
  if (time.zone === ICAL.Timezone.localTimezone) {
    const placed = time.clone();
    placed.zone = floatingZone;
    return { start: placed.toJSDate().toISOString(), allDay: false };
  }
  return { start: time.toJSDate().toISOString(), allDay: false };
}

/** The organizer's address (the host), when the event names one by email. */
function organizerOf(vevent: ICAL.Component): string | undefined {
  const value = vevent.getFirstPropertyValue('organizer');
  if (typeof value !== 'string' || !/^mailto:/i.test(value)) return undefined;
  return value.replace(/^mailto:/i, '').slice(0, 320);
}

function eventFrom(
  id: string,
  vevent: ICAL.Component,
  start: ICAL.Time,
  floatingZone: ICAL.Timezone,
): DwmEvent {
  const organizer = organizerOf(vevent);
  const canceled = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
  return {
    id: id.slice(0, 600),
    ...startOf(start, floatingZone),
    summary: String(vevent.getFirstPropertyValue('summary') ?? '').slice(0, 1000),
    description: String(vevent.getFirstPropertyValue('description') ?? '').slice(0, 20_000),
    attendees: attendeesOf(vevent),
    source: 'feed',
    ...(canceled ? { canceled } : {}),
    ...(organizer ? { organizer } : {}),
  };
}

/**
 * Parses iCalendar text into its VCALENDAR. Zones are looked up in this calendar only: its own
 * VTIMEZONEs first, then, for a zone it names without defining, the runtime's zone data. Nothing
 * is registered with ical.js's process-wide TimezoneService, so one feed's zone definitions cannot
 * change how another feed is read. A text that is not iCalendar throws IcsFeedError saying why.
 */
export function readIcsCalendar(text: string): ICAL.Component {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch (error) {
    throw new IcsFeedError(
      `not an iCalendar feed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (calendar.name !== 'vcalendar')
    throw new IcsFeedError(`not an iCalendar feed: starts with ${calendar.name}`);

  const ownZone = calendar.getTimeZoneByID.bind(calendar);
  const runtimeZones = new Map<string, ICAL.Timezone | null>();
  // ical.js asks the root component for every TZID it meets (ical.js 2, Time.fromDateTimeString).
  calendar.getTimeZoneByID = (tzid: string) => {
    const own = ownZone(tzid);
    if (own) return own;
    if (!runtimeZones.has(tzid)) runtimeZones.set(tzid, isKnownZone(tzid) ? new IntlTimezone(tzid) : null);
    return runtimeZones.get(tzid) as ICAL.Timezone;
  };
  return calendar;
}

/** The zone floating times are read in: the feed's X-WR-TIMEZONE when the runtime knows it, else UTC. */
function floatingZoneOf(calendar: ICAL.Component): ICAL.Timezone {
  const name = calendar.getFirstPropertyValue('x-wr-timezone');
  return typeof name === 'string' && isKnownZone(name) ? new IntlTimezone(name) : ICAL.Timezone.utcTimezone;
}

/**
 * The calendar's own time zone, which the pages show its times in (decision 091): its
 * X-WR-TIMEZONE, else the first zone its events start in (a VTIMEZONE's TZID), as long as the
 * runtime knows the name; else UTC. Calendar services name their calendar's zone in X-WR-TIMEZONE.
 */
export function calendarTimeZoneOf(calendar: ICAL.Component): string {
  const named = calendar.getFirstPropertyValue('x-wr-timezone');
  if (typeof named === 'string' && isKnownZone(named)) return named;
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const tzid = vevent.getFirstProperty('dtstart')?.getParameter('tzid');
    if (typeof tzid === 'string' && isKnownZone(tzid)) return tzid;
  }
  return 'UTC';
}

/**
 * The events of a calendar: recurrences expanded within a year of `now` (with their moved or
 * changed occurrences), at most `maxDwmEvents`.
 */
export function eventsOfCalendar(calendar: ICAL.Component, now: Date): DwmEvent[] {
  const floatingZone = floatingZoneOf(calendar);
  const dayMs = 24 * 60 * 60 * 1000;
  const from = ICAL.Time.fromJSDate(new Date(now.getTime() - recurrenceWindowDays * dayMs), true);
  const until = ICAL.Time.fromJSDate(new Date(now.getTime() + recurrenceWindowDays * dayMs), true);

  const vevents = calendar.getAllSubcomponents('vevent');
  const exceptions = vevents.filter((vevent) => vevent.hasProperty('recurrence-id'));
  const events: DwmEvent[] = [];
  for (const vevent of vevents) {
    if (events.length >= maxDwmEvents) break;
    if (vevent.hasProperty('recurrence-id')) continue;
    const event = new ICAL.Event(vevent);
    if (!event.startDate) continue;
    const uid = event.uid || `event-${events.length}`;
    if (!event.isRecurring()) {
      events.push(eventFrom(uid, vevent, event.startDate, floatingZone));
      continue;
    }
    for (const exception of exceptions) {
      if (exception.getFirstPropertyValue('uid') === event.uid) event.relateException(exception);
    }
    const iterator = event.iterator();
    for (let next = iterator.next(); next && events.length < maxDwmEvents; next = iterator.next()) {
      if (next.compare(until) > 0) break;
      const details = event.getOccurrenceDetails(next);
      if (details.endDate.compare(from) < 0) continue;
      events.push(
        eventFrom(
          `${uid}/${details.startDate.toString()}`,
          details.item.component,
          details.startDate,
          floatingZone,
        ),
      );
    }
  }
  return events;
}

/** Reads an iCalendar feed into events (readIcsCalendar, then eventsOfCalendar). */
export function parseIcsFeed(text: string, now: Date = new Date()): DwmEvent[] {
  return eventsOfCalendar(readIcsCalendar(text), now);
}
