import { readFileSync } from 'node:fs';
import type { DwmEvent } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { demoCalendarFile, demoFeedEvents } from './demo-feed';

const text = readFileSync(demoCalendarFile, 'utf8');
const dayMs = 24 * 60 * 60 * 1000;

/** Weekday and wall-clock time in Denver, the demo calendar's zone. */
const inDenver = (event: DwmEvent) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Denver',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(event.start));

const bySummary = (events: DwmEvent[], summary: string) =>
  events.filter((event) => event.summary === summary);

describe('demoFeedEvents', () => {
  it('holds a dozen dinners: every attendee status, one canceled, notes between the markers', () => {
    const events = demoFeedEvents(text, new Date('2026-11-20T12:00:00Z'));
    expect(events.length).toBeGreaterThanOrEqual(12);
    const statuses = new Set(
      events.flatMap((event) => event.attendees.map((attendee) => attendee.responseStatus)),
    );
    expect(statuses).toEqual(new Set(['accepted', 'tentative', 'declined', 'needsAction']));
    expect(events.filter((event) => event.summary.includes('Canceled'))).toHaveLength(1);
    expect(
      events.filter(
        (event) =>
          event.description.includes('Please share anything that will help') &&
          event.description.includes('Need to make changes to this event'),
      ).length,
    ).toBeGreaterThan(8);
  });

  it.each(['2026-11-20T12:00:00Z', '2029-06-03T08:00:00Z', '2031-01-15T23:59:00Z'])(
    'has its dinners ahead of %s: the first within a week, the rest over the next three months',
    (at) => {
      const now = new Date(at);
      const events = demoFeedEvents(text, now);
      const starts = events.map((event) => Date.parse(event.start));
      const first = Math.min(...starts);
      expect(first).toBeGreaterThan(now.getTime() - dayMs);
      expect(first).toBeLessThanOrEqual(now.getTime() + 7 * dayMs);
      expect(Math.max(...starts)).toBeLessThan(now.getTime() + 100 * dayMs);
      expect(events.length).toBeGreaterThanOrEqual(12);
    },
  );

  it('keeps each dinner on its weekday and at its time in Denver, in winter and in summer', () => {
    for (const at of ['2029-01-10T12:00:00Z', '2029-07-10T12:00:00Z']) {
      const events = demoFeedEvents(text, new Date(at));
      expect(bySummary(events, 'Dinner with the Carter family').map(inDenver)).toEqual(['Fri 18:30']);
      expect(bySummary(events, 'Lunch with Ann and Ben').map(inDenver)).toEqual(['Fri 12:30']);
      expect(bySummary(events, 'Friday soup night').map(inDenver)).toEqual(['Fri 18:00', 'Fri 18:00']);
      expect(bySummary(events, 'Friday soup night (moved to Saturday)').map(inDenver)).toEqual(['Sat 18:00']);
      const [allDay] = bySummary(events, 'Family day at home');
      expect(allDay).toMatchObject({ allDay: true, start: expect.stringMatching(/T00:00:00\.000Z$/) });
    }
  });

  it('stays put within a week and moves on once the first dinner has begun', () => {
    const monday = demoFeedEvents(text, new Date('2029-01-08T09:00:00Z'));
    const first = Date.parse(monday[0]!.start);
    expect(demoFeedEvents(text, new Date(first - 60_000))).toEqual(monday);
    const later = demoFeedEvents(text, new Date(first + 60_000));
    expect(Date.parse(later[0]!.start)).toBe(first + 7 * dayMs);
  });
});
