import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dwmEventSchema, getDwmCalendarZone } from '@portfolio/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { outboxOf } from '../../test/outbox';
import { ownerCaller } from '../../test/owner-caller';
import { CalendarFeed, feedCacheMs } from './calendar-source';
import { calendarTimeZoneOf, readIcsCalendar } from './ics-feed';

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR'].join('\r\n');

const event = (...lines: string[]) => ['BEGIN:VEVENT', 'UID:one@test', ...lines, 'END:VEVENT'];

describe("the calendar's time zone", () => {
  it('is the X-WR-TIMEZONE the calendar names', () => {
    const text = calendar('X-WR-TIMEZONE:Asia/Tokyo', ...event('DTSTART;TZID=Europe/Berlin:20261204T183000'));
    expect(calendarTimeZoneOf(readIcsCalendar(text))).toBe('Asia/Tokyo');
  });

  it('is the zone its events start in when the calendar names none', () => {
    const text = calendar(...event('DTSTART;TZID=Europe/Berlin:20261204T183000'));
    expect(calendarTimeZoneOf(readIcsCalendar(text))).toBe('Europe/Berlin');
  });

  it('is UTC when no zone is named, or only names the runtime does not know', () => {
    expect(calendarTimeZoneOf(readIcsCalendar(calendar(...event('DTSTART:20261204T183000Z'))))).toBe('UTC');
    const windows = calendar(
      'X-WR-TIMEZONE:Mountain Standard Time',
      ...event('DTSTART;TZID=Mountain Standard Time:20261204T183000'),
    );
    expect(calendarTimeZoneOf(readIcsCalendar(windows))).toBe('UTC');
  });
});

/** A calendar service on loopback answering one feed (500 once `down` is set), or 500 for `/broken`. */
async function startFeed(text: string) {
  const state = { down: false };
  const server: Server = createServer((request, response) => {
    if (request.url === '/feed.ics' && !state.down)
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(text);
    else response.writeHead(500).end('down');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const berlinFeed = calendar(
  'X-WR-TIMEZONE:Europe/Berlin',
  ...event('DTSTART:20270110T183000Z', 'SUMMARY:Dinner'),
);

describe('CalendarFeed.timeZone', () => {
  it('keeps the zone of the last good read while the same feed cannot be read', async () => {
    const feed = await startFeed(berlinFeed);
    closers.push(feed.close);
    let now = Date.parse('2027-01-01T12:00:00Z');
    const reader = new CalendarFeed({ warn: vi.fn() } as unknown as FastifyBaseLogger, () => now, {
      allowPrivate: true,
      firstReadWaitMs: 60_000,
    });
    closers.push(() => reader.stop());
    const address = { url: feed.url('/feed.ics'), setBy: 'owner' as const };
    expect(await reader.timeZone(address)).toBe('Europe/Berlin');
    feed.state.down = true;
    now += feedCacheMs + 1;
    await reader.refreshIfDue(address);
    expect(reader.lastRead).toMatchObject({ ok: false });
    // The last good read's events are served a while longer (decision 073), and its zone for good.
    expect(await reader.events(address)).toHaveLength(1);
    expect(await reader.timeZone(address)).toBe('Europe/Berlin');
  });
});

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe.each(databases)('the calendar zone and event details on $name', (database) => {
  const server = useTestServer(database);

  const zoneOf = async (app: Awaited<ReturnType<typeof server.build>>) => {
    const response = await app.inject({ url: getDwmCalendarZone.path });
    expect(response.statusCode, response.body).toBe(200);
    return getDwmCalendarZone.response.parse(response.json()).timeZone;
  };

  it("answers the demo calendar's zone, Denver, and marks its canceled dinner and its host", async () => {
    const app = await server.build();
    expect(await zoneOf(app)).toBe('America/Denver');
    const events = dwmEventSchema.array().parse((await app.inject({ url: '/api-calendar/' })).json());
    const canceled = events.filter((entry) => entry.canceled);
    expect(canceled.map((entry) => entry.summary)).toEqual(['Canceled: Dinner with Ed Nakamura']);
    expect(events.filter((entry) => entry.source === 'feed').every((entry) => entry.organizer)).toBe(true);
    expect(events[0]?.organizer).toBe('owner@example.com');
  });

  it("answers the zone of the owner's feed; DWM_TIME_ZONE for one never read", async () => {
    const feed = await startFeed(berlinFeed);
    closers.push(feed.close);
    const { call, app } = await ownerCaller(
      await server.build({ DWM_TIME_ZONE: 'Pacific/Auckland', FETCH_ALLOW_PRIVATE: '1' }),
    );
    expect(
      (await call('POST', '/api/calendar/setcredentials/', { icsUrl: feed.url('/feed.ics') })).statusCode,
    ).toBe(200);
    expect(await zoneOf(app)).toBe('Europe/Berlin');

    // An address that fails from the start has no zone to keep: its bookings are read in the
    // owner's DWM_TIME_ZONE.
    expect(
      (await call('POST', '/api/calendar/setcredentials/', { icsUrl: feed.url('/broken') })).statusCode,
    ).toBe(200);
    expect(await zoneOf(app)).toBe('Pacific/Auckland');
  });

  it("writes the owner's report of upcoming dinners in the calendar's zone, named", async () => {
    const { call } = await ownerCaller(await server.build());
    expect((await call('POST', '/api/emailReport/', { name: 'dinners' })).statusCode).toBe(200);
    const message = outboxOf(server.dir)[0]?.replace(/=\r?\n/g, '') ?? '';
    // The demo's first dinner, the Carters' Friday at 6:30 pm in Denver.
    expect(message).toMatch(/Fri, [A-Z][a-z]{2} \d{1,2}, 6:30 pm M[SD]T<\/b>: Dinner with the Carter family/);
  });
});
