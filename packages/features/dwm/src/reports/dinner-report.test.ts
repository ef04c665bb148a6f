import type { DwmEvent } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { dinnerEvent } from '../stories/story-events';
import { buildDinnerReport } from './dinner-report';

const dinner = (id: string, start: string, more: Partial<DwmEvent> = {}) =>
  dinnerEvent(id, start, { organizer: 'host@example.com', ...more });

describe('buildDinnerReport', () => {
  // New Year's Eve at 8 pm in Denver is 03:00 UTC on New Year's Day.
  const newYearsEve = dinner('nye', '2027-01-01T03:00:00.000Z');
  const events = [
    dinner('a', '2026-11-06T01:30:00.000Z', {
      attendees: [
        { email: 'host@example.com', responseStatus: 'accepted' },
        { email: 'Ann@example.com', responseStatus: 'accepted' },
        { email: 'ben@example.com', responseStatus: 'tentative' },
      ],
    }),
    dinner('b', '2026-11-13T01:00:00.000Z', {
      summary: 'Canceled: Dinner b',
      attendees: [{ email: 'ann@example.com', responseStatus: 'declined' }],
    }),
    dinner('c', '2026-11-20T01:00:00.000Z', { canceled: true }),
    newYearsEve,
    dinner('booking-1', '2027-02-06T01:00:00.000Z', {
      source: 'booking',
      summary: 'Dinner with Rosa',
      attendees: [{ email: 'rosa@example.com', responseStatus: 'accepted' }],
      organizer: undefined,
    }),
  ];

  it("counts dinners per month on the calendar's clock, every month between included", () => {
    const report = buildDinnerReport(events, 'America/Denver');
    expect(report.months).toEqual([
      { key: '2026-11', label: 'Nov 2026', fromCalendar: 1, bookedHere: 0, canceled: 2 },
      { key: '2026-12', label: 'Dec 2026', fromCalendar: 1, bookedHere: 0, canceled: 0 },
      { key: '2027-01', label: 'Jan 2027', fromCalendar: 0, bookedHere: 0, canceled: 0 },
      { key: '2027-02', label: 'Feb 2027', fromCalendar: 0, bookedHere: 1, canceled: 0 },
    ]);
    // In a calendar kept in UTC the same dinner is January's.
    const utc = buildDinnerReport(events, 'UTC');
    expect(utc.months.find((month) => month.key === '2027-01')?.fromCalendar).toBe(1);
    expect(utc.months.find((month) => month.key === '2026-12')?.fromCalendar).toBe(0);
  });

  it('counts the guests’ replies without the host, one guest whatever the case of their address', () => {
    const report = buildDinnerReport(events, 'America/Denver');
    expect(report.replies).toEqual({ accepted: 2, tentative: 1, declined: 1, needsAction: 0 });
    expect(report.guests).toBe(3);
    expect(report.guestReplies[0]).toEqual({
      email: 'ann@example.com',
      invited: 2,
      accepted: 1,
      tentative: 0,
      declined: 1,
      needsAction: 0,
    });
    expect(report.guestReplies.map((guest) => guest.email)).toEqual([
      'ann@example.com',
      'ben@example.com',
      'rosa@example.com',
    ]);
  });

  it('lists the cancellations (by title or by the calendar) and the bookings, with their times named', () => {
    const report = buildDinnerReport(events, 'America/Denver');
    expect(report.dinners).toBe(5);
    expect(report.canceled).toBe(2);
    expect(report.cancellations).toEqual([
      { id: 'b', when: 'Thu, Nov 12, 6:00 pm MST', title: 'Canceled: Dinner b' },
      { id: 'c', when: 'Thu, Nov 19, 6:00 pm MST', title: 'Dinner c' },
    ]);
    expect(report.bookings).toEqual([
      { id: 'booking-1', when: 'Fri, Feb 5, 6:00 pm MST', title: 'Dinner with Rosa' },
    ]);
  });

  it('is empty for an empty calendar', () => {
    expect(buildDinnerReport([], 'UTC')).toMatchObject({ dinners: 0, months: [], guestReplies: [] });
  });
});
