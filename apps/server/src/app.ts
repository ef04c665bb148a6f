import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerFactory, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { demoLoadersOf, headerNeedsOf, mediaMountsOf, migrationsOf } from './area';
import { areas } from './areas';
import type { ServerConfig } from './config';
import { runDemoLoaders, type DemoLoader } from './content/demo-loader';
import { lockDataFolder } from './db/data-folder-lock';
import { createSchemaIfMissing, openDatabase } from './db/database';
import { migrateToLatest, migrationSchemaFor } from './db/migrate';
import { underStartupLock } from './db/startup-lock';
import { registerErrorHandling, sendApiError } from './errors';
import { mediaMountRoutes } from './media/serve-media';
import { registerRequestLog } from './request-log';
import { ensureOwnerPassword } from './owner/credential';
import { contractSerializerCompiler } from './response-serializer';
import {
  registerSecurityHeaders,
  securityHeaderSets,
  securityHeadersFor,
  setSecurityHeaders,
} from './security-headers';
import { registerSite } from './site/serve-site';
import { openCounterStore } from './throttle/open-counter-store';
import { defaultLoginLimits, type LoginLimits } from './throttle/login-throttle';
import { registerRateLimits } from './throttle/rate-limit';
import './types';
import { registerWriteGuards } from './write-guards';
import { registerJsonBodyParser } from './json-body-parser';

export interface BuildAppOptions {
  /** Demo-content loaders to run instead of the registered ones (tests). */
  demoLoaders?: readonly DemoLoader[];
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Login throttling limits instead of the defaults (tests use short ones). */
  loginLimits?: LoginLimits;
  /** An HTTP server that already listens (the process's lifecycle, decision 080) instead of a new one. */
  serverFactory?: FastifyServerFactory;
}

/**
 * Builds the server from the areas listed in areas.ts: database opened and migrated, demo content loaded, owner password ready,
 * security headers, rate limits, routes and the built site. Does not listen; `main.ts` does, and
 * tests use `inject`. Closing the app closes the database.
 */
export async function buildApp(
  config: ServerConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const needs = headerNeedsOf(areas, config);
  const headers = securityHeaderSets({ frameOrigins: needs.frameSources, mediaOrigins: needs.mediaSources });
  const app = Fastify({
    // Only the listed proxies' X-Forwarded-For and X-Forwarded-Proto are believed.
    trustProxy: config.trustProxy.length > 0 ? [...config.trustProxy] : false,
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // Fastify's two lines per request are replaced by one of our own (request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Addresses the router cannot even decode (`%E0%A4%A`) get the shared error shape too.
    // No hook runs for them, so they get the security headers here.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(reply, securityHeadersFor(headers, request));
      sendApiError(reply, error.statusCode ?? 400, error.message);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  registerErrorHandling(app);
  registerRequestLog(app);

  // SQLite: one server process per data folder (its counters live in memory). PostgreSQL may
  // have several servers, which may share a backup folder under DATA_DIR.
  const releaseDataFolder = config.databaseUrl ? () => {} : await lockDataFolder(config.dataDir);
  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase({
      databaseUrl: config.databaseUrl,
      databaseSchema: config.databaseSchema,
      dataDir: config.dataDir,
      onPoolError: (error) => app.log.error({ err: error }, 'database connection failed'),
    });
  } catch (error) {
    releaseDataFolder();
    throw error;
  }
  const { db, dialect } = opened;
  let closeCounters = async () => {};

  try {
    const schema = migrationSchemaFor(dialect, config.databaseSchema);
    // The whole write phase under one lock: two servers starting on one fresh database would
    // otherwise both load the demo content or both generate an owner password.
    const ownerPassword = await underStartupLock(db, dialect, schema, async () => {
      await createSchemaIfMissing(db, config.databaseSchema);
      await migrateToLatest(db, migrationsOf(areas), schema);
      await runDemoLoaders(db, options.demoLoaders ?? demoLoadersOf(areas));
      return ensureOwnerPassword(db, config.ownerPassword);
    });

    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('dbDialect', dialect);
    app.decorate('generatedOwnerPassword', ownerPassword.generatedPassword);
    app.decorate('ownerPasswordGeneratedEarlierAt', ownerPassword.generatedEarlierAt);
    // In memory on SQLite, in the database on PostgreSQL (decision 084).
    const counterStore = openCounterStore(opened, app.log);
    const { counters } = counterStore;
    closeCounters = counterStore.close;
    app.decorate('counters', counters);
    app.decorate('loginLimits', options.loginLimits ?? defaultLoginLimits);
    app.addHook('onClose', async () => {
      await closeCounters();
      await db.destroy();
      releaseDataFolder();
    });

    registerSecurityHeaders(app, headers);
    // Cross-site writes are refused before anything else (decision 075).
    registerWriteGuards(app, config);
    registerJsonBodyParser(app);
    // Limits answer 429 with their counts; answers within them carry none (decision 071).
    registerRateLimits(app, {
      counters,
      max: config.rateLimitMax,
      mediaMax: config.rateLimitMediaMax,
      timeWindow: '1 minute',
    });
    await app.register(cookie);

    for (const area of areas) {
      if (area.routes) await app.register(area.routes);
    }
    await app.register(mediaMountRoutes(mediaMountsOf(areas)));
    await registerSite(app);
  } catch (error) {
    await closeCounters();
    await db.destroy();
    releaseDataFolder();
    throw error;
  }
  return app;
}
