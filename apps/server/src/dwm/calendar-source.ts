import { readFile } from 'node:fs/promises';
import type { DwmCalendarSource, DwmEvent } from '@portfolio/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { demoCalendarFile, demoFeedEvents } from './demo-feed';
import { parseIcsFeed } from './ics-feed';

/** How long one read of the feed is reused, and how long a failed read waits before trying again. */
export const feedCacheMs = 5 * 60 * 1000;
export const feedRetryMs = 30 * 1000;
/** A feed that does not answer within this is given up on (the stored events are served). */
export const feedTimeoutMs = 5000;
/** Largest feed read: a few years of a busy calendar. */
export const maxFeedBytes = 5 * 1024 * 1024;

export interface FeedAddress {
  /** null: the demo feed shipped with the repository. */
  url: string | null;
  setBy: DwmCalendarSource['setBy'];
}

interface CachedRead {
  url: string | null;
  events: DwmEvent[];
  until: number;
}

async function fetchFeed(url: string, timeoutMs: number): Promise<string> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'text/calendar, text/plain;q=0.5' },
    redirect: 'follow',
  });
  if (!response.ok) throw new Error(`the feed answered ${response.status} ${response.statusText}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > maxFeedBytes) throw new Error(`the feed is larger than ${maxFeedBytes} bytes`);
  const text = await response.text();
  if (text.length > maxFeedBytes) throw new Error(`the feed is larger than ${maxFeedBytes} bytes`);
  return text;
}

/**
 * The owner's calendar feed, read through a cache: one read every five minutes at most, a failed
 * read retried after 30 s. A read that fails (network, timeout, status, not iCalendar) yields no
 * feed events and is logged with the reason; the caller still serves the stored bookings.
 */
export class CalendarFeed {
  private cached: CachedRead | undefined;
  private reading: Promise<DwmEvent[]> | undefined;
  lastRead: DwmCalendarSource['lastRead'] = null;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
    private readonly timeoutMs: number = feedTimeoutMs,
  ) {}

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

  private async read(address: FeedAddress): Promise<DwmEvent[]> {
    const at = new Date(this.now()).toISOString();
    try {
      const now = new Date(this.now());
      const events =
        address.url === null
          ? demoFeedEvents(await readFile(demoCalendarFile, 'utf8'), now)
          : parseIcsFeed(await fetchFeed(address.url, this.timeoutMs), now);
      this.cached = { url: address.url, events, until: this.now() + feedCacheMs };
      this.lastRead = { at, ok: true, events: events.length, problem: null };
      return events;
    } catch (error) {
      const problem =
        error instanceof Error && error.name === 'TimeoutError'
          ? `the feed did not answer within ${this.timeoutMs} ms`
          : error instanceof Error
            ? error.message
            : String(error);
      this.log.warn(
        { problem, setBy: address.setBy },
        'calendar feed could not be read; serving the stored events',
      );
      this.cached = { url: address.url, events: [], until: this.now() + feedRetryMs };
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
