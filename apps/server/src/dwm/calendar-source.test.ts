import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CalendarFeed,
  feedCacheMs,
  feedHost,
  feedRetryMs,
  maxFeedBytes,
  maxFeedRedirects,
} from './calendar-source';
import { worstFeeds } from '../../test/worst-feeds';
import { FeedParser } from './feed-parser';

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

/**
 * The tests' feeds are served on 127.0.0.1, refused unless private addresses are allowed. A first
 * read is waited for in full: the worker starts slowly under tsx on a loaded machine.
 */
const ownFeeds = { allowPrivate: true, firstReadWaitMs: 60_000 };

const feeds: CalendarFeed[] = [];
/** A feed reader whose worker is ended after the test. */
function track(calendar: CalendarFeed): CalendarFeed {
  feeds.push(calendar);
  return calendar;
}
afterEach(async () => {
  for (const calendar of feeds.splice(0)) await calendar.stop();
});

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
    const calendar = track(new CalendarFeed(log, Date.now, { timeoutMs: 200, ...ownFeeds }));
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

  it('reads again in the background once per cache time, sooner after a failure, and shares a read in progress', async () => {
    let hits = 0;
    let fail = false;
    const server = await serve((_request, response) => {
      hits += 1;
      if (fail) response.writeHead(503).end();
      else response.writeHead(200, { 'content-type': 'text/calendar' }).end(feed);
    });
    let now = Date.parse('2026-11-25T12:00:00Z');
    const calendar = track(new CalendarFeed(logger().log, () => now, ownFeeds));
    const address = { url: server.url, setBy: 'owner' as const };
    try {
      const [first, second] = await Promise.all([calendar.events(address), calendar.events(address)]);
      expect(first).toHaveLength(1);
      expect(second).toBe(first);
      expect(hits).toBe(1);
      now += feedCacheMs - 1;
      await calendar.refreshIfDue(address);
      expect(hits).toBe(1);
      now += 1;
      fail = true;
      await calendar.refreshIfDue(address);
      expect(hits).toBe(2);
      expect(calendar.lastRead).toMatchObject({
        ok: false,
        problem: 'the feed answered 503 Service Unavailable',
      });
      // The last good read is still served while the feed fails.
      await expect(calendar.events(address)).resolves.toEqual(first);
      fail = false;
      now += feedRetryMs - 1;
      await calendar.refreshIfDue(address);
      expect(hits).toBe(2);
      now += 1;
      await calendar.refreshIfDue(address);
      expect(hits).toBe(3);
      expect(calendar.lastRead).toMatchObject({ ok: true, events: 1, problem: null });
      // Visitors' requests never read the feed once it has been read: only the timer does.
      now += feedCacheMs * 3;
      await calendar.events(address);
      expect(hits).toBe(3);
    } finally {
      await server.close();
    }
  });

  it('serves the last good events at once while a slow refresh runs, then the new ones', async () => {
    let version = 'A';
    let hold: (() => void) | undefined;
    const server = await serve((_request, response) => {
      const text = feed.replace('SUMMARY:A', `SUMMARY:${version}`);
      if (version === 'A') response.writeHead(200).end(text);
      // The second read answers only when the test lets it.
      else hold = () => response.writeHead(200).end(text);
    });
    let now = Date.parse('2026-11-25T12:00:00Z');
    const calendar = track(new CalendarFeed(logger().log, () => now, { ...ownFeeds, timeoutMs: 20_000 }));
    const address = { url: server.url, setBy: 'owner' as const };
    try {
      expect((await calendar.events(address)).map((event) => event.summary)).toEqual(['A']);
      version = 'B';
      now += feedCacheMs;
      const refreshing = calendar.refreshIfDue(address);
      await expect.poll(() => hold).toBeDefined();
      const started = performance.now();
      expect((await calendar.events(address)).map((event) => event.summary)).toEqual(['A']);
      expect(performance.now() - started).toBeLessThan(500);
      hold?.();
      await refreshing;
      expect((await calendar.events(address)).map((event) => event.summary)).toEqual(['B']);
    } finally {
      await server.close();
    }
  });

  it("waits for an address's first read only briefly, and reads on the timer without any visitor", async () => {
    let hits = 0;
    let hang = true;
    const server = await serve((_request, response) => {
      hits += 1;
      if (!hang) response.writeHead(200).end(feed);
    });
    let now = Date.parse('2026-11-25T12:00:00Z');
    const calendar = track(
      new CalendarFeed(logger().log, () => now, { ...ownFeeds, timeoutMs: 1000, firstReadWaitMs: 200 }),
    );
    const address = { url: server.url, setBy: 'owner' as const };
    try {
      const started = performance.now();
      await expect(calendar.events(address)).resolves.toEqual([]);
      expect(performance.now() - started).toBeLessThan(900);
      hang = false;
      calendar.start(async () => address, 20);
      await expect.poll(() => calendar.lastRead?.problem).toBe('the feed did not answer within 1000 ms');
      now += feedRetryMs;
      await expect.poll(() => calendar.lastRead?.ok, { timeout: 15_000 }).toBe(true);
      expect(hits).toBe(2);
      await expect(calendar.events(address)).resolves.toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('reads the feed in its worker: a read past its deadline is stopped, and the event loop stays free meanwhile', async () => {
    const server = await serve((_request, response) => response.writeHead(200).end(worstFeeds.everySecond));
    // With the caps raised, the every-second event is 100,000 occurrences: several seconds of work.
    const caps = {
      occurrencesPerEvent: 100_000,
      stepsPerEvent: 1e9,
      stepsInTotal: 1e9,
      events: 25_000,
    };
    const parser = new FeedParser({ deadlineMs: 1000, heapMb: 256, startMs: 60_000 });
    const calendar = track(new CalendarFeed(logger().log, Date.now, { ...ownFeeds, caps }, parser));
    let slowestTick = 0;
    let lastTick = performance.now();
    const ticks = setInterval(() => {
      const at = performance.now();
      slowestTick = Math.max(slowestTick, at - lastTick);
      lastTick = at;
    }, 10);
    try {
      await calendar.readNow({ url: server.url, setBy: 'owner' });
      // One more tick, so a stall just before the read ended is measured too.
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      clearInterval(ticks);
      await server.close();
    }
    // Generous for a loaded machine: on the event loop the read would block it for seconds.
    expect(slowestTick).toBeLessThan(1000);
    expect(calendar.lastRead).toMatchObject({
      ok: false,
      problem: 'reading the feed took longer than 1000 ms, so it was stopped',
    });
  }, 90_000);

  it('keeps one address cached: reading another lets the first go, so it is read again when it comes back', async () => {
    let hits = 0;
    const server = await serve((request, response) => {
      hits += 1;
      response.writeHead(200).end(feed.replace('SUMMARY:A', `SUMMARY:${request.url}`));
    });
    const calendar = track(new CalendarFeed(logger().log, Date.now, ownFeeds));
    const summaries = async (url: string) =>
      (await calendar.events({ url, setBy: 'owner' })).map((event) => event.summary);
    try {
      expect(await summaries(server.at('/one.ics'))).toEqual(['/one.ics']);
      expect(await summaries(server.at('/two.ics'))).toEqual(['/two.ics']);
      expect(hits).toBe(2);
      expect(await summaries(server.at('/one.ics'))).toEqual(['/one.ics']);
      expect(hits).toBe(3);
    } finally {
      await server.close();
    }
  });

  describe('what a read says', () => {
    it('names an answer that is not iCalendar without quoting it, nor the status line it came with', async () => {
      const server = await serve((request, response) => {
        if (request.url === '/page') response.writeHead(200).end('<html>secret-token-4711 Sign in</html>');
        else {
          response.statusMessage = 'secret-token-4711';
          response.writeHead(502).end('secret-token-4711');
        }
      });
      const { log, warn } = logger();
      const calendar = track(new CalendarFeed(log, Date.now, ownFeeds));
      try {
        await calendar.readNow({ url: server.at('/page'), setBy: 'owner' });
        expect(calendar.lastRead).toMatchObject({
          ok: false,
          problem: 'not an iCalendar feed: the address answered text that is not iCalendar',
        });
        await calendar.readNow({ url: server.at('/status'), setBy: 'owner' });
        expect(calendar.lastRead?.problem).toBe('the feed answered 502 Bad Gateway');
        expect(JSON.stringify(warn.mock.calls)).not.toContain('secret-token');
      } finally {
        await server.close();
      }
    });

    it('reads the worst repeating events in part and says what it left out', async () => {
      const server = await serve((_request, response) => response.writeHead(200).end(worstFeeds.everySecond));
      const calendar = track(new CalendarFeed(logger().log, Date.now, ownFeeds));
      try {
        const events = await calendar.events({ url: server.url, setBy: 'owner' });
        expect(events.length).toBeGreaterThan(0);
        expect(calendar.lastRead).toMatchObject({ ok: true, events: events.length });
        expect(calendar.lastRead?.problem).toMatch(/^read in part: 1 repeating event was cut short/);
      } finally {
        await server.close();
      }
    });
  });

  describe('addresses on private networks (decision 074)', () => {
    it('refuses a loopback address, by number or by name, without connecting, and names the setting', async () => {
      let hits = 0;
      const server = await serve((_request, response) => {
        hits += 1;
        response.writeHead(200).end(feed);
      });
      const calendar = track(new CalendarFeed(logger().log));
      try {
        await expect(calendar.events({ url: server.url, setBy: 'owner' })).resolves.toEqual([]);
        expect(calendar.lastRead?.problem).toBe(
          '127.0.0.1 is a loopback address (127.0.0.0/8); the server fetches only from public addresses ' +
            'unless the owner sets FETCH_ALLOW_PRIVATE=1',
        );
        calendar.reset();
        const byName = server.url.replace('127.0.0.1', 'localhost');
        await calendar.readNow({ url: byName, setBy: 'owner' });
        expect(calendar.lastRead?.problem).toMatch(
          /^localhost resolves to (127\.0\.0\.1|::1), which is a loopback address \((127\.0\.0\.0\/8|::1\/128)\); .*FETCH_ALLOW_PRIVATE=1$/,
        );
        expect(hits).toBe(0);
        // With the setting, the same address is read.
        const allowed = track(new CalendarFeed(logger().log, Date.now, ownFeeds));
        await expect(allowed.events({ url: server.url, setBy: 'owner' })).resolves.toHaveLength(1);
        expect(hits).toBe(1);
      } finally {
        await server.close();
      }
    });

    it('refuses a redirect to a refused address', async () => {
      let feedHits = 0;
      const server = await serve((request, response) => {
        if (request.url === '/feed.ics') {
          feedHits += 1;
          response.writeHead(200).end(feed);
        } else {
          // 127.0.0.2 is loopback too; the test's rule refuses it alone, so the first hop is allowed.
          response.writeHead(302, { location: server.url.replace('127.0.0.1', '127.0.0.2') }).end();
        }
      });
      const onlySecond = (address: string) =>
        address === '127.0.0.2' ? { kind: 'test-refused', range: '127.0.0.2/32' } : null;
      const calendar = track(new CalendarFeed(logger().log, Date.now, { refusedRange: onlySecond }));
      try {
        await calendar.readNow({ url: server.at('/moved'), setBy: 'owner' });
        expect(calendar.lastRead?.problem).toMatch(
          /^127\.0\.0\.2 is a test-refused address \(127\.0\.0\.2\/32\)/,
        );
        expect(feedHits).toBe(0);
        await calendar.readNow({ url: server.url, setBy: 'owner' });
        expect(calendar.lastRead).toMatchObject({ ok: true, events: 1 });
      } finally {
        await server.close();
      }
    });
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
        const calendar = track(new CalendarFeed(logger().log, Date.now, { maxBytes: 2000, ...ownFeeds }));
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
        const calendar = track(new CalendarFeed(log, Date.now, { maxBytes: 2000, ...ownFeeds }));
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
        const calendar = track(
          new CalendarFeed(logger().log, Date.now, { maxBytes: 20_000, timeoutMs: 10_000, ...ownFeeds }),
        );
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
        const calendar = track(new CalendarFeed(logger().log, Date.now, ownFeeds));
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
        const calendar = track(new CalendarFeed(logger().log, Date.now, ownFeeds));
        // /hop/2 -> /hop/1 -> /hop/0 -> /feed.ics: three redirects.
        await expect(calendar.events({ url: server.at('/hop/2'), setBy: 'owner' })).resolves.toHaveLength(1);
      } finally {
        await server.close();
      }
    });

    it('gives up on a fourth redirect, and on a redirect away from http(s)', async () => {
      const server = await hops();
      try {
        const calendar = track(new CalendarFeed(logger().log, Date.now, ownFeeds));
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
