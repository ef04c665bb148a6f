import type { FastifyReply } from 'fastify';
import { HttpError } from '../errors';
import type { CounterStore, CounterWindow } from '../throttle/counter-store';
import { addressKey } from '../throttle/rate-limit';
import { tryAgainAfter } from './when';

// What visitors may send the dinner area (decision 089): a few booking attempts a day from one
// address, and beside that a ceiling an hour over all visitors together, so that many addresses
// cannot fill the calendar or the owner's mailbox. The counts live in the shared counter store,
// so they hold across servers wherever the store is shared. Each refusal says, in plain words and
// in the calendar's zone, when to try again.

/**
 * Booking attempts per client address per day: a household books an evening or two (and may try
 * again after a slot was taken meanwhile). Refused attempts count too.
 */
export const dwmBookingsPerDay = 5;

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

export interface VisitorLimitSettings {
  bookingsPerHour: number;
  visitorMailPerHour: number;
}

type Ceiling = 'bookings' | 'visitor-mail';

function retryAfter(reply: FastifyReply, window: CounterWindow, now: Date): void {
  reply.header('retry-after', Math.max(1, Math.ceil((window.endsAt - now.getTime()) / 1000)));
}

export class DwmVisitorLimits {
  constructor(
    private readonly counters: CounterStore,
    private readonly settings: VisitorLimitSettings,
    /** The calendar's zone, in which the refusals say when to try again. */
    private readonly calendarZone: () => Promise<string>,
  ) {}

  private async when(window: CounterWindow, now: Date): Promise<string> {
    return tryAgainAfter(new Date(window.endsAt), now, await this.calendarZone());
  }

  /** Counts one booking attempt from `ip`; past the day's attempts the visitor is told when to come back (429). */
  async countBookingAttempt(ip: string, reply: FastifyReply, now = new Date()): Promise<void> {
    const window = await this.counters.increment(`dwm\nbooking-attempts\n${addressKey(ip)}`, dayMs);
    if (window.count <= dwmBookingsPerDay) return;
    retryAfter(reply, window, now);
    throw new HttpError(
      429,
      `You have made ${dwmBookingsPerDay} booking attempts within a day, the most one visitor can make. ` +
        `You can book again ${await this.when(window, now)}.`,
    );
  }

  private max(ceiling: Ceiling): number {
    return ceiling === 'bookings' ? this.settings.bookingsPerHour : this.settings.visitorMailPerHour;
  }

  /** Refuses (503) when all visitors together have used this hour's bookings or mail. */
  async checkCeiling(ceiling: Ceiling, reply: FastifyReply, now = new Date()): Promise<void> {
    const window = await this.counters.read(`dwm\nsite\n${ceiling}`);
    const max = this.max(ceiling);
    if (!window || window.count < max) return;
    retryAfter(reply, window, now);
    const what = ceiling === 'bookings' ? `${max} bookings` : `${max} messages to the host`;
    throw new HttpError(
      503,
      `The site takes at most ${what} an hour from all visitors together, and this hour's are used up. ` +
        `Please try again ${await this.when(window, now)}.`,
    );
  }

  /** Counts what was stored against this hour's ceiling (refused attempts do not use it up). */
  async countTowardsCeiling(ceiling: Ceiling): Promise<void> {
    await this.counters.increment(`dwm\nsite\n${ceiling}`, hourMs);
  }
}
