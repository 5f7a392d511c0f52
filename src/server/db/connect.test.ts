// The PostgreSQL listening connection survives being dropped (scale-out, issue 6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { connectDatabases, type Databases } from './connect';
import { createPostgresDatabase } from '../test/test-app';

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL notifications', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let databases: Databases;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    databases = await connectDatabases({ mainUrl: database.url, practiceUrl: undefined, pgliteDir: undefined });
  }, 60_000);

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

    // What a PostgreSQL restart or an idle-connection killer does to the listening backend.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const { rowCount } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    await admin.end();
    expect(rowCount).toBe(1);

    await expect.poll(() => reconnects, { timeout: 10_000 }).toBe(1);
    await databases.notifier.notify('test_channel', 'after');
    await expect.poll(() => received).toEqual(['before', 'after']);
  }, 30_000);
});
