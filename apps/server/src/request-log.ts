import type { FastifyInstance } from 'fastify';

/**
 * One log line per answered request, at `info` (decision 100): method, path, status and time, as
 * `GET /api/config 200 3 ms`. Fastify's own pair of lines (received, completed) is turned off in
 * buildApp; with the default `LOG_LEVEL=warn` no request is logged at all. The query string is left
 * out: search terms and tokens are the visitor's business, not the log's.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?', 1)[0];
    const ms = Math.round(reply.elapsedTime);
    request.log.info(
      { method: request.method, path, status: reply.statusCode, ms },
      `${request.method} ${path} ${reply.statusCode} ${ms} ms`,
    );
  });
}
