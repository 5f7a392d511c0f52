// The PostgreSQL listening connection survives being dropped (scale-out); the pools open as many
// connections as DATABASE_POOL_SIZE says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connectDatabases, type Databases } from './connect';
import { createPostgresDatabase } from '../test/test-app';

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL notifications', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let databases: Databases;
  const lostConnections: Error[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    databases = await connectDatabases({
      mainUrl: database.url,
      practiceUrl: undefined,
      pgliteDir: undefined,
      onConnectionLost: (error) => lostConnections.push(error),
    });
  });

  /** What a PostgreSQL restart or an idle-connection killer does to this database's backends. */
  async function terminateBackends(which: 'listener' | 'pool'): Promise<number> {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const { rowCount } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()
         AND (query LIKE 'LISTEN%') = $1`,
      [which === 'listener'],
    );
    await admin.end();
    return rowCount ?? 0;
  }

  afterAll(async () => {
    await databases?.close();
    await database?.drop();
  });

  it('listens again after the connection is dropped, and says so', async () => {
    const received: string[] = [];
    await databases.notifier.listen('test_channel', (payload) => received.push(payload));
    let reconnects = 0;
    databases.notifier.onReconnect(() => (reconnects += 1));

    await databases.notifier.notify('test_channel', 'before');
    await expect.poll(() => received).toEqual(['before']);

    expect(await terminateBackends('listener')).toBe(1);

    await expect.poll(() => reconnects).toBe(1);
    await databases.notifier.notify('test_channel', 'after');
    await expect.poll(() => received).toEqual(['before', 'after']);
  });

  it('survives losing its idle pooled connections: the next query opens a new one', async () => {
    await databases.main.execute(sql`SELECT 1`);
    const terminated = await terminateBackends('pool');
    expect(terminated).toBeGreaterThan(0);
    // Each idle client learns of its end on its own; the pool drops it then.
    await expect.poll(() => lostConnections.length).toBe(terminated);
    const result = (await databases.main.execute(sql`SELECT 1 AS one`)) as { rows: unknown[] };
    expect(result.rows).toEqual([{ one: 1 }]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL pool size', () => {
  it('opens as many connections as asked for, beyond the default', async () => {
    const database = await createPostgresDatabase();
    const databases = await connectDatabases({
      mainUrl: database.url,
      practiceUrl: undefined,
      pgliteDir: undefined,
      poolSize: 12,
    });
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      // Every query waits for a lock another connection holds, so each keeps a pooled connection busy.
      await admin.query('SELECT pg_advisory_lock(42)');
      // Drizzle sends a query when it is awaited: Promise.resolve starts each now.
      const waiting = Array.from({ length: 12 }, () =>
        Promise.resolve(databases.main.execute(sql`SELECT pg_advisory_lock_shared(42), pg_advisory_unlock_shared(42)`)),
      );
      const countWaiting = async () =>
        Number(
          (
            await admin.query(`SELECT count(*) FROM pg_stat_activity
              WHERE datname = current_database() AND query LIKE '%pg_advisory_lock_shared%' AND pid <> pg_backend_pid()`)
          ).rows[0].count,
        );
      await expect.poll(countWaiting).toBe(12);
      await admin.query('SELECT pg_advisory_unlock(42)');
      await Promise.all(waiting);
    } finally {
      await admin.end();
      await databases.close();
      await database.drop();
    }
  });
});
