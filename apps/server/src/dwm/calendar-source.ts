import { readFile } from 'node:fs/promises';
import type { DwmCalendarSource, DwmEvent } from '@portfolio/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { demoCalendarFile, movedDemoCalendar } from './demo-feed';
import { calendarTimeZoneOf, eventsOfCalendar, readIcsCalendar } from './ics-feed';

/** How long one read of the feed is reused, and how long a failed read waits before trying again. */
export const feedCacheMs = 5 * 60 * 1000;
export const feedRetryMs = 30 * 1000;
/** A feed that does not answer within this is given up on (the stored events are served). */
export const feedTimeoutMs = 5000;
/** Largest feed read: a few years of a busy calendar. */
export const maxFeedBytes = 5 * 1024 * 1024;
/** Redirects followed to reach a feed (a calendar service's address may move once or twice). */
export const maxFeedRedirects = 3;

export interface FeedLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

const defaultLimits: FeedLimits = {
  timeoutMs: feedTimeoutMs,
  maxBytes: maxFeedBytes,
  maxRedirects: maxFeedRedirects,
};

export interface FeedAddress {
  /** null: the demo feed shipped with the repository. */
  url: string | null;
  setBy: DwmCalendarSource['setBy'];
}

interface CachedRead {
  url: string | null;
  events: DwmEvent[];
  /** The calendar's zone as of its last good read; undefined before one. */
  timeZone: string | undefined;
  until: number;
}

/** The zone of a calendar that has not been read yet (or never could be). */
export const fallbackTimeZone = 'UTC';

const tooLarge = (maxBytes: number) => new Error(`the feed is larger than ${maxBytes} bytes`);

/**
 * The body as text, read as it streams in and given up on (the connection closed) as soon as it
 * passes `maxBytes`, whether or not the answer said its length beforehand.
 */
async function readBody(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge(maxBytes);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Fetches a feed within the limits: one deadline for the whole read, redirects followed by hand. */
async function fetchFeed(url: string, limits: FeedLimits): Promise<string> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let address = url;
  for (let redirects = 0; ; redirects += 1) {
    const response = await fetch(address, {
      signal,
      headers: { accept: 'text/calendar, text/plain;q=0.5' },
      redirect: 'manual',
    });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      await response.body?.cancel();
      if (redirects >= limits.maxRedirects)
        throw new Error(`the feed redirected more than ${limits.maxRedirects} times`);
      const next = new URL(location, address);
      if (next.protocol !== 'http:' && next.protocol !== 'https:')
        throw new Error(`the feed redirected to a ${next.protocol} address`);
      address = next.href;
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`the feed answered ${response.status} ${response.statusText}`);
    }
    return readBody(response, limits.maxBytes);
  }
}

/**
 * The owner's calendar feed, read through a cache: one read every five minutes at most, a failed
 * read retried after 30 s. A read that fails (network, timeout, status, not iCalendar) yields no
 * feed events and is logged with the reason; the caller still serves the stored bookings.
 */
export class CalendarFeed {
  private cached: CachedRead | undefined;
  private reading: Promise<DwmEvent[]> | undefined;
  private readonly limits: FeedLimits;
  lastRead: DwmCalendarSource['lastRead'] = null;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
    limits: Partial<FeedLimits> = {},
  ) {
    this.limits = { ...defaultLimits, ...limits };
  }

  /** Forgets the cached read (the address changed). */
  reset(): void {
    this.cached = undefined;
    this.lastRead = null;
  }

  async events(address: FeedAddress): Promise<DwmEvent[]> {
    const cached = this.cached;
    if (cached && cached.url === address.url && cached.until > this.now()) return cached.events;
    // Callers that arrive while a read runs share it.
    this.reading ??= this.read(address).finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  /**
   * The calendar's time zone (decision 091): from its last good read; `fallback` (the owner's
   * DWM_TIME_ZONE in the server) when the feed names none or has not been read.
   */
  async timeZone(address: FeedAddress, fallback = fallbackTimeZone): Promise<string> {
    await this.events(address);
    return (this.cached?.url === address.url ? this.cached.timeZone : undefined) ?? fallback;
  }

  private async read(address: FeedAddress): Promise<DwmEvent[]> {
    const at = new Date(this.now()).toISOString();
    // A failed read keeps the zone of the last good read of the same address.
    const knownZone = this.cached?.url === address.url ? this.cached.timeZone : undefined;
    try {
      const now = new Date(this.now());
      const calendar =
        address.url === null
          ? movedDemoCalendar(await readFile(demoCalendarFile, 'utf8'), now)
          : readIcsCalendar(await fetchFeed(address.url, this.limits));
      const events = eventsOfCalendar(calendar, now);
      this.cached = {
        url: address.url,
        events,
        timeZone: calendarTimeZoneOf(calendar),
        until: this.now() + feedCacheMs,
      };
      this.lastRead = { at, ok: true, events: events.length, problem: null };
      return events;
    } catch (error) {
      const problem =
        error instanceof Error && error.name === 'TimeoutError'
          ? `the feed did not answer within ${this.limits.timeoutMs} ms`
          : error instanceof Error
            ? error.message
            : String(error);
      this.log.warn(
        { problem, setBy: address.setBy },
        'calendar feed could not be read; serving the stored events',
      );
      this.cached = { url: address.url, events: [], timeZone: knownZone, until: this.now() + feedRetryMs };
      this.lastRead = { at, ok: false, events: 0, problem };
      return [];
    }
  }
}

/** The host of a feed address, or null for the demo feed: the address itself is a secret. */
export function feedHost(url: string | null): string | null {
  if (url === null) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
