// The preview job queue: durable rows claimed with FOR UPDATE SKIP LOCKED, retried with an
// exponential back-off after a failure that may pass, each job done by one runner across instances, and a
// database that goes away mid-job costs the job a retry, never the process.
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TFile } from '../../../shared/files/contract';
import { fileJobs } from '../../db/main-schema';
import { createPostgresDatabase, createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { PREVIEW_JOB } from './preview-jobs';
import { buildTestPdf, sampleLines } from './test-documents';
import { createTestFile, signUpUser, type SignedInUser } from '../../test/users-and-files';

const previewStateOf = async (owner: SignedInUser, fileId: string) =>
  ((await owner.client.get(`/api/v4/files/${fileId}`)).json().file as TFile).previewState;

describeEachDatabase('preview job retries', (kind) => {
  let testApp: TestApp;
  let owner: SignedInUser;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    owner = await signUpUser(testApp.app);
  });
  afterAll(() => testApp.close());

  const jobOf = async (fileId: string) => {
    const [job] = await testApp.ctx.databases.main
      .select({
        attempts: fileJobs.attempts,
        lockedUntil: fileJobs.lockedUntil,
        lastError: fileJobs.lastError,
        dueInSeconds: sql<number>`extract(epoch from ${fileJobs.runAfter} - now())::float8`,
      })
      .from(fileJobs)
      .where(eq(fileJobs.fileId, fileId));
    return job;
  };
  const makeDue = (fileId: string) =>
    testApp.ctx.databases.main
      .update(fileJobs)
      .set({ runAfter: sql`now()` })
      .where(eq(fileJobs.fileId, fileId));
  /** The disk store's copy of a file's bytes: moved away, the store fails to open it, as an outage would. */
  const bytesPath = (fileId: string) => path.join(testApp.dataDir, 'storage', 'media', 'files', fileId);

  it('retries a storage failure after 10 s, then 20 s, and succeeds once the store answers', async () => {
    const file = await createTestFile(owner.client, { name: 'cham-tre.txt', content: 'Đề thi thử TOEIC' });
    await fs.rename(bytesPath(file.id), `${bytesPath(file.id)}.away`);

    expect(await testApp.previewJobs.runOnce()).toEqual({ fileId: file.id, outcome: 'retry' });
    const first = await jobOf(file.id);
    expect(first).toMatchObject({ attempts: 1, lockedUntil: null });
    expect(first!.lastError).toMatch(/not found/);
    expect(first!.dueInSeconds).toBeGreaterThan(PREVIEW_JOB.retryBaseMs / 1000 - 2);
    expect(first!.dueInSeconds).toBeLessThanOrEqual(PREVIEW_JOB.retryBaseMs / 1000);
    // Not due yet: nothing to run, and the file says it is still being prepared.
    expect(await testApp.previewJobs.runOnce()).toBeUndefined();
    expect(await previewStateOf(owner, file.id)).toBe('pending');

    await makeDue(file.id);
    expect((await testApp.previewJobs.runOnce())?.outcome).toBe('retry');
    const second = await jobOf(file.id);
    expect(second!.attempts).toBe(2);
    expect(second!.dueInSeconds).toBeGreaterThan((2 * PREVIEW_JOB.retryBaseMs) / 1000 - 2);

    await fs.rename(`${bytesPath(file.id)}.away`, bytesPath(file.id));
    await makeDue(file.id);
    expect((await testApp.previewJobs.runOnce())?.outcome).toBe('ready');
    expect(await previewStateOf(owner, file.id)).toBe('ready');
    expect(await jobOf(file.id)).toBeUndefined();
  });

  it(`gives up after ${PREVIEW_JOB.maxAttempts} tries: the file ends failed`, async () => {
    const file = await createTestFile(owner.client, { name: 'mat-tich.txt', content: 'không đọc được' });
    await fs.rename(bytesPath(file.id), `${bytesPath(file.id)}.away`);
    const outcomes = [];
    for (let attempt = 1; attempt <= PREVIEW_JOB.maxAttempts; attempt += 1) {
      outcomes.push((await testApp.previewJobs.runOnce())?.outcome);
      await makeDue(file.id);
    }
    expect(outcomes).toEqual([...Array<string>(PREVIEW_JOB.maxAttempts - 1).fill('retry'), 'failed']);
    expect(await previewStateOf(owner, file.id)).toBe('failed');
    // Still downloadable once the store answers: the file itself was never touched.
    await fs.rename(`${bytesPath(file.id)}.away`, bytesPath(file.id));
    expect((await owner.client.get(`/api/v4/files/${file.id}/download`)).body).toBe('không đọc được');
  });

  it('a started runner takes an upload at once, and a stopped one hands its job back', async () => {
    const file = await createTestFile(owner.client, { name: 'ngay-lap-tuc.txt', content: 'xử lý ngay' });
    testApp.previewJobs.start();
    await expect.poll(() => previewStateOf(owner, file.id)).toBe('ready');

    // A long document: the runner is still reading it when the server shuts down.
    const long = buildTestPdf({ pages: Array.from({ length: 200 }, (_, index) => sampleLines(index + 1)) });
    const slow = await createTestFile(owner.client, { name: 'dai.pdf', content: long, type: 'application/pdf' });
    await expect.poll(async () => (await jobOf(slow.id))?.lockedUntil ?? null).not.toBeNull();
    await testApp.previewJobs.stop();
    // The try does not count and another instance may take the job at once.
    expect(await jobOf(slow.id)).toMatchObject({ attempts: 0, lockedUntil: null });
    expect(await previewStateOf(owner, slow.id)).toBe('pending');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('preview jobs on one PostgreSQL [postgres]', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: TcpProxy;
  let first: TestApp;
  let second: TestApp;
  let owner: SignedInUser;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    // The first instance reaches the database through a proxy the test cuts; the second directly. Both
    // share one store, as instances share S3.
    first = await createTestApp('pglite', { DATABASE_URL: proxy.proxiedUrl(database.url) });
    second = await createTestApp('pglite', { DATABASE_URL: database.url, DATA_DIR: first.dataDir });
    owner = await signUpUser(first.app);
  });
  afterEach(async () => {
    await proxy.restore().catch(() => undefined);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await proxy?.close();
    await database?.drop();
  });

  const admin = async <T>(query: string, values: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(query, values)).rows as T[];
    } finally {
      await client.end();
    }
  };

  it('two instances draining one queue never run the same file twice', async () => {
    const uploaded = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        createTestFile(owner.client, { name: `tai-lieu-${index}.txt`, content: `Tài liệu số ${index}` }),
      ),
    );
    const drain = async (instance: TestApp) => {
      const done: string[] = [];
      for (let run = await instance.previewJobs.runOnce(); run; run = await instance.previewJobs.runOnce()) {
        expect(run.outcome).toBe('ready');
        done.push(run.fileId);
      }
      return done;
    };
    const [byFirst, bySecond] = await Promise.all([drain(first), drain(second)]);
    const all = [...byFirst, ...bySecond].sort();
    expect(all).toEqual(uploaded.map((file) => file.id).sort());
    expect(await admin('SELECT file_id FROM file_jobs')).toEqual([]);
  });

  it('a database lost in the middle of a job costs the job a retry, never the process', async () => {
    const long = buildTestPdf({ pages: Array.from({ length: 150 }, (_, index) => sampleLines(index + 1)) });
    const file = await createTestFile(owner.client, {
      name: 'mat-ket-noi.pdf',
      content: long,
      type: 'application/pdf',
    });
    const running = first.previewJobs.runOnce();
    // Claimed: the worker is reading the document. Then the database goes away before the result is saved.
    await expect
      .poll(
        async () =>
          (await admin<{ locked: boolean }>('SELECT locked_until IS NOT NULL AS locked FROM file_jobs'))[0]?.locked,
      )
      .toBe(true);
    await proxy.cut();
    expect(await running).toEqual({ fileId: file.id, outcome: undefined });

    // The job stays claimed until its lease ends, then runs again.
    await proxy.restore();
    expect((await admin<{ attempts: number }>('SELECT attempts FROM file_jobs'))[0]?.attempts).toBe(1);
    await admin('UPDATE file_jobs SET locked_until = now()');
    await expect.poll(async () => (await first.previewJobs.runOnce().catch(() => undefined))?.outcome).toBe('ready');
    expect(await previewStateOf(owner, file.id)).toBe('ready');
  });

  it('a runner whose database is away keeps polling, and resumes when it answers', async () => {
    await proxy.cut();
    first.previewJobs.start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await proxy.restore();
    // Uploaded through the second instance: the first hears of it through NOTIFY, or finds it by polling.
    const file = await createTestFile(owner.client.useApp(second.app), {
      name: 'sau-su-co.txt',
      content: 'đã trở lại',
    });
    await expect.poll(() => previewStateOf(owner, file.id)).toBe('ready');
    await first.previewJobs.stop();
    owner.client.useApp(first.app);
  });
});
