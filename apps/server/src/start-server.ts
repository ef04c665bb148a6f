import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config';
import type { BackupSchedule } from './db-backup/backup-schedule';
import { returnMemoryWhenQuiet } from './lifecycle/memory-when-quiet';
import { ServerLifecycle } from './lifecycle/server-lifecycle';
import { startupLine } from './lifecycle/startup-line';
import { ownerPasswordNotice } from './owner-password-notice';

/** How long closing the app (database, data-folder lock) may take once the requests are done. */
const closeTimeoutMs = 10_000;

/** The app once its build settles (undefined if it failed), or 'late' after `ms`. */
async function settledWithin(
  building: Promise<FastifyInstance> | undefined,
  ms: number,
): Promise<FastifyInstance | undefined | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  try {
    return await Promise.race([building?.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

function failStart(error: unknown): never {
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}

/**
 * Starts the server from the environment; main.ts imports this once the Node version is fine.
 * The port opens first, so `/healthz` answers while the database is migrated (decision 080);
 * SIGTERM or SIGINT drains the requests in flight, closes the database and exits 0.
 */
async function startServer(): Promise<void> {
  const config = loadConfig();
  const lifecycle = new ServerLifecycle({ drainTimeoutMs: config.drainTimeoutMs });
  // Filled in as start-up goes on; a signal may come at any point of it.
  const state: {
    building?: Promise<FastifyInstance>;
    app?: FastifyInstance;
    backups?: BackupSchedule;
    stopping: boolean;
  } = { stopping: false };

  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    state.app?.log.info({ signal }, 'closing');
    const { cutShort } = await lifecycle.drain();
    // A signal during start-up: let the build finish (each migration runs in a transaction)
    // rather than kill it, then close what it opened; it gets the drain time to do so.
    const built = state.app ?? (await settledWithin(state.building, config.drainTimeoutMs));
    if (built === 'late') {
      process.stderr.write('The server was still starting when the drain time ran out; stopping.\n');
      process.exit(1);
    }
    // A backup being written finishes before the database closes.
    const closed = (state.backups?.stop() ?? Promise.resolve()).then(() => built?.close());
    const timer = setTimeout(() => {
      process.stderr.write('The server did not close its database in time; stopping anyway.\n');
      process.exit(1);
    }, closeTimeoutMs);
    await closed;
    clearTimeout(timer);
    built?.log.info({ cutShort }, 'closed');
    process.exit(0);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    // A second signal while closing means "now": skip waiting for open requests.
    if (state.stopping) process.exit(1);
    state.stopping = true;
    stop(signal).catch((error: unknown) => {
      process.stderr.write(`Closing failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const address = await lifecycle.listen(config.port, config.host);
  // The app's code (every area, the native database and image modules) loads only now: the port
  // is open meanwhile, and /healthz answers whenever loading lets the event loop turn.
  const [{ buildApp }, { sql }, { startBackups }] = await Promise.all([
    import('./app'),
    import('kysely'),
    import('./db-backup/start-backups'),
  ]);
  state.building = buildApp(config, { serverFactory: lifecycle.serverFactory }).then(async (built) => {
    await built.ready();
    return built;
  });
  const app = await state.building;
  state.app = app;
  if (state.stopping) return;
  const db = app.db;
  lifecycle.ready(() => sql`select 1`.execute(db), app.log);
  // Garbage left by a busy spell goes back to the system once visitors stop (decision 112).
  // Its timer is unref'd and never keeps the process alive: nothing to stop on the way out.
  returnMemoryWhenQuiet(lifecycle, {
    onCollected: (ms) => app.log.debug({ ms: Math.round(ms) }, 'memory returned while quiet'),
  });
  state.backups = startBackups(app.db, config, app.log);

  // Plain stdout, not the logger: these lines are for the person who started the server.
  process.stdout.write(`${startupLine(address, config)}\n`);
  const notice = ownerPasswordNotice({
    generatedPassword: app.generatedOwnerPassword,
    generatedEarlierAt: app.ownerPasswordGeneratedEarlierAt,
  });
  if (notice !== undefined) process.stdout.write(notice);
}

startServer().catch(failStart);
