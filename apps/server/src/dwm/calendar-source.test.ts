import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import {
  CalendarFeed,
  feedCacheMs,
  feedHost,
  feedRetryMs,
  maxFeedBytes,
  maxFeedRedirects,
} from './calendar-source';

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
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/feed.ics`,
    at: (path: string) => `${origin}${path}`,
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
    const calendar = new CalendarFeed(log, Date.now, { timeoutMs: 200 });
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

  describe('the size of a feed', () => {
    /** A feed padded with a long description to exactly `bytes` bytes. */
    const feedOf = (bytes: number) => {
      const padding = 'x'.repeat(bytes - Buffer.byteLength(feed) - 'DESCRIPTION:\r\n'.length);
      return feed.replace('SUMMARY:A', `SUMMARY:A\r\nDESCRIPTION:${padding}`);
    };

    it.each([
      ['says its length', true],
      ['does not say its length', false],
    ])('reads a feed of exactly maxBytes that %s', async (_case, withLength) => {
      const text = feedOf(2000);
      expect(Buffer.byteLength(text)).toBe(2000);
      const server = await serve((_request, response) => {
        response.writeHead(200, withLength ? { 'content-length': 2000 } : {});
        // Without a length the body comes in pieces (chunked).
        response.write(text.slice(0, 700));
        setTimeout(() => response.end(text.slice(700)), 20);
      });
      try {
        const calendar = new CalendarFeed(logger().log, Date.now, { maxBytes: 2000 });
        await expect(calendar.events({ url: server.url, setBy: 'owner' })).resolves.toHaveLength(1);
      } finally {
        await server.close();
      }
    });

    it('refuses a feed whose stated length is over maxBytes without reading it', async () => {
      const text = feedOf(2001);
      const server = await serve((_request, response) => {
        response.writeHead(200, { 'content-length': Buffer.byteLength(text) }).end(text);
      });
      try {
        const { log, warn } = logger();
        const calendar = new CalendarFeed(log, Date.now, { maxBytes: 2000 });
        await expect(calendar.events({ url: server.url, setBy: 'owner' })).resolves.toEqual([]);
        expect(calendar.lastRead).toMatchObject({ ok: false, problem: 'the feed is larger than 2000 bytes' });
        expect(warn).toHaveBeenCalledOnce();
      } finally {
        await server.close();
      }
    });

    it('stops reading a feed without a stated length once it passes maxBytes, and hangs up', async () => {
      let sent = 0;
      let hungUp = false;
      // A feed that never ends: without a limit the read would last until the timeout.
      const server = await serve((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/calendar' });
        const timer = setInterval(() => {
          sent += 1000;
          response.write('x'.repeat(1000));
        }, 5);
        response.on('close', () => {
          hungUp = true;
          clearInterval(timer);
        });
      });
      try {
        const calendar = new CalendarFeed(logger().log, Date.now, { maxBytes: 20_000, timeoutMs: 10_000 });
        const started = Date.now();
        await expect(calendar.events({ url: server.url, setBy: 'owner' })).resolves.toEqual([]);
        expect(calendar.lastRead?.problem).toBe('the feed is larger than 20000 bytes');
        expect(Date.now() - started).toBeLessThan(5000);
        await expect.poll(() => hungUp).toBe(true);
        expect(sent).toBeLessThan(200_000);
      } finally {
        await server.close();
      }
    });

    it('allows 5 MB by default', async () => {
      // The answer says it is one byte over; the client gives up on the header alone.
      const server = await serve((_request, response) => {
        response.writeHead(200, { 'content-length': maxFeedBytes + 1 });
        response.write(feed);
      });
      try {
        const calendar = new CalendarFeed(logger().log);
        await expect(calendar.events({ url: server.url, setBy: 'owner' })).resolves.toEqual([]);
        expect(calendar.lastRead?.problem).toBe(`the feed is larger than ${5 * 1024 * 1024} bytes`);
      } finally {
        await server.close();
      }
    });
  });

  describe('redirects', () => {
    /** `/hop/N` moves to `/hop/N-1` (relative or absolute), `/hop/0` to the feed. */
    async function hops() {
      const server = await serve((request, response) => {
        const hop = /^\/hop\/(\d+)$/.exec(request.url ?? '');
        if (hop) {
          const left = Number(hop[1]);
          const next = left === 0 ? '/feed.ics' : `/hop/${left - 1}`;
          response
            .writeHead(left % 2 === 0 ? 302 : 301, { location: left % 2 === 0 ? next : server.at(next) })
            .end();
        } else if (request.url === '/elsewhere') {
          response.writeHead(302, { location: 'file:///etc/passwd' }).end();
        } else {
          response.writeHead(200, { 'content-type': 'text/calendar' }).end(feed);
        }
      });
      return server;
    }

    it(`follows up to ${maxFeedRedirects} redirects`, async () => {
      const server = await hops();
      try {
        const calendar = new CalendarFeed(logger().log);
        // /hop/2 -> /hop/1 -> /hop/0 -> /feed.ics: three redirects.
        await expect(calendar.events({ url: server.at('/hop/2'), setBy: 'owner' })).resolves.toHaveLength(1);
      } finally {
        await server.close();
      }
    });

    it('gives up on a fourth redirect, and on a redirect away from http(s)', async () => {
      const server = await hops();
      try {
        const calendar = new CalendarFeed(logger().log);
        await expect(calendar.events({ url: server.at('/hop/3'), setBy: 'owner' })).resolves.toEqual([]);
        expect(calendar.lastRead?.problem).toBe(`the feed redirected more than ${maxFeedRedirects} times`);
        calendar.reset();
        await expect(calendar.events({ url: server.at('/elsewhere'), setBy: 'owner' })).resolves.toEqual([]);
        expect(calendar.lastRead?.problem).toBe('the feed redirected to a file: address');
      } finally {
        await server.close();
      }
    });
  });

  it('shows only the host of an address', () => {
    expect(feedHost('https://calendar.example.com/secret/abc/basic.ics')).toBe('calendar.example.com');
    expect(feedHost(null)).toBeNull();
  });
});
