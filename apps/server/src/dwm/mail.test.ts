import { dwmEmailResultSchema } from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { signInAsOwner, useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { outboxOf, readable } from '../../test/outbox';
import { expectRefusal, ownerCaller } from '../../test/owner-caller';
import { closedPort, smtpServersClosedAfterEachTest } from '../../test/smtp-server';
import { mailIsFullMessage } from './mail-queue';
import { dwmEmailsPerMinute } from './routes';

// Mail to the owner (decisions 067, 088, 089): queued, then sent through a real SMTP server on
// loopback or written to the outbox; bounded per address, over the whole site, and by the outbox's cap.

const smtpServer = smtpServersClosedAfterEachTest();

/** A third-party booking page: visitors' browsers then tell the host of bookings through /api-email/. */
const thirdPartyBooking = { BOOKING_URL: 'https://calendly.example/host/dinner' };

describe.each(databases)('Dinner scheduling mail on $name', (database) => {
  const server = useTestServer(database);

  const sendEmail = (
    app: FastifyInstance,
    html = '<p>A new dinner</p>',
    { cookie, remoteAddress }: { cookie?: string; remoteAddress?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api-email/',
      headers: { 'content-type': 'text/html', ...(cookie ? { cookie } : {}) },
      ...(remoteAddress ? { remoteAddress } : {}),
      payload: html,
    });

  const unsentRows = (app: FastifyInstance) =>
    app.db.selectFrom('dwm_mail').selectAll().where('sent_at', 'is', null).execute();

  it("writes the owner's mail to the outbox when no SMTP server is configured: to MAIL_TO, HTML sanitised, plain links kept", async () => {
    const app = await server.build({ MAIL_TO: 'host@example.org' });
    const cookie = await signInAsOwner(app);
    const response = await sendEmail(
      app,
      '<h2>New dinner</h2><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:x()">x</a><a href="https://example.org/menu">menu</a>',
      { cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      msg: 'The email was written to the outbox',
      delivery: 'outbox',
      smtpProblem: null,
    });
    const [message, ...more] = outboxOf(server.dir).map(readable);
    expect(more).toEqual([]);
    expect(message).toMatch(/^To: host@example\.org$/m);
    expect(message).toContain('<h2>New dinner</h2>');
    expect(message).toContain('<a href="https://example.org/menu">menu</a>');
    expect(message).not.toMatch(/script|onerror|javascript:/);
    // A JSON string body is the same call.
    const json = await app.inject({
      method: 'POST',
      url: '/api-email/',
      payload: JSON.stringify('<p>hi</p>'),
      headers: { 'content-type': 'application/json', cookie },
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(outboxOf(server.dir)).toHaveLength(2);
  });

  it('refuses visitor mail when bookings are made on this site: they notify the host by themselves', async () => {
    const app = await server.build();
    const response = await sendEmail(app);
    expectRefusal(response, 401);
    expect(response.json().message).toMatch(/a booking made on this site notifies the host by itself/);
    expect(outboxOf(server.dir)).toEqual([]);
    expect(await app.db.selectFrom('dwm_mail').selectAll().execute()).toEqual([]);
  });

  it('passes no link a visitor chose to the owner: links dropped, addresses written so they cannot be clicked', async () => {
    const app = await server.build(thirdPartyBooking);
    const response = await sendEmail(
      app,
      '<p>Dinner booked. See <a href="https://evil.example/win">the menu</a>, https://evil.example/prize, ' +
        'www.evil.example, evil&#46;example/x, mailto:rosa@example.com or http://192.0.2.7/</p><b>Rosa</b>',
    );
    expect(response.statusCode, response.body).toBe(200);
    const [message] = outboxOf(server.dir).map(readable);
    expect(message).toMatch(/^Subject: Dinner scheduling \(sent by a visitor\)$/m);
    const body = message!.slice(message!.indexOf('<p>'));
    expect(body).not.toMatch(/<a\b|href|https?:\/\/|www\.evil|evil\.example|example\.com|192\.0\.2\.7/);
    for (const kept of [
      'the menu',
      'https[:]//evil[.]example/prize',
      'www[.]evil[.]example',
      'evil[.]example/x',
      'mailto[:]rosa@example[.]com',
      'http[:]//192[.]0[.]2[.]7/',
      '<b>Rosa</b>',
    ]) {
      expect(body).toContain(kept);
    }
  });

  it('refuses an email body that is not an HTML string, or too long', async () => {
    const app = await server.build(thirdPartyBooking);
    expectRefusal(
      await app.inject({ method: 'POST', url: '/api-email/', payload: { to: 'x@example.com' } }),
      400,
      'body',
    );
    expectRefusal(await sendEmail(app, 'x'.repeat(20_001)), 400, 'body');
  });

  it(`limits /api-email/ to ${dwmEmailsPerMinute} a minute per address`, async () => {
    const app = await server.build(thirdPartyBooking);
    for (let i = 0; i < dwmEmailsPerMinute; i += 1) expect((await sendEmail(app)).statusCode).toBe(200);
    expectRefusal(await sendEmail(app), 429);
    expect(outboxOf(server.dir)).toHaveLength(dwmEmailsPerMinute);
  });

  it("keeps visitors' mail within a ceiling an hour over all addresses, and says when to try again", async () => {
    const app = await server.build({ ...thirdPartyBooking, DWM_VISITOR_MAIL_PER_HOUR: '3' });
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await sendEmail(app, '<p>hi</p>', { remoteAddress: address })).statusCode).toBe(200);
    }
    const refused = await sendEmail(app, '<p>hi</p>', { remoteAddress: '198.51.100.4' });
    expectRefusal(refused, 503);
    expect(refused.json().message).toMatch(
      /^The site takes at most 3 messages to the host an hour from all visitors together, and this hour's are used up\. Please try again after \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [ap]m \(America\/Denver\), in about 1 hour\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(outboxOf(server.dir)).toHaveLength(3);
    // The owner's own mail is not a visitor's: it still goes.
    expect((await sendEmail(app, '<p>mine</p>', { cookie: await signInAsOwner(app) })).statusCode).toBe(200);
  });

  it('keeps the outbox within its count: the oldest sent mail is deleted first', async () => {
    const app = await server.build({ MAIL_OUTBOX_MAX_MESSAGES: '3' });
    const cookie = await signInAsOwner(app);
    for (let i = 1; i <= 5; i += 1) {
      expect((await sendEmail(app, `<p>Message number ${i}</p>`, { cookie })).statusCode).toBe(200);
    }
    const kept = outboxOf(server.dir).map(readable);
    expect(kept).toHaveLength(3);
    expect(kept.map((message) => /Message number (\d)/.exec(message)?.[1])).toEqual(['3', '4', '5']);
  });

  it('keeps the outbox within its size: the oldest sent mail is deleted first', async () => {
    const maxBytes = 262_144;
    const app = await server.build({ MAIL_OUTBOX_MAX_BYTES: String(maxBytes) });
    const cookie = await signInAsOwner(app);
    // About 60 KB of text each (three bytes a character), 5 of them: more than the cap holds.
    const large = (i: number) => `<p>Large message ${i}</p><p>${'夕食の会 '.repeat(3900)}</p>`;
    for (let i = 1; i <= 5; i += 1) expect((await sendEmail(app, large(i), { cookie })).statusCode).toBe(200);
    const kept = outboxOf(server.dir);
    expect(kept.length).toBeLessThan(5);
    expect(kept.reduce((sum, message) => sum + Buffer.byteLength(message), 0)).toBeLessThanOrEqual(maxBytes);
    expect(readable(kept.at(-1)!)).toContain('Large message 5');
  });

  it('refuses new mail (503) rather than drop any when the mail waiting to be sent fills the outbox', async () => {
    const smtp = await smtpServer({ code: 451, text: 'Try again later' });
    const app = await server.build({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_OUTBOX_MAX_MESSAGES: '2',
    });
    const cookie = await signInAsOwner(app);
    for (const text of ['first', 'second']) {
      const response = await sendEmail(app, `<p>${text}</p>`, { cookie });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ delivery: 'queued' });
    }
    const refused = await sendEmail(app, '<p>third</p>', { cookie });
    expectRefusal(refused, 503);
    expect(refused.json().message).toBe(mailIsFullMessage);
    // Both waiting messages are still there, whole.
    const unsent = await unsentRows(app);
    expect(unsent.map((row) => readable(row.message).match(/<p>(\w+)<\/p>/)?.[1]).sort()).toEqual([
      'first',
      'second',
    ]);
  });

  it('delivers mail to a real SMTP server through SMTP_URL', async () => {
    const smtp = await smtpServer();
    const app = await server.build({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_TO: 'host@example.org',
    });
    const response = await sendEmail(app, '<p>A new dinner</p>', { cookie: await signInAsOwner(app) });
    expect(response.json()).toEqual({ msg: 'The email was sent', delivery: 'smtp', smtpProblem: null });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatch(/^host@example\.org\n/);
    expect(smtp.received[0]).toContain('<p>A new dinner</p>');
    expect(outboxOf(server.dir)).toEqual([]);
  });

  it.each([
    ['refuses the message', 'refusing'],
    ['cannot be reached', 'closed'],
  ])('keeps the message queued, logs why and answers 200 when the mail server %s', async (_case, kind) => {
    const port =
      kind === 'refusing'
        ? (await smtpServer({ code: 554, text: 'Message looks like spam' })).port
        : await closedPort();
    const lines: string[] = [];
    const app = await server.build(
      {
        SMTP_URL: `smtp://mailer:s3cret-pass@127.0.0.1:${port}`,
        MAIL_TO: 'host@example.org',
        LOG_LEVEL: 'warn',
      },
      { logStream: { write: (line) => lines.push(line) } },
    );
    const response = await sendEmail(app, '<p>Dinner with Rosa Diaz</p>', {
      cookie: await signInAsOwner(app),
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = dwmEmailResultSchema.parse(response.json());
    expect(answer.delivery).toBe('queued');
    expect(answer.smtpProblem).toMatch(kind === 'refusing' ? /554.*spam/i : /ECONNREFUSED/);
    expect(answer.msg).toMatch(
      /^The email could not be sent yet \(.+\); it waits on the server and is tried again$/,
    );
    // Nothing is lost: the message waits in the queue, addressed to the owner, to be tried again.
    const [kept, ...more] = await unsentRows(app);
    expect(more).toEqual([]);
    expect(kept!.message).toMatch(/^To: host@example\.org$/m);
    expect(kept!.message).toContain('Dinner with Rosa Diaz');
    expect(Date.parse(kept!.next_attempt_at)).toBeGreaterThan(Date.now());
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; mailId?: string });
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'a message to the owner was not sent; it stays queued and is tried again',
        mailId: kept!.id,
      }),
    );
    expect(lines.join('')).not.toContain('s3cret-pass');
  });

  it('sends a message the mail server refused once it takes mail again, after a restart, exactly once', async () => {
    const smtp = await smtpServer({ code: 451, text: 'Greylisted, try again later' });
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
    const first = await server.build(env);
    const answer = await sendEmail(first, '<p>Dinner with Rosa Diaz</p>', {
      cookie: await signInAsOwner(first),
    });
    expect(answer.json()).toMatchObject({ delivery: 'queued' });
    // The mail server takes mail again, and the pause before the next attempt has passed.
    smtp.refusing = null;
    await first.db
      .updateTable('dwm_mail')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .execute();
    await first.close();
    const second = await server.build(env);
    await second.ready();
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5000 });
    expect(smtp.received[0]).toContain('Dinner with Rosa Diaz');
    await second.close();
    const third = await server.build(env);
    await third.ready();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
    expect(await unsentRows(third)).toEqual([]);
  });

  it('mails the owner the upcoming dinner events on request (owner only), times in the calendar zone', async () => {
    // The demo feed names its zone (Denver): it wins over DWM_TIME_ZONE, which is for feeds naming none.
    const { call } = await ownerCaller(await server.build({ DWM_TIME_ZONE: 'Europe/Berlin' }));
    const response = await call('POST', '/api/emailReport/', { name: 'dinners' });
    expect(response.statusCode, response.body).toBe(200);
    const [message] = outboxOf(server.dir).map(readable);
    expect(message).toContain('Upcoming dinner events');
    expect(message).toMatch(/Subject: Dinner events report for dinners/);
    expect(message).toMatch(/<b>\w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [ap]m M[SD]T<\/b>/);
    expect(message).not.toContain('Berlin');
    expectRefusal(await call('POST', '/api/emailReport/', {}), 400, 'name');
  });

  it("keeps the owner's report queued too when the mail server refuses it", async () => {
    const smtp = await smtpServer({ code: 550, text: 'Mailbox unavailable' });
    const { call, app } = await ownerCaller(
      await server.build({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }),
    );
    const response = await call('POST', '/api/emailReport/', { name: 'dinners' });
    expect(response.statusCode, response.body).toBe(200);
    expect(dwmEmailResultSchema.parse(response.json())).toMatchObject({
      delivery: 'queued',
      smtpProblem: expect.stringMatching(/550/),
    });
    expect((await unsentRows(app))[0]?.subject).toBe('Dinner events report for dinners');
  });

  it(`limits /api/emailReport/ to ${dwmEmailsPerMinute} a minute per address, apart from /api-email/`, async () => {
    const { call, app } = await ownerCaller(await server.build());
    for (let i = 0; i < dwmEmailsPerMinute; i += 1) {
      expect((await call('POST', '/api/emailReport/', { name: 'dinners' })).statusCode).toBe(200);
    }
    expectRefusal(await call('POST', '/api/emailReport/', { name: 'dinners' }), 429);
    expect(outboxOf(server.dir)).toHaveLength(dwmEmailsPerMinute);
    // /api-email/ has its own count.
    expect((await sendEmail(app, '<p>hi</p>', { cookie: await signInAsOwner(app) })).statusCode).toBe(200);
  });
});
