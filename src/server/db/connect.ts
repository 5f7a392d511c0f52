// Opens the two stores. One code path for PGlite (embedded default) and PostgreSQL (DATABASE_URL).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsDir } from '../paths';
import * as mainSchema from './main-schema';
import * as practiceSchema from './practice-schema';

export type MainDb = PgDatabase<PgQueryResultHKT, typeof mainSchema>;
export type PracticeDb = PgDatabase<PgQueryResultHKT, typeof practiceSchema>;
/** What `MainDb.transaction` hands its callback: queries that must commit together take it. */
export type MainTransaction = Parameters<Parameters<MainDb['transaction']>[0]>[0];

/** A NOTIFY: sent by Notifier.notify, or by a statement that writes what it tells of (it is delivered on commit). */
export interface NotifyMessage {
  channel: string;
  payload: string;
}

/** Notification channel for cross-instance events (see live/event-bus.ts). */
export interface Notifier {
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Called after the listening connection was lost and made again: notifications sent meanwhile are
   * gone, so whoever keeps state built from them must start afresh.
   */
  onReconnect(handler: () => void): () => void;
  /**
   * The database answers again (db/availability.ts): a lost listening connection is made again now rather
   * than after its back-off, since notifications sent before it is back never reach this instance.
   */
  reconnect(): void;
}

export interface Databases {
  main: MainDb;
  practice: PracticeDb;
  kind: 'pglite' | 'postgres';
  notifier: Notifier;
  /**
   * Whether a statement of the practice store that sends a notification reaches the notifier's listeners:
   * they listen on the main database, so only when one database holds both stores (no
   * PRACTICE_DATABASE_URL).
   */
  practiceNotifies: boolean;
  /** Resolves when every store answers a trivial query (db/availability.ts, /ready). */
  probe(): Promise<void>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  mainUrl: string | undefined;
  practiceUrl: string | undefined;
  /** Connections each PostgreSQL pool opens at most (DATABASE_POOL_SIZE); ignored by PGlite, one connection. */
  poolSize?: number;
  /** Where the embedded PGlite keeps its data; undefined keeps it in memory (tests). */
  pgliteDir: string | undefined;
  /**
   * An in-memory PGlite starts from this dump of a data directory (`dumpDataDir`) instead of an empty one:
   * the test suites migrate once and start every app from the result, which skips initdb and most of the
   * migrations' work. Ignored with `pgliteDir` or PostgreSQL.
   */
  pgliteImage?: Blob;
  /**
   * A pooled PostgreSQL connection died (restart, network, terminated backend), idle or checked out; the
   * pool opens a new one, and a request using it fails with that error.
   */
  onConnectionLost?: (error: Error) => void;
  /** At start-up PostgreSQL did not answer; the next try follows after `retryInMs`. */
  onWaitingForDatabase?: (error: Error, retryInMs: number) => void;
  /** The back-off of the listening connection (default LISTEN_RETRY): tests lengthen it. */
  listenRetry?: RetrySchedule;
}

export interface RetrySchedule {
  initialMs: number;
  factor: number;
  maxMs: number;
}

const MIGRATIONS_SCHEMA = 'drizzle';
const migrationsTable = (store: 'main' | 'practice') => `__migrations_${store}`;
// Serialises migrations of several instances starting at once on one PostgreSQL.
const MIGRATION_LOCK_ID = 727_001;

export async function connectDatabases(options: ConnectOptions): Promise<Databases> {
  if (!options.mainUrl) {
    if (options.practiceUrl) {
      throw new Error('PRACTICE_DATABASE_URL needs DATABASE_URL: the embedded database holds both stores.');
    }
    return connectPglite(options.pgliteDir, options.pgliteImage);
  }
  return connectPostgres({ ...options, mainUrl: options.mainUrl });
}

/**
 * PGlite's shared buffers: 32 MB instead of PostgreSQL's 128 MB. The embedded store serves one small
 * instance and its data files sit in the operating system's page cache anyway; this keeps the server
 * process near 200 MB of memory instead of 300.
 */
const PGLITE_SETTINGS = 'shared_buffers = 32MB';

/**
 * An in-memory PGlite with both stores migrated, as a dump (`pgliteImage` of ConnectOptions); `prepare`
 * may write to the stores before the dump. With `base`, an earlier dump, only migrations it lacks run.
 */
export async function migratedPgliteImage(
  prepare?: (stores: Pick<Databases, 'main' | 'practice'>) => Promise<void>,
  base?: Blob,
): Promise<Blob> {
  const { client, main, practice } = await openPglite(undefined, base);
  try {
    await prepare?.({ main, practice });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * Makes `dataDir` an embedded data directory with both stores migrated, as a server's first start does,
 * and closes it. Tests copy one such directory into each DATA_DIR their server processes start on.
 */
export async function createMigratedPgliteDir(dataDir: string): Promise<void> {
  const { client } = await openPglite(dataDir, undefined);
  await client.close();
}

async function openPglite(dataDir: string | undefined, image: Blob | undefined) {
  if (dataDir) {
    await fs.mkdir(path.dirname(dataDir), { recursive: true });
    await initialisePgliteDir(dataDir);
  }
  // Search needs unaccent and pg_trgm, which PGlite ships as loadable extensions.
  const client = await PGlite.create(dataDir, {
    postgresqlconf: PGLITE_SETTINGS,
    extensions: { unaccent, pg_trgm },
    ...(image && !dataDir ? { loadDataDir: image } : {}),
  });
  const main = drizzlePglite(client, { schema: mainSchema });
  const practice = drizzlePglite(client, { schema: practiceSchema });
  await migratePglite(main, migrationConfig('main'));
  await migratePglite(practice, migrationConfig('practice'));
  return { client, main, practice };
}

async function connectPglite(dataDir: string | undefined, image: Blob | undefined): Promise<Databases> {
  const { client, main, practice } = await openPglite(dataDir, image);
  return {
    main,
    practice,
    kind: 'pglite',
    practiceNotifies: true,
    notifier: {
      async notify(channel, payload) {
        await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      async listen(channel, onMessage) {
        const unsubscribe = await client.listen(channel, onMessage);
        return async () => unsubscribe();
      },
      // In-process: the embedded database never drops the listening connection.
      onReconnect: () => () => {},
      reconnect: () => {},
    },
    async probe() {
      await client.query('SELECT 1');
    },
    close: () => client.close(),
  };
}

/**
 * Pool settings: a connection that cannot be made within 3 s fails the request (503) instead
 * of holding it, and TCP keep-alive notices a database host that vanished without closing the socket.
 */
const POOL_OPTIONS = { connectionTimeoutMillis: 3_000, keepAlive: true } as const;
const DEFAULT_POOL_SIZE = 10;
/** Start-up waits for PostgreSQL with this back-off, as long as it takes (a supervisor need not retry). */
const START_RETRY: RetrySchedule = { initialMs: 500, factor: 2, maxMs: 10_000 };

/**
 * A pool whose checked-out clients go back by themselves when their connection dies. Drizzle's
 * `transaction()` sends BEGIN before its try/finally, so a connection lost right after checkout would
 * never be released: each such fault would shrink the pool for good, until no request could get a
 * connection (seen in the fault tests). A client whose connection ended is released with
 * that error (the pool drops it), and a second release, Drizzle's own later, is ignored.
 */
class SelfReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    // The callback form is the pool's own (pool.query): it releases in every case itself.
    if (callback) return super.connect(callback);
    return super.connect().then(releaseWhenConnectionEnds);
  }
}

function releaseWhenConnectionEnds(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('end', onEnd);
    release(error);
  };
  const onEnd = () => releaseOnce(new Error('the database connection ended while checked out'));
  client.once('end', onEnd);
  client.release = releaseOnce;
  return client;
}

function createPool(connectionString: string, max: number, onConnectionLost: (error: Error) => void): pg.Pool {
  const pool = new SelfReleasingPool({ connectionString, max, ...POOL_OPTIONS });
  // node-postgres removes the pool's own error listener from a client while it is checked out (in a
  // transaction, between two statements): an error arriving then would be emitted with nobody listening
  // and end the process. Every client gets a listener of its own for its whole life instead.
  pool.on('connect', (client) => client.on('error', onConnectionLost));
  // The pool re-emits an idle client's error; the client's own listener above has reported it already.
  pool.on('error', () => {});
  return pool;
}

async function waitForPostgres(
  pool: pg.Pool,
  onWaiting: ((error: Error, retryInMs: number) => void) | undefined,
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await pool.query('SELECT 1');
      return;
    } catch (error) {
      const retryInMs = Math.min(START_RETRY.maxMs, START_RETRY.initialMs * START_RETRY.factor ** attempt);
      onWaiting?.(error as Error, retryInMs);
      await new Promise((resolve) => setTimeout(resolve, retryInMs));
    }
  }
}

async function connectPostgres(options: ConnectOptions & { mainUrl: string }): Promise<Databases> {
  const onConnectionLost = options.onConnectionLost ?? (() => {});
  const poolSize = options.poolSize ?? DEFAULT_POOL_SIZE;
  const mainPool = createPool(options.mainUrl, poolSize, onConnectionLost);
  const practicePool = options.practiceUrl ? createPool(options.practiceUrl, poolSize, onConnectionLost) : mainPool;
  const pools = practicePool === mainPool ? [mainPool] : [mainPool, practicePool];
  for (const pool of pools) await waitForPostgres(pool, options.onWaitingForDatabase);
  const main = drizzlePg(mainPool, { schema: mainSchema });
  const practice = drizzlePg(practicePool, { schema: practiceSchema });
  await withMigrationLock(mainPool, () => migratePg(main, migrationConfig('main')));
  await withMigrationLock(practicePool, () => migratePg(practice, migrationConfig('practice')));

  const listener = createPostgresListener(options.mainUrl, options.listenRetry ?? LISTEN_RETRY);
  await listener.start();

  return {
    main,
    practice,
    kind: 'postgres',
    practiceNotifies: practicePool === mainPool,
    notifier: {
      async notify(channel, payload) {
        await mainPool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      listen: listener.listen,
      onReconnect: listener.onReconnect,
      reconnect: listener.reconnect,
    },
    async probe() {
      await Promise.all(pools.map((pool) => pool.query('SELECT 1')));
    },
    async close() {
      await listener.close();
      await mainPool.end();
      if (practicePool !== mainPool) await practicePool.end();
    },
  };
}

/**
 * Notifications sent while the listening connection is down are lost to this instance (its event streams
 * are ended when it is back, so browsers refetch), so it is made again soon: the back-off stays short, and
 * the availability probe asks for it at once when the database answers again.
 */
const LISTEN_RETRY: RetrySchedule = { initialMs: 250, factor: 2, maxMs: 2_000 };
/** As the pools': a connection that cannot be made within 3 s is tried again, never awaited forever. */
const LISTENER_OPTIONS = { connectionTimeoutMillis: 3_000, keepAlive: true } as const;

/**
 * One connection that LISTENs for every channel asked for. When PostgreSQL drops it (restart, network,
 * idle kill) it is made again with back-off, the channels are listened to again, and onReconnect
 * handlers learn that notifications may have been missed.
 */
function createPostgresListener(url: string, retry: RetrySchedule) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const reconnectHandlers = new Set<() => void>();
  let client: pg.Client | null = null;
  let connecting = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let attempt = 0;

  const listenSql = (channel: string) => `LISTEN "${channel.replace(/"/g, '')}"`;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, ...LISTENER_OPTIONS });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    // Without an 'error' listener a lost connection would crash the process.
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(listenSql(channel));
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  }

  function lost(which: pg.Client): void {
    if (closed || client !== which) return;
    client = null;
    which.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    const delay = Math.min(retry.maxMs, retry.initialMs * retry.factor ** attempt);
    attempt += 1;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(reconnect, delay);
  }

  /** Makes the lost connection again now (one try at a time); a failure waits for the back-off. */
  function reconnect(): void {
    if (closed || client || connecting) return;
    clearTimeout(retryTimer);
    connecting = true;
    connect().then(
      () => {
        connecting = false;
        if (closed) return;
        attempt = 0;
        for (const handler of reconnectHandlers) handler();
      },
      () => {
        connecting = false;
        if (!closed) scheduleReconnect();
      },
    );
  }

  return {
    start: connect,
    reconnect,
    async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client?.query(listenSql(channel));
      }
      set.add(onMessage);
      return async () => {
        set.delete(onMessage);
      };
    },
    onReconnect(handler: () => void): () => void {
      reconnectHandlers.add(handler);
      return () => reconnectHandlers.delete(handler);
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retryTimer);
      await client?.end();
    },
  };
}

function migrationConfig(store: 'main' | 'practice') {
  return {
    migrationsFolder: migrationsDir(store),
    migrationsTable: migrationsTable(store),
    migrationsSchema: MIGRATIONS_SCHEMA,
  };
}

/**
 * Creating a new PGlite data directory (initdb) leaves about 600 MB in the process that ran it, which
 * WebAssembly never gives back. A short-lived child process does it instead, on the first start only.
 */
async function initialisePgliteDir(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const pgliteModule = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const script =
    'const { PGlite } = await import(process.argv[1]); await (await PGlite.create(process.argv[2])).close();';
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, pgliteModule, dataDir]);
}

async function withMigrationLock(pool: pg.Pool, run: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await run();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}
