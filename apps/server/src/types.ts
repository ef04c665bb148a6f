import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import type { DatabaseDialect } from './db/database';
import type { Database } from './db/schema';
import type { CounterStore } from './throttle/counter-store';
import type { LoginLimits } from './throttle/login-throttle';

// What buildApp decorates the Fastify instance with, so routes and hooks reach it as
// `request.server.db` or `app.config` with types.
declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Kysely<Database>;
    dbDialect: DatabaseDialect;
    /** The owner password generated on this start (nothing configured or stored); print it once. */
    generatedOwnerPassword: string | undefined;
    /** When the stored password was generated on an earlier start and never replaced since. */
    ownerPasswordGeneratedEarlierAt: string | undefined;
    /** Login throttle and rate-limit counters (decision 022). */
    counters: CounterStore;
    loginLimits: LoginLimits;
  }
}
