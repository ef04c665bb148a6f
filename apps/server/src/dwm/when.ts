// Times as the dinner area's mail and messages write them: in the calendar's zone (DWM_TIME_ZONE),
// with the zone named, so a guest in another zone is not misled.

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    });
    formats.set(zone, format);
  }
  return format;
}

/** "Fri, Mar 12, 11:00 am (America/Denver)". */
export function whenIn(at: Date, zone: string): string {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const dayPeriod = (parts.dayPeriod ?? '').toLowerCase();
  return `${parts.weekday}, ${parts.month} ${parts.day}, ${parts.hour}:${parts.minute} ${dayPeriod} (${zone})`;
}

/** "in about 25 minutes", "in about 1 hour", "in about 23 hours": how long until `at`. */
export function howLongUntil(at: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));
  if (minutes < 55) return `in about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.max(1, Math.round(minutes / 60));
  return `in about ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** "after Fri, Mar 12, 11:00 am (America/Denver), in about 3 hours". */
export function tryAgainAfter(at: Date, now: Date, zone: string): string {
  // The next whole minute: a visitor who comes back at the minute named is let in.
  const minute = new Date(Math.ceil(at.getTime() / 60_000) * 60_000);
  return `after ${whenIn(minute, zone)}, ${howLongUntil(minute, now)}`;
}
