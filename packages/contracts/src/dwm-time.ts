// Dinner times as people read them, in the calendar's own time zone (decision 091). Shared by the
// pages and the server's mail, so a dinner reads the same on the events page and in an email,
// whatever zone the visitor's browser or the server runs in.

/** A moment's wall clock in one zone. `weekday` is 0 for Sunday. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
    });
    // A page or server meets one or two zones; the cap only guards against a stream of odd names.
    if (clockFormats.size < 100) clockFormats.set(timeZone, format);
  }
  return format;
}

/** Whether the runtime knows the zone's IANA name (`America/Denver`, `UTC`). */
export function isTimeZoneName(timeZone: string): boolean {
  try {
    clockFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

export function wallClockIn(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of clockFormat(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: weekdays.indexOf(parts.weekday ?? ''),
    // Some engines write midnight as 24 in h23 form.
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

/**
 * 12-hour time with am/pm. Noon and the hours after it are pm, midnight is 12 am (the spec's
 * "hour 12 is am" is a defect, decision 068).
 */
export function formatClockTime(hours: number, minutes: number): string {
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${hours >= 12 ? 'pm' : 'am'}`;
}

/** "Fri, Dec 4". */
export function formatDay(clock: WallClock): string {
  return `${weekdays[clock.weekday] ?? ''}, ${months[clock.month - 1] ?? ''} ${clock.day}`;
}

/** The place a zone is named after: `America/Denver` is "Denver", `UTC` stays "UTC". */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
}

function zoneNamePart(timeZone: string, instant: Date, style: 'short' | 'shortGeneric' | 'longGeneric') {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: style })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/**
 * The zone's short name at that moment, as it is written after a time: "MST" or "MDT" where the
 * zone has letters of its own (North America, UTC, GMT), else its generic name ("Japan Time"),
 * which reads better than "GMT+9".
 */
export function zoneAbbreviation(timeZone: string, instant: Date): string {
  const short = zoneNamePart(timeZone, instant, 'short');
  if (/^[A-Z]{2,5}$/.test(short)) return short;
  const generic = zoneNamePart(timeZone, instant, 'shortGeneric');
  return /^GMT[+-]/.test(generic) ? short : generic;
}

/** The zone in words for a page's note: "Denver time (Mountain Time)", or "UTC". */
export function describeZone(timeZone: string, instant: Date): string {
  const city = zoneCity(timeZone);
  if (/^(Etc\/)?(UTC|GMT|Universal|Zulu)$/.test(timeZone)) return 'UTC';
  const generic = zoneNamePart(timeZone, instant, 'longGeneric');
  return /^GMT/.test(generic) ? `${city} time` : `${city} time (${generic})`;
}

/** Whether two zones show the same wall clock at that moment (same offset then). */
export function sameWallClock(instant: Date, zoneA: string, zoneB: string): boolean {
  const a = wallClockIn(instant, zoneA);
  const b = wallClockIn(instant, zoneB);
  return a.day === b.day && a.hour === b.hour && a.minute === b.minute;
}

/** A dinner's start in the calendar's zone, in parts a card lays out: "Fri, Dec 4", "6:30 pm", "MST". */
export interface DinnerTime {
  day: string;
  clock: string;
  zone: string;
}

export function dinnerTime(start: string | Date, timeZone: string): DinnerTime {
  const instant = new Date(start);
  const clock = wallClockIn(instant, timeZone);
  return {
    day: formatDay(clock),
    clock: formatClockTime(clock.hour, clock.minute),
    zone: zoneAbbreviation(timeZone, instant),
  };
}

/** "Fri, Dec 4, 6:30 pm MST": a dinner's start in the calendar's zone, named. */
export function formatDinnerStart(start: string | Date, timeZone: string): string {
  const time = dinnerTime(start, timeZone);
  return `${time.day}, ${time.clock} ${time.zone}`;
}

/**
 * The same moment on the visitor's own clock, when it differs from the calendar's: "7:30 pm your
 * time", with the weekday and date when the day differs too ("Sat, Dec 5, 10:30 am your time").
 * Undefined when the two clocks agree.
 */
export function viewerTime(
  start: string | Date,
  calendarZone: string,
  viewerZone: string,
): string | undefined {
  const instant = new Date(start);
  if (sameWallClock(instant, calendarZone, viewerZone)) return undefined;
  const theirs = wallClockIn(instant, viewerZone);
  const ours = wallClockIn(instant, calendarZone);
  const clock = formatClockTime(theirs.hour, theirs.minute);
  const sameDay = theirs.year === ours.year && theirs.month === ours.month && theirs.day === ours.day;
  return sameDay ? `${clock} your time` : `${formatDay(theirs)}, ${clock} your time`;
}

/** The browser's (or runtime's) own zone. */
export function runtimeTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The instant of a wall-clock reading in a zone (`2026-12-04T18:30` in America/Denver). A time the
 * clocks skip takes the offset before the gap; a time they repeat, its first occurrence.
 */
export function instantOfWallTime(local: string, timeZone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) throw new RangeError(`not a date and time: ${local}`);
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (ms: number) => {
    const clock = wallClockIn(new Date(ms), timeZone);
    return (
      Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute) -
      Math.floor(ms / 60_000) * 60_000
    );
  };
  const dayMs = 24 * 60 * 60 * 1000;
  const candidates = [...new Set([offsetAt(asUtc - dayMs), offsetAt(asUtc + dayMs)])]
    .filter((offset) => offsetAt(asUtc - offset) === offset)
    .sort((a, b) => b - a);
  // Fitting offsets, larger first (the earlier instant: the first of a repeated time); none fits
  // in a gap, where the offset before it is the one of the day before.
  return new Date(asUtc - (candidates[0] ?? offsetAt(asUtc - dayMs)));
}

/** The wall-clock reading of an instant in a zone, as a datetime-local value: `2026-12-04T18:30`. */
export function wallTimeInput(instant: string | Date, timeZone: string): string {
  const clock = wallClockIn(new Date(instant), timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}T${two(clock.hour)}:${two(clock.minute)}`;
}
