import { dinnerTime, type DwmEvent, type DwmResponseStatus, wallClockIn } from '@portfolio/contracts';
import { eventLabelTone } from '../events/event-display';

/** One month's dinners, on the calendar's clock. */
export interface ReportMonth {
  /** `2026-12`. */
  key: string;
  /** "Dec 2026". */
  label: string;
  /** Dinners from the calendar, not canceled. */
  fromCalendar: number;
  /** Dinners booked on this site, not canceled. */
  bookedHere: number;
  canceled: number;
}

export type ReplyCounts = Record<DwmResponseStatus, number>;

export interface GuestReplies extends ReplyCounts {
  email: string;
  /** Dinners the guest was asked to. */
  invited: number;
}

export interface ReportDinner {
  id: string;
  /** "Fri, Dec 11, 6:00 pm MST". */
  when: string;
  title: string;
}

export interface DinnerReport {
  dinners: number;
  canceled: number;
  bookedHere: number;
  /** Different guests asked, the host left out. */
  guests: number;
  months: ReportMonth[];
  /** Every guest's answers to every dinner they were asked to, canceled ones included. */
  replies: ReplyCounts;
  /** Guests by how many dinners they were asked to, then by address. */
  guestReplies: GuestReplies[];
  cancellations: ReportDinner[];
  bookings: ReportDinner[];
}

const monthShort = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const noReplies = (): ReplyCounts => ({ accepted: 0, tentative: 0, declined: 0, needsAction: 0 });

/** The month an event falls in, on the calendar's clock (an all-day event on its own date). */
function monthOfEvent(event: DwmEvent, timeZone: string): { year: number; month: number } {
  if (event.allDay) return { year: Number(event.start.slice(0, 4)), month: Number(event.start.slice(5, 7)) };
  const clock = wallClockIn(new Date(event.start), timeZone);
  return { year: clock.year, month: clock.month };
}

const monthKey = ({ year, month }: { year: number; month: number }) =>
  `${year}-${String(month).padStart(2, '0')}`;

/** Every month from the first to the last, so a month without dinners shows as one. */
function monthRange(first: { year: number; month: number }, last: { year: number; month: number }) {
  const months: { year: number; month: number }[] = [];
  for (let index = first.year * 12 + first.month - 1; index <= last.year * 12 + last.month - 1; index += 1)
    months.push({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  return months;
}

function describeDinner(event: DwmEvent, timeZone: string): ReportDinner {
  const time = dinnerTime(event.start, event.allDay ? 'UTC' : timeZone);
  return {
    id: event.id,
    when: `${time.day}, ${event.allDay ? 'all day' : `${time.clock} ${time.zone}`}`,
    title: event.summary || '(no title)',
  };
}

/**
 * The dinner report (decision 093), from the events the calendar answers: dinners per month on
 * the calendar's clock, the guests' replies, the cancellations and the bookings made on the site.
 * A dinner is canceled when its title says so (spec §4) or the calendar marks it cancelled; the
 * host (the events' organizer) is not counted as a guest.
 */
export function buildDinnerReport(events: readonly DwmEvent[], timeZone: string): DinnerReport {
  const sorted = [...events].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const isCanceled = (event: DwmEvent) => eventLabelTone(event) === 'canceled';
  const perMonth = new Map<string, ReportMonth>();
  const replies = noReplies();
  const guests = new Map<string, GuestReplies>();

  for (const event of sorted) {
    const key = monthKey(monthOfEvent(event, timeZone));
    const month = perMonth.get(key) ?? { key, label: '', fromCalendar: 0, bookedHere: 0, canceled: 0 };
    if (isCanceled(event)) month.canceled += 1;
    else if (event.source === 'booking') month.bookedHere += 1;
    else month.fromCalendar += 1;
    perMonth.set(key, month);

    const host = event.organizer?.toLowerCase();
    const asked = new Set<string>();
    for (const attendee of event.attendees) {
      const email = attendee.email.toLowerCase();
      if (email === host || asked.has(email)) continue;
      asked.add(email);
      replies[attendee.responseStatus] += 1;
      const guest = guests.get(email) ?? { email, invited: 0, ...noReplies() };
      guest.invited += 1;
      guest[attendee.responseStatus] += 1;
      guests.set(email, guest);
    }
  }

  const first = sorted[0];
  const last = sorted.at(-1);
  const months =
    first && last
      ? monthRange(monthOfEvent(first, timeZone), monthOfEvent(last, timeZone)).map((month) => ({
          ...(perMonth.get(monthKey(month)) ?? {
            key: monthKey(month),
            fromCalendar: 0,
            bookedHere: 0,
            canceled: 0,
          }),
          label: `${monthShort[month.month - 1] ?? ''} ${month.year}`,
        }))
      : [];

  const cancellations = sorted.filter(isCanceled);
  const bookings = sorted.filter((event) => event.source === 'booking');
  return {
    dinners: sorted.length,
    canceled: cancellations.length,
    bookedHere: bookings.length,
    guests: guests.size,
    months,
    replies,
    guestReplies: [...guests.values()].sort(
      (a, b) => b.invited - a.invited || a.email.localeCompare(b.email, 'en'),
    ),
    cancellations: cancellations.map((event) => describeDinner(event, timeZone)),
    bookings: bookings.map((event) => describeDinner(event, timeZone)),
  };
}
