import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config';
import { demoLoaders as registeredDemoLoaders, runDemoLoaders, type DemoLoader } from './content/demo-loader';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrations';
import { registerErrorHandling, sendApiError } from './errors';
import { mediaRoutes } from './media/serve-media';
import { ensureOwnerPassword } from './owner/credential';
import { ownerRoutes } from './routes/owner';
import { siteConfigRoutes } from './routes/site-config';
import { registerSite } from './site/serve-site';
import './types';

export interface BuildAppOptions {
  /** Demo-content loaders to run instead of the registered ones (tests). */
  demoLoaders?: readonly DemoLoader[];
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

// For a React SPA styled with styled-components: scripts only from this origin, inline styles
// allowed (styled-components injects <style> tags), no plugins, no framing by other sites.
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

/**
 * Builds the server: database opened and migrated, demo content loaded, owner password ready,
 * security headers, rate limits, routes and the built site. Does not listen; `main.ts` does, and
 * tests use `inject`. Closing the app closes the database.
 */
export async function buildApp(
  config: ServerConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: config.trustProxy,
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // Addresses the router cannot even decode (`%E0%A4%A`) get the shared error shape too.
    frameworkErrors: (error, _request, reply) => {
      sendApiError(reply, error.statusCode ?? 400, error.message);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const { db, dialect } = await openDatabase({
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
    dataDir: config.dataDir,
    onPoolError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
  });

  try {
    await migrateToLatest(db);
    await runDemoLoaders(db, options.demoLoaders ?? registeredDemoLoaders);
    const { generatedPassword } = await ensureOwnerPassword(db, config.ownerPassword);

    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('dbDialect', dialect);
    app.decorate('generatedOwnerPassword', generatedPassword);
    app.addHook('onClose', async () => {
      await db.destroy();
    });

    await app.register(helmet, {
      contentSecurityPolicy,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // HSTS only makes sense where the site is served over HTTPS, which Secure cookies imply.
      strictTransportSecurity: config.cookieSecure,
    });
    await app.register(rateLimit, { global: true, max: config.rateLimitMax, timeWindow: '1 minute' });
    await app.register(cookie);

    await app.register(siteConfigRoutes);
    await app.register(ownerRoutes);
    await app.register(mediaRoutes);
    await registerSite(app);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return app;
}
