import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { dwmEmailResultSchema } from '@portfolio/contracts';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { outboxOf } from '../../test/outbox';
import { expectRefusal, ownerCaller } from '../../test/owner-caller';
import { dwmEmailsPerMinute } from './routes';

// Mail to the owner (decision 067): through a real SMTP server on loopback, or to the outbox.

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/**
 * An SMTP server on loopback. It takes every message (each kept as its recipients and data), or,
 * with `refuse`, answers the message's data with that SMTP reply, as a spam filter would.
 */
async function startSmtpServer(refuse?: { code: number; text: string }) {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    // Signs in anyone over plain text: loopback only.
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        if (refuse) {
          callback(Object.assign(new Error(refuse.text), { responseCode: refuse.code }));
          return;
        }
        received.push(`${session.envelope.rcptTo.map((to) => to.address).join(',')}\n${data}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => smtp.close(() => resolve())));
  return { port: (smtp.server.address() as AddressInfo).port, received };
}

/** A loopback port nothing listens on: taken, then let go. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe.each(databases)('Dinner scheduling mail on $name', (database) => {
  const server = useTestServer(database);

  const sendEmail = (app: Awaited<ReturnType<typeof server.build>>, html = '<p>A new dinner</p>') =>
    app.inject({
      method: 'POST',
      url: '/api-email/',
      headers: { 'content-type': 'text/html' },
      payload: html,
    });

  it('writes mail to the outbox when no SMTP server is configured: to MAIL_TO, HTML sanitised', async () => {
    const app = await server.build({ MAIL_TO: 'host@example.org' });
    const response = await app.inject({
      method: 'POST',
      url: '/api-email/',
      headers: { 'content-type': 'text/html' },
      payload:
        '<h2>New dinner</h2><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:x()">x</a>',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      msg: 'The email was written to the outbox',
      delivery: 'outbox',
      smtpProblem: null,
    });
    const [message, ...more] = outboxOf(server.dir);
    expect(more).toEqual([]);
    expect(message).toMatch(/^To: host@example\.org$/m);
    expect(message).toContain('<h2>New dinner</h2>');
    expect(message).not.toMatch(/script|onerror|javascript:/);
    // A JSON string body is the same call.
    const json = await app.inject({
      method: 'POST',
      url: '/api-email/',
      payload: JSON.stringify('<p>hi</p>'),
      headers: { 'content-type': 'application/json' },
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(outboxOf(server.dir)).toHaveLength(2);
  });

  it('refuses an email body that is not an HTML string, or too long', async () => {
    const app = await server.build();
    expectRefusal(
      await app.inject({ method: 'POST', url: '/api-email/', payload: { to: 'x@example.com' } }),
      400,
      'body',
    );
    const long = await app.inject({
      method: 'POST',
      url: '/api-email/',
      headers: { 'content-type': 'text/html' },
      payload: 'x'.repeat(20_001),
    });
    expectRefusal(long, 400, 'body');
  });

  it(`limits /api-email/ to ${dwmEmailsPerMinute} a minute per address`, async () => {
    const app = await server.build();
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api-email/',
        headers: { 'content-type': 'text/html' },
        payload: '<p>hi</p>',
      });
    for (let i = 0; i < dwmEmailsPerMinute; i += 1) expect((await send()).statusCode).toBe(200);
    expectRefusal(await send(), 429);
    expect(outboxOf(server.dir)).toHaveLength(dwmEmailsPerMinute);
  });

  it('mails the owner the upcoming dinner events on request (owner only)', async () => {
    const { call } = await ownerCaller(await server.build());
    const response = await call('POST', '/api/emailReport/', { name: 'dinners' });
    expect(response.statusCode, response.body).toBe(200);
    const [message] = outboxOf(server.dir);
    expect(message).toContain('Upcoming dinner events');
    expect(message).toMatch(/Subject: Dinner events report for dinners/);
    expectRefusal(await call('POST', '/api/emailReport/', {}), 400, 'name');
  });

  it('delivers mail to a real SMTP server through SMTP_URL', async () => {
    const { port, received } = await startSmtpServer();
    const app = await server.build({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TO: 'host@example.org' });
    const response = await app.inject({
      method: 'POST',
      url: '/api-email/',
      headers: { 'content-type': 'text/html' },
      payload: '<p>A new dinner</p>',
    });
    expect(response.json()).toEqual({ msg: 'The email was sent', delivery: 'smtp', smtpProblem: null });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/^host@example\.org\n/);
    expect(received[0]).toContain('<p>A new dinner</p>');
    expect(outboxOf(server.dir)).toEqual([]);
  });

  it.each([
    ['refuses the message', 'refusing'],
    ['cannot be reached', 'closed'],
  ])(
    'keeps the message in the outbox, logs why and answers 200 when the mail server %s',
    async (_case, kind) => {
      const port =
        kind === 'refusing'
          ? (await startSmtpServer({ code: 554, text: 'Message looks like spam' })).port
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
      const response = await sendEmail(app, '<p>Dinner with Rosa Diaz</p>');
      expect(response.statusCode, response.body).toBe(200);
      const answer = dwmEmailResultSchema.parse(response.json());
      expect(answer.delivery).toBe('outbox');
      expect(answer.smtpProblem).toMatch(kind === 'refusing' ? /554.*spam/i : /ECONNREFUSED/);
      expect(answer.msg).toMatch(
        /^The email could not be sent \(.+\); it is kept in the outbox on the server$/,
      );
      // Nothing is lost: the message waits in the outbox, addressed to the owner.
      const [kept, ...more] = outboxOf(server.dir);
      expect(more).toEqual([]);
      expect(kept).toMatch(/^To: host@example\.org$/m);
      expect(kept).toContain('Dinner with Rosa Diaz');
      const logged = lines.map(
        (line) => JSON.parse(line) as { level: number; msg: string; outboxFile?: string },
      );
      expect(logged).toContainEqual(
        expect.objectContaining({
          level: 50,
          msg: 'the mail server did not take a message; it is kept in the outbox',
          outboxFile: expect.stringMatching(/\.eml$/),
        }),
      );
      expect(lines.join('')).not.toContain('s3cret-pass');
    },
  );

  it("keeps the owner's report in the outbox too when the mail server refuses it", async () => {
    const { port } = await startSmtpServer({ code: 550, text: 'Mailbox unavailable' });
    const { call } = await ownerCaller(await server.build({ SMTP_URL: `smtp://127.0.0.1:${port}` }));
    const response = await call('POST', '/api/emailReport/', { name: 'dinners' });
    expect(response.statusCode, response.body).toBe(200);
    expect(dwmEmailResultSchema.parse(response.json())).toMatchObject({
      delivery: 'outbox',
      smtpProblem: expect.stringMatching(/550/),
    });
    expect(outboxOf(server.dir)[0]).toMatch(/Subject: Dinner events report for dinners/);
  });

  it(`limits /api/emailReport/ to ${dwmEmailsPerMinute} a minute per address, apart from /api-email/`, async () => {
    const { call, app } = await ownerCaller(await server.build());
    for (let i = 0; i < dwmEmailsPerMinute; i += 1) {
      expect((await call('POST', '/api/emailReport/', { name: 'dinners' })).statusCode).toBe(200);
    }
    expectRefusal(await call('POST', '/api/emailReport/', { name: 'dinners' }), 429);
    expect(outboxOf(server.dir)).toHaveLength(dwmEmailsPerMinute);
    // The booking notification has its own count.
    expect((await sendEmail(app)).statusCode).toBe(200);
  });
});
