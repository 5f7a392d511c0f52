// buildApp(config): the whole server as one Fastify instance, for main.ts and for tests.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import type { AppContext } from './context';
import { connectDatabases } from './db/connect';
import { createAuth } from './auth/auth';
import { resolveAuthSecret } from './auth/secret';
import { createSessionReader } from './auth/session';
import { authRoutes } from './auth/routes';
import { createEventBus } from './live/event-bus';
import { liveRoutes } from './live/routes';
import { siteRoutes } from './site/routes';
import { avatarRoutes } from './site/avatar';
import { practiceRoutes } from './practice/routes';
import { paymentRoutes } from './payments/routes';
import { fileRoutes } from './files/routes';
import { registerErrorHandling } from './http/error-handler';
import { registerSameOriginCheck } from './http/same-origin';
import { registerZodSchemas } from './http/zod-schemas';
import { webDistDir } from './paths';

export interface BuildOptions {
  /** Keep the embedded database in memory (tests); by default it lives in DATA_DIR. */
  inMemoryDatabase?: boolean;
  /** Serve the built SPA from dist/web when it exists (default true). */
  serveWeb?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

/** Paths called by other servers rather than browsers (they carry their own signature). */
const ORIGIN_CHECK_EXEMPT = ['/api/v4/payments/webhook'];

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Uploads of 300 MB over slow connections must not be cut by a request timeout.
    requestTimeout: 0,
  });

  const databases = await connectDatabases({
    mainUrl: config.database.mainUrl,
    practiceUrl: config.database.practiceUrl,
    pgliteDir: options.inMemoryDatabase ? undefined : path.join(config.dataDir, 'pglite'),
    onConnectionLost: (error) => app.log.warn({ err: error }, 'an idle database connection was lost'),
  });
  const events = await createEventBus(databases.notifier, (error) => app.log.error({ err: error }, 'bad event'));
  const secret = await resolveAuthSecret(config.auth.secret, config.dataDir);
  const auth = createAuth({ config, db: databases.main, secret });
  const sessions = await createSessionReader(auth, databases.notifier);
  const ctx: AppContext = {
    config,
    databases,
    auth,
    events,
    getSessionUser: sessions.getSessionUser,
    requireSessionUser: sessions.requireSessionUser,
    announceSessionsChanged: sessions.announceSessionsChanged,
  };

  app.addHook('onClose', async () => {
    await sessions.close();
    await events.close();
    await databases.close();
  });

  const indexFile = path.join(webDistDir, 'index.html');
  const serveWeb = options.serveWeb !== false && fs.existsSync(indexFile);
  registerZodSchemas(app);
  registerErrorHandling(app, serveWeb ? fs.readFileSync(indexFile, 'utf8') : undefined);
  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    // The Google sign-in popup must keep its opener link (SPEC §4 popup flow).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(rateLimit, { global: false });
  registerSameOriginCheck(app, { publicUrl: config.publicUrl, exemptPaths: ORIGIN_CHECK_EXEMPT });

  await app.register(authRoutes, { ctx });
  await app.register(siteRoutes, { ctx });
  await app.register(liveRoutes, { ctx });
  await app.register(avatarRoutes);
  await app.register(practiceRoutes, { ctx });
  await app.register(paymentRoutes, { ctx });
  await app.register(fileRoutes, { ctx });

  if (serveWeb) await registerWeb(app);
  return { app, ctx };
}

function contentSecurityPolicy(config: Config) {
  const storageHost = config.storage.publicHost ? [new URL(config.storage.publicHost).origin] : [];
  const analytics = config.analyticsMeasurementId
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com']
    : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...analytics],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:', ...storageHost],
    connectSrc: ["'self'", ...storageHost, ...analytics],
    frameSrc: ["'self'", 'blob:', ...storageHost],
    workerSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    formAction: ["'self'", 'mailto:', 'https:'],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
  };
}

async function registerWeb(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    maxAge: 0,
    preCompressed: true,
  });
  // Hashed assets never change: cache them for a year.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
}
