import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { dwmArea } from './area';
import { securityHeaderSets } from '../security-headers';
import { headerNeedsOf } from '../area';

describe("the dinner area's settings", () => {
  it('run on a laptop with none set', () => {
    expect(loadConfig({}).dwm).toEqual({
      smtpUrl: undefined,
      mailTo: 'owner@example.com',
      mailFrom: 'portfolio@example.com',
      bookingUrl: undefined,
      calendarIcsUrl: undefined,
      timeZone: 'America/Denver',
      outboxMaxMessages: 1000,
      outboxMaxBytes: 52_428_800,
      visitorMailPerHour: 20,
      bookingsPerHour: 20,
    });
  });

  it('take every value from the environment', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://mailer:pass@mail.example.org:587',
      MAIL_TO: 'host@example.org',
      MAIL_FROM: 'site@example.org',
      BOOKING_URL: 'https://calendly.example/host',
      CALENDAR_ICS_URL: 'https://calendar.example/feed.ics',
      DWM_TIME_ZONE: 'Europe/Berlin',
      MAIL_OUTBOX_MAX_MESSAGES: '50',
      MAIL_OUTBOX_MAX_BYTES: '1048576',
      DWM_VISITOR_MAIL_PER_HOUR: '3',
      DWM_BOOKINGS_PER_HOUR: '4',
    });
    expect(config.dwm).toEqual({
      smtpUrl: 'smtp://mailer:pass@mail.example.org:587',
      mailTo: 'host@example.org',
      mailFrom: 'site@example.org',
      bookingUrl: 'https://calendly.example/host',
      calendarIcsUrl: 'https://calendar.example/feed.ics',
      timeZone: 'Europe/Berlin',
      outboxMaxMessages: 50,
      outboxMaxBytes: 1_048_576,
      visitorMailPerHour: 3,
      bookingsPerHour: 4,
    });
  });

  it.each([
    [{ DWM_TIME_ZONE: 'Mountain Time' }, /DWM_TIME_ZONE must be an IANA time zone/],
    [{ MAIL_OUTBOX_MAX_BYTES: '1000' }, /MAIL_OUTBOX_MAX_BYTES must be a whole number from 262144/],
    [{ MAIL_OUTBOX_MAX_MESSAGES: '1' }, /MAIL_OUTBOX_MAX_MESSAGES must be a whole number from 2/],
    [{ DWM_BOOKINGS_PER_HOUR: '0' }, /DWM_BOOKINGS_PER_HOUR must be a whole number from 1/],
    [{ MAIL_TO: 'owner' }, /MAIL_TO must be an email address \(got "owner"\)/],
    [{ BOOKING_URL: 'javascript:alert(1)' }, /BOOKING_URL must be an http\(s\) address/],
  ])('refuse %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never echo the mail server or feed address, which may hold a password', () => {
    const load = () =>
      loadConfig({ SMTP_URL: 'http://user:s3cret@mail', CALENDAR_ICS_URL: 'ftp://u:s3cret@feed' });
    expect(load).toThrow(/SMTP_URL must be an SMTP address/);
    expect(load).toThrow(/CALENDAR_ICS_URL must be an http\(s\) address/);
    expect(load).not.toThrow(/s3cret/);
  });

  it("let pages frame the third-party booking page's origin, and nothing else", () => {
    const framed = (env: NodeJS.ProcessEnv) =>
      securityHeaderSets({ frameOrigins: headerNeedsOf([dwmArea], loadConfig(env)).frameSources }).document[
        'content-security-policy'
      ];
    expect(framed({ BOOKING_URL: 'https://calendly.example/host/dinner?x=1' })).toMatch(
      /;frame-src 'self' https:\/\/calendly\.example$/,
    );
    expect(framed({})).not.toContain('frame-src');
  });
});
