import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfig } from './config';
import { ownerPasswordNotice } from './owner-password-notice';

/** The address a person can open: wildcard and loopback hosts read better as localhost. */
function siteAddress(address: AddressInfo): string {
  const local = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(address.address);
  const host = local ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/`;
}

/** Starts the server from the environment; main.ts imports this once the Node version is fine. */
async function startServer(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });

  // Plain stdout, not the logger: these lines are for the person who started the server.
  const address = app.server.address();
  if (address !== null && typeof address === 'object') {
    process.stdout.write(`Portfolio site: ${siteAddress(address)} (Node ${process.version})\n`);
  }
  const notice = ownerPasswordNotice({
    generatedPassword: app.generatedOwnerPassword,
    generatedEarlierAt: app.ownerPasswordGeneratedEarlierAt,
  });
  if (notice !== undefined) process.stdout.write(notice);

  let closing = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second signal while closing means "now": skip waiting for open requests.
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'closing');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

startServer().catch((error: unknown) => {
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
