import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config';
import { demoLoaders as registeredDemoLoaders, runDemoLoaders, type DemoLoader } from './content/demo-loader';
import { openDatabase } from './db/database';
import { migrateToLatest, migrationSchemaFor } from './db/migrations';
import { registerErrorHandling, sendApiError } from './errors';
import { enneagramRoutes } from './enneagram/routes';
import { mediaRoutes } from './media/serve-media';
import { midiRoutes } from './midi/routes';
import { ensureOwnerPassword } from './owner/credential';
import { referencesRoutes } from './references/routes';
import { ownerRoutes } from './routes/owner';
import { siteConfigRoutes } from './routes/site-config';
import { contractSerializerCompiler } from './response-serializer';
import { registerSecurityHeaders, securityHeaders, setSecurityHeaders } from './security-headers';
import { registerSite } from './site/serve-site';
import { MemoryCounterStore } from './throttle/counter-store';
import { defaultLoginLimits, type LoginLimits } from './throttle/login-throttle';
import { rateLimitStoreOn } from './throttle/rate-limit-store';
import './types';

export interface BuildAppOptions {
  /** Demo-content loaders to run instead of the registered ones (tests). */
  demoLoaders?: readonly DemoLoader[];
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Login throttling limits instead of the defaults (tests use short ones). */
  loginLimits?: LoginLimits;
}

/**
 * Builds the server: database opened and migrated, demo content loaded, owner password ready,
 * security headers, rate limits, routes and the built site. Does not listen; `main.ts` does, and
 * tests use `inject`. Closing the app closes the database.
 */
export async function buildApp(
  config: ServerConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const headers = securityHeaders({ https: config.cookieSecure });
  const app = Fastify({
    trustProxy: config.trustProxy,
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // Addresses the router cannot even decode (`%E0%A4%A`) get the shared error shape too.
    // No hook runs for them, so they get the security headers here.
    frameworkErrors: (error, _request, reply) => {
      setSecurityHeaders(reply, headers);
      sendApiError(reply, error.statusCode ?? 400, error.message);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  registerErrorHandling(app);

  const { db, dialect } = await openDatabase({
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
    dataDir: config.dataDir,
    onPoolError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
  });

  try {
    await migrateToLatest(db, migrationSchemaFor(dialect, config.databaseSchema));
    await runDemoLoaders(db, options.demoLoaders ?? registeredDemoLoaders);
    const { generatedPassword } = await ensureOwnerPassword(db, config.ownerPassword);

    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('dbDialect', dialect);
    app.decorate('generatedOwnerPassword', generatedPassword);
    // One process per SQLite database, so the counters live in memory (decision 022).
    const counters = new MemoryCounterStore();
    app.decorate('counters', counters);
    app.decorate('loginLimits', options.loginLimits ?? defaultLoginLimits);
    app.addHook('onClose', async () => {
      await db.destroy();
    });

    registerSecurityHeaders(app, headers);
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitMax,
      timeWindow: '1 minute',
      store: rateLimitStoreOn(counters),
    });
    await app.register(cookie);

    await app.register(siteConfigRoutes);
    await app.register(ownerRoutes);
    await app.register(mediaRoutes);
    await app.register(enneagramRoutes);
    await app.register(midiRoutes);
    await app.register(referencesRoutes);
    await registerSite(app);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return app;
}
