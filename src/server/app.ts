// buildApp(config): the whole server as one Fastify instance, for main.ts and for tests.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import type { AppContext } from './context';
import { connectDatabases, type RetrySchedule } from './db/connect';
import { createAuth, type PasswordHasher } from './auth/auth';
import { resolveAuthSecret } from './auth/secret';
import { createSessionReader } from './auth/session';
import { authRoutes } from './auth/routes';
import { createEventBus } from './live/event-bus';
import { liveRoutes } from './live/routes';
import { siteRoutes } from './site/routes';
import { avatarRoutes } from './site/avatar';
import { practiceRoutes } from './practice/routes';
import { audioRoutes } from './practice/audio/audio-routes';
import type { AudioRunner } from './practice/audio/audio-runner';
import { sweepUnusedAudio } from './practice/audio/audio-build';
import { createMailer } from './mail/mailer';
import { accountRoutes } from './account/routes';
import { sweepUnreferencedAvatars } from './account/avatar-store';
import { createSettingsService } from './account/settings-service';
import { settingsRoutes } from './account/settings-routes';
import { createAudioDomain, createPracticeDomain, createRecordDomain, practiceContentPlugin } from './practice/domain';
import { recordRoutes } from './practice/record-routes';
import { paymentRoutes } from './payments/routes';
import { createPaymentsDomain } from './payments/domain';
import { fileRoutes } from './files/routes';
import { linkCardRoutes } from './files/link-card';
import { findFileWithFlags } from './files/queries';
import { searchRoutes } from './files/search/search-routes';
import { createFilesDomain } from './files/domain';
import type { PreviewJobRunner } from './files/previews/preview-jobs';
import { sweepOrphanedBytes } from './files/orphan-sweep';
import { scheduleOrphanSweeps } from './platform/orphan-sweep';
import { createStorage } from './platform/storage';
import { createResumableUploads, resumableUploadRoutes, type ResumableUploads } from './files/upload/tus';
import { createPostgresLocker } from './files/upload/tus-locker';
import { adminRoutes, reportRoutes } from './moderation/routes';
import { createModerationService } from './moderation/service';
import { createDatabaseAvailability } from './db/availability';
import { healthRoutes } from './site/health';
import { frameworkErrorOptions, registerErrorHandling, sendServiceUnavailable } from './http/error-handler';
import { BODY_TIMEOUTS, registerBodyTimeouts } from './http/body-timeouts';
import { registerApiCacheDefault } from './http/cache-control';
import { proxyTrustOf } from './http/client-address';
import { registerSameOriginCheck } from './http/same-origin';
import { registerSecurityHeaders } from './http/security-headers';
import { registerNulCheck } from './http/text-input';
import { registerZodSchemas } from './http/zod-schemas';
import { webDistDir } from './paths';

export interface BuildOptions {
  /** Keep the embedded database in memory (tests); by default it lives in DATA_DIR. */
  inMemoryDatabase?: boolean;
  /** The in-memory database starts from this migrated dump (db/connect.ts): the test suites migrate once. */
  pgliteImage?: Blob;
  /** Tests only: a fast password hasher instead of scrypt (auth/auth.ts). */
  passwordHasher?: PasswordHasher;
  /** Serve the built SPA from dist/web when it exists (default true). */
  serveWeb?: boolean;
  /** Where the built SPA is (default dist/web; tests give a folder of their own). */
  webRoot?: string;
  /** Remove stored bytes without a record after start-up and periodically (default true; issue 19). */
  sweepOrphans?: boolean;
  /** The clock of the learner's record (issue 11): tests move it to make reviews due. */
  now?: () => Date;
  /**
   * Run the background preview jobs of this instance (default true; issue 12). Tests leave it off and
   * drive the queue with `previewJobs.runOnce()`, or start the runner themselves.
   */
  runPreviewJobs?: boolean;
  /** Build practice audio in the background when a speech provider is configured (default true; issue 13). */
  runAudioBuilds?: boolean;
  /** How long an unfinished resumable upload lives (default 24 h; issue 16): tests shorten it. */
  resumableUploadExpiryMs?: number;
  /** The time an ordinary request body may take to arrive (http/body-timeouts.ts): tests shorten it. */
  bodyTimeoutMs?: number;
  /** The silence an upload's connection survives (http/body-timeouts.ts): tests shorten it. */
  uploadIdleTimeoutMs?: number;
  /** The back-off of the database's listening connection (db/connect.ts): tests lengthen it. */
  listenRetry?: RetrySchedule;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  previewJobs: PreviewJobRunner;
  /** Null without a speech provider. */
  audioRunner: AudioRunner | null;
  /** The tus endpoint's uploads (issue 16). */
  resumableUploads: ResumableUploads;
}

/** Paths called by other servers rather than browsers (they carry their own signature). */
const ORIGIN_CHECK_EXEMPT = ['/api/v4/payments/webhook'];

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    ...frameworkErrorOptions,
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: proxyTrustOf(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // No connection is held forever: headers must arrive within 30 s, and a whole request within 2 h,
    // which still lets a 300 MB upload pass at ~45 KB/s. Bodies have tighter bounds of their own: an
    // ordinary one must arrive within seconds, an upload must never go silent (http/body-timeouts.ts).
    http: { headersTimeout: 30_000 },
    requestTimeout: 2 * 60 * 60_000,
    // During a shutdown requests are refused by our own hook below, in the catalogue's shape.
    return503OnClosing: false,
  });

  const databases = await connectDatabases({
    mainUrl: config.database.mainUrl,
    practiceUrl: config.database.practiceUrl,
    pgliteDir: options.inMemoryDatabase ? undefined : path.join(config.dataDir, 'pglite'),
    pgliteImage: options.pgliteImage,
    listenRetry: options.listenRetry,
    onConnectionLost: (error) => app.log.warn({ err: error }, 'a database connection was lost'),
    onWaitingForDatabase: (error, retryInMs) =>
      app.log.warn(
        { err: error },
        `the database does not answer; start-up tries again in ${Math.round(retryInMs / 100) / 10} s`,
      ),
  });
  const availability = createDatabaseAvailability({
    probe: databases.probe,
    onChange: (available, error) => {
      if (!available) {
        app.log.error({ err: error }, 'the database does not answer: API requests get 503 until it does');
        return;
      }
      app.log.info('the database answers again');
      databases.notifier.reconnect();
    },
  });
  const storage = await createStorage(config);
  const events = await createEventBus(databases.notifier, (error) => app.log.error({ err: error }, 'bad event'));
  // Resolved once: sessions, the sandbox's signing key and order tokens all derive from it.
  const secret = await resolveAuthSecret(config.auth.secret, config.dataDir);
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    dataDir: config.dataDir,
    log: { info: (fields, message) => app.log.info(fields, message) },
  });
  const auth = createAuth({
    config,
    db: databases.main,
    secret,
    mailer,
    log: {
      warn: (fields, message) => app.log.warn(fields, message),
      error: (fields, message) => app.log.error(fields, message),
    },
    passwordHasher: options.passwordHasher,
  });
  const sessions = await createSessionReader(auth, databases.notifier, {
    adminEmails: config.auth.adminEmails,
    adminsMustBeVerified: config.auth.requireEmailVerification,
  });
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
    availability.close();
    await sessions.close();
    await events.close();
    await databases.close();
  });

  const webRoot = options.webRoot ?? webDistDir;
  const indexFile = path.join(webRoot, 'index.html');
  const serveWeb = options.serveWeb !== false && fs.existsSync(indexFile);
  const indexHtml = serveWeb ? fs.readFileSync(indexFile, 'utf8') : undefined;
  registerZodSchemas(app);
  registerErrorHandling(app, { indexHtml, availability });
  refuseWhileClosingOrDatabaseDown(app, availability);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    // The Google sign-in popup must keep its opener link (SPEC §4 popup flow).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  registerApiCacheDefault(app);
  registerBodyTimeouts(app, {
    bodyMs: options.bodyTimeoutMs ?? BODY_TIMEOUTS.bodyMs,
    uploadIdleMs: options.uploadIdleTimeoutMs ?? BODY_TIMEOUTS.uploadIdleMs,
  });
  await app.register(rateLimit, { global: false });
  registerSameOriginCheck(app, { publicUrl: config.publicUrl, exemptPaths: ORIGIN_CHECK_EXEMPT });
  registerNulCheck(app);

  await app.register(healthRoutes, { databases, availability, storage });
  await app.register(authRoutes, { ctx });
  await app.register(siteRoutes, { ctx });
  await app.register(liveRoutes, { ctx });
  await app.register(avatarRoutes);
  const practice = createPracticeDomain(ctx);
  await app.register(practiceContentPlugin, { ctx, practice });
  await app.register(practiceRoutes, { ctx, practice });
  const audioRunner = createAudioDomain(ctx, storage.media, app.log);
  await app.register(audioRoutes, { ctx, media: storage.media });
  if (audioRunner) {
    app.addHook('preClose', async () => audioRunner.stop());
    if (options.runAudioBuilds !== false) app.addHook('onReady', async () => audioRunner.start());
  }
  const record = createRecordDomain(ctx, practice, options.now ?? (() => new Date()));
  await app.register(recordRoutes, { ctx, record });
  await app.register(paymentRoutes, {
    ctx,
    ...createPaymentsDomain({ config, db: databases.main, authSecret: secret, log: app.log }),
  });
  const files = createFilesDomain({
    config,
    db: databases.main,
    storage,
    events,
    log: {
      error: (error, message) => app.log.error({ err: error }, message),
      warn: (message) => app.log.warn(message),
      info: (message) => app.log.info(message),
    },
  });
  await app.register(fileRoutes, { ctx, files });
  // Several instances on one PostgreSQL lock an upload there; PGlite serves one instance (tus-locker.ts).
  const uploadLocker =
    databases.kind === 'postgres' && config.database.mainUrl
      ? createPostgresLocker(config.database.mainUrl)
      : undefined;
  if (uploadLocker) app.addHook('onClose', async () => uploadLocker.close());
  const resumableUploads = createResumableUploads({
    dataDir: config.dataDir,
    tempDir: storage.tempDir,
    s3:
      config.storage.resumableStore === 's3' && config.storage.s3
        ? { settings: config.storage.s3, bucket: config.storage.s3.storageBucket }
        : undefined,
    locker: uploadLocker,
    service: files.service,
    log: (error, message) => app.log.error({ err: error }, message),
    expirationMs: options.resumableUploadExpiryMs,
  });
  await app.register(resumableUploadRoutes, { ctx, uploads: resumableUploads });
  await app.register(accountRoutes, { ctx, record, files: files.service, media: storage.media });
  const settings = createSettingsService({
    ctx,
    media: storage.media,
    tempDir: storage.tempDir,
    files: files.service,
    log: (error, message) => app.log.error({ err: error }, message),
  });
  await app.register(settingsRoutes, { ctx, settings, media: storage.media });
  await app.register(searchRoutes, { ctx, files });
  const moderation = createModerationService({
    db: databases.main,
    files: files.service,
    adminEmails: config.auth.adminEmails,
    announceSessionsChanged: sessions.announceSessionsChanged,
  });
  await app.register(reportRoutes, { ctx, moderation });
  await app.register(adminRoutes, { ctx, moderation });
  if (indexHtml) {
    await app.register(linkCardRoutes, {
      indexHtml,
      publicUrl: config.publicUrl,
      findFile: (id) => findFileWithFlags(databases.main, id, null),
    });
  }
  // Stopped before the databases close (preClose runs before onClose): jobs in hand are handed back.
  app.addHook('preClose', async () => files.previewJobs.stop());
  app.addHook('onClose', async () => files.search.close());
  // The sandbox probe runs a program: an app closed at once (a test) waits for it rather than leave it
  // running; the profile LibreOffice's conversions copy goes with the app.
  app.addHook('onClose', async () => files.closeOffice());
  if (options.runPreviewJobs !== false) app.addHook('onReady', async () => files.previewJobs.start());

  if (options.sweepOrphans !== false) {
    const stopSweeps = scheduleOrphanSweeps({
      sweep: async () => {
        const result = await sweepOrphanedBytes({ db: databases.main, storage });
        // Practice audio no item names any more (issue 13), also when no speech provider builds.
        const audio = await sweepUnusedAudio(databases.practice, storage.media, new Date());
        // Uploaded avatars no user names any more (issue 14).
        const avatars = await sweepUnreferencedAvatars({ db: databases.main, media: storage.media });
        // Resumable uploads left unfinished past their expiry (issue 16).
        const expiredUploads = await resumableUploads.deleteExpired();
        return {
          examined: result.examined + avatars.examined,
          removed: result.removed + audio + avatars.removed + expiredUploads,
        };
      },
      log: (result, error) =>
        error
          ? app.log.warn({ err: error }, 'the sweep for stored bytes without a record failed')
          : app.log.info(result, 'swept stored bytes without a record'),
    });
    app.addHook('preClose', async () => stopSweeps());
  }

  if (serveWeb) await registerWeb(app, webRoot);
  return { app, ctx, previewJobs: files.previewJobs, audioRunner, resumableUploads };
}

/** Paths that answer while the database is away: the probes, and the app's pages and files. */
const ANSWERS_WITHOUT_DATABASE = new Set(['/health', '/ready', '/api/v4/health']);

/**
 * Issue 19: from the start of a shutdown every new request is refused with 503 (and its connection
 * closed), so a load balancer moves on; while the database is known to be away, API requests are refused
 * at once instead of each waiting for a connection that will not come.
 */
function refuseWhileClosingOrDatabaseDown(
  app: FastifyInstance,
  availability: ReturnType<typeof createDatabaseAvailability>,
): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (closing) {
      reply.header('Connection', 'close');
      return sendServiceUnavailable(reply);
    }
    const path = request.url.split('?')[0] ?? '';
    if (!availability.isAvailable() && path.startsWith('/api/') && !ANSWERS_WITHOUT_DATABASE.has(path)) {
      return sendServiceUnavailable(reply);
    }
  });
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
    // Only our own images (profile images are our avatars, issue 10): no outside tracker loads.
    imgSrc: ["'self'", 'data:', 'blob:', ...storageHost, ...analytics],
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

/** The built SPA's files; the page itself is answered by the not-found handler (http/error-handler.ts). */
export async function registerWeb(app: FastifyInstance, root = webDistDir): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    maxAge: 0,
    preCompressed: true,
  });
  // Hashed assets never change: cache them for a year. A missing one (404) must not be cached so.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/assets/') && reply.statusCode < 400) {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    }
  });
}
