// Opens the two stores. One code path for PGlite (embedded default) and PostgreSQL (DATABASE_URL).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
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

/** Notification channel for cross-instance events (see live/event-bus.ts). */
export interface Notifier {
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface Databases {
  main: MainDb;
  practice: PracticeDb;
  kind: 'pglite' | 'postgres';
  notifier: Notifier;
  close(): Promise<void>;
}

export interface ConnectOptions {
  mainUrl: string | undefined;
  practiceUrl: string | undefined;
  /** Where the embedded PGlite keeps its data; undefined keeps it in memory (tests). */
  pgliteDir: string | undefined;
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
    return connectPglite(options.pgliteDir);
  }
  return connectPostgres(options.mainUrl, options.practiceUrl);
}

/**
 * PGlite's shared buffers: 32 MB instead of PostgreSQL's 128 MB. The embedded store serves one small
 * instance and its data files sit in the operating system's page cache anyway; this keeps the server
 * process near 200 MB of memory instead of 300.
 */
const PGLITE_SETTINGS = 'shared_buffers = 32MB';

async function connectPglite(dataDir: string | undefined): Promise<Databases> {
  if (dataDir) {
    await fs.mkdir(path.dirname(dataDir), { recursive: true });
    await initialisePgliteDir(dataDir);
  }
  const client = await PGlite.create(dataDir, { postgresqlconf: PGLITE_SETTINGS });
  const main = drizzlePglite(client, { schema: mainSchema });
  const practice = drizzlePglite(client, { schema: practiceSchema });
  await migratePglite(main, migrationConfig('main'));
  await migratePglite(practice, migrationConfig('practice'));
  return {
    main,
    practice,
    kind: 'pglite',
    notifier: {
      async notify(channel, payload) {
        await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      async listen(channel, onMessage) {
        const unsubscribe = await client.listen(channel, onMessage);
        return async () => unsubscribe();
      },
    },
    close: () => client.close(),
  };
}

async function connectPostgres(mainUrl: string, practiceUrl: string | undefined): Promise<Databases> {
  const mainPool = new pg.Pool({ connectionString: mainUrl, max: 10 });
  const practicePool = practiceUrl ? new pg.Pool({ connectionString: practiceUrl, max: 10 }) : mainPool;
  const main = drizzlePg(mainPool, { schema: mainSchema });
  const practice = drizzlePg(practicePool, { schema: practiceSchema });
  await withMigrationLock(mainPool, () => migratePg(main, migrationConfig('main')));
  await withMigrationLock(practicePool, () => migratePg(practice, migrationConfig('practice')));

  const listenClient = new pg.Client({ connectionString: mainUrl });
  await listenClient.connect();
  const handlers = new Map<string, Set<(payload: string) => void>>();
  listenClient.on('notification', (message) => {
    for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
  });

  return {
    main,
    practice,
    kind: 'postgres',
    notifier: {
      async notify(channel, payload) {
        await mainPool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      async listen(channel, onMessage) {
        let set = handlers.get(channel);
        if (!set) {
          set = new Set();
          handlers.set(channel, set);
          await listenClient.query(`LISTEN "${channel.replace(/"/g, '')}"`);
        }
        set.add(onMessage);
        return async () => {
          set.delete(onMessage);
        };
      },
    },
    async close() {
      await listenClient.end();
      await mainPool.end();
      if (practicePool !== mainPool) await practicePool.end();
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
