import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { settingsOf, type ServerArea } from './area';
import { areas } from './areas';
import { repoRoot } from './repo-root';
import { address, wholeNumber } from './settings';
import { parseTrustedProxies } from './trusted-proxies';

export { repoRoot };

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/**
 * The server's settings. An area with settings of its own adds its key here from its
 * `settings.ts` (declaration merging) and declares the variables in its manifest.
 */
export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL address; unset means the embedded SQLite database under `dataDir`. */
  databaseUrl?: string;
  /** PostgreSQL schema to work in (test isolation, shared databases); unset means `public`. */
  databaseSchema?: string;
  dataDir: string;
  mediaDir: string;
  /** Where the knowledge base's backup export writes and its import reads JSON files. */
  backupDir: string;
  siteDir: string;
  /** The built site's server renderer (decision 044); a missing file means no first paint on the server. */
  siteRenderer: string;
  /** Unset means: keep the stored owner password, or generate one on first start. */
  ownerPassword?: string;
  siteOwner: string;
  lastUpdated: string;
  /** `music` unset: the Music tile opens the site's own sheet-music area (decision 099). */
  externalLinks: { music?: string; dwm: string; election: string };
  cookieSecure: boolean;
  /**
   * Whether addresses the server fetches on the owner's behalf (the calendar feed and its
   * redirects) may lead to loopback, private, link-local or shared (CGNAT) addresses (decision 074).
   */
  fetchAllowPrivate: boolean;
  /**
   * The reverse proxies (addresses, CIDR ranges) whose X-Forwarded-For and X-Forwarded-Proto are
   * believed, so limits count per visitor and HSTS goes out over HTTPS. Empty: no proxy.
   */
  trustProxy: readonly string[];
  /**
   * Origins besides the site's own (the request's host) whose pages may send writes: the public
   * address when a proxy changes the Host header, or a front end on another host (decision 075).
   */
  allowedOrigins: string[];
  /** API calls and pages per minute per client address, over the whole server (decision 085). */
  rateLimitMax: number;
  /** Media files (pictures, audio, video, score pages) per minute per client address. */
  rateLimitMediaMax: number;
  /** On SIGTERM, how long requests in flight may take to finish before their connections are cut. */
  drainTimeoutMs: number;
  /** Scheduled online backups of the SQLite database (decision 082); PostgreSQL has its own tools. */
  dbBackup: { intervalMs: number | undefined; keep: number; dir: string };
  logLevel: LogLevel;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Each variable is checked on its own so the error can name it and say what would be accepted.

/** Milliseconds in one unit of a duration setting (`30m`, `6h`, `1d`). */
const dayMs = 86_400_000;
const unitMs: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: dayMs };

const originsError =
  'must be origins separated by commas, each scheme://host[:port] (http or https, no path)';

/** The origin `entry` names in its normal form (lower case, no default port), or undefined if it names more or less. */
function originOf(entry: string): string | undefined {
  if (!URL.canParse(entry) || /[?#]$/.test(entry)) return undefined;
  const url = new URL(entry);
  // Only the origin itself: a path, query, fragment or user name is probably a mistake.
  const extra = `${url.username}${url.password}${url.search}${url.hash}`;
  return /^https?:$/.test(url.protocol) && url.pathname === '/' && extra === '' ? url.origin : undefined;
}

/** `https://a.example, http://b.example:8080` as a list of origins. */
const originList = z.string().transform((value, context) => {
  const origins = value.split(',').map((entry) => originOf(entry.trim()));
  if (origins.some((origin) => origin === undefined)) {
    context.addIssue({ code: 'custom', message: originsError });
    return z.NEVER;
  }
  return origins as string[];
});

const coreVariables = {
  PORT: wholeNumber(0, 65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      'must be a PostgreSQL address (postgresql://user:password@host:port/database)',
    )
    .optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier (letters, digits, _)')
    .optional(),
  DATA_DIR: z.string().default('data'),
  MEDIA_DIR: z.string().default('content/media'),
  BACKUP_DIR: z.string().optional(),
  SITE_DIR: z.string().default('apps/site/dist'),
  // Unset: the renderer the site's build writes beside SITE_DIR (apps/site/dist-ssr).
  SITE_RENDERER: z.string().optional(),
  // The upper bound matches the sign-in form's limit, so the owner can always type it in.
  OWNER_PASSWORD: z
    .string()
    .min(8, 'must be at least 8 characters')
    .max(200, 'must be at most 200 characters')
    .optional(),
  SITE_OWNER: z.string().trim().min(1).default('Alex Morgan'),
  LAST_UPDATED: z.string().default('12-6-24'),
  MUSIC_URL: address.optional(),
  DWM_URL: address.default('https://www.churchofjesuschrist.org/calendar'),
  ELECTION_URL: address.default('https://www.nbcnews.com/politics/2020-elections/president-results'),
  FETCH_ALLOW_PRIVATE: z
    .enum(['0', '1'], { error: 'must be "0" or "1"' })
    .default('0')
    .transform((value) => value === '1'),
  COOKIE_SECURE: z
    .enum(['true', 'false'], { error: 'must be "true" or "false"' })
    .default('false')
    .transform((value) => value === 'true'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const parsed = parseTrustedProxies(value);
      if ('proxies' in parsed) return parsed.proxies;
      context.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  ALLOWED_ORIGINS: originList.default([]),
  RATE_LIMIT_MAX: wholeNumber(1, 1_000_000_000).default(600),
  RATE_LIMIT_MEDIA_MAX: wholeNumber(1, 1_000_000_000).default(3000),
  // Seconds; keep it below the service manager's stop timeout (systemd: TimeoutStopSec).
  DRAIN_TIMEOUT: wholeNumber(0, 3600).default(10),
  DB_BACKUP_INTERVAL: z
    .string()
    .regex(/^(off|\d+[smhd])$/, 'must be "off" or a whole number with s, m, h or d (30m, 6h, 1d)')
    // 0 stands for off here (an undefined output would take the default).
    .transform((value) => (value === 'off' ? 0 : Number(value.slice(0, -1)) * unitMs[value.at(-1)!]!))
    .refine((ms) => ms === 0 || (ms >= 1000 && ms <= 365 * dayMs), 'must be from 1s to 365d')
    .default(dayMs),
  DB_BACKUP_KEEP: wholeNumber(1, 1000).default(7),
  DB_BACKUP_DIR: z.string().optional(),
  // Quiet by default, so the owner password printed at the first start stays on screen (decision 100).
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('warn'),
};

/** Variables whose value never appears in an error message. */
const coreSecrets = ['OWNER_PASSWORD'];

/** Relative folders are taken from the repository root, so `npm start` and `npm -w` agree. */
function folder(path: string): string {
  return isAbsolute(path) ? path : resolve(repoRoot, path);
}

/**
 * Reads the server configuration from environment variables. Every variable has a default that
 * runs on a laptop; a bad value stops the start with a message naming the variable.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  serverAreas: readonly ServerArea[] = areas,
): ServerConfig {
  const areaSettings = settingsOf(serverAreas);
  for (const settings of areaSettings) {
    const taken = Object.keys(settings.variables).find((name) => name in coreVariables);
    if (taken) throw new Error(`The settings under "${settings.key}" read ${taken}, a core variable`);
  }
  const envSchema = z.object(
    Object.assign(
      {},
      coreVariables,
      ...areaSettings.map((settings) => settings.variables),
    ) as typeof coreVariables,
  );
  const secrets = new Set([...coreSecrets, ...areaSettings.flatMap((settings) => settings.secrets ?? [])]);
  // An empty variable (`PORT=` in an env file) means "use the default", as if it were unset.
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const given = present[name];
      return `${name} ${issue.message}${given === undefined || secrets.has(name) ? '' : ` (got "${given}")`}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = folder(e.DATA_DIR);
  const fromAreas = Object.fromEntries(
    areaSettings.map((settings) => [settings.key, settings.read(parsed.data as never)]),
  );
  return {
    ...fromAreas,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    dataDir,
    mediaDir: folder(e.MEDIA_DIR),
    backupDir: e.BACKUP_DIR === undefined ? join(dataDir, 'backup') : folder(e.BACKUP_DIR),
    siteDir: folder(e.SITE_DIR),
    siteRenderer:
      e.SITE_RENDERER === undefined
        ? join(`${folder(e.SITE_DIR)}-ssr`, 'entry-server.js')
        : folder(e.SITE_RENDERER),
    ownerPassword: e.OWNER_PASSWORD,
    siteOwner: e.SITE_OWNER,
    lastUpdated: e.LAST_UPDATED,
    externalLinks: { music: e.MUSIC_URL, dwm: e.DWM_URL, election: e.ELECTION_URL },
    cookieSecure: e.COOKIE_SECURE,
    fetchAllowPrivate: e.FETCH_ALLOW_PRIVATE,
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS,
    rateLimitMax: e.RATE_LIMIT_MAX,
    rateLimitMediaMax: e.RATE_LIMIT_MEDIA_MAX,
    drainTimeoutMs: e.DRAIN_TIMEOUT * 1000,
    dbBackup: {
      intervalMs: e.DB_BACKUP_INTERVAL || undefined,
      keep: e.DB_BACKUP_KEEP,
      dir: e.DB_BACKUP_DIR === undefined ? join(dataDir, 'db-backups') : folder(e.DB_BACKUP_DIR),
    },
    logLevel: e.LOG_LEVEL,
  } as ServerConfig;
}
