import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { CalendarFeed, feedCacheMs, feedHost, feedRetryMs } from './calendar-source';

const feed = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'UID:a',
  'DTSTART:20270110T013000Z',
  'SUMMARY:A',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

function logger() {
  const warn = vi.fn();
  return { log: { warn } as unknown as FastifyBaseLogger, warn };
}

async function serve(handler: Parameters<typeof createServer>[1]) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.ics`;
  return {
    url,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('CalendarFeed', () => {
  it('gives up on a feed that does not answer in time, logs why and serves no feed events', async () => {
    const hanging = await serve(() => {});
    const { log, warn } = logger();
    const calendar = new CalendarFeed(log, Date.now, 200);
    try {
      await expect(calendar.events({ url: hanging.url, setBy: 'environment' })).resolves.toEqual([]);
      expect(calendar.lastRead).toMatchObject({
        ok: false,
        problem: 'the feed did not answer within 200 ms',
      });
      expect(warn).toHaveBeenCalledOnce();
      expect(JSON.stringify(warn.mock.calls)).not.toContain(hanging.url);
    } finally {
      await hanging.close();
    }
  });

  it('reads once per cache time, retries a failure sooner, and shares a read in progress', async () => {
    let hits = 0;
    let fail = false;
    const server = await serve((_request, response) => {
      hits += 1;
      if (fail) response.writeHead(503).end();
      else response.writeHead(200, { 'content-type': 'text/calendar' }).end(feed);
    });
    let now = Date.parse('2026-11-25T12:00:00Z');
    const calendar = new CalendarFeed(logger().log, () => now);
    const address = { url: server.url, setBy: 'owner' as const };
    try {
      const [first, second] = await Promise.all([calendar.events(address), calendar.events(address)]);
      expect(first).toHaveLength(1);
      expect(second).toBe(first);
      expect(hits).toBe(1);
      now += feedCacheMs - 1;
      await calendar.events(address);
      expect(hits).toBe(1);
      now += 1;
      fail = true;
      await expect(calendar.events(address)).resolves.toEqual([]);
      expect(hits).toBe(2);
      fail = false;
      now += feedRetryMs;
      await expect(calendar.events(address)).resolves.toHaveLength(1);
      expect(hits).toBe(3);
    } finally {
      await server.close();
    }
  });

  it('shows only the host of an address', () => {
    expect(feedHost('https://calendar.example.com/secret/abc/basic.ics')).toBe('calendar.example.com');
    expect(feedHost(null)).toBeNull();
  });
});
