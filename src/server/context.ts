// What every domain plugin receives from buildApp: configuration, stores, auth and the event bus.
// createAppContext builds it, with the platform beside it (the file stores, the database's availability,
// the auth secret), and closes what it opened when the app closes.
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config';
import { createDatabaseAvailability, type DatabaseAvailability } from './db/availability';
import { connectDatabases, type Databases, type RetrySchedule } from './db/connect';
import {
  createAuth,
  createSessionReader,
  resolveAuthSecret,
  type Auth,
  type PasswordHasher,
  type SessionUser,
} from './auth';
import { createEventBus, type EventBus } from './live';
import { createMailer } from './mail';
import { createStorage } from './platform/storage';
import type { Storage } from './platform/storage/types';

export interface AppContext {
  config: Config;
  databases: Databases;
  auth: Auth;
  events: EventBus;
  getSessionUser(request: FastifyRequest): Promise<SessionUser | null>;
  /** Like getSessionUser, but answers 401 with the shared message when nobody is signed in. */
  requireSessionUser(request: FastifyRequest): Promise<SessionUser>;
  /** Sessions are cached for a few seconds: anything that ends or changes one must call this. */
  announceSessionsChanged(): Promise<void>;
}

export interface Platform {
  ctx: AppContext;
  storage: Storage;
  availability: DatabaseAvailability;
  /** Resolved once: sessions, the payment sandbox's signing key and order tokens all derive from it. */
  secret: string;
}

export async function createAppContext(
  app: FastifyInstance,
  config: Config,
  options: {
    /** Keep the embedded database in memory (tests); by default it lives in DATA_DIR. */
    inMemoryDatabase?: boolean;
    /** The in-memory database starts from this migrated dump (db/connect.ts). */
    pgliteImage?: Blob;
    passwordHasher?: PasswordHasher;
    listenRetry?: RetrySchedule;
  },
): Promise<Platform> {
  const databases = await connectDatabases({
    mainUrl: config.database.mainUrl,
    practiceUrl: config.database.practiceUrl,
    poolSize: config.database.poolSize,
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
  const secret = await resolveAuthSecret(config.auth.secret, config.dataDir);
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    dataDir: config.dataDir,
    log: app.log,
  });
  const auth = createAuth({
    config,
    db: databases.main,
    secret,
    mailer,
    log: app.log,
    passwordHasher: options.passwordHasher,
  });
  const sessions = await createSessionReader(auth, databases.notifier, {
    adminEmails: config.auth.adminEmails,
    adminsMustBeVerified: config.auth.requireEmailVerification,
  });
  // Registered first, so it runs last: every domain has closed what it holds before the databases go.
  app.addHook('onClose', async () => {
    availability.close();
    await sessions.close();
    await events.close();
    await databases.close();
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
  return { ctx, storage, availability, secret };
}
