import { createDwmBooking, dwmBookingSetupSchema, dwmNotificationSchema } from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { outboxOf, readable } from '../../test/outbox';
import { expectRefusal } from '../../test/owner-caller';
import { smtpServersClosedAfterEachTest } from '../../test/smtp-server';
import { mailIsFullMessage } from './mail-queue';

// The host's notification of a booking is the server's (decision 088): queued in the booking's own
// transaction and sent by the server, so a stored booking means exactly one mail, whatever the
// browser does afterwards.

const smtpServer = smtpServersClosedAfterEachTest();

const notifications = (messages: string[]) =>
  messages.map(readable).filter((message) => message.includes('A new dinner event was scheduled'));

describe.each(databases)("a booking's notification on $name", (database) => {
  const server = useTestServer(database);

  const firstSlot = async (app: FastifyInstance) =>
    dwmBookingSetupSchema.parse((await app.inject({ url: '/api-dwm/booking' })).json()).slots[0]!;

  const book = async (app: FastifyInstance, changes: Record<string, string> = {}, remoteAddress?: string) =>
    app.inject({
      method: 'POST',
      url: '/api-dwm/bookings',
      ...(remoteAddress ? { remoteAddress } : {}),
      payload: {
        slotId: (await firstSlot(app)).id,
        name: 'Rosa Diaz',
        email: 'rosa@example.com',
        notes: 'No pork\nTwo guests',
        ...changes,
      },
    });

  const notificationOf = async (app: FastifyInstance, bookingId: string) => {
    const response = await app.inject({ url: `/api-dwm/bookings/${bookingId}/notification` });
    expect(response.statusCode, response.body).toBe(200);
    return dwmNotificationSchema.parse(response.json());
  };

  it('sends the host exactly one notification once a booking is stored, with nothing from the browser', async () => {
    const app = await server.build({ DWM_TIME_ZONE: 'America/Denver' });
    const slot = await firstSlot(app);
    const response = await book(app);
    expect(response.statusCode, response.body).toBe(200);
    const answer = createDwmBooking.response.parse(response.json());
    expect(answer.notification).toMatchObject({ state: 'sent', sentAt: expect.any(String) });
    expect(answer.msg).toMatch(
      /^Your dinner on \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [ap]m \(America\/Denver\) is booked$/,
    );

    const [message, ...more] = notifications(outboxOf(server.dir));
    expect(more).toEqual([]);
    expect(message).toMatch(/^To: owner@example\.com$/m);
    expect(message).toMatch(/^Subject: New dinner booking: Dinner with Rosa Diaz$/m);
    expect(message).toContain('<b>Dinner with Rosa Diaz</b>');
    expect(message).toContain('(America/Denver) (120 minutes)');
    expect(message).toContain('No pork<br />Two guests');
    expect(message).toContain('rosa@example[.]com');
    expect(await notificationOf(app, answer.bookingId)).toEqual(answer.notification);
    // It stays one: later sweeps and a restart send nothing more.
    await app.close();
    const again = await server.build();
    await again.ready();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notifications(outboxOf(server.dir))).toHaveLength(1);
    expect(answer.event.start).toBe(slot.start);
  });

  it('writes what the guest typed as text the host cannot click', async () => {
    const app = await server.build();
    const response = await book(app, {
      name: 'Rosa <a href="https://evil.example">www.evil.example</a>',
      notes: 'Menu at https://evil.example/menu\n<img src=x onerror=alert(1)>',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [message] = notifications(outboxOf(server.dir));
    const body = message!.slice(message!.indexOf('<h2>'));
    expect(body).not.toMatch(/<a\b|<img|https?:\/\/|www\.evil|evil\.example/);
    expect(body).toContain('Menu at https[:]//evil[.]example/menu');
    expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(message!.slice(0, message!.indexOf('<h2>'))).not.toMatch(/https?:\/\/|evil\.example/);
  });

  it('queues no mail for a booking that is refused', async () => {
    const app = await server.build();
    const slot = await firstSlot(app);
    expect((await book(app, { slotId: slot.id })).statusCode).toBe(200);
    expectRefusal(await book(app, { slotId: slot.id }), 409, 'slotId');
    expectRefusal(await book(app, { slotId: 'no-such-evening' }), 404, 'slotId');
    expect(await app.db.selectFrom('dwm_mail').select('id').execute()).toHaveLength(1);
    expect(notifications(outboxOf(server.dir))).toHaveLength(1);
  });

  it('stores no booking whose notification cannot be queued: both or neither', async () => {
    const app = await server.build({ LOG_LEVEL: 'silent' });
    const slot = await firstSlot(app);
    // The queue's table refuses every row, as a full disk would.
    await sql`drop table dwm_mail`.execute(app.db);
    const response = await book(app, { slotId: slot.id });
    expect(response.statusCode).toBe(500);
    expect(await app.db.selectFrom('dwm_bookings').select('id').execute()).toEqual([]);
    const setup = dwmBookingSetupSchema.parse((await app.inject({ url: '/api-dwm/booking' })).json());
    expect(setup.slots.map((entry) => entry.id)).toContain(slot.id);
  });

  it('keeps the notification queued while the mail server is down, and sends it exactly once when it is back', async () => {
    const smtp = await smtpServer({ code: 421, text: 'Service not available' });
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
    const app = await server.build(env);
    const response = await book(app);
    expect(response.statusCode, response.body).toBe(200);
    const { bookingId, notification } = createDwmBooking.response.parse(response.json());
    expect(notification).toEqual({ state: 'queued', sentAt: null });
    expect(await notificationOf(app, bookingId)).toEqual({ state: 'queued', sentAt: null });

    smtp.refusing = null;
    await app.db
      .updateTable('dwm_mail')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .execute();
    await app.close();
    const restarted = await server.build(env);
    await restarted.ready();
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5000 });
    expect(readable(smtp.received[0]!)).toContain('Dinner with Rosa Diaz');
    await vi.waitFor(async () => expect((await notificationOf(restarted, bookingId)).state).toBe('sent'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
  });

  it('refuses a booking (503) rather than store it when unsent mail fills the outbox', async () => {
    const smtp = await smtpServer({ code: 421, text: 'Service not available' });
    const app = await server.build({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_OUTBOX_MAX_MESSAGES: '2',
    });
    expect((await book(app, {}, '198.51.100.1')).statusCode).toBe(200);
    expect((await book(app, {}, '198.51.100.2')).statusCode).toBe(200);
    const slot = await firstSlot(app);
    const refused = await book(app, { slotId: slot.id }, '198.51.100.3');
    expectRefusal(refused, 503);
    expect(refused.json().message).toBe(mailIsFullMessage);
    expect(await app.db.selectFrom('dwm_bookings').select('id').execute()).toHaveLength(2);
    const setup = dwmBookingSetupSchema.parse((await app.inject({ url: '/api-dwm/booking' })).json());
    expect(setup.slots.map((entry) => entry.id)).toContain(slot.id);
  });

  it('answers 404 naming bookingId for a booking it does not know', async () => {
    const app = await server.build();
    expectRefusal(await app.inject({ url: '/api-dwm/bookings/nope/notification' }), 404, 'bookingId');
    expectRefusal(
      await app.inject({ url: `/api-dwm/bookings/${'x'.repeat(65)}/notification` }),
      400,
      'bookingId',
    );
  });
});
