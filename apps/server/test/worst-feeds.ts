// The calendar feeds of issue 24 that froze the server: one short event repeating endlessly from
// long ago. Each is a few hundred bytes; read naively, each is millions of occurrences.

function repeating(uid: string, start: string, rule: string): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//portfolio tests//worst feeds//EN',
    'X-WR-TIMEZONE:Europe/Berlin',
    'BEGIN:VEVENT',
    `UID:${uid}@worst.test`,
    `DTSTAMP:${start}`,
    `DTSTART:${start}`,
    'DURATION:PT30S',
    `RRULE:${rule}`,
    'SUMMARY:An event anyone could add',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export const worstFeeds = {
  /** Every second since 2024: 14 minutes and 1 GB before the fix. */
  everySecond: repeating('every-second', '20240101T000000Z', 'FREQ=SECONDLY'),
  /** Every minute since 2015: 77-88 s before the fix. */
  everyMinute: repeating('every-minute', '20150101T000000Z', 'FREQ=MINUTELY'),
  /** Every hour since 1970: about 7 s before the fix. */
  hourly: repeating('hourly', '19700101T000000Z', 'FREQ=HOURLY'),
};

/**
 * A rule the server cannot jump ahead (BYMONTH below a monthly frequency): ical.js steps through
 * every minute of the year to find January's, so one step of its iterator takes long.
 */
export const unjumpableFeed = repeating('unjumpable', '19700101T000000Z', 'FREQ=MINUTELY;BYMONTH=1');
