import type { DwmEvent } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import {
  attendeeStatusColor,
  eventLabelColor,
  extractEventNotes,
  formatClockTime,
  toEventCard,
} from './event-display';

describe('formatClockTime', () => {
  const expected = [
    '12:05 am',
    '1:05 am',
    '2:05 am',
    '3:05 am',
    '4:05 am',
    '5:05 am',
    '6:05 am',
    '7:05 am',
    '8:05 am',
    '9:05 am',
    '10:05 am',
    '11:05 am',
    '12:05 pm',
    '1:05 pm',
    '2:05 pm',
    '3:05 pm',
    '4:05 pm',
    '5:05 pm',
    '6:05 pm',
    '7:05 pm',
    '8:05 pm',
    '9:05 pm',
    '10:05 pm',
    '11:05 pm',
  ];
  it.each(expected.map((text, hour) => [hour, text] as const))('writes hour %i as %s', (hour, text) => {
    expect(formatClockTime(hour, 5)).toBe(text);
  });

  it('pads the minutes', () => {
    expect(formatClockTime(18, 0)).toBe('6:00 pm');
    expect(formatClockTime(0, 30)).toBe('12:30 am');
  });
});

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
  it('colours attendee statuses by the words they contain', () => {
    expect(attendeeStatusColor('tentative')).toBe('yellow');
    expect(attendeeStatusColor('accepted')).toBe('lime');
    expect(attendeeStatusColor('declined')).toBe('red');
    expect(attendeeStatusColor('needsAction')).toBeUndefined();
  });

  it('colours the label red for a canceled event, blue otherwise', () => {
    expect(eventLabelColor('Canceled: Dinner with Ed')).toBe('red');
    expect(eventLabelColor('Dinner with Ed (Canceled)')).toBe('red');
    expect(eventLabelColor('Dinner with Ed')).toBe('blue');
    expect(eventLabelColor('cancelled dinner')).toBe('blue');
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

  it('shows the time in the given zone, the colours and the notes', () => {
    expect(toEventCard(event, 'America/Denver')).toEqual({
      id: 'e1',
      date: 'Fri, Dec 4',
      time: '6:30 pm',
      title: 'Dinner with the Carters',
      labelColor: 'blue',
      attendees: [
        { email: 'ann@example.com', status: 'accepted', color: 'lime' },
        { email: 'kai@example.com', status: 'awaiting reply' },
      ],
      notes: ['Ann is vegetarian'],
    });
  });

  it('shows noon as 12 pm and an all-day event on its own day', () => {
    expect(toEventCard({ ...event, start: '2026-12-05T12:00:00.000Z' }, 'UTC').time).toBe('12:00 pm');
    const allDay = toEventCard(
      { ...event, start: '2026-12-25T00:00:00.000Z', allDay: true },
      'America/Denver',
    );
    expect([allDay.date, allDay.time]).toEqual(['Fri, Dec 25', 'All day']);
  });

  it('marks a booking made on the site', () => {
    expect(toEventCard({ ...event, source: 'booking' }, 'UTC').origin).toBe('Booked on this site');
  });
});
