import {
  createDwmBooking,
  dinnerEventsEmailHtml,
  type DwmCalendarSource,
  type DwmEvent,
  getDwmBookingSetup,
  getDwmCalendarSource,
  getDwmEventCount,
  getDwmEvents,
  maxDwmEmailHtml,
  maxDwmEvents,
  maxDwmSlots,
  sendDwmEmail,
  sendDwmEmailReport,
  setDwmCalendarSource,
  setDwmSlots,
} from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../route';
import { bookSlot, openSlots, replaceOpenSlots, storedBookingEvents } from './bookings';
import { CalendarFeed, type FeedAddress, feedHost } from './calendar-source';
import { markSlotsAsTheOwners, topUpDemoSlots } from './demo-slots';
import { createOwnerMailer, type DeliveryResult } from './mailer';

/** Mail calls per client address per minute: enough for a few bookings, too few to spam the owner. */
export const dwmEmailsPerMinute = 5;
const mailRateLimit = { rateLimit: { max: dwmEmailsPerMinute, timeWindow: '1 minute' } };

/**
 * Booking attempts per client address per day: a household books an evening or two (and may try
 * again after a slot was taken meanwhile); one visitor cannot take every open evening.
 */
export const dwmBookingsPerDay = 5;
const bookingRateLimit = { rateLimit: { max: dwmBookingsPerDay, timeWindow: '1 day' } };

/** An email body is at most 20,000 characters, up to 4 bytes each, JSON-escaped. */
export const dwmEmailBodyLimit = maxDwmEmailHtml * 6 + 1024;
/** Each slot is about 80 bytes of JSON. */
export const dwmSlotsBodyLimit = maxDwmSlots * 200 + 1024;

const icsUrlSetting = 'ics_url';

/** What the mail answer says: sent, written to the outbox, or kept there after the mail server failed. */
function deliveryMessage(what: string, { delivery, smtpProblem }: DeliveryResult): string {
  if (smtpProblem !== null)
    return `${what} could not be sent (${smtpProblem}); it is kept in the outbox on the server`;
  return delivery === 'smtp' ? `${what} was sent` : `${what} was written to the outbox`;
}

function byStart(a: DwmEvent, b: DwmEvent): number {
  return Date.parse(a.start) - Date.parse(b.start) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The dinner scheduling area (decisions 065-069): events, calendar source, bookings, mail. */
export async function dwmRoutes(app: FastifyInstance): Promise<void> {
  // The spec's email body is an HTML string: taken as text/html too, besides a JSON string.
  app.addContentTypeParser(
    'text/html',
    { parseAs: 'string', bodyLimit: dwmEmailBodyLimit },
    (_request, body, done) => {
      done(null, body);
    },
  );
  const feed = new CalendarFeed(app.log);
  const sendToOwner = createOwnerMailer(app.config, app.log);

  /** The owner's address wins over CALENDAR_ICS_URL, which wins over the demo feed. */
  async function feedAddress(): Promise<FeedAddress> {
    const setting = await app.db
      .selectFrom('dwm_settings')
      .select('value')
      .where('name', '=', icsUrlSetting)
      .executeTakeFirst();
    if (setting) return { url: setting.value, setBy: 'owner' };
    if (app.config.dwm.calendarIcsUrl) return { url: app.config.dwm.calendarIcsUrl, setBy: 'environment' };
    return { url: null, setBy: 'demo' };
  }

  async function allEvents(): Promise<DwmEvent[]> {
    const [stored, fromFeed] = await Promise.all([
      storedBookingEvents(app.db),
      feed.events(await feedAddress()),
    ]);
    return [...stored, ...fromFeed].sort(byStart).slice(0, maxDwmEvents);
  }

  async function source(): Promise<DwmCalendarSource> {
    const address = await feedAddress();
    return {
      kind: address.url === null ? 'demo-feed' : 'ics-url',
      setBy: address.setBy,
      host: feedHost(address.url),
      lastRead: feed.lastRead,
    };
  }

  route(app, getDwmEvents, () => allEvents());
  route(app, getDwmEventCount, async () => ({ count: (await allEvents()).length }));

  route(app, getDwmCalendarSource, () => source());
  route(app, setDwmCalendarSource, async (request) => {
    const { icsUrl } = request.body;
    // One statement each, so two saves at once cannot both insert the row (decision 077).
    if (icsUrl === null) await app.db.deleteFrom('dwm_settings').where('name', '=', icsUrlSetting).execute();
    else
      await app.db
        .insertInto('dwm_settings')
        .values({ name: icsUrlSetting, value: icsUrl })
        .onConflict((conflict) => conflict.column('name').doUpdateSet({ value: icsUrl }))
        .execute();
    feed.reset();
    // Read it at once, so the answer says whether the address works.
    const address = await feedAddress();
    await feed.events(address);
    const now = await source();
    const msg =
      icsUrl === null
        ? `The calendar reads ${now.setBy === 'environment' ? 'CALENDAR_ICS_URL' : 'the demo feed'} again`
        : now.lastRead?.ok
          ? `Calendar address saved: ${now.lastRead.events} events read from ${now.host}`
          : `Calendar address saved, but it could not be read: ${now.lastRead?.problem ?? 'unknown problem'}`;
    return { msg, source: now };
  });

  // The demo's evenings are topped up on the first look at the booking page each (UTC) day.
  let toppedUpOn = '';
  async function topUpOncePerDay(now: Date): Promise<void> {
    const today = now.toISOString().slice(0, 10);
    if (toppedUpOn === today) return;
    await app.db.transaction().execute((trx) => topUpDemoSlots(trx, now));
    toppedUpOn = today;
  }

  route(app, getDwmBookingSetup, async () => {
    const now = new Date();
    await topUpOncePerDay(now);
    return { bookingUrl: app.config.dwm.bookingUrl ?? null, slots: await openSlots(app.db, now) };
  });

  route(
    app,
    createDwmBooking,
    async (request) => {
      const event = await bookSlot(app.db, request.body, new Date());
      return { msg: `Your dinner on ${event.start.slice(0, 10)} is booked`, event };
    },
    { config: bookingRateLimit },
  );

  route(
    app,
    setDwmSlots,
    async (request) => {
      await app.db.transaction().execute(async (trx) => {
        await replaceOpenSlots(trx, request.body.slots);
        await markSlotsAsTheOwners(trx);
      });
      const slots = await openSlots(app.db, new Date());
      return { msg: `${slots.length} open dinner ${slots.length === 1 ? 'slot' : 'slots'} offered`, slots };
    },
    { bodyLimit: dwmSlotsBodyLimit },
  );

  route(
    app,
    sendDwmEmail,
    async (request) => {
      const result = await sendToOwner({ subject: 'Dinner scheduling', html: request.body });
      return { msg: deliveryMessage('The email', result), ...result };
    },
    { bodyLimit: dwmEmailBodyLimit, config: mailRateLimit },
  );

  route(
    app,
    sendDwmEmailReport,
    async (request) => {
      const html = dinnerEventsEmailHtml(await allEvents(), new Date(), (event) =>
        event.allDay
          ? `${event.start.slice(0, 10)} (all day)`
          : `${event.start.slice(0, 16).replace('T', ' ')} UTC`,
      );
      const result = await sendToOwner({ subject: `Dinner events report for ${request.body.name}`, html });
      return { msg: deliveryMessage('The report', result), ...result };
    },
    { config: mailRateLimit },
  );
}
