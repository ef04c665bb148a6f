import { isIPv6 } from 'node:net';
import { format as formatDuration, parse as parseDuration } from '@lukeed/ms';
import { Address6 } from 'ip-address';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { HttpError } from '../errors';
import type { CounterStore, CounterWindow } from './counter-store';
import { CountsAhead } from './counts-ahead';

/** A route's own limit: at most `max` requests per address in `timeWindow` (ms, or "1 minute"). */
export interface RouteRateLimit {
  max: number;
  timeWindow: number | string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How this route is counted: unset, under the global limit (API calls, pages); `'media'`,
     * under the media limit all media routes share; an object, a limit of the route's own;
     * `false`, not at all (the site's own static files, decision 085).
     */
    rateLimit?: RouteRateLimit | 'media' | false;
  }
  interface FastifyInstance {
    /** The global limit as a hook, for answers no route gives (the not-found handler). */
    globalRateLimit: onRequestHookHandler;
  }
}

/** A counter store that counts at once, without a promise (one process's memory). */
interface ImmediateCounterStore extends CounterStore {
  incrementNow(key: string, windowMs: number): CounterWindow;
}

const isImmediate = (counters: CounterStore): counters is ImmediateCounterStore =>
  typeof (counters as Partial<ImmediateCounterStore>).incrementNow === 'function';

/** How many addresses' counter keys a limit keeps at most (see `limiter`). */
const maxCachedKeys = 10_000;

/** Set on a request once a limit counted it, so no second hook counts it again. */
const counted = Symbol('rate limit counted');

/**
 * The address a count belongs to: an IPv4 address as it is, an IPv4-mapped IPv6 address as its
 * IPv4 form, any other IPv6 address as its /64 network (one host usually holds a whole /64, so
 * counting single addresses would let it rotate through them).
 */
export function addressKey(ip: string): string {
  // No colon, no IPv6: the common case skips the IPv6 pattern.
  if (!ip.includes(':') || !isIPv6(ip)) return ip.toLowerCase();
  const address = new Address6(ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return new Address6(`${ip}/64`).startAddress().correctForm();
}

function checkedMax(max: number): number {
  if (!Number.isSafeInteger(max) || max < 0) throw new Error(`rate limit: ${max} is not a request count`);
  return max;
}

function windowMsOf(timeWindow: number | string): number {
  const ms = typeof timeWindow === 'number' ? timeWindow : parseDuration(timeWindow);
  if (ms === undefined || !Number.isFinite(ms) || ms <= 0) {
    throw new Error(`rate limit: "${String(timeWindow)}" is not a time window`);
  }
  return Math.trunc(ms);
}

/** The 429 refusal: the error handler writes it in the shared shape, with these headers. */
function refuse(reply: FastifyReply, max: number, window: CounterWindow): HttpError {
  const seconds = Math.ceil(Math.max(0, window.endsAt - Date.now()) / 1000);
  reply
    .header('x-ratelimit-limit', max)
    .header('x-ratelimit-remaining', 0)
    .header('x-ratelimit-reset', seconds)
    .header('retry-after', seconds);
  return new HttpError(429, `Rate limit exceeded, retry in ${formatDuration(seconds * 1000, true)}`);
}

/** A hook counting requests under `scope` per address and refusing those past `max` in a window. */
function limiter(counters: CounterStore, scope: string, max: number, windowMs: number): onRequestHookHandler {
  const prefix = `rate-limit\n${scope}\n`;
  // Each address's counter key, built once: a keep-alive connection hands over the same address
  // string on every request, so the lookup is cheap, while building the key means concatenating,
  // hashing and, for IPv6, parsing anew. Forgotten all at once when it grows too large.
  const keys = new Map<string, string>();
  const keyOf = (ip: string): string => {
    let key = keys.get(ip);
    if (key === undefined) {
      if (keys.size >= maxCachedKeys) keys.clear();
      key = prefix + addressKey(ip);
      keys.set(ip, key);
    }
    return key;
  };
  const immediate = isImmediate(counters) ? counters : undefined;
  // A store that answers later (PostgreSQL) is not waited for while the count is far from `max`.
  const ahead = new CountsAhead(max);
  const decide = (reply: FastifyReply, window: CounterWindow, done: (error?: Error) => void) => {
    if (window.count > max) done(refuse(reply, max, window));
    else done();
  };
  // A plain callback hook: with the in-memory store the whole check is synchronous.
  return function rateLimit(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
    const marked = request as FastifyRequest & { [counted]: boolean };
    if (marked[counted]) {
      done();
      return;
    }
    marked[counted] = true;
    const key = keyOf(request.ip);
    if (immediate !== undefined) {
      decide(reply, immediate.incrementNow(key, windowMs), done);
      return;
    }
    if (ahead.goAhead(key)) {
      // Far from the limit: the store counts the request while it is answered (decision 121).
      counters.increment(key, windowMs).then(
        (window) => ahead.answered(key, window, true),
        (error: unknown) => {
          ahead.failed(key, true);
          request.log.error({ err: error }, 'rate limit: the request could not be counted');
        },
      );
      done();
      return;
    }
    ahead.sent(key);
    counters.increment(key, windowMs).then(
      (window) => {
        ahead.answered(key, window, false);
        decide(reply, window, done);
      },
      // A store that cannot count (the database is unreachable) lets the request through: the
      // limit is a defence against floods, and refusing everyone would be the flood's aim.
      (error: unknown) => {
        ahead.failed(key, false);
        request.log.error({ err: error }, 'rate limit: the request could not be counted');
        done();
      },
    );
  } as onRequestHookHandler;
}

const limiters = new WeakSet<object>();

/**
 * Counts a request under a limit hook from inside a handler, for answers that are counted or
 * not depending on what they turn out to be (the not-found handler: a page is counted, a file of
 * the built site is not). Rejects with the 429 when the request is past the limit.
 */
export function countRequest(hook: onRequestHookHandler, request: FastifyRequest, reply: FastifyReply) {
  return new Promise<void>((resolve, reject) => {
    const done = (error?: Error) => (error ? reject(error) : resolve());
    (hook as (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void)(
      request,
      reply,
      done,
    );
  });
}

/**
 * Per-address request limits on every route (decisions 022, 071 and 085): `max` requests a
 * window for each address across the API and the pages, `mediaMax` across the media routes
 * (`config: { rateLimit: 'media' }`), and a route's own limit where its config names one
 * (`config: { rateLimit: { max, timeWindow } }`, counted per route). Routes of the site's own
 * static files say `rateLimit: false` and are not counted. A request past the limit
 * gets 429 with `x-ratelimit-limit`, `x-ratelimit-remaining`, `x-ratelimit-reset` and
 * `retry-after`; answers within it carry no counts. The counts live in `counters`, so they are
 * shared wherever the store is.
 *
 * Register before the routes: each route registered later gets the hook as its last onRequest
 * hook, after its own checks (an owner-only call without a session is refused before it counts).
 */
export function registerRateLimits(
  app: FastifyInstance,
  options: { counters: CounterStore; max: number; mediaMax: number; timeWindow: number | string },
): void {
  const { counters } = options;
  const windowMs = windowMsOf(options.timeWindow);
  const global = limiter(counters, 'global', checkedMax(options.max), windowMs);
  const media = limiter(counters, 'media', checkedMax(options.mediaMax), windowMs);
  limiters.add(global);
  limiters.add(media);
  app.decorateRequest(counted, false);
  app.decorate('globalRateLimit', global);
  app.addHook('onRoute', (routeOptions) => {
    const own = routeOptions.config?.rateLimit;
    if (own === false) return;
    const existing = routeOptions.onRequest;
    const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    // A GET route's HEAD twin shares its hook list, and with it the GET route's count.
    if (hooks.some((hook) => limiters.has(hook))) return;
    let hook = global;
    if (own === 'media') hook = media;
    else if (own !== undefined) {
      if (typeof own !== 'object' || own === null) throw new Error('rate limit: unknown route configuration');
      const scope = `${String(routeOptions.method)} ${routeOptions.url}`;
      hook = limiter(counters, scope, checkedMax(own.max), windowMsOf(own.timeWindow));
      limiters.add(hook);
    }
    if (Array.isArray(existing)) existing.push(hook);
    else routeOptions.onRequest = existing === undefined ? [hook] : [existing, hook];
  });
}
