import { join } from 'node:path';
import type { DwmEvent } from '@portfolio/contracts';
import ICAL from 'ical.js';
import { repoRoot } from '../repo-root';
import { eventsOfCalendar, readIcsCalendar } from './ics-feed';

/** The demo calendar as written: a dozen dinners over three months from early December 2026. */
export const demoCalendarFile = join(repoRoot, 'content/dwm/demo-calendar.ics');

/** The demo calendar's zone (its X-WR-TIMEZONE): its dinners and open evenings are on Denver's clock. */
export const demoCalendarTimeZone = 'America/Denver';

const weekMs = 7 * 24 * 60 * 60 * 1000;

/** The properties that place an event or an occurrence in time. */
const timeProperties = ['dtstart', 'dtend', 'recurrence-id', 'exdate', 'rdate'];

function firstStartMs(calendar: ICAL.Component): number {
  let first = Number.POSITIVE_INFINITY;
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const start = vevent.getFirstPropertyValue('dtstart');
    if (start instanceof ICAL.Time) first = Math.min(first, start.toJSDate().getTime());
  }
  return first;
}

function movedBy(time: ICAL.Time, days: number): ICAL.Time {
  const moved = time.clone();
  moved.adjust(days, 0, 0, 0);
  return moved;
}

/**
 * Moves every event of the calendar by whole weeks, in its own wall-clock time: a Friday dinner
 * at 18:30 in Denver stays a Friday dinner at 18:30 in Denver, on either side of a DST change.
 */
function moveByWeeks(calendar: ICAL.Component, weeks: number): void {
  const days = weeks * 7;
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    for (const name of timeProperties) {
      for (const property of vevent.getAllProperties(name)) {
        const values = property
          .getValues()
          .map((value) => (value instanceof ICAL.Time ? movedBy(value, days) : value));
        if (values.length === 1) property.setValue(values[0]);
        else property.setValues(values);
      }
    }
    for (const property of vevent.getAllProperties('rrule')) {
      const rule = property.getFirstValue();
      if (rule instanceof ICAL.Recur && rule.until) rule.until = movedBy(rule.until, days);
    }
  }
}

/**
 * The demo calendar as of `now`: moved by whole weeks so that its first dinner falls within the
 * week after `now`, and the rest follow over the next three months. So the events page and the
 * email of upcoming dinners always have something ahead, whenever the site runs; the move changes
 * once a week, when the first dinner's time comes.
 */
export function movedDemoCalendar(text: string, now: Date): ICAL.Component {
  const calendar = readIcsCalendar(text);
  const first = firstStartMs(calendar);
  if (Number.isFinite(first)) moveByWeeks(calendar, Math.floor((now.getTime() - first) / weekMs) + 1);
  return calendar;
}

/** The demo calendar's events as of `now` (see movedDemoCalendar). */
export function demoFeedEvents(text: string, now: Date): DwmEvent[] {
  return eventsOfCalendar(movedDemoCalendar(text, now), now);
}
