import ICAL from 'ical.js';

// Time zones a feed names without defining them (TZID=America/New_York and no VTIMEZONE), read
// with the runtime's own zone data (Node carries full ICU), so a feed that leaves out its
// VTIMEZONEs is still read in its zones instead of as floating time.

const formatters = new Map<string, Intl.DateTimeFormat | null>();

/** The wall clock of a zone, or null when the runtime does not know the zone's name. */
function formatterFor(zone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      formatter = null;
    }
    // Feeds are few and zone names fewer; the map stays small, but a hostile feed could name many.
    if (formatters.size < 1000) formatters.set(zone, formatter);
  }
  return formatter;
}

export function isKnownZone(zone: string): boolean {
  return formatterFor(zone) !== null;
}

/** Milliseconds since the epoch of a wall-clock reading taken as if it were UTC. */
function wallClockMs(year: number, month: number, day: number, hour: number, minute: number, second: number) {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  date.setUTCFullYear(year);
  return date.getTime();
}

/** The zone's offset from UTC at an instant, in seconds. */
function offsetAt(formatter: Intl.DateTimeFormat, instantMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = wallClockMs(
    parts.year ?? 1970,
    parts.month ?? 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((wall - Math.floor(instantMs / 1000) * 1000) / 1000);
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The offset (seconds) that a wall-clock time in the zone has. A time that occurs twice (clocks
 * turned back) is its first occurrence; a time that does not occur (clocks turned forward) is read
 * with the offset before the gap, both as RFC 5545 §3.3.5 says.
 */
export function offsetOfWallTime(zone: string, wallMs: number): number {
  const formatter = formatterFor(zone);
  if (!formatter) throw new RangeError(`unknown time zone ${zone}`);
  const before = offsetAt(formatter, wallMs - dayMs);
  const after = offsetAt(formatter, wallMs + dayMs);
  const fitting = [...new Set([before, after])].filter(
    (offset) => offsetAt(formatter, wallMs - offset * 1000) === offset,
  );
  if (fitting.length === 0) return before;
  return Math.max(...fitting);
}

/** An ical.js zone whose offsets come from the runtime's zone data instead of a VTIMEZONE. */
export class IntlTimezone extends ICAL.Timezone {
  constructor(tzid: string) {
    super({ tzid });
  }

  override utcOffset(time: ICAL.Time): number {
    return offsetOfWallTime(
      this.tzid,
      wallClockMs(time.year, time.month, time.day, time.hour, time.minute, time.second),
    );
  }
}
