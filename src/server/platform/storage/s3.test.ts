// The `s3` driver against s3rver, a real S3-compatible server on 127.0.0.1 (external
// services in tests are real local servers), then one upload through the API with STORAGE_DRIVER=s3.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MB } from '../../../shared/constants';
import { files } from '../../db/main-schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startTestS3, TEST_BUCKETS as BUCKETS, type TestS3 } from '../../test/test-s3';
import { createTestFile, signUpUser } from '../../test/users-and-files';
import { createS3Store } from './s3';
import { ObjectNotFoundError, type ObjectStore } from './types';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('s3 storage driver', () => {
  let s3: TestS3;
  let workDir: string;
  let media: ObjectStore;
  let storage: ObjectStore;

  const putBytes = async (store: ObjectStore, key: string, bytes: Buffer) => {
    const localPath = path.join(workDir, `${path.basename(key)}.part`);
    await fs.writeFile(localPath, bytes);
    return store.putFile(key, localPath, { size: bytes.length, mimeType: 'application/octet-stream' });
  };

  beforeAll(async () => {
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 's3-driver-'));
    s3 = await startTestS3(workDir);
    media = createS3Store('media', s3.client, BUCKETS.media);
    storage = createS3Store('storage', s3.client, BUCKETS.storage);
  });
  afterAll(async () => {
    await s3?.close();
    await fs.rm(workDir, { recursive: true, force: true });
  });

  it('puts a small file in one request, reads it whole and in ranges, and deletes it', async () => {
    const bytes = randomBytes(5000);
    expect(await putBytes(media, 'files/nho', bytes)).toEqual({});
    expect(await media.exists('files/nho')).toBe(true);
    expect(await storage.exists('files/nho')).toBe(false);
    expect(await media.size('files/nho')).toBe(5000);
    expect((await readAll(await media.open('files/nho'))).equals(bytes)).toBe(true);
    expect(
      (await readAll(await media.open('files/nho', { start: 100, end: 199 }))).equals(bytes.subarray(100, 200)),
    ).toBe(true);
    expect(
      (await readAll(await media.open('files/nho', { start: 4999, end: 4999 }))).equals(bytes.subarray(4999)),
    ).toBe(true);

    await media.delete('files/nho');
    expect(await media.exists('files/nho')).toBe(false);
    await expect(media.open('files/nho')).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(media.size('files/nho')).rejects.toBeInstanceOf(ObjectNotFoundError);
    // Deleting a missing key is not an error.
    await expect(media.delete('files/nho')).resolves.toBeUndefined();
  });

  it('puts a file of 10 MB and more as a multipart upload and records its id', async () => {
    const bytes = randomBytes(10 * MB + 12_345);
    const result = await putBytes(storage, 'files/lon', bytes);
    expect(result.uploadId).toEqual(expect.any(String));
    expect(result.uploadId!.length).toBeGreaterThan(0);
    expect(sha256(await readAll(await storage.open('files/lon')))).toBe(sha256(bytes));
    // A range across the boundary of the first two 8 MB parts.
    const range = { start: 8 * MB - 10, end: 8 * MB + 9 };
    expect(
      (await readAll(await storage.open('files/lon', range))).equals(bytes.subarray(range.start, range.end + 1)),
    ).toBe(true);
    await storage.delete('files/lon');
    expect(await storage.exists('files/lon')).toBe(false);
  });

  it('lists objects under a prefix with their times, for the orphan sweep, and answers its probe', async () => {
    await putBytes(media, 'files/a', randomBytes(10));
    await putBytes(media, 'files/b', randomBytes(10));
    await putBytes(media, 'previews/a.pdf', randomBytes(10));
    const listed = [];
    for await (const page of media.list('files/')) listed.push(...page);
    expect(listed.map((object) => object.key).sort()).toEqual(['files/a', 'files/b']);
    for (const object of listed) expect(object.modifiedAt).toBeInstanceOf(Date);
    await expect(media.probe()).resolves.toBeUndefined();
    for (const key of ['files/a', 'files/b', 'previews/a.pdf']) await media.delete(key);
  });

  it('reports a missing object as not found', async () => {
    expect(await storage.exists('files/khong-co')).toBe(false);
    await expect(storage.open('files/khong-co')).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  describe('through the API with STORAGE_DRIVER=s3', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp('pglite', s3.appEnv);
    });
    afterAll(() => testApp?.close());

    it('stores small and large uploads in their buckets, serves them back and deletes them', async () => {
      const { client } = await signUpUser(testApp.app);
      for (const [size, store, bucket] of [
        [2000, 'media', media],
        [10 * MB, 'storage', storage],
      ] as const) {
        const bytes = randomBytes(size);
        const file = await createTestFile(client, { name: 'bai-giang.mp4', type: 'video/mp4', content: bytes });
        expect(file.uploadSource).toBe(store);
        const key = `files/${file.id}`;
        expect(await bucket.exists(key)).toBe(true);

        const [row] = await testApp.ctx.databases.main.select().from(files).where(eq(files.id, file.id));
        expect(row).toMatchObject({ uploadSource: store, storageKey: key, s3Key: store === 'storage' ? key : null });
        if (store === 'storage') expect(row!.storageMetadata.uploadId).toEqual(expect.any(String));
        else expect(row!.storageMetadata).not.toHaveProperty('uploadId');

        const download = await client.get(`/api/v4/files/${file.id}/download`);
        expect(sha256(download.rawPayload)).toBe(sha256(bytes));
        const part = await client.request({
          method: 'GET',
          url: `/api/v4/files/${file.id}/content`,
          headers: { range: 'bytes=1000-1999' },
        });
        expect(part.statusCode).toBe(206);
        expect(part.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);

        const removed = await client.request({ method: 'DELETE', url: `/api/v4/files/${file.id}` });
        expect(removed.json()).toEqual({ message: 'Đã xóa file thành công' });
        expect(await bucket.exists(key)).toBe(false);
      }
    });
  });
});
