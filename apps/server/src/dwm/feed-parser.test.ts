import { afterEach, describe, expect, it } from 'vitest';
import { unjumpableFeed, worstFeeds } from '../../test/worst-feeds';
import { FeedParseError, FeedParser } from './feed-parser';
import { defaultExpansionCaps } from './ics-feed';

const now = new Date('2026-11-28T12:00:00Z');
const parsers: FeedParser[] = [];
function parser(limits: Partial<ConstructorParameters<typeof FeedParser>[0]> = {}) {
  const made = new FeedParser({ deadlineMs: 5000, heapMb: 256, startMs: 60_000, ...limits });
  parsers.push(made);
  return made;
}
afterEach(async () => {
  for (const made of parsers.splice(0)) await made.close();
});

describe('FeedParser (the feed worker)', () => {
  it("returns the events and the calendar's zone from its X-WR-TIMEZONE", async () => {
    const parsed = await parser().parse(worstFeeds.hourly, { now });
    expect(parsed.timeZone).toBe('Europe/Berlin');
    expect(parsed.events.length).toBe(defaultExpansionCaps.events);
    // The hours kept are the ones around now, not those of 1970 or of a year ago.
    const starts = parsed.events.map((event) => Date.parse(event.start));
    expect(Math.min(...starts)).toBeGreaterThan(now.getTime() - 30 * 24 * 3600 * 1000);
    expect(Math.max(...starts)).toBeLessThan(now.getTime() + 30 * 24 * 3600 * 1000);
    expect(parsed.cut.join(' ')).toMatch(/cut short/);
  });

  it('ends the worker at its deadline on a feed that takes too long, and starts a new one for the next feed', async () => {
    const reader = parser({ deadlineMs: 3000 });
    await reader.parse(worstFeeds.hourly, { now });
    const first = reader.workerThreadId;
    expect(first).toBeGreaterThan(0);
    // With the caps lifted, the rule ical.js cannot jump keeps the worker busy for minutes.
    const endless = { ...defaultExpansionCaps, stepsPerEvent: 1e12, stepsInTotal: 1e12 };
    const started = performance.now();
    const refused = reader.parse(unjumpableFeed, { now, caps: endless });
    await expect(refused).rejects.toThrow(FeedParseError);
    await expect(refused).rejects.toThrow('reading the feed took longer than 3000 ms, so it was stopped');
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(reader.workerThreadId).toBeUndefined();
    const next = await reader.parse(worstFeeds.hourly, { now });
    expect(next.events.length).toBeGreaterThan(0);
    expect(reader.workerThreadId).not.toBe(first);
  });

  it('ends a worker that needs more memory than its heap limit', async () => {
    const reader = parser({ heapMb: 24, deadlineMs: 60_000 });
    // 2.5 MB of small events, all kept: parsed, they take several times their text.
    const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//EN'];
    for (let n = 0; n < 20_000; n += 1) {
      lines.push(
        'BEGIN:VEVENT',
        `UID:${n}`,
        'DTSTART:20261201T180000Z',
        `DESCRIPTION:${'x'.repeat(60)}`,
        'END:VEVENT',
      );
    }
    lines.push('END:VCALENDAR');
    const caps = { ...defaultExpansionCaps, events: 1e9 };
    await expect(reader.parse(lines.join('\r\n'), { now, caps })).rejects.toThrow(
      'reading the feed needed more than 24 MB of memory, so it was stopped',
    );
    expect(reader.workerThreadId).toBeUndefined();
    // The next feed gets a new worker.
    await expect(reader.parse(worstFeeds.hourly, { now })).resolves.toMatchObject({
      timeZone: 'Europe/Berlin',
    });
  });

  it('answers an invalid feed with a message that does not quote it', async () => {
    await expect(parser().parse('<html>secret-token-4711</html>', { now })).rejects.toThrow(
      /^not an iCalendar feed: the address answered text that is not iCalendar$/,
    );
  });
});
