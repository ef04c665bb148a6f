import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyServerFactory } from 'fastify';
import { apiError } from '../errors';

/** Where the process is: listening but not serving yet, serving, or finishing before it exits. */
export type LifecyclePhase = 'starting' | 'ready' | 'draining';

/** The two probe addresses, answered here and never by the app (no rate limit, no log line). */
export const healthPath = '/healthz';
export const readinessPath = '/readyz';

/** How long a readiness probe waits for the database before it calls it unreachable. */
const databaseCheckTimeoutMs = 2000;

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface DrainResult {
  /** Requests still running when the time ran out, whose connections were cut. */
  cutShort: number;
}

/** The few log calls the lifecycle makes (pino's shape, so the app's logger fits once it exists). */
export interface LifecycleLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** Until the app's logger exists, lifecycle messages go to stderr as plain text. */
const plainLog: LifecycleLog = {
  info: (details, message) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`),
  warn: (details, message) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`),
};

function sendJson(
  response: ServerResponse,
  status: number,
  body: object,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    // Probes and refusals describe this moment: no cache may keep them.
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  response.end(response.req.method === 'HEAD' ? undefined : text);
}

/**
 * The HTTP server of one process and the phases it goes through (decision 080). It listens before
 * the app is built, so `/healthz` answers while migrations run and `/readyz` says 503 until the
 * app is ready; every other address gets 503 with Retry-After meanwhile. The app then takes the
 * server over through `serverFactory`. `drain()` stops new connections, lets the requests in
 * flight finish (at most `drainTimeoutMs`), and refuses requests that still arrive on open
 * connections with 503 and `Connection: close`, so a proxy sends them elsewhere.
 */
export class ServerLifecycle {
  readonly server: Server;
  #phase: LifecyclePhase = 'starting';
  #appHandler: RequestHandler | undefined;
  #checkDatabase: (() => Promise<unknown>) | undefined;
  #log: LifecycleLog = plainLog;
  readonly #inFlight = new Set<ServerResponse>();
  #requestsSeen = 0;
  #settled: (() => void) | undefined;

  constructor(private readonly options: { drainTimeoutMs: number }) {
    this.server = createServer((request, response) => this.#handle(request, response));
  }

  get phase(): LifecyclePhase {
    return this.#phase;
  }

  /** Requests handed to the app so far (not the probes): whether visitors came in a while. */
  get requestsSeen(): number {
    return this.#requestsSeen;
  }

  /** Requests being answered now (the probes included). */
  get inFlight(): number {
    return this.#inFlight.size;
  }

  async listen(port: number, host: string): Promise<AddressInfo> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen({ port, host }, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    return this.server.address() as AddressInfo;
  }

  /**
   * For `Fastify({ serverFactory })`: the app gets this server and hands over its request
   * handler, which is used from `ready()` on. The app's connection timeouts apply to it.
   */
  readonly serverFactory: FastifyServerFactory = (handler, options) => {
    this.#appHandler = handler as RequestHandler;
    // Fastify has filled in its defaults by now (keep-alive 72 s); it applies them only to servers it makes.
    const timeouts = options as {
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
    };
    if (timeouts.keepAliveTimeout !== undefined) this.server.keepAliveTimeout = timeouts.keepAliveTimeout;
    if (timeouts.requestTimeout !== undefined) this.server.requestTimeout = timeouts.requestTimeout;
    if (timeouts.connectionTimeout) this.server.setTimeout(timeouts.connectionTimeout);
    return this.server;
  };

  /** The app is built and migrated: from now on it answers, and `/readyz` asks the database. */
  ready(checkDatabase: () => Promise<unknown>, log: LifecycleLog): void {
    if (this.#appHandler === undefined) throw new Error('ready() before the app took the server');
    if (this.#phase === 'draining') return;
    this.#checkDatabase = checkDatabase;
    this.#log = log;
    this.#phase = 'ready';
  }

  /**
   * Stops taking connections and waits for the requests in flight, at most `drainTimeoutMs`;
   * then cuts what is left. Resolves once the server is closed. Idempotent.
   */
  async drain(): Promise<DrainResult> {
    this.#phase = 'draining';
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    // Closing the server ends idle keep-alive connections; busy ones close after their answer.
    for (const response of this.#inFlight) {
      if (!response.headersSent) response.setHeader('connection', 'close');
    }
    this.server.closeIdleConnections();
    this.#log.info({ inFlight: this.#inFlight.size }, 'draining: no new connections');

    if (this.#inFlight.size > 0) {
      const settled = new Promise<void>((resolve) => (this.#settled = resolve));
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), this.options.drainTimeoutMs);
      });
      const outcome = await Promise.race([settled, timedOut]);
      clearTimeout(timer);
      if (outcome === 'timeout') {
        const cutShort = this.#inFlight.size;
        this.#log.warn(
          { cutShort, drainTimeoutMs: this.options.drainTimeoutMs },
          'drain time is up: cutting the requests still running',
        );
        this.server.closeAllConnections();
        await closed;
        return { cutShort };
      }
    }
    this.server.closeAllConnections();
    await closed;
    return { cutShort: 0 };
  }

  #handle(request: IncomingMessage, response: ServerResponse): void {
    this.#inFlight.add(response);
    response.once('close', () => {
      this.#inFlight.delete(response);
      if (this.#inFlight.size === 0) this.#settled?.();
    });

    const path = (request.url ?? '/').split('?', 1)[0];
    if (path === healthPath || path === readinessPath) {
      this.#probe(request, response, path);
      return;
    }
    if (this.#phase === 'ready' && this.#appHandler !== undefined) {
      this.#requestsSeen += 1;
      this.#appHandler(request, response);
      return;
    }
    if (this.#phase === 'starting') {
      sendJson(response, 503, apiError(503, 'The server is starting: try again in a few seconds'), {
        'retry-after': '5',
      });
      return;
    }
    sendJson(response, 503, apiError(503, 'The server is shutting down'), { connection: 'close' });
  }

  #probe(request: IncomingMessage, response: ServerResponse, path: string): void {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendJson(response, 405, apiError(405, `${path} answers GET and HEAD`), { allow: 'GET, HEAD' });
      return;
    }
    const draining = this.#phase === 'draining' ? { connection: 'close' } : undefined;
    // Alive is alive: the process answers, whatever else it is doing.
    if (path === healthPath) {
      sendJson(response, 200, { alive: true }, draining);
      return;
    }
    if (this.#phase !== 'ready' || this.#checkDatabase === undefined) {
      const message =
        this.#phase === 'starting'
          ? 'Not ready: the server is starting (database, migrations, demo content)'
          : 'Not ready: the server is shutting down';
      sendJson(response, 503, apiError(503, message), draining);
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer in time')), databaseCheckTimeoutMs);
    });
    Promise.race([this.#checkDatabase(), timeout])
      .then(
        () => sendJson(response, 200, { ready: true }),
        (error: unknown) => {
          this.#log.warn({ err: error }, 'readiness: the database did not answer');
          sendJson(response, 503, apiError(503, 'Not ready: the database does not answer'));
        },
      )
      .finally(() => clearTimeout(timer));
  }
}
