import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CounterStore } from './counter-store';

type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** The route a child store counts for; the plugin passes it as `routeInfo` beside the limits. */
function routeScope(options: ChildOptions): string {
  const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? options;
  return `${String(route.method ?? '')} ${String(route.url ?? '')}`;
}

/**
 * A `store` for @fastify/rate-limit that keeps its counts in a CounterStore, so the per-address
 * limits are shared wherever the store is (decision 022). The plugin constructs the class with
 * its options and asks for one child per route with its own limit.
 */
export function rateLimitStoreOn(counters: CounterStore): FastifyRateLimitStoreCtor {
  class CounterRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options?: unknown, scope = 'global') {
      this.prefix = `rate-limit\n${scope}\n`;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counters.increment(this.prefix + key, timeWindow).then(
        (window) => callback(null, { current: window.count, ttl: Math.max(0, window.endsAt - Date.now()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      return new CounterRateLimitStore(undefined, routeScope(options));
    }
  }
  return CounterRateLimitStore;
}
