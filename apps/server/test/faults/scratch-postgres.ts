import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL cluster of its own under the temp folder, on its own port, for the crash loop:
 * it is restarted (crashed, even) during the run, which the cluster other people's tests use
 * must never be.
 */
export interface ScratchPostgres {
  databaseUrl: string;
  /** Stops the cluster at once, as a crash would (`-m immediate`), and starts it again. */
  crashAndRestart(): void;
  /** Stops the cluster and deletes its folder. */
  remove(): void;
}

/** The newest installed PostgreSQL's programs (Debian keeps them under /usr/lib/postgresql/<n>/bin). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const newest = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`No PostgreSQL version under ${root}`);
  return join(root, newest, 'bin');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Creates, starts and returns a throwaway cluster. PostgreSQL refuses root, so root runs it as `postgres`. */
export async function startScratchPostgres(): Promise<ScratchPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-faults-pg-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const owner = statSync('/var/lib/postgresql', { throwIfNoEntry: false });
    const uid = owner?.uid ?? Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = owner?.gid ?? Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(bin, program),
      asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args,
      {
        stdio: ['ignore', 'ignore', 'pipe'],
        cwd: dir,
      },
    );
  const data = join(dir, 'data');
  const port = await freePort();
  // trust on loopback: the cluster lives for one run and listens on 127.0.0.1 only.
  run('initdb', ['-D', data, '-U', 'portfolio', '-A', 'trust', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c synchronous_commit=on`;
  const pgCtl = (...args: string[]) =>
    run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', ...args]);
  pgCtl('start');
  return {
    databaseUrl: `postgresql://portfolio@127.0.0.1:${port}/postgres`,
    crashAndRestart: () => pgCtl('-m', 'immediate', 'restart'),
    remove: () => {
      try {
        pgCtl('-m', 'immediate', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
