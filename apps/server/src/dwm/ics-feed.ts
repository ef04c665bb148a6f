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
  // The messages say what is wrong without quoting the text: an address may answer a page that
  // is not the owner's to see (a sign-in page, an internal service), and the message is shown.
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new IcsFeedError('not an iCalendar feed: the address answered text that is not iCalendar');
  }
  if (calendar.name !== 'vcalendar')
    throw new IcsFeedError('not an iCalendar feed: the text does not begin with a calendar (VCALENDAR)');

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

/** Bounds on what one calendar may cost to expand (decision 073). */
export interface ExpansionCaps {
  /** Occurrences kept of one recurring event: a daily event over the whole window fits. */
  occurrencesPerEvent: number;
  /** Steps of one event's recurrence iterator, counted after the jump to the window. */
  stepsPerEvent: number;
  /** Steps of all recurrence iterators of the calendar together. */
  stepsInTotal: number;
  /** Events (occurrences included) kept in all: the nearest to `now` when there are more. */
  events: number;
}

export const defaultExpansionCaps: ExpansionCaps = {
  occurrencesPerEvent: 2 * recurrenceWindowDays + 2,
  stepsPerEvent: 10_000,
  stepsInTotal: 100_000,
  events: maxDwmEvents,
};

/** The events of a calendar, and what the caps left out, in words (no text of the feed). */
export interface Expansion {
  events: DwmEvent[];
  cut: string[];
}

const dayMs = 24 * 60 * 60 * 1000;
const secondsOf: Partial<Record<string, number>> = {
  SECONDLY: 1,
  MINUTELY: 60,
  HOURLY: 3600,
  DAILY: 86_400,
  WEEKLY: 7 * 86_400,
};
/** BY-parts that repeat the same way every whole day (BYDAY: every whole week). */
const shiftableParts = new Set(['BYSECOND', 'BYMINUTE', 'BYHOUR', 'BYDAY']);
const weekdays = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;

/** Frequencies finer than a day: their iterator steps the wall clock by a fixed number of seconds. */
const subDaily = new Set(['SECONDLY', 'MINUTELY', 'HOURLY']);
/** Room left before the window for a change of the clocks between the old start and the new. */
const clockChangeMs = 2 * 60 * 60 * 1000;

/**
 * How far the rule's start may be moved without changing its occurrences after the new start,
 * in seconds of wall-clock time; null when the rule is not that simple (monthly, yearly, a
 * count, BYMONTHDAY and the like) or when DTSTART is not itself an occurrence of the rule (RFC
 * 5545 counts it anyway, and a moved start would be counted in its place).
 * - No BY-part below a day: every step of the rule (`interval` seconds, minutes or hours).
 * - Otherwise whole days (whole weeks with BYDAY), as many as make whole steps.
 */
function shiftOf(rule: ICAL.Recur, start: ICAL.Time): number | null {
  const unit = secondsOf[rule.freq];
  if (unit === undefined || rule.count) return null;
  const parts = rule.parts as Record<string, (number | string)[] | undefined>;
  const used = Object.keys(parts).filter((name) => (parts[name]?.length ?? 0) > 0);
  if (used.some((name) => !shiftableParts.has(name))) return null;
  const step = unit * Math.max(1, rule.interval || 1);
  if (used.length === 0 && subDaily.has(rule.freq)) return step;
  const days = parts.BYDAY?.map(String) ?? [];
  if (days.some((day) => !weekdays.includes(day))) return null;
  const matches = (name: string, value: number) => {
    const listed = parts[name];
    return !listed || listed.length === 0 || listed.map(Number).includes(value);
  };
  if (
    !matches('BYHOUR', start.hour) ||
    !matches('BYMINUTE', start.minute) ||
    !matches('BYSECOND', start.second)
  )
    return null;
  if (days.length > 0 && !days.includes(weekdays[start.dayOfWeek() - 1]!)) return null;
  let periodDays = lcm(step, 86_400) / 86_400;
  if (days.length > 0) periodDays = lcm(periodDays, 7);
  return periodDays * 86_400;
}

/**
 * Moves a recurring event that began long before the window forward by whole shifts of its rule,
 * so its iterator starts just before the occurrences wanted instead of stepping through every
 * past one (an event every minute since 2015 is millions of steps). The occurrences wanted start
 * at `fromMs`, or, for a rule with more occurrences in the window than `keep`, about `keep / 2`
 * steps before `nowMs`, so the ones kept are those around today. Rules that are not simple enough
 * to move are stepped through within the caps. Returns when the occurrences wanted start.
 */
function jumpTowards(
  vevent: ICAL.Component,
  event: ICAL.Event,
  window: { fromMs: number; nowMs: number; keep: number },
): number {
  const rules = vevent.getAllProperties('rrule');
  if (rules.length !== 1 || vevent.hasProperty('rdate')) return window.fromMs;
  const rule = rules[0]!.getFirstValue();
  const start = event.startDate;
  if (!(rule instanceof ICAL.Recur) || start.isDate) return window.fromMs;
  const shift = shiftOf(rule, start);
  if (shift === null) return window.fromMs;
  const stepMs = (secondsOf[rule.freq] ?? 1) * Math.max(1, rule.interval || 1) * 1000;
  const inWindow = (2 * recurrenceWindowDays * dayMs) / stepMs;
  const wantedFrom = inWindow > window.keep ? window.nowMs - (window.keep / 2) * stepMs : window.fromMs;
  const lengthMs = Math.max(0, event.duration.toSeconds() * 1000);
  // UTC and floating times have no change of the clocks to leave room for.
  const fixedClock = start.zone === ICAL.Timezone.utcTimezone || start.zone === ICAL.Timezone.localTimezone;
  const target = wantedFrom - lengthMs - (fixedClock ? 0 : clockChangeMs);
  const shifts = Math.floor((target - start.toJSDate().getTime()) / (shift * 1000));
  if (shifts <= 0) return wantedFrom;
  for (const name of ['dtstart', 'dtend']) {
    const property = vevent.getFirstProperty(name);
    const value = property?.getFirstValue();
    if (!property || !(value instanceof ICAL.Time)) continue;
    const moved = value.clone();
    // Whole days move the date (the wall clock stays); seconds stay below a day's worth per call.
    const seconds = shifts * shift;
    moved.adjust(Math.floor(seconds / 86_400), 0, 0, seconds % 86_400);
    property.setValue(moved);
  }
  return wantedFrom;
}

function byDistanceTo(nowMs: number) {
  return (a: DwmEvent, b: DwmEvent) =>
    Math.abs(Date.parse(a.start) - nowMs) - Math.abs(Date.parse(b.start) - nowMs);
}

/**
 * The events of a calendar: recurrences expanded within `recurrenceWindowDays` of `now` (with
 * their moved or changed occurrences), within `caps`. What a cap left out is named in `cut`.
 */
export function expandCalendar(
  calendar: ICAL.Component,
  now: Date,
  caps: ExpansionCaps = defaultExpansionCaps,
): Expansion {
  const floatingZone = floatingZoneOf(calendar);
  const fromMs = now.getTime() - recurrenceWindowDays * dayMs;
  const from = ICAL.Time.fromJSDate(new Date(fromMs), true);
  const until = ICAL.Time.fromJSDate(new Date(now.getTime() + recurrenceWindowDays * dayMs), true);
  // Occurrences are gathered up to a few times the events kept, then the nearest to now are kept.
  const gatherAtMost = caps.events * 4;

  const vevents = calendar.getAllSubcomponents('vevent');
  // Each recurring event's moved or changed occurrences, by UID.
  const exceptions = new Map<string, ICAL.Component[]>();
  for (const vevent of vevents) {
    if (!vevent.hasProperty('recurrence-id')) continue;
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
    exceptions.set(uid, [...(exceptions.get(uid) ?? []), vevent]);
  }
  const events: DwmEvent[] = [];
  let cutEvents = 0;
  let steps = 0;
  let gatheredAll = true;
  for (const vevent of vevents) {
    if (events.length >= gatherAtMost || steps >= caps.stepsInTotal) {
      gatheredAll = false;
      break;
    }
    if (vevent.hasProperty('recurrence-id')) continue;
    // Given the exceptions (none here), ical.js does not look through every other event of the
    // calendar for them: without this, a calendar of n events takes n² steps.
    const event = new ICAL.Event(vevent, { exceptions: [] });
    if (!event.startDate) continue;
    const uid = event.uid || `event-${events.length}`;
    if (!event.isRecurring()) {
      events.push(eventFrom(uid, vevent, event.startDate, floatingZone));
      continue;
    }
    for (const exception of exceptions.get(event.uid) ?? []) event.relateException(exception);
    const wantedFromMs = jumpTowards(vevent, event, {
      fromMs,
      nowMs: now.getTime(),
      keep: caps.occurrencesPerEvent,
    });
    const wantedFrom = wantedFromMs > fromMs ? ICAL.Time.fromJSDate(new Date(wantedFromMs), true) : from;
    const iterator = event.iterator();
    let kept = 0;
    let ownSteps = 0;
    let complete = false;
    for (;;) {
      if (kept >= caps.occurrencesPerEvent || ownSteps >= caps.stepsPerEvent || steps >= caps.stepsInTotal)
        break;
      if (events.length >= gatherAtMost) break;
      const next = iterator.next();
      ownSteps += 1;
      steps += 1;
      if (!next || next.compare(until) > 0) {
        complete = true;
        break;
      }
      const details = event.getOccurrenceDetails(next);
      if (details.endDate.compare(wantedFrom) < 0) continue;
      kept += 1;
      events.push(
        eventFrom(
          `${uid}/${details.startDate.toString()}`,
          details.item.component,
          details.startDate,
          floatingZone,
        ),
      );
    }
    if (!complete) cutEvents += 1;
  }

  const cut: string[] = [];
  if (cutEvents > 0) {
    cut.push(
      `${cutEvents} repeating ${cutEvents === 1 ? 'event was' : 'events were'} cut short ` +
        `(at most ${caps.occurrencesPerEvent} occurrences or ${caps.stepsPerEvent} steps each)`,
    );
  }
  if (!gatheredAll) cut.push('the feed has more events than the server reads; the rest were left out');
  let kept = events;
  if (events.length > caps.events) {
    cut.push(
      `${events.length - caps.events} events furthest from today were left out (at most ${caps.events})`,
    );
    kept = [...events].sort(byDistanceTo(now.getTime())).slice(0, caps.events);
    kept.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  }
  return { events: kept, cut };
}

/** The events of a calendar within the default caps (see expandCalendar). */
export function eventsOfCalendar(calendar: ICAL.Component, now: Date): DwmEvent[] {
  return expandCalendar(calendar, now).events;
}

/** Reads an iCalendar feed into events (readIcsCalendar, then eventsOfCalendar). */
export function parseIcsFeed(text: string, now: Date = new Date()): DwmEvent[] {
  return eventsOfCalendar(readIcsCalendar(text), now);
}
