import type { DwmEvent } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { attendeeStatusTone, eventLabelTone, extractEventNotes, toEventCard } from './event-display';

const start = 'Please share anything that will help prepare for our meeting.';
const end = 'Need to make changes to this event?';

describe('extractEventNotes', () => {
  it('takes the lines between the two markers, without blank lines', () => {
    expect(
      extractEventNotes(
        ['Invitee: ann', start, 'No nuts', '', '  Two kids  ', end, 'Cancel here'].join('\n'),
      ),
    ).toEqual(['No nuts', 'Two kids']);
  });

  it('gives no notes without the start marker', () => {
    expect(extractEventNotes(['No nuts', end].join('\n'))).toEqual([]);
    expect(extractEventNotes('')).toEqual([]);
  });

  it('takes the rest of the description when the end marker is missing', () => {
    expect(extractEventNotes([start, 'No nuts', 'Two kids'].join('\n'))).toEqual(['No nuts', 'Two kids']);
  });

  it('reads markers in reverse order as a start with no end after it', () => {
    expect(extractEventNotes(['Before', end, 'Middle', start, 'After'].join('\n'))).toEqual(['After']);
  });

  it('uses the first start marker and the first end marker after it when they repeat', () => {
    expect(extractEventNotes([start, 'One', end, start, 'Two', end].join('\n'))).toEqual(['One']);
    expect(extractEventNotes([start, start, 'One', end, end].join('\n'))).toEqual([start, 'One']);
  });

  it('reads CRLF and HTML descriptions', () => {
    expect(extractEventNotes([start, 'No nuts', end].join('\r\n'))).toEqual(['No nuts']);
    expect(extractEventNotes(`<p>${start}<br>Fish &amp; chips<br/><b>Late</b></p>${end}`)).toEqual([
      'Fish & chips',
      'Late',
    ]);
  });
});

describe('colours', () => {
  it('gives attendee statuses their tone by the words they contain', () => {
    expect(attendeeStatusTone('tentative')).toBe('tentative');
    expect(attendeeStatusTone('accepted')).toBe('accepted');
    expect(attendeeStatusTone('declined')).toBe('declined');
    expect(attendeeStatusTone('needsAction')).toBeUndefined();
  });

  it('marks the label of a canceled event (by its summary, or the calendar saying so), no other', () => {
    const label = (summary: string, canceled?: boolean) =>
      eventLabelTone({ summary, ...(canceled === undefined ? {} : { canceled }) });
    expect(label('Canceled: Dinner with Ed')).toBe('canceled');
    expect(label('Dinner with Ed (Canceled)')).toBe('canceled');
    expect(label('Dinner with Ed')).toBe('normal');
    expect(label('cancelled dinner')).toBe('normal');
    expect(label('Dinner with Ed', true)).toBe('canceled');
  });
});

describe('toEventCard', () => {
  const event: DwmEvent = {
    id: 'e1',
    start: '2026-12-05T01:30:00.000Z',
    allDay: false,
    summary: 'Dinner with the Carters',
    description: [start, 'Ann is vegetarian', end].join('\n'),
    attendees: [
      { email: 'ann@example.com', responseStatus: 'accepted' },
      { email: 'kai@example.com', responseStatus: 'needsAction' },
    ],
    source: 'feed',
  };
  const inDenver = { calendar: 'America/Denver', viewer: 'America/Denver' };
  const inTokyo = { calendar: 'America/Denver', viewer: 'Asia/Tokyo' };

  it("shows the time in the calendar's zone, named, with the tones and the notes", () => {
    expect(toEventCard(event, inDenver)).toEqual({
      id: 'e1',
      date: 'Fri, Dec 4',
      time: '6:30 pm MST',
      title: 'Dinner with the Carters',
      labelTone: 'normal',
      attendees: [
        { email: 'ann@example.com', status: 'accepted', tone: 'accepted' },
        { email: 'kai@example.com', status: 'awaiting reply' },
      ],
      notes: ['Ann is vegetarian'],
    });
  });

  it("adds the visitor's own time when their clock differs, and keeps the calendar's day", () => {
    const card = toEventCard(event, inTokyo);
    expect([card.date, card.time, card.viewerTime]).toEqual([
      'Fri, Dec 4',
      '6:30 pm MST',
      'Sat, Dec 5, 10:30 am your time',
    ]);
  });

  it('shows noon as 12 pm and an all-day event on its own day, with no second time', () => {
    const utc = { calendar: 'UTC', viewer: 'UTC' };
    expect(toEventCard({ ...event, start: '2026-12-05T12:00:00.000Z' }, utc).time).toBe('12:00 pm UTC');
    const allDay = toEventCard({ ...event, start: '2026-12-25T00:00:00.000Z', allDay: true }, inTokyo);
    expect([allDay.date, allDay.time, allDay.viewerTime]).toEqual(['Fri, Dec 25', 'All day', undefined]);
  });

  it('marks a booking made on the site', () => {
    expect(toEventCard({ ...event, source: 'booking' }, inDenver).origin).toBe('Booked on this site');
  });
});
