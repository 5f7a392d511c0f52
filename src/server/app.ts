// buildApp(config): the whole server as one Fastify instance, for main.ts and for tests. The platform
// first (stores, auth, events, the HTTP policies every request goes through), then one plugin per domain,
// each built by its face (src/server/<domain>/index.ts) and handed only the services it uses.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { createAppContext, type AppContext } from './context';
import type { RetrySchedule } from './db/connect';
import { accountPlugin, createAccountDomain, type AccountService } from './account';
import { authRoutes, type PasswordHasher } from './auth';
import { createFilesDomain, filesPlugin, type PreviewJobRunner, type ResumableUploads } from './files';
import { liveRoutes } from './live';
import { createModerationService, moderationPlugin } from './moderation';
import { createPaymentsDomain, paymentRoutes } from './payments';
import { createPracticeDomain, practicePlugin, type AudioRunner } from './practice';
import { avatarRoutes, healthRoutes, siteRoutes } from './site';
import { proxyTrustOf } from './http/client-address';
import { frameworkErrorOptions } from './http/error-handler';
import { registerHttpPolicies } from './http/policies';
import { readWebPage, registerWeb } from './http/web';
import { scheduleOrphanSweeps } from './platform/orphan-sweep';
import { paths } from '../shared/paths';
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
  /** Remove stored bytes without a record after start-up and periodically (default true). */
  sweepOrphans?: boolean;
  /** The clock of the learner's record: tests move it to make reviews due. */
  now?: () => Date;
  /**
   * Run the background preview jobs of this instance (default true). Tests leave it off and drive the
   * queue with `previewJobs.runOnce()`, or start the runner themselves.
   */
  runPreviewJobs?: boolean;
  /** Build practice audio in the background when a speech provider is configured (default true). */
  runAudioBuilds?: boolean;
  /** How long an unfinished resumable upload lives (default 24 h): tests shorten it. */
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
  /** The tus endpoint's uploads. */
  resumableUploads: ResumableUploads;
  /** The account's commands (export, deletion), for tests that call them without a request. */
  account: AccountService;
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
    // During a shutdown requests are refused by our own hook (http/policies.ts), in the catalogue's shape.
    return503OnClosing: false,
  });
  const log = app.log;
  const { ctx, storage, availability, secret } = await createAppContext(app, config, options);
  const webRoot = options.webRoot ?? webDistDir;
  const webPage = readWebPage(webRoot, options.serveWeb !== false);
  await registerHttpPolicies(app, {
    config,
    availability,
    webPage,
    originCheckExempt: ORIGIN_CHECK_EXEMPT,
    bodyTimeoutMs: options.bodyTimeoutMs,
    uploadIdleTimeoutMs: options.uploadIdleTimeoutMs,
  });

  await app.register(healthRoutes, { databases: ctx.databases, availability, storage });
  await app.register(authRoutes, { ctx });
  await app.register(siteRoutes, { ctx });
  await app.register(liveRoutes, { ctx });
  await app.register(avatarRoutes);
  const practice = createPracticeDomain({ ctx, media: storage.media, log, now: options.now });
  await app.register(practicePlugin, {
    ctx,
    domain: practice,
    media: storage.media,
    runAudioBuilds: options.runAudioBuilds,
  });
  const payments = createPaymentsDomain({ config, db: ctx.databases.main, authSecret: secret, log });
  await app.register(paymentRoutes, { ctx, ...payments });
  const files = createFilesDomain({ ctx, storage, log, resumableUploadExpiryMs: options.resumableUploadExpiryMs });
  // A pattern is an address of itself: the file page's chunks, whichever file the page shows.
  const filePageHtml = webPage?.(paths.file.pattern);
  await app.register(filesPlugin, {
    ctx,
    files,
    indexHtml: filePageHtml,
    collectionPageHtml: webPage?.(paths.collection.pattern),
    runPreviewJobs: options.runPreviewJobs,
  });
  const account = createAccountDomain({ ctx, files: files.service, record: practice.record, storage, log });
  await app.register(accountPlugin, { ctx, domain: account, media: storage.media });
  const moderation = createModerationService({
    db: ctx.databases.main,
    files: files.service,
    adminEmails: config.auth.adminEmails,
    announceSessionsChanged: ctx.announceSessionsChanged,
  });
  await app.register(moderationPlugin, { ctx, moderation });

  if (options.sweepOrphans !== false) {
    const stopSweeps = scheduleOrphanSweeps({ sweeps: [...files.sweeps, ...practice.sweeps, ...account.sweeps], log });
    app.addHook('preClose', async () => stopSweeps());
  }
  if (webPage) await registerWeb(app, webRoot);
  const { previewJobs, resumableUploads } = files;
  return { app, ctx, previewJobs, audioRunner: practice.audioRunner, resumableUploads, account: account.account };
}
