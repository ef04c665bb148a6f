import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { worstFeeds } from '../../test/worst-feeds';
import {
  defaultExpansionCaps,
  expandCalendar,
  IcsFeedError,
  parseIcsFeed,
  readIcsCalendar,
} from './ics-feed';

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

  it('reads a zone the feed names without defining it with the runtime zone data, across a DST change', () => {
    const events = parseIcsFeed(
      ics(
        'BEGIN:VEVENT',
        'UID:ny@test',
        'DTSTART;TZID=America/New_York:20270305T180000',
        'RRULE:FREQ=WEEKLY;COUNT=3',
        // The exception names its occurrence in UTC: it must still meet the 12 March one.
        'EXDATE:20270312T230000Z',
        'SUMMARY:New York dinner',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:ny-summer@test',
        'DTSTART;TZID=America/New_York:20270701T190000',
        'SUMMARY:Summer in New York',
        'END:VEVENT',
      ),
      now,
    );
    expect(events.map((event) => [event.start, event.summary])).toEqual([
      ['2027-03-05T23:00:00.000Z', 'New York dinner'],
      // 19 March is after the change to summer time (14 March): 18:00 EDT is 22:00 UTC.
      ['2027-03-19T22:00:00.000Z', 'New York dinner'],
      ['2027-07-01T23:00:00.000Z', 'Summer in New York'],
    ]);
  });

  it('reads a time the clocks skip with the offset before the gap, and a repeated time as its first occurrence', () => {
    const events = parseIcsFeed(
      ics(
        'BEGIN:VEVENT',
        'UID:gap@test',
        'DTSTART;TZID=America/New_York:20270314T023000',
        'SUMMARY:Skipped hour',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:twice@test',
        'DTSTART;TZID=America/New_York:20271107T013000',
        'SUMMARY:Repeated hour',
        'END:VEVENT',
      ),
      now,
    );
    expect(events.map((event) => event.start)).toEqual([
      '2027-03-14T07:30:00.000Z',
      '2027-11-07T05:30:00.000Z',
    ]);
  });

  it("reads times without a zone in the feed's X-WR-TIMEZONE, or else as UTC", () => {
    const dinner = ['BEGIN:VEVENT', 'UID:f@test', 'DTSTART:20261210T190000', 'SUMMARY:F', 'END:VEVENT'];
    expect(parseIcsFeed(ics('X-WR-TIMEZONE:Europe/Berlin', ...dinner), now)[0]?.start).toBe(
      '2026-12-10T18:00:00.000Z',
    );
    expect(parseIcsFeed(ics(...dinner), now)[0]?.start).toBe('2026-12-10T19:00:00.000Z');
    // A zone nobody defines and the runtime does not know is floating time too.
    const unknown = ['BEGIN:VEVENT', 'UID:u@test', 'DTSTART;TZID=Office time:20261210T190000', 'END:VEVENT'];
    expect(parseIcsFeed(ics('X-WR-TIMEZONE:Europe/Berlin', ...unknown), now)[0]?.start).toBe(
      '2026-12-10T18:00:00.000Z',
    );
  });

  it("keeps each feed's zone definitions to that feed", () => {
    const zone = (tzid: string, offset: string) => [
      'BEGIN:VTIMEZONE',
      `TZID:${tzid}`,
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
      'END:VTIMEZONE',
    ];
    const dinner = (tzid: string) => [
      'BEGIN:VEVENT',
      `UID:${tzid}@test`,
      `DTSTART;TZID=${tzid}:20261210T180000`,
      'END:VEVENT',
    ];
    // A feed that defines New York (wrongly) and a zone of its own is read with its definitions.
    const first = parseIcsFeed(
      ics(
        ...zone('America/New_York', '+0100'),
        ...zone('Office time', '-0300'),
        ...dinner('America/New_York'),
        ...dinner('Office time'),
      ),
      now,
    );
    expect(first.map((event) => event.start)).toEqual([
      '2026-12-10T17:00:00.000Z',
      '2026-12-10T21:00:00.000Z',
    ]);
    // The next feed names the same zones without defining them: New York is the real one, and the
    // other feed's private zone is unknown here (floating, read as UTC).
    const second = parseIcsFeed(ics(...dinner('America/New_York'), ...dinner('Office time')), now);
    expect(second.map((event) => event.start)).toEqual([
      '2026-12-10T23:00:00.000Z',
      '2026-12-10T18:00:00.000Z',
    ]);
    expect(ICAL.TimezoneService.has('America/New_York')).toBe(false);
    expect(ICAL.TimezoneService.has('Office time')).toBe(false);
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

  it('refuses what is not iCalendar, saying why without quoting it', () => {
    const refusal = (text: string) => {
      try {
        parseIcsFeed(text, now);
      } catch (error) {
        expect(error).toBeInstanceOf(IcsFeedError);
        return (error as Error).message;
      }
      throw new Error('not refused');
    };
    expect(refusal('<html>secret-token-4711 Sign in</html>')).toBe(
      'not an iCalendar feed: the address answered text that is not iCalendar',
    );
    expect(refusal('BEGIN:SECRETTOKEN\r\nEND:SECRETTOKEN')).toBe(
      'not an iCalendar feed: the text does not begin with a calendar (VCALENDAR)',
    );
  });

  describe('repeating events started long ago (decision 073)', () => {
    /** Every start of the event's occurrences within a year of now, stepping from its first one. */
    function stepped(text: string): string[] {
      const calendar = readIcsCalendar(text);
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
      const from = now.getTime() - 366 * 24 * 3600 * 1000;
      const until = now.getTime() + 366 * 24 * 3600 * 1000;
      const starts: string[] = [];
      const iterator = event.iterator();
      for (let next = iterator.next(); next; next = iterator.next()) {
        const at = next.toJSDate().getTime();
        if (at > until) break;
        // Kept when it ends (an hour later) within the window.
        if (at + 3600 * 1000 >= from) starts.push(next.toJSDate().toISOString());
      }
      return starts;
    }

    it.each([
      [
        'weekly on two days, in a zone with summer time, since 2008',
        'DTSTART;TZID=America/Denver:20080107T183000',
        'FREQ=WEEKLY;BYDAY=MO,TH',
      ],
      ['every third day since 1999', 'DTSTART;TZID=America/Denver:19990301T070000', 'FREQ=DAILY;INTERVAL=3'],
      [
        'daily at two hours since 2001',
        'DTSTART;TZID=America/Denver:20010101T090000',
        'FREQ=DAILY;BYHOUR=9,17',
      ],
      ['every seven hours since 2019', 'DTSTART:20190101T000000Z', 'FREQ=HOURLY;INTERVAL=7'],
      [
        'every 25 hours on weekdays since 2020',
        'DTSTART:20200106T000000Z',
        'FREQ=HOURLY;INTERVAL=25;BYDAY=MO,TU,WE,TH,FR',
      ],
    ])('jumps a rule %s to the window and finds the occurrences a full count finds', (_name, start, rule) => {
      const text = ics(
        ...denver,
        'BEGIN:VEVENT',
        'UID:r@test',
        start,
        'DURATION:PT1H',
        `RRULE:${rule}`,
        'END:VEVENT',
      );
      const expected = stepped(text);
      expect(expected.length).toBeGreaterThan(20);
      const caps = { ...defaultExpansionCaps, occurrencesPerEvent: 10_000, events: 10_000 };
      const { events, cut } = expandCalendar(readIcsCalendar(text), now, caps);
      expect(events.map((event) => event.start)).toEqual(expected);
      expect(cut).toEqual([]);
    });

    it.each(Object.entries(worstFeeds))(
      'reads the worst feed (%s) in a bounded number of steps, keeping the occurrences around now',
      (_name, text) => {
        const started = performance.now();
        const { events, cut } = expandCalendar(readIcsCalendar(text), now);
        // Generous: stepping from the first occurrence takes minutes (every second since 2024).
        expect(performance.now() - started).toBeLessThan(20_000);
        expect(events).toHaveLength(defaultExpansionCaps.events);
        const starts = events.map((event) => Date.parse(event.start));
        expect(Math.min(...starts)).toBeLessThanOrEqual(now.getTime());
        expect(Math.max(...starts)).toBeGreaterThan(now.getTime());
        expect(cut[0]).toMatch(/^1 repeating event was cut short/);
      },
    );

    it('keeps at most the set number of occurrences of one event, so a busy event leaves room for the others', () => {
      const text = ics(
        'BEGIN:VEVENT',
        'UID:busy@test',
        'DTSTART:20150101T000000Z',
        'DURATION:PT30S',
        'RRULE:FREQ=MINUTELY',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:weekly@test',
        'DTSTART:20261101T180000Z',
        'DURATION:PT1H',
        'RRULE:FREQ=WEEKLY;COUNT=6',
        'END:VEVENT',
      );
      const caps = { ...defaultExpansionCaps, occurrencesPerEvent: 20, events: 100 };
      const { events, cut } = expandCalendar(readIcsCalendar(text), now, caps);
      const occurrencesOf = (uid: string) => events.filter((event) => event.id.startsWith(`${uid}/`)).length;
      expect(occurrencesOf('busy@test')).toBe(20);
      expect(occurrencesOf('weekly@test')).toBe(6);
      expect(cut).toEqual(['1 repeating event was cut short (at most 20 occurrences or 10000 steps each)']);
    });

    it('steps through a rule it cannot jump (a COUNT) only up to the steps allowed per event and per feed', () => {
      // Daily since 1970: about 20,400 steps of its iterator to reach the window.
      const dailySince1970 = (uid: string) => [
        'BEGIN:VEVENT',
        `UID:${uid}@test`,
        'DTSTART:19700101T180000Z',
        'DURATION:PT1H',
        'RRULE:FREQ=DAILY;COUNT=200000',
        'END:VEVENT',
      ];
      const perEvent = expandCalendar(readIcsCalendar(ics(...dailySince1970('a'))), now, {
        ...defaultExpansionCaps,
        stepsPerEvent: 100,
      });
      expect(perEvent).toEqual({
        events: [],
        cut: ['1 repeating event was cut short (at most 734 occurrences or 100 steps each)'],
      });
      const three = ics(...dailySince1970('a'), ...dailySince1970('b'), ...dailySince1970('c'));
      const inTotal = expandCalendar(readIcsCalendar(three), now, {
        ...defaultExpansionCaps,
        stepsPerEvent: 1_000_000,
        stepsInTotal: 150,
      });
      expect(inTotal).toEqual({
        events: [],
        cut: [
          '1 repeating event was cut short (at most 734 occurrences or 1000000 steps each)',
          'the feed has more events than the server reads; the rest were left out',
        ],
      });
    });
  });
});
