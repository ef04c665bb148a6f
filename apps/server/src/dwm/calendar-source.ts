import { readFile } from 'node:fs/promises';
import type { DwmCalendarSource, DwmEvent } from '@portfolio/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { demoCalendarFile, movedDemoCalendar } from './demo-feed';
import { fetchFeed, type FetchLimits } from './feed-fetch';
import { FeedParser, type ParsedFeed } from './feed-parser';
import { calendarTimeZoneOf, type ExpansionCaps, expandCalendar } from './ics-feed';

/** How long one read of the feed is used before the next is due, and how soon a failed read is tried again. */
export const feedCacheMs = 5 * 60 * 1000;
export const feedRetryMs = 30 * 1000;
/** How often the background timer looks whether a read is due. */
export const feedTickMs = 10 * 1000;
/** A feed that does not answer within this is given up on (the stored events are served). */
export const feedTimeoutMs = 5000;
/** Largest feed read: a few years of a busy calendar. */
export const maxFeedBytes = 5 * 1024 * 1024;
/** Redirects followed to reach a feed (a calendar service's address may move once or twice). */
export const maxFeedRedirects = 3;
/** The longest a visitor waits for an address's first read; later reads never keep anyone waiting. */
export const firstReadWaitMs = 5000;
/** How long the last good events of an address are still served while its reads fail. */
export const staleEventsMs = 24 * 60 * 60 * 1000;

export interface FeedOptions extends FetchLimits {
  firstReadWaitMs: number;
  caps?: ExpansionCaps;
}

const defaultOptions: FeedOptions = {
  timeoutMs: feedTimeoutMs,
  maxBytes: maxFeedBytes,
  maxRedirects: maxFeedRedirects,
  allowPrivate: false,
  firstReadWaitMs,
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
  /** When the next read is due. */
  due: number;
  /** When the events were read; undefined when no read of this address has worked. */
  goodAt: number | undefined;
}

function demoFeed(text: string, now: Date): ParsedFeed {
  const calendar = movedDemoCalendar(text, now);
  return { ...expandCalendar(calendar, now), timeZone: calendarTimeZoneOf(calendar) };
}

/** The zone of a calendar that has not been read yet (or never could be). */
export const fallbackTimeZone = 'UTC';

/**
 * The owner's calendar feed (decision 073). Reads happen in the background: a timer reads the
 * feed again five minutes after a good read and 30 s after a failed one, and the events of the
 * last good read are served meanwhile, so no visitor waits for a read once one has finished. Only
 * an address's first read is waited for, and for at most `firstReadWaitMs`. The feed is parsed in
 * a worker thread with a deadline and a heap limit (FeedParser). One address is cached: a new one
 * replaces the old. A read that fails (network, timeout, status, not iCalendar, too costly) is
 * logged with the reason and reported in `lastRead`; the caller still serves the stored bookings.
 */
export class CalendarFeed {
  private cached: CachedRead | undefined;
  private reading: { url: string | null; done: Promise<void> } | undefined;
  /** Changes on reset(): a read that began before it does not store its result. */
  private generation = 0;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private readonly options: FeedOptions;
  lastRead: DwmCalendarSource['lastRead'] = null;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
    options: Partial<FeedOptions> = {},
    private readonly parser: FeedParser = new FeedParser(),
  ) {
    this.options = { ...defaultOptions, ...options };
  }

  /** Forgets the cached read (the address changed). */
  reset(): void {
    this.generation += 1;
    this.cached = undefined;
    this.reading = undefined;
    this.lastRead = null;
  }

  /** The events of the last good read; an address never read yet is read first, waited for briefly. */
  async events(address: FeedAddress): Promise<DwmEvent[]> {
    if (!this.cachedFor(address)) await this.firstRead(address);
    return this.cachedFor(address)?.events ?? [];
  }

  /**
   * The calendar's time zone (decision 091): from its last good read; `fallback` (the owner's
   * DWM_TIME_ZONE in the server) when the feed names none or has not been read.
   */
  async timeZone(address: FeedAddress, fallback = fallbackTimeZone): Promise<string> {
    if (!this.cachedFor(address)) await this.firstRead(address);
    return this.cachedFor(address)?.timeZone ?? fallback;
  }

  /** Reads the feed and waits for the read (the owner saved an address: the answer says how it went). */
  readNow(address: FeedAddress): Promise<void> {
    return this.read(address);
  }

  /** Reads the feed when its next read is due (the background timer's look). */
  async refreshIfDue(address: FeedAddress): Promise<void> {
    const cached = this.cachedFor(address);
    if (!cached || cached.due <= this.now()) await this.read(address);
  }

  /**
   * Starts the background reads: now, then every `feedTickMs` a look whether one is due. The
   * address is asked for each time (the owner may change it).
   */
  start(addressOf: () => Promise<FeedAddress>, everyMs = feedTickMs): void {
    const tick = () => {
      this.ticking ??= addressOf()
        .then((address) => this.refreshIfDue(address))
        .catch((error: unknown) => this.log.error({ err: error }, 'the calendar feed timer failed'))
        .finally(() => {
          this.ticking = undefined;
        });
    };
    tick();
    this.timer = setInterval(tick, everyMs);
    this.timer.unref();
  }

  /** Stops the background reads and ends the feed worker. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.parser.close();
  }

  private cachedFor(address: FeedAddress): CachedRead | undefined {
    return this.cached?.url === address.url ? this.cached : undefined;
  }

  private async firstRead(address: FeedAddress): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.options.firstReadWaitMs);
    });
    await Promise.race([this.read(address), waited]);
    clearTimeout(timer);
  }

  /** Reads the address, or joins the read of it that is running. */
  private read(address: FeedAddress): Promise<void> {
    if (this.reading?.url === address.url) return this.reading.done;
    const reading = {
      url: address.url,
      done: this.readOnce(address).finally(() => {
        if (this.reading === reading) this.reading = undefined;
      }),
    };
    this.reading = reading;
    return reading.done;
  }

  private async readOnce(address: FeedAddress): Promise<void> {
    const generation = this.generation;
    const started = this.now();
    const at = new Date(started).toISOString();
    try {
      // The demo calendar ships with the site (a dozen dinners): read here, no worker needed.
      const parsed =
        address.url === null
          ? demoFeed(await readFile(demoCalendarFile, 'utf8'), new Date(started))
          : await this.parser.parse(await fetchFeed(address.url, this.options), {
              now: new Date(started),
              ...(this.options.caps ? { caps: this.options.caps } : {}),
            });
      if (generation !== this.generation) return;
      const problem = parsed.cut.length > 0 ? `read in part: ${parsed.cut.join('; ')}` : null;
      if (problem !== null) {
        this.log.warn({ problem, setBy: address.setBy }, 'calendar feed read in part: it passed a limit');
      }
      this.cached = {
        url: address.url,
        events: parsed.events,
        timeZone: parsed.timeZone,
        due: this.now() + feedCacheMs,
        goodAt: this.now(),
      };
      this.lastRead = { at, ok: true, events: parsed.events.length, problem };
    } catch (error) {
      if (generation !== this.generation) return;
      const problem = error instanceof Error ? error.message : String(error);
      // The last good read of the same address is served a while longer, its zone kept for good.
      const known = this.cachedFor(address);
      const fresh = known?.goodAt !== undefined && this.now() - known.goodAt < staleEventsMs;
      this.log.warn(
        { problem, setBy: address.setBy, servingEarlierRead: fresh },
        'calendar feed could not be read; serving the stored events',
      );
      this.cached = {
        url: address.url,
        events: fresh ? known.events : [],
        timeZone: known?.timeZone,
        due: this.now() + feedRetryMs,
        goodAt: fresh ? known.goodAt : undefined,
      };
      this.lastRead = { at, ok: false, events: 0, problem };
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
