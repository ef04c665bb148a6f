import { dinnerTime, type DwmEvent, viewerTime, wallClockIn } from '@portfolio/contracts';
import type { MonthAgendaEntry, MonthDay, MonthDinner } from '@portfolio/ui/dwm';
import { eventLabelTone } from '../events/event-display';
import type { DinnerZones } from '../time/dinner-zones';

/** A month of the calendar: `month` is 1 for January. */
export interface CalendarMonth {
  year: number;
  month: number;
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The month a moment falls in on the calendar's clock. */
export function monthOf(instant: Date, timeZone: string): CalendarMonth {
  const clock = wallClockIn(instant, timeZone);
  return { year: clock.year, month: clock.month };
}

export function shiftMonth({ year, month }: CalendarMonth, by: number): CalendarMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** "December 2026". */
export function monthTitle({ year, month }: CalendarMonth): string {
  return `${monthNames[month - 1] ?? ''} ${year}`;
}

const isoDay = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** The date a moment falls on, on the calendar's clock: `2026-12-04`. */
function calendarDay(instant: Date, timeZone: string): string {
  const clock = wallClockIn(instant, timeZone);
  return isoDay(clock.year, clock.month, clock.day);
}

/** The day an event is on: on the calendar's clock, an all-day event on its own date. */
function dayOf(event: DwmEvent, timeZone: string): string {
  return event.allDay ? event.start.slice(0, 10) : calendarDay(new Date(event.start), timeZone);
}

export interface MonthView {
  weeks: MonthDay[][];
  agenda: MonthAgendaEntry[];
}

/**
 * One month of dinners on the calendar's clock (decision 093): the Sunday-first weeks that hold it,
 * each day with its dinners, and the month's dinners in order with their full times.
 */
export function buildMonth(
  events: readonly DwmEvent[],
  zones: DinnerZones,
  month: CalendarMonth,
  now: Date,
): MonthView {
  const today = calendarDay(now, zones.calendar);
  const sorted = [...events].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const byDay = new Map<string, DwmEvent[]>();
  for (const event of sorted) {
    const day = dayOf(event, zones.calendar);
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }

  const first = new Date(Date.UTC(month.year, month.month - 1, 1));
  const daysInMonth = new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();
  const leading = first.getUTCDay();
  const cells = Math.ceil((leading + daysInMonth) / 7) * 7;
  const weeks: MonthDay[][] = [];
  for (let index = 0; index < cells; index += 1) {
    const date = new Date(Date.UTC(month.year, month.month - 1, 1 - leading + index));
    const iso = date.toISOString().slice(0, 10);
    const dinners: MonthDinner[] = (byDay.get(iso) ?? []).map((event) => ({
      id: event.id,
      time: event.allDay ? 'All day' : dinnerTime(event.start, zones.calendar).clock,
      title: event.summary || '(no title)',
      labelTone: eventLabelTone(event),
    }));
    if (index % 7 === 0) weeks.push([]);
    weeks.at(-1)!.push({
      date: iso,
      day: date.getUTCDate(),
      inMonth: date.getUTCMonth() === month.month - 1,
      today: iso === today,
      dinners,
    });
  }

  const prefix = `${month.year}-${String(month.month).padStart(2, '0')}-`;
  const agenda: MonthAgendaEntry[] = sorted
    .filter((event) => dayOf(event, zones.calendar).startsWith(prefix))
    .map((event) => {
      const time = dinnerTime(event.start, event.allDay ? 'UTC' : zones.calendar);
      const theirs = event.allDay ? undefined : viewerTime(event.start, zones.calendar, zones.viewer);
      const canceled = eventLabelTone(event) === 'canceled';
      return {
        id: event.id,
        when: `${time.day} · ${event.allDay ? 'All day' : `${time.clock} ${time.zone}`}`,
        ...(theirs ? { viewerTime: theirs } : {}),
        title: event.summary || '(no title)',
        labelTone: eventLabelTone(event),
        notes: [
          ...(canceled ? ['Canceled'] : []),
          ...(event.source === 'booking' ? ['Booked on this site'] : []),
        ],
      };
    });
  return { weeks, agenda };
}
