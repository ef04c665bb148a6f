import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from './config';

describe('loadConfig', () => {
  it('runs on a laptop with no variables set', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      databaseSchema: undefined,
      dataDir: join(repoRoot, 'data'),
      mediaDir: join(repoRoot, 'content/media'),
      backupDir: join(repoRoot, 'data/backup'),
      siteDir: join(repoRoot, 'apps/site/dist'),
      siteRenderer: join(repoRoot, 'apps/site/dist-ssr/entry-server.js'),
      ownerPassword: undefined,
      siteOwner: 'Alex Morgan',
      lastUpdated: '12-6-24',
      externalLinks: {
        music: undefined,
        dwm: 'https://www.churchofjesuschrist.org/calendar',
        election: 'https://www.nbcnews.com/politics/2020-elections/president-results',
      },
      dwm: {
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
      },
      cookieSecure: false,
      fetchAllowPrivate: false,
      trustProxy: [],
      allowedOrigins: [],
      rateLimitMax: 600,
      rateLimitMediaMax: 3000,
      drainTimeoutMs: 10_000,
      dbBackup: { intervalMs: 86_400_000, keep: 7, dir: join(repoRoot, 'data/db-backups') },
      logLevel: 'warn',
    });
  });

  it('finds the repository root from its own location', () => {
    expect(join(repoRoot, 'apps/server/src/config.ts')).toBe(
      new URL('./config.ts', import.meta.url).pathname,
    );
  });

  it('takes every value from the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://u:p@db:5432/site',
      DATABASE_SCHEMA: 'portfolio',
      DATA_DIR: '/var/lib/portfolio',
      MEDIA_DIR: 'media-files',
      BACKUP_DIR: 'backups',
      SITE_DIR: '/srv/site',
      OWNER_PASSWORD: 'a long owner password',
      SITE_OWNER: 'Sam Lee',
      LAST_UPDATED: '1-2-25',
      MUSIC_URL: 'https://music.example.org/',
      DWM_URL: 'https://dwm.example.org/',
      ELECTION_URL: 'https://votes.example.org/',
      COOKIE_SECURE: 'true',
      FETCH_ALLOW_PRIVATE: '1',
      TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback,fd00::/8',
      ALLOWED_ORIGINS: 'https://Portfolio.example.org, http://localhost:5173/,https://b.example:443',
      RATE_LIMIT_MAX: '50',
      RATE_LIMIT_MEDIA_MAX: '500',
      DRAIN_TIMEOUT: '25',
      DB_BACKUP_INTERVAL: '6h',
      DB_BACKUP_KEEP: '30',
      DB_BACKUP_DIR: '/mnt/backups',
      LOG_LEVEL: 'silent',
      DWM_TIME_ZONE: 'Europe/Berlin',
      MAIL_OUTBOX_MAX_MESSAGES: '50',
      MAIL_OUTBOX_MAX_BYTES: '1048576',
      DWM_VISITOR_MAIL_PER_HOUR: '3',
      DWM_BOOKINGS_PER_HOUR: '4',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgresql://u:p@db:5432/site',
      databaseSchema: 'portfolio',
      dataDir: '/var/lib/portfolio',
      mediaDir: join(repoRoot, 'media-files'),
      backupDir: join(repoRoot, 'backups'),
      siteDir: '/srv/site',
      ownerPassword: 'a long owner password',
      siteOwner: 'Sam Lee',
      lastUpdated: '1-2-25',
      externalLinks: {
        music: 'https://music.example.org/',
        dwm: 'https://dwm.example.org/',
        election: 'https://votes.example.org/',
      },
      cookieSecure: true,
      fetchAllowPrivate: true,
      trustProxy: ['10.0.0.1', '10.1.0.0/16', 'loopback', 'fd00::/8'],
      // As browsers send them: lower case, no default port, no slash.
      allowedOrigins: ['https://portfolio.example.org', 'http://localhost:5173', 'https://b.example'],
      rateLimitMax: 50,
      rateLimitMediaMax: 500,
      drainTimeoutMs: 25_000,
      dbBackup: { intervalMs: 6 * 3_600_000, keep: 30, dir: '/mnt/backups' },
      logLevel: 'silent',
      dwm: {
        timeZone: 'Europe/Berlin',
        outboxMaxMessages: 50,
        outboxMaxBytes: 1_048_576,
        visitorMailPerHour: 3,
        bookingsPerHour: 4,
      },
    });
  });

  it('reads TRUST_PROXY=false as no proxy', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
  });

  it('puts the database backups beside the database unless told otherwise, and turns them off', () => {
    expect(loadConfig({ DATA_DIR: '/srv/data' }).dbBackup.dir).toBe('/srv/data/db-backups');
    expect(loadConfig({ DB_BACKUP_INTERVAL: 'off' }).dbBackup.intervalMs).toBeUndefined();
    expect(loadConfig({ DB_BACKUP_INTERVAL: '90s' }).dbBackup.intervalMs).toBe(90_000);
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', OWNER_PASSWORD: '' });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.ownerPassword).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a whole number from 0 to 65535 \(got "abc"\)/],
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [{ RATE_LIMIT_MAX: '0' }, /RATE_LIMIT_MAX must be a whole number from 1/],
    [{ RATE_LIMIT_MEDIA_MAX: 'lots' }, /RATE_LIMIT_MEDIA_MAX must be a whole number from 1/],
    [{ DB_BACKUP_INTERVAL: '90' }, /DB_BACKUP_INTERVAL must be "off" or a whole number with s, m, h or d/],
    [{ DB_BACKUP_INTERVAL: '400d' }, /DB_BACKUP_INTERVAL must be from 1s to 365d \(got "400d"\)/],
    [{ DB_BACKUP_KEEP: '0' }, /DB_BACKUP_KEEP must be a whole number from 1 to 1000/],
    [{ DRAIN_TIMEOUT: '5s' }, /DRAIN_TIMEOUT must be a whole number from 0 to 3600 \(got "5s"\)/],
    [{ DATABASE_URL: 'mysql://db/site' }, /DATABASE_URL must be a PostgreSQL address/],
    [{ DATABASE_SCHEMA: 'x; DROP TABLE y' }, /DATABASE_SCHEMA must be a lower-case SQL identifier/],
    [{ COOKIE_SECURE: 'yes' }, /COOKIE_SECURE must be "true" or "false" \(got "yes"\)/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY must list the proxy's addresses .* not true/],
    [{ TRUST_PROXY: '1' }, /TRUST_PROXY must list proxy addresses: "1" is not an IP address/],
    [{ TRUST_PROXY: '10.0.0.1,,10.0.0.2' }, /TRUST_PROXY has an empty entry/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY .*"10.0.0.0\/33" has a prefix length that is not 0 to 32/],
    [{ TRUST_PROXY: '::1/129' }, /prefix length that is not 0 to 128/],
    [{ TRUST_PROXY: 'proxy.example.org' }, /"proxy.example.org" is not an IP address/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/],
    [{ MUSIC_URL: 'not an address' }, /MUSIC_URL must be an http\(s\) address/],
    [{ ELECTION_URL: 'javascript:alert(1)' }, /ELECTION_URL must be an http\(s\) address/],
    [{ OWNER_PASSWORD: 'short' }, /OWNER_PASSWORD must be at least 8 characters/],
    [{ DWM_TIME_ZONE: 'Mountain Time' }, /DWM_TIME_ZONE must be an IANA time zone/],
    [{ MAIL_OUTBOX_MAX_BYTES: '1000' }, /MAIL_OUTBOX_MAX_BYTES must be a whole number from 262144/],
    [{ MAIL_OUTBOX_MAX_MESSAGES: '1' }, /MAIL_OUTBOX_MAX_MESSAGES must be a whole number from 2/],
    [{ DWM_BOOKINGS_PER_HOUR: '0' }, /DWM_BOOKINGS_PER_HOUR must be a whole number from 1/],
    [{ ALLOWED_ORIGINS: 'portfolio.example.org' }, /ALLOWED_ORIGINS must be origins separated by commas/],
    [
      { ALLOWED_ORIGINS: 'https://a.example/app' },
      /ALLOWED_ORIGINS must be origins .* \(got "https:\/\/a\.example\/app"\)/,
    ],
    [{ ALLOWED_ORIGINS: 'https://a.example,' }, /ALLOWED_ORIGINS must be origins/],
    [{ ALLOWED_ORIGINS: 'https://a.example?x' }, /ALLOWED_ORIGINS must be origins/],
    [{ ALLOWED_ORIGINS: 'ftp://a.example' }, /ALLOWED_ORIGINS must be origins/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names every bad variable at once and never echoes the owner password', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', RATE_LIMIT_MAX: '-1', OWNER_PASSWORD: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid configuration: /);
    expect(message).toContain('PORT');
    expect(message).toContain('RATE_LIMIT_MAX');
    expect(message).toContain('OWNER_PASSWORD');
    expect(message).not.toContain('"short"');
  });
});
