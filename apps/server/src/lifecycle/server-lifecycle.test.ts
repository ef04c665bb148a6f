import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyServerOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerLifecycle } from './server-lifecycle';

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/** One request on a connection of its own (no keep-alive pool between tests). */
function get(port: number, path: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** The app stand-in: `/slow` answers after `slowMs`, `/stuck` never, anything else at once. */
function appHandler(slowMs: number) {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (request.url === '/stuck') return;
    const answer = () => response.writeHead(200, { 'content-type': 'text/plain' }).end(`app ${request.url}`);
    if (request.url === '/slow') setTimeout(answer, slowMs);
    else answer();
  };
}

const quietLog = { info: () => {}, warn: () => {} };
const lifecycles: ServerLifecycle[] = [];

async function listening(drainTimeoutMs = 5000) {
  const lifecycle = new ServerLifecycle({ drainTimeoutMs });
  lifecycles.push(lifecycle);
  const { port } = await lifecycle.listen(0, '127.0.0.1');
  return { lifecycle, port };
}

/** What Fastify does with `serverFactory`: hands over its handler, with its timeout options. */
function handOver(lifecycle: ServerLifecycle, slowMs = 300) {
  lifecycle.serverFactory(appHandler(slowMs), { keepAliveTimeout: 72_000 } as FastifyServerOptions);
}

async function until(condition: () => boolean) {
  while (!condition()) await sleep(10);
}

afterEach(async () => {
  for (const lifecycle of lifecycles.splice(0)) {
    lifecycle.server.closeAllConnections();
    lifecycle.server.close();
  }
});

describe('a server that is starting', () => {
  it('is alive but not ready, and asks other callers to come back', async () => {
    const { port } = await listening();

    const health = await get(port, '/healthz');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ alive: true });
    expect(health.headers['cache-control']).toBe('no-store');

    const readiness = await get(port, '/readyz');
    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body)).toEqual({
      message: 'Not ready: the server is starting (database, migrations, demo content)',
      status: 503,
      error: 'Service Unavailable',
    });

    const page = await get(port, '/api/config');
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(JSON.parse(page.body).message).toBe('The server is starting: try again in a few seconds');
  });

  it('keeps that answer until the app is ready, even once the app has the server', async () => {
    const { lifecycle, port } = await listening();
    handOver(lifecycle);
    expect((await get(port, '/anything')).status).toBe(503);
    lifecycle.ready(async () => {}, quietLog);
    expect(await get(port, '/anything')).toMatchObject({ status: 200, body: 'app /anything' });
  });

  it('answers the probes only to GET and HEAD', async () => {
    const { port } = await listening();
    const post = await get(port, '/healthz', 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const head = await get(port, '/healthz?probe=1', 'HEAD');
    expect(head).toMatchObject({ status: 200, body: '' });
  });
});

describe('a ready server', () => {
  it('is ready while the database answers, and not ready when it fails or hangs', async () => {
    const { lifecycle, port } = await listening();
    handOver(lifecycle);
    let database: () => Promise<unknown> = async () => [{ one: 1 }];
    lifecycle.ready(() => database(), quietLog);

    const ready = await get(port, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ ready: true });

    database = async () => {
      throw new Error('connection refused');
    };
    const failed = await get(port, '/readyz');
    expect(failed.status).toBe(503);
    expect(JSON.parse(failed.body).message).toBe('Not ready: the database does not answer');

    database = () => new Promise(() => {});
    const hung = await get(port, '/readyz');
    expect(hung.status).toBe(503);
    // Alive all the same: a hung database is no reason to restart the process.
    expect((await get(port, '/healthz')).status).toBe(200);
  });
});

describe('counting what visitors ask', () => {
  it('counts the requests the app answers, not the probes a proxy or the service manager sends', async () => {
    const { lifecycle, port } = await listening();
    handOver(lifecycle);
    lifecycle.ready(async () => undefined, quietLog);
    await get(port, '/healthz');
    await get(port, '/readyz');
    expect(lifecycle.requestsSeen).toBe(0);
    await get(port, '/api/config');
    await get(port, '/recipes');
    expect(lifecycle.requestsSeen).toBe(2);
  });
});

describe('draining', () => {
  it('lets the requests in flight finish and takes no new connection', async () => {
    const { lifecycle, port } = await listening();
    handOver(lifecycle, 400);
    lifecycle.ready(async () => {}, quietLog);

    const slow = [get(port, '/slow'), get(port, '/slow'), get(port, '/slow')];
    await until(() => lifecycle.inFlight === 3);
    const drained = lifecycle.drain();
    expect(lifecycle.phase).toBe('draining');

    await expect(get(port, '/healthz')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    const answers = await Promise.all(slow);
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 200, body: 'app /slow' });
      // The connection is not kept for another request.
      expect(answer.headers.connection).toBe('close');
    }
    expect(await drained).toEqual({ cutShort: 0 });
    expect(lifecycle.server.listening).toBe(false);
  });

  it('refuses a request that still arrives on an open connection, so a proxy retries elsewhere', async () => {
    const { lifecycle, port } = await listening();
    handOver(lifecycle, 300);
    lifecycle.ready(async () => {}, quietLog);

    // Two requests sent back to back on one connection: the second arrives while draining.
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /slow HTTP/1.1\r\nHost: a\r\n\r\n');
    await until(() => lifecycle.inFlight === 1);
    const drained = lifecycle.drain();
    socket.write('GET /readyz HTTP/1.1\r\nHost: a\r\n\r\nGET /api/config HTTP/1.1\r\nHost: a\r\n\r\n');
    await ended;
    await drained;

    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\nconnection: close\r\n[\s\S]*app \/slow/);
    // Whatever came after the slow answer was either never read (the connection closed after
    // it) or refused with 503; the app saw none of it.
    expect(received.match(/app \//g)).toHaveLength(1);
    for (const status of received.match(/^HTTP\/1\.1 \d+/gm)?.slice(1) ?? []) {
      expect(status).toBe('HTTP/1.1 503');
    }
  });

  it('cuts the requests still running when the drain time is up', async () => {
    const { lifecycle, port } = await listening(300);
    handOver(lifecycle);
    lifecycle.ready(async () => {}, quietLog);

    const stuck = get(port, '/stuck').then(
      () => 'answered',
      (error: NodeJS.ErrnoException) => error.code,
    );
    await until(() => lifecycle.inFlight === 1);
    const started = Date.now();
    expect(await lifecycle.drain()).toEqual({ cutShort: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(await stuck).toBe('ECONNRESET');
  });
});
