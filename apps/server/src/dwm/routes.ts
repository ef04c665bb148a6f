import {
  createDwmBooking,
  dinnerEventsEmailHtml,
  type DwmCalendarSource,
  type DwmEvent,
  formatDinnerStart,
  getDwmBookingNotification,
  getDwmBookingSetup,
  getDwmCalendarZone,
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { ownerSessions } from '../owner/sessions';
import { route } from '../route';
import { bookingNotification } from './booking-notification';
import { bookSlot, openSlots, replaceOpenSlots, storedBookingEvents } from './bookings';
import { checkOutboundHost, OutboundAddressError } from '../outbound-address';
import { CalendarFeed, type FeedAddress, feedHost } from './calendar-source';
import { markSlotsAsTheOwners, topUpDemoSlots } from './demo-slots';
import { type MailState, OwnerMailQueue } from './mail-queue';
import { createOwnerMailer, outboxDir } from './mailer';
import { OutboxFolder } from './outbox-folder';
import { DwmVisitorLimits } from './visitor-limits';
import { whenIn } from './when';

export { dwmBookingsPerDay } from './visitor-limits';

/** Mail calls per client address per minute: enough for a few bookings, too few to spam the owner. */
export const dwmEmailsPerMinute = 5;
const mailRateLimit = { rateLimit: { max: dwmEmailsPerMinute, timeWindow: '1 minute' } };

/** Room a booking's notification may take in the outbox: long notes, encoded, with the headers. */
const bookingMailBytes = 32 * 1024;
/** How long a booking's answer waits for its notification's first attempt before saying "queued". */
const firstAttemptWaitMs = 3000;

/** An email body is at most 20,000 characters, up to 4 bytes each, JSON-escaped. */
export const dwmEmailBodyLimit = maxDwmEmailHtml * 6 + 1024;
/** Each slot is about 80 bytes of JSON. */
export const dwmSlotsBodyLimit = maxDwmSlots * 200 + 1024;

const icsUrlSetting = 'ics_url';

/** What a mail answer says: sent, written to the outbox, or waiting on the server to be tried again. */
function deliveryAnswer(what: string, state: MailState | undefined) {
  if (state?.state === 'sent' && state.delivery !== null) {
    return {
      msg: state.delivery === 'smtp' ? `${what} was sent` : `${what} was written to the outbox`,
      delivery: state.delivery,
      smtpProblem: null,
    };
  }
  const problem = state?.problem ?? null;
  return {
    msg:
      problem === null
        ? `${what} is queued on the server`
        : `${what} could not be sent yet (${problem}); it waits on the server and is tried again`,
    delivery: 'queued' as const,
    smtpProblem: problem,
  };
}

/**
 * Refuses, as bad input naming the field, an address whose host is or resolves to a loopback,
 * private or link-local address (decision 074). A host that does not resolve now is saved: its
 * read says why it fails, and the guard checks again on every read and redirect.
 */
async function refuseGuardedAddress(icsUrl: string): Promise<void> {
  try {
    await checkOutboundHost(new URL(icsUrl).hostname);
  } catch (error) {
    if (error instanceof OutboundAddressError) throw new HttpError(400, `icsUrl: ${error.message}`, 'icsUrl');
  }
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
  const feed = new CalendarFeed(app.log, Date.now, { allowPrivate: app.config.fetchAllowPrivate });
  const settings = app.config.dwm;
  const mailer = createOwnerMailer(app.config);
  const queue = new OwnerMailQueue(
    app.db,
    mailer,
    mailer.usesSmtp ? undefined : new OutboxFolder(outboxDir(app.config)),
    { maxMessages: settings.outboxMaxMessages, maxBytes: settings.outboxMaxBytes },
    app.log,
  );
  // Mail left queued by a stopped server goes out once this one is ready; none is cut off on close.
  app.addHook('onReady', async () => queue.start());
  app.addHook('preClose', async () => queue.stop());
  // The feed is read in the background from the start, never in a visitor's request (decision 073).
  app.addHook('onReady', async () => feed.start(feedAddress));
  app.addHook('onClose', async () => feed.stop());
  const limits = new DwmVisitorLimits(app.counters, settings, () => calendarZone());

  const isOwner = async (request: FastifyRequest) =>
    (await ownerSessions.find(app.db, request)) !== undefined;

  /** Waits a moment for a message's first attempt: the answer then usually says it was sent. */
  async function firstAttempt(id: string): Promise<MailState | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const attempt = queue.sendNow(id).catch((error: unknown) => {
      app.log.error(
        { err: error, mailId: id },
        'a message to the owner could not be tried; the queue tries again',
      );
      return undefined;
    });
    const waited = new Promise<'waited'>((resolve) => {
      timer = setTimeout(() => resolve('waited'), firstAttemptWaitMs);
    });
    const first = await Promise.race([attempt, waited]);
    clearTimeout(timer);
    return first === 'waited' ? { state: 'queued', delivery: null, problem: null, sentAt: null } : first;
  }

  /** The owner's address wins over CALENDAR_ICS_URL, which wins over the demo feed. */
  /** The calendar's zone: the feed's own, else DWM_TIME_ZONE (decisions 089 and 091). */
  async function calendarZone(): Promise<string> {
    return feed.timeZone(await feedAddress(), settings.timeZone);
  }

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
  route(app, getDwmCalendarZone, async () => ({ timeZone: await calendarZone() }));
  route(app, getDwmEventCount, async () => ({ count: (await allEvents()).length }));

  route(app, getDwmCalendarSource, () => source());
  route(app, setDwmCalendarSource, async (request) => {
    const { icsUrl } = request.body;
    if (icsUrl !== null && !app.config.fetchAllowPrivate) await refuseGuardedAddress(icsUrl);
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
    await feed.readNow(await feedAddress());
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

  route(app, createDwmBooking, async (request, reply) => {
    const now = new Date();
    await limits.countBookingAttempt(request.ip, reply, now);
    await limits.checkCeiling('bookings', reply, now);
    await queue.makeRoom(bookingMailBytes);
    const zone = await calendarZone();
    const {
      event,
      booking,
      also: mailId,
    } = await bookSlot(app.db, request.body, now, async (trx, stored) => {
      // A demo evening booked is replaced by the next free one (decision 090).
      await topUpDemoSlots(trx, now);
      const mail = bookingNotification(stored, zone);
      const raw = await mailer.render({ ...mail, author: 'site' });
      return queue.add(trx, { kind: 'booking', bookingId: stored.id, subject: mail.subject, raw }, now);
    });
    await limits.countTowardsCeiling('bookings');
    const state = await firstAttempt(mailId);
    return {
      msg: `Your dinner on ${whenIn(new Date(event.start), zone)} is booked`,
      event,
      bookingId: booking.id,
      notification: { state: state?.state ?? 'queued', sentAt: state?.sentAt ?? null },
    };
  });

  route(app, getDwmBookingNotification, async (request) => {
    const state = await queue.state({ bookingId: request.params.bookingId });
    if (!state) throw new HttpError(404, 'bookingId: no booking has that id', 'bookingId');
    return { state: state.state, sentAt: state.sentAt };
  });

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
    async (request, reply) => {
      const owner = await isOwner(request);
      // Bookings on this site notify the host by themselves: visitor mail is only for the
      // third-party booking page, which cannot (decision 089).
      if (!owner && !settings.bookingUrl) {
        throw new HttpError(
          401,
          'Only the owner can send mail here: a booking made on this site notifies the host by itself',
        );
      }
      if (!owner) await limits.checkCeiling('visitor-mail', reply);
      const subject = owner ? 'Dinner scheduling' : 'Dinner scheduling (sent by a visitor)';
      const raw = await mailer.render({ subject, html: request.body, author: owner ? 'site' : 'visitor' });
      await queue.makeRoom(raw.length);
      const id = await queue.add(app.db, { kind: owner ? 'owner' : 'visitor', subject, raw });
      if (!owner) await limits.countTowardsCeiling('visitor-mail');
      return deliveryAnswer('The email', await queue.sendNow(id));
    },
    { bodyLimit: dwmEmailBodyLimit, config: mailRateLimit },
  );

  route(
    app,
    sendDwmEmailReport,
    async (request) => {
      const [events, timeZone] = await Promise.all([allEvents(), calendarZone()]);
      // The host reads the times as the pages show them: in the calendar's zone, named.
      const html = dinnerEventsEmailHtml(events, new Date(), (event) =>
        event.allDay ? `${event.start.slice(0, 10)} (all day)` : formatDinnerStart(event.start, timeZone),
      );
      const subject = `Dinner events report for ${request.body.name}`;
      const raw = await mailer.render({ subject, html, author: 'site' });
      await queue.makeRoom(raw.length);
      const id = await queue.add(app.db, { kind: 'owner', subject, raw });
      return deliveryAnswer('The report', await queue.sendNow(id));
    },
    { config: mailRateLimit },
  );
}
