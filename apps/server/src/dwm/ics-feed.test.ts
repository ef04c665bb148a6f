import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { IcsFeedError, parseIcsFeed } from './ics-feed';

const now = new Date('2026-11-20T12:00:00Z');
const ics = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR'].join('\r\n');

const denver = [
  'BEGIN:VTIMEZONE',
  'TZID:America/Denver',
  'BEGIN:STANDARD',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0700',
  'TZNAME:MST',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0600',
  'TZNAME:MDT',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

describe('parseIcsFeed', () => {
  it('reads start, summary, description and attendees with PARTSTAT mapped', () => {
    const [event, ...rest] = parseIcsFeed(
      ics(
        'BEGIN:VEVENT',
        'UID:one@test',
        'DTSTART:20261204T013000Z',
        'DTEND:20261204T033000Z',
        'SUMMARY:Dinner with the Parks',
        'DESCRIPTION:Line one\\nPlease share anything that will help prepare:\\nNo nuts',
        'ATTENDEE;PARTSTAT=ACCEPTED;CN=Ann:mailto:ann@example.com',
        'ATTENDEE;PARTSTAT=TENTATIVE:mailto:ben@example.com',
        'ATTENDEE;PARTSTAT=DECLINED:mailto:cy@example.com',
        'ATTENDEE:mailto:di@example.com',
        'END:VEVENT',
      ),
      now,
    );
    expect(rest).toEqual([]);
    expect(event).toEqual({
      id: 'one@test',
      start: '2026-12-04T01:30:00.000Z',
      allDay: false,
      summary: 'Dinner with the Parks',
      description: 'Line one\nPlease share anything that will help prepare:\nNo nuts',
      attendees: [
        { email: 'ann@example.com', responseStatus: 'accepted' },
        { email: 'ben@example.com', responseStatus: 'tentative' },
        { email: 'cy@example.com', responseStatus: 'declined' },
        { email: 'di@example.com', responseStatus: 'needsAction' },
      ],
      source: 'feed',
    });
  });

  it('honours the time zone of the feed, in winter and in summer time', () => {
    const events = parseIcsFeed(
      ics(
        ...denver,
        'BEGIN:VEVENT',
        'UID:winter@test',
        'DTSTART;TZID=America/Denver:20261210T183000',
        'SUMMARY:Winter dinner',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:summer@test',
        'DTSTART;TZID=America/Denver:20270610T183000',
        'SUMMARY:Summer dinner',
        'END:VEVENT',
      ),
      now,
    );
    expect(events.map((event) => event.start)).toEqual([
      '2026-12-11T01:30:00.000Z',
      '2027-06-11T00:30:00.000Z',
    ]);
  });

  it('expands a weekly recurrence across a DST change, with a moved and a cancelled occurrence', () => {
    const events = parseIcsFeed(
      ics(
        ...denver,
        'BEGIN:VEVENT',
        'UID:weekly@test',
        'DTSTART;TZID=America/Denver:20270226T180000',
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'EXDATE;TZID=America/Denver:20270312T180000',
        'SUMMARY:Friday dinner',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:weekly@test',
        'RECURRENCE-ID;TZID=America/Denver:20270305T180000',
        'DTSTART;TZID=America/Denver:20270306T190000',
        'SUMMARY:Friday dinner (moved to Saturday)',
        'END:VEVENT',
      ),
      now,
    );
    expect(events.map((event) => [event.start, event.summary])).toEqual([
      ['2027-02-27T01:00:00.000Z', 'Friday dinner'],
      ['2027-03-07T02:00:00.000Z', 'Friday dinner (moved to Saturday)'],
      // 19 March is after the change to summer time: 18:00 MDT is 00:00 UTC.
      ['2027-03-20T00:00:00.000Z', 'Friday dinner'],
    ]);
    expect(new Set(events.map((event) => event.id)).size).toBe(3);
  });

  it('expands an endless recurrence only within a year of now', () => {
    const events = parseIcsFeed(
      ics(
        'BEGIN:VEVENT',
        'UID:monthly@test',
        'DTSTART:20200101T180000Z',
        'RRULE:FREQ=MONTHLY',
        'SUMMARY:Monthly',
        'END:VEVENT',
      ),
      now,
    );
    expect(events.length).toBeGreaterThanOrEqual(23);
    expect(events.length).toBeLessThanOrEqual(25);
    expect(events[0]?.start.slice(0, 7)).toBe('2025-12');
  });

  it('reads an all-day event as its day at 00:00 UTC', () => {
    const [event] = parseIcsFeed(
      ics(
        'BEGIN:VEVENT',
        'UID:day@test',
        'DTSTART;VALUE=DATE:20261225',
        'SUMMARY:Christmas dinner',
        'END:VEVENT',
      ),
      now,
    );
    expect(event).toMatchObject({ start: '2026-12-25T00:00:00.000Z', allDay: true });
  });

  it('unfolds folded lines', () => {
    const [event] = parseIcsFeed(
      ics(
        'BEGIN:VEVENT',
        'UID:fold@test',
        'DTSTART:20261204T013000Z',
        'SUMMARY:A very long dinner',
        ' title that was folded',
        'DESCRIPTION:Please share anything that will help prepare for our meeti',
        ' ng.\\nBring dessert',
        'END:VEVENT',
      ),
      now,
    );
    expect(event?.summary).toBe('A very long dinnertitle that was folded');
    expect(event?.description).toBe(
      'Please share anything that will help prepare for our meeting.\nBring dessert',
    );
  });

  it('refuses what is not iCalendar, saying why', () => {
    expect(() => parseIcsFeed('<html>Sign in</html>', now)).toThrow(IcsFeedError);
    expect(() => parseIcsFeed('BEGIN:VCARD\r\nEND:VCARD', now)).toThrow(/not an iCalendar feed/);
  });

  it('reads the demo feed: a dozen dinners, every attendee status, one canceled, notes markers', () => {
    const events = parseIcsFeed(readFileSync(join(repoRoot, 'content/dwm/demo-calendar.ics'), 'utf8'), now);
    expect(events.length).toBeGreaterThanOrEqual(12);
    const statuses = new Set(
      events.flatMap((event) => event.attendees.map((attendee) => attendee.responseStatus)),
    );
    expect(statuses).toEqual(new Set(['accepted', 'tentative', 'declined', 'needsAction']));
    expect(events.filter((event) => event.summary.includes('Canceled'))).toHaveLength(1);
    expect(
      events.filter((event) => event.description.includes('Please share anything that will help')).length,
    ).toBeGreaterThan(8);
  });
});
