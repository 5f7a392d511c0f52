// The server keeps serving when PostgreSQL fails. The faults are caused by the test itself: a
// TCP proxy between the app and PostgreSQL that it cuts and restores, and backends it terminates.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_ERRORS } from '../shared/errors';
import { isDatabaseUnavailableError } from './db/availability';
import { createTestFile, filesUnder, signUpUser, uploadTestFile } from './test/users-and-files';
import { createPostgresDatabase, createTestApp, TestClient, type TestApp } from './test/test-app';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy';

describe.runIf(process.env.TEST_DATABASE_URL)('database faults [postgres]', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: TcpProxy;
  let testApp: TestApp;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    testApp = await createTestApp('pglite', { DATABASE_URL: proxy.proxiedUrl(database.url) });
  });

  afterEach(async () => {
    // Every test leaves the database reachable.
    await proxy.restore().catch(() => undefined);
  });

  afterAll(async () => {
    await testApp?.close();
    await proxy?.close();
    await database?.drop();
  });

  async function terminateAppBackends(): Promise<number> {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const { rowCount } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    await admin.end();
    return rowCount ?? 0;
  }

  it('a backend terminated in the middle of a transaction fails that transaction, never the process', async () => {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const failure = await testApp.ctx.databases.main
      .transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as {
          rows: Array<{ pid: number }>;
        };
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        // The client learns of its end between two statements, while it is checked out of the pool:
        // the moment whose unheard 'error' event used to end the process.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`SELECT 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    await admin.end();
    expect(isDatabaseUnavailableError(failure)).toBe(true);
    const after = (await testApp.ctx.databases.main.execute(sql`SELECT 1 AS one`)) as unknown as { rows: unknown[] };
    expect(after.rows).toEqual([{ one: 1 }]);
  });

  it('counters stay equal to their tables while backends are terminated under load', async () => {
    const owner = await signUpUser(testApp.app);
    const file = await createTestFile(owner.client);
    const savers = await Promise.all(Array.from({ length: 6 }, () => signUpUser(testApp.app)));
    const statuses: number[] = [];
    const bodies: unknown[] = [];
    const save = async (user: (typeof savers)[number], saved: boolean) => {
      const response = await user.client.request({
        method: 'PUT',
        url: `/api/v4/files/${file.id}/save`,
        payload: { saved },
      });
      statuses.push(response.statusCode);
      if (response.statusCode >= 500) bodies.push(response.json());
    };
    for (let round = 0; round < 4; round += 1) {
      const requests = savers.map((user, index) => save(user, (round + index) % 2 === 0));
      await terminateAppBackends();
      await Promise.all(requests);
    }
    expect(
      statuses.every((status) => status === 200 || status === 503),
      statuses.join(','),
    ).toBe(true);
    for (const body of bodies) expect(body).toEqual(GENERIC_ERRORS.serviceUnavailable);

    await expect.poll(async () => (await owner.client.get(`/api/v4/files/${file.id}`)).statusCode).toBe(200);
    // No connection was left checked out by a transaction that lost it (the pool would shrink for good).
    const pool = (testApp.ctx.databases.main as unknown as { $client: pg.Pool }).$client;
    await expect.poll(() => pool.totalCount - pool.idleCount).toBe(0);
    const { rows } = (await testApp.ctx.databases.main.execute(
      sql`SELECT save_count, (SELECT count(*)::int FROM file_saves WHERE file_id = files.id) AS saves FROM files WHERE id = ${file.id}`,
    )) as unknown as { rows: Array<{ save_count: number; saves: number }> };
    expect(rows[0]!.save_count).toBe(rows[0]!.saves);
  });

  it('an outage answers 503 in the catalogue shape, refuses at once while it lasts, and recovers by itself', async () => {
    const owner = await signUpUser(testApp.app);
    const file = await createTestFile(owner.client, { content: 'còn nguyên sau sự cố' });
    const visitor = new TestClient(testApp.app);

    await proxy.cut();
    const first = await visitor.get(`/api/v4/files/${file.id}`);
    expect(first.statusCode).toBe(503);
    expect(first.json()).toEqual(GENERIC_ERRORS.serviceUnavailable);
    expect(first.headers['retry-after']).toBe('2');
    await expect.poll(async () => (await visitor.get('/ready')).statusCode).toBe(503);
    // While the database is known to be away, requests are refused before they wait for a connection.
    const during = await visitor.get(`/api/v4/files/${file.id}`);
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual(GENERIC_ERRORS.serviceUnavailable);
    expect((await visitor.get('/health')).statusCode).toBe(200);

    await proxy.restore();
    await expect.poll(async () => (await visitor.get(`/api/v4/files/${file.id}`)).statusCode).toBe(200);
    expect((await visitor.get('/ready')).statusCode).toBe(200);
    // Nothing acknowledged was lost.
    const content = await visitor.get(`/api/v4/files/${file.id}/content`);
    expect(content.body).toBe('còn nguyên sau sự cố');
  });

  it('an upload whose record cannot be written answers 503 and leaves no bytes and no record', async () => {
    const owner = await signUpUser(testApp.app);
    // The session is read (and briefly cached) before the database goes away, as for a user mid-upload.
    expect((await owner.client.get('/api/v4/files/me/counts')).statusCode).toBe(200);
    const storageDir = path.join(testApp.dataDir, 'storage');
    const before = await filesUnder(storageDir);

    await proxy.cut();
    const upload = await uploadTestFile(owner.client, { name: 'mat-ket-noi.txt', content: 'x'.repeat(5000) });
    expect(upload.statusCode, upload.body).toBe(503);
    expect(upload.json()).toEqual(GENERIC_ERRORS.serviceUnavailable);
    expect(await filesUnder(storageDir)).toEqual(before);

    await proxy.restore();
    await expect.poll(async () => (await owner.client.get('/api/v4/files/me/counts')).statusCode).toBe(200);
    const counts = (await owner.client.get('/api/v4/files/me/counts')).json() as { uploaded: number };
    expect(counts.uploaded).toBe(0);
  });

  it('start-up waits for a database that is down, and the server becomes ready once it is up', async () => {
    const startDatabase = await createPostgresDatabase();
    const target = new URL(startDatabase.url);
    const startProxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await startProxy.cut();
    let started: TestApp | undefined;
    const starting = createTestApp('pglite', { DATABASE_URL: startProxy.proxiedUrl(startDatabase.url) }).then(
      (built) => (started = built),
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(started).toBeUndefined();
      await startProxy.restore();
      await starting;
      expect((await started!.app.inject({ url: '/ready' })).statusCode).toBe(200);
    } finally {
      await startProxy.restore().catch(() => undefined);
      await starting.catch(() => undefined);
      await started?.close();
      await startProxy.close();
      await startDatabase.drop();
    }
  });
});

/** An event stream read as it arrives: its `change` events so far, and whether the server ended it. */
async function openEventStream(baseUrl: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v4/events`, { signal: controller.signal });
  if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
  const reader = response.body!.getReader();
  await reader.read(); // the opening 'retry' line: the stream is subscribed
  const stream = { fileIds: [] as string[], ended: false, close: () => controller.abort() };
  void (async () => {
    const decoder = new TextDecoder();
    let text = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        for (const match of text.matchAll(/"fileId":"([^"]+)"/g)) {
          if (!stream.fileIds.includes(match[1]!)) stream.fileIds.push(match[1]!);
        }
      }
      stream.ended = true;
    } catch {
      // Closed by the test.
    }
  })();
  return stream;
}

describe.runIf(process.env.TEST_DATABASE_URL)('live events after a database outage [postgres]', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: TcpProxy;
  /** Reaches PostgreSQL through the proxy the test cuts; its listener waits 30 s between tries. */
  let cutOff: TestApp;
  let cutOffUrl: string;
  /** Another instance on the same database, never cut off. */
  let other: TestApp;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    cutOff = await createTestApp(
      'pglite',
      { DATABASE_URL: proxy.proxiedUrl(database.url) },
      { listenRetry: { initialMs: 30_000, factor: 1, maxMs: 30_000 } },
    );
    cutOffUrl = await cutOff.app.listen({ host: '127.0.0.1', port: 0 });
    other = await createTestApp('pglite', { DATABASE_URL: database.url });
  });

  afterAll(async () => {
    await cutOff?.close();
    await other?.close();
    await proxy?.close();
    await database?.drop();
  });

  const publishOnOther = (fileId: string) =>
    other.ctx.events.publish({ type: 'file.updated', fileId, ownerId: 'someone', isPublic: true });

  it('listens again as soon as the database answers, not after its back-off, and ends the streams then', async () => {
    const before = await openEventStream(cutOffUrl);
    await publishOnOther('truoc-su-co');
    await expect.poll(() => before.fileIds).toContain('truoc-su-co');

    await proxy.cut();
    // A request meets the outage; the instance refuses API requests until its probe sees the database again.
    await expect.poll(async () => (await cutOff.app.inject({ url: '/ready' })).statusCode).toBe(503);
    await proxy.restore();

    // The streams open through the outage end once the listener is back: browsers reconnect and refetch.
    // Its back-off alone would take 30 s.
    await expect.poll(() => before.ended).toBe(true);
    await expect.poll(async () => (await cutOff.app.inject({ url: '/ready' })).statusCode).toBe(200);
    const after = await openEventStream(cutOffUrl);
    try {
      await publishOnOther('sau-su-co');
      await expect.poll(() => after.fileIds).toContain('sau-su-co');
    } finally {
      after.close();
    }
  });
});

describe('the embedded database failing [pglite]', () => {
  it('answers 503 in the catalogue shape once PGlite stops answering, and the process stays up', async () => {
    const testApp = await createTestApp('pglite');
    try {
      const owner = await signUpUser(testApp.app);
      const file = await createTestFile(owner.client);
      const visitor = new TestClient(testApp.app);
      expect((await visitor.get(`/api/v4/files/${file.id}`)).statusCode).toBe(200);

      // What a WebAssembly abort or a closed data directory leaves: a client that rejects every query.
      const pglite = (testApp.ctx.databases.main as unknown as { $client: { close(): Promise<void> } }).$client;
      await pglite.close();
      const response = await visitor.get(`/api/v4/files/${file.id}`);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(GENERIC_ERRORS.serviceUnavailable);
      expect((await visitor.get('/ready')).statusCode).toBe(503);
      expect((await visitor.get('/health')).statusCode).toBe(200);
    } finally {
      await testApp.close().catch(() => undefined);
    }
  });
});
