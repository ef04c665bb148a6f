// The release folder on its own: built by `npm run build:release` outside the repository, started
// with Node alone, and started the way deploy/portfolio.service says (its user, its environment
// file, read-only but for DATA_DIR and MEDIA_DIR). Decision 081.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRelease, type Release } from './build-release.mjs';
import { repoRoot } from './lib/workspaces.mjs';
import { serverNodeFlags } from './lib/server-node-flags.mjs';

// Kept between runs of this worktree, so an unchanged lock skips npm ci; rebuilt otherwise.
const out = join(
  tmpdir(),
  `portfolio-release-test-${createHash('sha256').update(repoRoot).digest('hex').slice(0, 10)}`,
);
const isRoot = process.getuid?.() === 0;
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | string>;
}

function run(command: string, args: string[], env: Record<string, string>, cwd = '/'): Running {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, output: () => text, exited };
}

async function untilReady(base: string, running: Running, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (running.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`The release did not get ready (exit ${running.child.exitCode}):\n${running.output()}`);
    }
    await sleep(100);
  }
}

/** The landing page, drawn by the release's server renderer before any script runs. */
async function expectPageRenders(base: string): Promise<void> {
  const page = await fetch(`${base}/landing`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toMatch(/<h1[^>]*>Alex Morgan(&#x27;|')s Projects<\/h1>/);
  // The page's module, which the first-paint loader asks for (decision 046).
  const script = / data-module="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  expect((await fetch(`${base}${script}`)).status).toBe(200);
}

interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}

/** The release's own PostgreSQL client (the repository's root declares none). */
async function releasePg(): Promise<{ Client: new (options: { connectionString: string }) => PgClient }> {
  const module = (await import(pathToFileURL(join(out, 'node_modules/pg/lib/index.js')).href)) as {
    default: { Client: new (options: { connectionString: string }) => PgClient };
  };
  return module.default;
}

function filesOf(folder: string, skip: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.startsWith(skip));
}

let release: Release;

beforeAll(async () => {
  release = await buildRelease({ out, log: () => {} });
}, 600_000);

describe('the release folder', () => {
  it('holds compiled JavaScript, no TypeScript and no development tool', () => {
    const ownFiles = filesOf(out, join(out, 'node_modules'));
    expect(ownFiles.filter((path) => /\.(ts|tsx|mts|cts)$/.test(path))).toEqual([]);
    expect(existsSync(join(out, 'apps/server/dist/main.mjs'))).toBe(true);
    expect(existsSync(join(out, 'apps/site/dist/index.html'))).toBe(true);
    expect(existsSync(join(out, 'apps/site/dist-ssr/entry-server.js'))).toBe(true);
    expect(existsSync(join(out, 'content/references/cards.json'))).toBe(true);
    expect(existsSync(join(out, 'deploy/portfolio.service'))).toBe(true);
    for (const tool of ['tsx', 'typescript', 'esbuild', 'vite', 'vitest', '@portfolio']) {
      expect(existsSync(join(out, 'node_modules', tool)), tool).toBe(false);
    }
    // Nothing above it could lend it packages.
    for (let dir = dirname(out); dir !== dirname(dir); dir = dirname(dir)) {
      expect(existsSync(join(dir, 'node_modules')), dir).toBe(false);
    }
    expect(release.bytes).toBeGreaterThan(release.packageBytes);
  });

  /** The release's `start` with Node's folder and the system's on PATH and nothing else, as a service has. */
  async function startAlone(
    settings: Record<string, string>,
    check: (base: string, home: string, running: Running) => Promise<void>,
  ) {
    const port = await freePort();
    const home = mkdtempSync(join(tmpdir(), 'portfolio-release-home-'));
    const running = run(join(out, 'start'), [], {
      PATH: `${dirname(process.execPath)}:/usr/bin:/bin`,
      HOME: home,
      PORT: String(port),
      DATA_DIR: join(home, 'data'),
      OWNER_PASSWORD: 'a release test password',
      LOG_LEVEL: 'warn',
      ...settings,
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await untilReady(base, running);
      await expectPageRenders(base);
      await check(base, home, running);
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
    } finally {
      running.child.kill('SIGKILL');
      rmSync(home, { recursive: true, force: true });
    }
  }

  it('starts with Node alone: /readyz answers 200, a page renders, its backups restore', async () => {
    const home = mkdtempSync(join(tmpdir(), 'portfolio-release-restored-'));
    try {
      let backup = '';
      await startAlone({ DB_BACKUP_INTERVAL: '1s' }, async (_base, data, running) => {
        expect(running.output()).toContain(`database: SQLite ${join(data, 'data', 'portfolio.sqlite')}`);
        // The script hands its process to Node, with the flags every start path gives the server.
        const commandLine = readFileSync(`/proc/${running.child.pid}/cmdline`, 'utf8').split('\0');
        expect(commandLine).toEqual(expect.arrayContaining([...serverNodeFlags]));
        const backups = join(data, 'data', 'db-backups');
        while (!backup) {
          backup =
            (existsSync(backups) ? readdirSync(backups) : []).find((name) => name.endsWith('.sqlite')) ?? '';
          if (backup) cpSync(join(backups, backup), join(home, backup));
          else await sleep(100);
        }
      });
      const restore = spawnSync(join(out, 'restore'), [join(home, backup), join(home, 'data')], {
        cwd: '/',
        env: { PATH: `${dirname(process.execPath)}:/usr/bin:/bin`, HOME: home },
        encoding: 'utf8',
      });
      expect(restore.stderr).toBe('');
      expect(restore.stdout).toContain(`Restored ${join(home, 'data', 'portfolio.sqlite')}`);
      expect(restore.status).toBe(0);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });

  it('reads a calendar feed in the compiled feed worker (decision 073)', async () => {
    const feed = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//release test//EN',
      'X-WR-TIMEZONE:Europe/Lisbon',
      'BEGIN:VEVENT',
      'UID:release-feed@test',
      `DTSTART:${new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10).replaceAll('-', '')}T190000Z`,
      'SUMMARY:Dinner read by the compiled worker',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const feedServer = createHttpServer((_request, response) => response.writeHead(200).end(feed));
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    const { port } = feedServer.address() as { port: number };
    try {
      await startAlone(
        { CALENDAR_ICS_URL: `http://127.0.0.1:${port}/feed.ics`, FETCH_ALLOW_PRIVATE: '1' },
        async (base) => {
          const events = (await (await fetch(`${base}/api-calendar/`)).json()) as { summary: string }[];
          expect(events.map((event) => event.summary)).toContain('Dinner read by the compiled worker');
          const zone = (await (await fetch(`${base}/api-dwm/calendar-zone`)).json()) as { timeZone: string };
          expect(zone.timeZone).toBe('Europe/Lisbon');
        },
      );
    } finally {
      await new Promise((resolve) => feedServer.close(resolve));
    }
  });

  it('makes a gallery copy in the compiled picture process (decision 112)', async () => {
    await startAlone({}, async (base) => {
      const album = (await (await fetch(`${base}/apiGallery/Astronauts`)).json()) as {
        name: string;
        relpath: string;
        width: number;
      }[];
      expect(album.length).toBeGreaterThan(0);
      const first = album[0]!;
      expect(first.width).toBeGreaterThan(0);
      const copy = await fetch(`${base}/apiGallery/${first.relpath}${encodeURIComponent(first.name)}?w=480`);
      expect(copy.status).toBe(200);
      expect(copy.headers.get('content-type')).toBe('image/webp');
    });
  });

  it.skipIf(!process.env.DATABASE_URL)('starts on PostgreSQL too', async () => {
    const schema = `release_${Date.now().toString(36)}`;
    try {
      await startAlone(
        { DATABASE_URL: process.env.DATABASE_URL!, DATABASE_SCHEMA: schema },
        async (_base, _home, running) => {
          expect(running.output()).toContain(`(schema ${schema})`);
        },
      );
    } finally {
      const client = new (await releasePg()).Client({ connectionString: process.env.DATABASE_URL! });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  });
});

/** A systemd unit's sections, each key with its values in order (a key may repeat). */
type Unit = Record<string, Record<string, string[]>>;

function parseUnit(text: string): Unit {
  const unit: Unit = {};
  let section: Record<string, string[]> | undefined;
  for (const line of text.replace(/\\\n/g, ' ').split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(trimmed);
    if (header) {
      section = unit[header[1]!] ??= {};
      continue;
    }
    const cut = trimmed.indexOf('=');
    if (!section || cut < 0) throw new Error(`Not a unit line: ${line}`);
    const key = trimmed.slice(0, cut).trim();
    const value = trimmed.slice(cut + 1).trim();
    // An empty assignment resets the list, as systemd does.
    section[key] = value === '' ? [] : [...(section[key] ?? []), value];
  }
  return unit;
}

/** KEY=VALUE lines as systemd reads an EnvironmentFile (quotes removed, comments skipped). */
function parseEnvironmentFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith(';')) continue;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(trimmed);
    if (!match) throw new Error(`Not an environment line: ${line}`);
    env[match[1]!] = match[2]!.replace(/^"(.*)"$/, '$1').replace(/^'(.*)'$/, '$1');
  }
  return env;
}

// Service settings the harness below reproduces, and those it cannot (kernel hardening, restart
// policy) but which change nothing the test looks at. Any other setting fails the test.
const emulated = [
  'User',
  'Group',
  'EnvironmentFile',
  'WorkingDirectory',
  'ExecStart',
  'ProtectSystem',
  'ReadWritePaths',
  'ProtectHome',
  'PrivateTmp',
  'NoNewPrivileges',
  'UMask',
];
const notEmulated = [
  'Type',
  'Restart',
  'RestartSec',
  'KillSignal',
  'TimeoutStopSec',
  'PrivateDevices',
  'ProtectKernelTunables',
  'ProtectKernelModules',
  'ProtectControlGroups',
  'RestrictSUIDSGID',
  'LockPersonality',
];

const single = (service: Record<string, string[]>, key: string): string => {
  const values = service[key] ?? [];
  if (values.length !== 1) throw new Error(`${key}= should be set once (got ${values.length})`);
  return values[0]!;
};

/** The host folder under which a unit path is mounted: the parent of its first missing folder. */
function mountBaseOf(path: string): string {
  let base = path;
  while (!existsSync(dirname(base))) base = dirname(base);
  return dirname(base);
}

const systemdPath = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

describe.skipIf(!isRoot)('the release as deploy/portfolio.service runs it', () => {
  const unit = parseUnit(readFileSync(join(repoRoot, 'deploy/portfolio.service'), 'utf8'));
  const service = unit.Service ?? {};
  const state = mkdtempSync(join(tmpdir(), 'portfolio-unit-'));
  afterAll(() => rmSync(state, { recursive: true, force: true }));

  it('asks for what the issue asks: its own user, restarts, read-only system, drain time', () => {
    expect(
      Object.keys(service).filter((key) => !emulated.includes(key) && !notEmulated.includes(key)),
    ).toEqual([]);
    expect(single(service, 'User')).not.toBe('root');
    expect(single(service, 'Restart')).toBe('on-failure');
    expect(single(service, 'ProtectSystem')).toBe('strict');
    expect(single(service, 'NoNewPrivileges')).toBe('yes');
    const env = parseEnvironmentFile(readFileSync(join(out, 'deploy/portfolio.env'), 'utf8'));
    // The only writable paths are the two folders the server writes.
    expect((service.ReadWritePaths ?? []).flatMap((value) => value.split(/\s+/)).sort()).toEqual(
      [env.DATA_DIR, env.MEDIA_DIR].sort(),
    );
    expect(Number(single(service, 'TimeoutStopSec'))).toBeGreaterThan(Number(env.DRAIN_TIMEOUT));
    expect(unit.Install?.WantedBy).toEqual(['multi-user.target']);
  });

  it('serves as that user, with that environment file, unable to write outside DATA_DIR and MEDIA_DIR', async () => {
    expect(
      has('unshare') && has('setpriv') && has('nsenter'),
      'unshare, setpriv and nsenter (util-linux)',
    ).toBe(true);
    const user = single(service, 'User');
    const group = single(service, 'Group');
    if (spawnSync('id', ['-u', user]).status !== 0) {
      const made = spawnSync('useradd', [
        '--system',
        '--user-group',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        user,
      ]);
      // 9: another run made it meanwhile.
      expect([0, 9]).toContain(made.status);
    }

    // Installed as the README says: the release at WorkingDirectory (owned by root, not
    // writable by the service), the environment file copied (with a free port), the two
    // folders owned by the service user, the demo media copied into MEDIA_DIR.
    const releaseAt = single(service, 'WorkingDirectory');
    const execStart = single(service, 'ExecStart')
      .replace(/^[-@:+!]+/, '')
      .split(/\s+/);
    expect(execStart[0]).toBe(join(releaseAt, 'start'));
    const envFile = single(service, 'EnvironmentFile').replace(/^-/, '');
    expect(envFile).toBe('/etc/portfolio/portfolio.env');
    const port = await freePort();
    const env: Record<string, string> = {
      ...parseEnvironmentFile(readFileSync(join(out, 'deploy/portfolio.env'), 'utf8')),
      PORT: String(port),
      OWNER_PASSWORD: 'a unit test password',
      // Where the test's Node is, which may not be the first node on systemd's PATH.
      NODE: process.execPath,
    };
    const writable = (service.ReadWritePaths ?? []).flatMap((value) => value.split(/\s+/));
    const hostFolders = new Map(writable.map((path, index) => [path, join(state, `rw${index}`)]));
    for (const host of hostFolders.values()) mkdirSync(host, { recursive: true });
    cpSync(join(out, 'content/media'), hostFolders.get(env.MEDIA_DIR!)!, { recursive: true });
    const uid = Number(spawnSync('id', ['-u', user], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', user], { encoding: 'utf8' }).stdout.trim());
    for (const host of hostFolders.values()) {
      spawnSync('chown', ['-R', `${uid}:${gid}`, host]);
      chmodSync(host, 0o750);
    }
    chownSync(out, 0, 0);

    // A private mount namespace plays systemd: the release and the folders at the unit's paths,
    // every mount read-only (ProtectSystem=strict), private /tmp, no /home or /root, the
    // ReadWritePaths writable again; then the user, the environment and ExecStart.
    const mounts = new Map<string, string>([[releaseAt, out], ...hostFolders]);
    const bases = [...new Set([...mounts.keys()].filter((path) => !existsSync(path)).map(mountBaseOf))];
    const q = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
    const script = [
      'set -e',
      ...bases.map((base) => `mount -t tmpfs tmpfs ${q(base)}`),
      ...[...mounts].flatMap(([path, host]) => [`mkdir -p ${q(path)}`, `mount --bind ${q(host)} ${q(path)}`]),
      // systemd-analyze checks the unit where its paths exist.
      has('systemd-analyze')
        ? `systemd-analyze verify ${q(join(repoRoot, 'deploy/portfolio.service'))} 2>&1 | tee /proc/self/fd/2 | (! grep -q .)`
        : 'true',
      `for mp in $(awk '{print $5}' /proc/self/mountinfo | sort -u); do`,
      '  case "$mp" in /proc|/proc/*|/sys|/sys/*|/dev|/dev/*) continue;; esac',
      '  mount -o remount,bind,ro "$mp"',
      'done',
      'mount -t tmpfs tmpfs /tmp',
      'mount -t tmpfs tmpfs /var/tmp',
      ...['/home', '/root', '/run/user']
        .filter(existsSync)
        .map((path) => `mount -t tmpfs -o ro tmpfs ${path}`),
      ...writable.map((path) => `mount -o remount,bind,rw ${q(path)}`),
      `umask ${single(service, 'UMask')}`,
      `cd ${q(releaseAt)}`,
      [
        `exec setpriv --reuid=${user} --regid=${group} --init-groups --no-new-privs --inh-caps=-all`,
        `env -i PATH=${systemdPath} HOME=/nonexistent USER=${user} LOGNAME=${user}`,
        ...Object.entries(env).map(([key, value]) => q(`${key}=${value}`)),
        ...execStart.map(q),
      ].join(' '),
    ].join('\n');
    const running = run('unshare', ['--mount', '--propagation', 'private', 'sh', '-c', script], {
      PATH: systemdPath,
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await untilReady(base, running);
      await expectPageRenders(base);
      const line = running
        .output()
        .split('\n')
        .find((text) => text.startsWith('Portfolio site: '));
      expect(line).toContain(`data folder: ${env.DATA_DIR}`);

      // Seen from inside the running service: its user, and what that user may write.
      const pid = running.child.pid!;
      expect(readFileSync(`/proc/${pid}/status`, 'utf8')).toMatch(new RegExp(`^Uid:\\s+${uid}\\s`, 'm'));
      const probe = spawnSync(
        'nsenter',
        [
          `--target=${pid}`,
          '--mount',
          'setpriv',
          `--reuid=${user}`,
          `--regid=${group}`,
          '--init-groups',
          'sh',
          '-c',
          'for f in "$@"; do if touch "$f/.probe" 2>/dev/null; then echo "$f writable"; rm "$f/.probe"; else echo "$f read-only"; fi; done',
          'probe',
          releaseAt,
          join(releaseAt, 'content/media'),
          '/etc',
          '/usr/local',
          '/var/lib',
          repoRoot,
          env.DATA_DIR!,
          env.MEDIA_DIR!,
        ],
        { encoding: 'utf8' },
      );
      expect(probe.stdout.trim().split('\n')).toEqual([
        `${releaseAt} read-only`,
        `${join(releaseAt, 'content/media')} read-only`,
        '/etc read-only',
        '/usr/local read-only',
        '/var/lib read-only',
        `${repoRoot} read-only`,
        `${env.DATA_DIR} writable`,
        `${env.MEDIA_DIR} writable`,
      ]);
      // It wrote its database into DATA_DIR, as its user.
      const database = join(hostFolders.get(env.DATA_DIR!)!, 'portfolio.sqlite');
      expect(existsSync(database)).toBe(true);

      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
    } finally {
      running.child.kill('SIGKILL');
    }
  });
});
