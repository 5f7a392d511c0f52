// The daily upload allowance of an account (UPLOAD_QUOTA_MB_PER_DAY): one account cannot fill the disk or the
// preview queue. Both upload paths count against it; a refused upload keeps nothing.
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TFile } from '../../../shared/files/contract';
import { uploadQuotaExceeded } from '../../../shared/files/messages';
import { files, uploadUsage } from '../../db/main-schema';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import {
  createTestFile,
  filesUnder,
  randomFileBytes,
  sessionCookieOf,
  signUpUser,
  uploadTestFile,
  type SignedInUser,
} from '../../test/users-and-files';
import { tusClient } from '../../test/tus-client';

const KB = 1024;
const QUOTA = 1024 * KB;

describeEachDatabase('the daily upload allowance', (kind) => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { UPLOAD_QUOTA_MB_PER_DAY: '1' });
    baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => testApp.close());

  const filesOf = async (user: SignedInUser) => {
    const [row] = await testApp.ctx.databases.main
      .select({ value: count() })
      .from(files)
      .where(eq(files.userId, user.id));
    return Number(row?.value ?? 0);
  };
  const stored = () => filesUnder(path.join(testApp.dataDir, 'storage'));

  it('refuses the multipart upload that passes the allowance, keeping nothing, and leaves other accounts alone', async () => {
    const learner = await signUpUser(testApp.app, 'Người Tải Nhiều');
    await createTestFile(learner.client, { name: 'phan-1.pdf', content: randomFileBytes(600 * KB) });
    const storedBefore = await stored();

    const over = await uploadTestFile(learner.client, { name: 'phan-2.pdf', content: randomFileBytes(600 * KB) });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(uploadQuotaExceeded(QUOTA));
    expect(await filesOf(learner)).toBe(1);
    expect(await stored()).toEqual(storedBefore);

    // What still fits is taken.
    await createTestFile(learner.client, { name: 'phan-3.pdf', content: randomFileBytes(300 * KB) });
    const neighbour = await signUpUser(testApp.app, 'Người Bên Cạnh');
    await createTestFile(neighbour.client, { name: 'rieng.pdf', content: randomFileBytes(900 * KB) });
  });

  it('does not give the bytes of a deleted file back for the day', async () => {
    const learner = await signUpUser(testApp.app, 'Người Xóa Rồi Tải');
    const first: TFile = await createTestFile(learner.client, { name: 'a.pdf', content: randomFileBytes(700 * KB) });
    expect((await learner.client.request({ method: 'DELETE', url: `/api/v4/files/${first.id}` })).statusCode).toBe(200);
    const again = await uploadTestFile(learner.client, { name: 'b.pdf', content: randomFileBytes(700 * KB) });
    expect(again.statusCode).toBe(429);
  });

  it('counts a resumable upload from its creation, refuses one that cannot fit, and gives a cancelled one back', async () => {
    const learner = await signUpUser(testApp.app, 'Người Tải Tiếp');
    const tus = tusClient(baseUrl, await sessionCookieOf(testApp.app, learner));
    const create = (length: number) => tus.create(length, { filename: 'bai-nghe.mp3', filetype: 'audio/mpeg' });

    const tooLarge = await create(2 * QUOTA);
    expect(tooLarge.status).toBe(429);
    expect(await tooLarge.json()).toEqual(uploadQuotaExceeded(QUOTA));

    const first = await create(400 * KB);
    expect(first.status).toBe(201);
    const second = await create(400 * KB);
    expect(second.status).toBe(201);
    // Two unfinished uploads already hold 800 KB of the day's 1 MB.
    expect((await create(400 * KB)).status).toBe(429);
    expect((await tus.remove(second.headers.get('location')!)).status).toBe(204);
    const third = await create(400 * KB);
    expect(third.status).toBe(201);

    // Finishing counts nothing twice: the reservation is the file's.
    const location = first.headers.get('location')!;
    const finished = await tus.patch(location, 0, randomFileBytes(400 * KB));
    expect(finished.status).toBe(200);
    const usage = await testApp.ctx.databases.main
      .select({ bytes: uploadUsage.bytes })
      .from(uploadUsage)
      .where(eq(uploadUsage.userId, learner.id));
    expect(usage.map((row) => row.bytes).sort()).toEqual([400 * KB, 400 * KB]);
    // And the multipart path sees the same allowance.
    expect(
      (await uploadTestFile(learner.client, { name: 'c.pdf', content: randomFileBytes(300 * KB) })).statusCode,
    ).toBe(429);
  });

  it('refuses a multipart request that declares more than the allowance before reading its body', async () => {
    const learner = await signUpUser(testApp.app, 'Người Gửi Lớn');
    const response = await uploadTestFile(learner.client, { name: 'lon.pdf', content: randomFileBytes(2 * QUOTA) });
    expect(response.statusCode).toBe(429);
    expect(response.headers.connection).toBe('close');
  });
});
