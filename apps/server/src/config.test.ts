import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { ServerArea } from './area';
import { areas } from './areas';
import { ConfigError, loadConfig, repoRoot } from './config';
import { defineSettings } from './settings';

/** An area with two settings of its own, one of them secret: what the core does with any area's. */
const sampleArea: ServerArea = {
  name: 'sample',
  settings: defineSettings({
    key: 'sample',
    variables: {
      SAMPLE_LIMIT: z.string().regex(/^\d+$/, 'must be a whole number').transform(Number).default(5),
      SAMPLE_TOKEN: z.string().min(10, 'must be at least 10 characters').optional(),
    },
    secrets: ['SAMPLE_TOKEN'],
    read: (values) => ({ limit: values.SAMPLE_LIMIT, token: values.SAMPLE_TOKEN }),
    readme: {
      SAMPLE_LIMIT: { default: '`5`', meaning: 'how many' },
      SAMPLE_TOKEN: { default: 'unset', meaning: 'a secret' },
    },
  }),
};

describe('loadConfig', () => {
  it('runs on a laptop with no variables set', () => {
    const config = loadConfig({}, []);
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

  it("checks an area's settings with the core's and puts them under the area's key", () => {
    const config = loadConfig({ SAMPLE_LIMIT: '7', PORT: '9000' }, [sampleArea]) as unknown as Record<
      string,
      unknown
    >;
    expect(config.sample).toEqual({ limit: 7, token: undefined });
    expect(config.port).toBe(9000);
    expect((loadConfig({}, [sampleArea]) as unknown as Record<string, unknown>).sample).toEqual({
      limit: 5,
      token: undefined,
    });
  });

  it("names a bad area setting beside a bad core one, and never echoes the area's secrets", () => {
    const load = () => loadConfig({ SAMPLE_LIMIT: 'many', SAMPLE_TOKEN: 'short', PORT: 'x' }, [sampleArea]);
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/SAMPLE_LIMIT must be a whole number \(got "many"\)/);
    expect(load).toThrow(/SAMPLE_TOKEN must be at least 10 characters/);
    expect(load).toThrow(/PORT must be a whole number/);
    expect(load).not.toThrow(/"short"/);
  });

  it('refuses two areas reading one variable, or an area reading a core one', () => {
    expect(() => loadConfig({}, [sampleArea, { ...sampleArea, name: 'copy' }])).toThrow(
      /Two areas keep settings/,
    );
    const portReader: ServerArea = {
      name: 'port-reader',
      settings: defineSettings({
        key: 'portReader',
        variables: { PORT: z.string().optional() },
        read: (values) => values.PORT,
        readme: { PORT: { default: 'unset', meaning: 'the port again' } },
      }),
    };
    expect(() => loadConfig({}, [portReader])).toThrow(/read PORT, a core variable/);
  });
});

describe("the README's configuration table", () => {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  /** The table row of a variable: its default and meaning cells, trimmed. */
  const rowOf = (name: string) => {
    const line = readme.split('\n').find((text) => text.startsWith(`| \`${name}\``));
    return line
      ?.split(' | ')
      .slice(1)
      .map((cell) => cell.replace(/\s*\|\s*$/, '').trim());
  };
  const declared = areas.flatMap((area) =>
    Object.entries(area.settings?.readme ?? {}).map(([name, row]) => ({ area: area.name, name, row })),
  );

  it('has the row every area declares for each of its settings', () => {
    expect(declared.length).toBeGreaterThan(0);
    for (const { area, name, row } of declared) {
      expect(rowOf(name), `${name} (${area})`).toEqual([row.default, row.meaning]);
    }
  });

  it('documents every variable an area reads', () => {
    for (const area of areas) {
      expect(Object.keys(area.settings?.readme ?? {}).sort(), area.name).toEqual(
        Object.keys(area.settings?.variables ?? {}).sort(),
      );
    }
  });
});
