// An upload started through one instance continues through another (one PostgreSQL
// database, one shared DATA_DIR), and the PostgreSQL locker keeps two requests of two instances from
// writing one upload at once.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MB } from '../../../shared/constants';
import type { TFile } from '../../../shared/files/contract';
import { buildApp, type BuiltApp } from '../../app';
import { createPostgresDatabase, loadTestConfig } from '../../test/test-app';
import { sessionCookieOf, signUpUser, randomFileBytes } from '../../test/users-and-files';
import { createPostgresLocker } from './tus-locker';
import { tusClient } from '../../test/tus-client';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.skipIf(!process.env.TEST_DATABASE_URL)('resumable uploads on two instances (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let dataDir: string;
  let a: BuiltApp;
  let b: BuiltApp;
  let urlA: string;
  let urlB: string;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tus-instances-'));
    const config = loadTestConfig(dataDir, { DATABASE_URL: database.url });
    const options = { serveWeb: false, runPreviewJobs: false, runAudioBuilds: false, sweepOrphans: false };
    a = await buildApp(config, options);
    b = await buildApp(config, options);
    urlA = await a.app.listen({ host: '127.0.0.1', port: 0 });
    urlB = await b.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('create on A, PATCH half on B, HEAD on A, PATCH the rest on A', async () => {
    const user = await signUpUser(a.app);
    const cookie = await sessionCookieOf(a.app, user);
    const onA = tusClient(urlA, cookie);
    const onB = tusClient(urlB, cookie);
    const bytes = randomFileBytes(3 * MB + 7);
    const half = Math.floor(bytes.length / 2);

    const created = await onA.create(bytes.length, { filename: 'de-thi.pdf', filetype: 'application/pdf' });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect((await onB.patch(location, 0, bytes.subarray(0, half))).status).toBe(204);
    expect((await onA.head(location)).headers.get('upload-offset')).toBe(String(half));
    const last = await onA.patch(location, half, bytes.subarray(half));
    expect(last.status).toBe(200);
    const { file } = (await last.json()) as { file: TFile };
    const download = await user.client.get(`/api/v4/files/${file.id}/download`);
    expect(sha256(download.rawPayload)).toBe(sha256(bytes));
  });

  it('an upload locked on one instance waits on the other until it is released', async () => {
    const first = createPostgresLocker(database.url, { acquireLockTimeoutMs: 300 });
    const second = createPostgresLocker(database.url, { acquireLockTimeoutMs: 300 });
    try {
      const held = first.newLock('0123456789abcdef0123456789abcdef');
      await held.lock(new AbortController().signal, () => undefined);
      const waiting = second.newLock('0123456789abcdef0123456789abcdef');
      await expect(waiting.lock(new AbortController().signal, () => undefined)).rejects.toMatchObject({
        status_code: 500,
      });
      // Another upload is not held up.
      const other = second.newLock('fedcba9876543210fedcba9876543210');
      await other.lock(new AbortController().signal, () => undefined);
      await other.unlock();
      await held.unlock();
      await waiting.lock(new AbortController().signal, () => undefined);
      await waiting.unlock();
    } finally {
      await first.close();
      await second.close();
    }
  });
});
