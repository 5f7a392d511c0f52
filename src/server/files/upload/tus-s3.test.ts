// Resumable uploads with STORAGE_DRIVER=s3, against s3rver (a real local server, as in every test), for
// both places an unfinished upload can live: DATA_DIR/uploads-tus (RESUMABLE_UPLOAD_STORE=disk, the
// default) and the storage bucket under tus/ (RESUMABLE_UPLOAD_STORE=s3, @tus/s3-store: an S3 multipart
// upload of 8 MB parts, a smaller remainder kept as the object tus/<id>.part until more bytes come). The
// finished file goes to the bucket its size calls for. s3rver lacks three multipart calls @tus/s3-store
// makes; the test server answers them from s3rver's own parts (test/s3rver-multipart.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListMultipartUploadsCommand, ListObjectsV2Command, ListPartsCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MB } from '../../../shared/constants';
import type { TFile } from '../../../shared/files/contract';
import { FILE_ERRORS } from '../../../shared/files/messages';
import { createTestApp } from '../../test/test-app';
import { startTestS3, TEST_BUCKETS as BUCKETS, type TestS3 } from '../../test/test-s3';
import {
  filesUnder,
  randomFileBytes,
  sessionCookieOf,
  signUpUser,
  type SignedInUser,
} from '../../test/users-and-files';
import { S3_UPLOAD_PREFIX } from './tus';
import { tusClient } from '../../test/tus-client';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const PART_BYTES = 8 * MB;

let s3: TestS3;
let workDir: string;

beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tus-s3-'));
  s3 = await startTestS3(workDir);
});
afterAll(async () => {
  await s3?.close();
  await fs.rm(workDir, { recursive: true, force: true });
});

const keysUnder = async (bucket: string, prefix: string) => {
  const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key);
};

/** The S3 multipart uploads in progress for tus uploads (the storage bucket, under tus/). */
const tusMultipartUploads = async () => {
  const listed = await s3.client.send(new ListMultipartUploadsCommand({ Bucket: BUCKETS.storage }));
  return (listed.Uploads ?? []).filter((upload) => upload.Key?.startsWith(S3_UPLOAD_PREFIX));
};

/** A signed-in uploader's tus client against an app on the test S3 (its DATA_DIR for the disk store). */
async function startApp(env: Record<string, string>, expiryMs?: number) {
  const testApp = await createTestApp('pglite', { ...s3.appEnv, ...env }, { resumableUploadExpiryMs: expiryMs });
  const baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const uploader = await signUpUser(testApp.app);
  return { testApp, uploader, tus: tusClient(baseUrl, await sessionCookieOf(testApp.app, uploader)) };
}

/** Creates an upload of `size` bytes of a PDF; its location and id. */
async function create(tus: ReturnType<typeof tusClient>, size: number) {
  const created = await tus.create(size, { filename: 'de-thi.pdf', filetype: 'application/pdf' });
  expect(created.status).toBe(201);
  const location = created.headers.get('location')!;
  return { location, id: location.split('/').pop()! };
}

/** The finished answer's file is stored by size in its bucket with the bytes sent. */
async function expectStored(response: Response, uploader: SignedInUser, bytes: Buffer, source: keyof typeof BUCKETS) {
  expect(response.status).toBe(200);
  const { file } = (await response.json()) as { file: TFile };
  expect(file).toMatchObject({ size: bytes.length, uploadSource: source });
  expect(await keysUnder(BUCKETS[source], `files/${file.id}`)).toEqual([`files/${file.id}`]);
  const download = await uploader.client.get(`/api/v4/files/${file.id}/download`);
  expect(sha256(download.rawPayload)).toBe(sha256(bytes));
}

describe('resumable uploads with the s3 driver, parts on disk (RESUMABLE_UPLOAD_STORE=disk)', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    app = await startApp({});
  });
  afterAll(() => app?.testApp.close());

  it('create → PATCH half → HEAD → PATCH the rest: the file is stored by size with the right bytes', async () => {
    const { testApp, uploader, tus } = app;
    const tusDir = path.join(testApp.dataDir, 'uploads-tus');
    for (const [size, source] of [
      [12 * MB + 5, 'storage'],
      [3 * MB + 1, 'media'],
    ] as const) {
      const bytes = randomFileBytes(size);
      const half = Math.floor(size / 2);
      const { location, id } = await create(tus, size);
      expect((await tus.patch(location, 0, bytes.subarray(0, half))).status).toBe(204);
      expect(await filesUnder(tusDir)).toContain(id);
      const head = await tus.head(location);
      expect(head.status).toBe(200);
      expect(head.headers.get('upload-offset')).toBe(String(half));
      await expectStored(await tus.patch(location, half, bytes.subarray(half)), uploader, bytes, source);
      // The tus upload's files are gone.
      expect(await filesUnder(tusDir)).toEqual([]);
      expect((await tus.head(location)).status).toBe(404);
    }
    expect(await keysUnder(BUCKETS.storage, S3_UPLOAD_PREFIX)).toEqual([]);
  });

  it('termination removes the upload', async () => {
    const { location } = await create(app.tus, 100);
    expect((await app.tus.patch(location, 0, Buffer.alloc(30))).status).toBe(204);
    expect((await app.tus.remove(location)).status).toBe(204);
    expect((await app.tus.head(location)).status).toBe(404);
  });
});

describe('resumable uploads with their parts in S3 (RESUMABLE_UPLOAD_STORE=s3)', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    app = await startApp({ RESUMABLE_UPLOAD_STORE: 's3' });
  });
  afterAll(() => app?.testApp.close());

  it('create → PATCH half → HEAD → PATCH the rest: 8 MB parts and a smaller last one, then the file by size', async () => {
    const { testApp, uploader, tus } = app;
    // 17 MB, then 9 MB + 5: two full parts and a 1 MB remainder, then two parts (8 MB, 2 MB + 5).
    for (const [size, half, source] of [
      [26 * MB + 5, 17 * MB, 'storage'],
      [3 * MB + 1, 2 * MB, 'media'],
    ] as const) {
      const bytes = randomFileBytes(size);
      const { location, id } = await create(tus, size);
      const key = `${S3_UPLOAD_PREFIX}${id}`;
      expect((await tus.patch(location, 0, bytes.subarray(0, half))).status).toBe(204);
      // Whole parts go to the multipart upload; the remainder waits in <id>.part.
      const [multipart] = await tusMultipartUploads();
      expect(multipart?.Key).toBe(key);
      const { Parts: parts = [] } = await s3.client.send(
        new ListPartsCommand({ Bucket: BUCKETS.storage, Key: key, UploadId: multipart!.UploadId }),
      );
      const wholeParts = Math.floor(half / PART_BYTES);
      expect(parts.map((part) => part.Size)).toEqual(Array<number>(wholeParts).fill(PART_BYTES));
      expect((await keysUnder(BUCKETS.storage, key)).sort()).toEqual([`${key}.info`, `${key}.part`]);
      // Nothing of it on the local disk.
      expect(await filesUnder(path.join(testApp.dataDir, 'uploads-tus'))).toEqual([]);

      const head = await tus.head(location);
      expect(head.status).toBe(200);
      expect(head.headers.get('upload-offset')).toBe(String(half));
      await expectStored(await tus.patch(location, half, bytes.subarray(half)), uploader, bytes, source);
      // The tus upload's objects are gone, and so is its multipart upload (completed).
      expect(await keysUnder(BUCKETS.storage, S3_UPLOAD_PREFIX)).toEqual([]);
      expect(await tusMultipartUploads()).toEqual([]);
      expect((await tus.head(location)).status).toBe(404);
    }
  });

  it('a wrong offset is refused (409) and the stored offset stays', async () => {
    const { location } = await create(app.tus, 10 * MB);
    expect((await app.tus.patch(location, 0, randomFileBytes(MB))).status).toBe(204);
    const wrong = await app.tus.patch(location, 2 * MB, randomFileBytes(MB));
    expect(wrong.status).toBe(409);
    expect(await wrong.json()).toEqual(FILE_ERRORS.uploadOffsetMismatch);
    expect((await app.tus.head(location)).headers.get('upload-offset')).toBe(String(MB));
    expect((await app.tus.remove(location)).status).toBe(204);
  });

  it('termination removes the parts, the remainder and the info', async () => {
    const { location, id } = await create(app.tus, 20 * MB);
    expect((await app.tus.patch(location, 0, randomFileBytes(9 * MB))).status).toBe(204);
    expect(await tusMultipartUploads()).toHaveLength(1);
    expect((await app.tus.remove(location)).status).toBe(204);
    expect((await app.tus.head(location)).status).toBe(404);
    expect(await keysUnder(BUCKETS.storage, `${S3_UPLOAD_PREFIX}${id}`)).toEqual([]);
    expect(await tusMultipartUploads()).toEqual([]);
  });
});

describe('resumable uploads in S3 that expire (RESUMABLE_UPLOAD_STORE=s3)', () => {
  // Long enough for the first PATCH to land before it on a loaded machine.
  const EXPIRY_MS = 3000;
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    app = await startApp({ RESUMABLE_UPLOAD_STORE: 's3' }, EXPIRY_MS);
  });
  afterAll(() => app?.testApp.close());

  it('an upload abandoned half-way expires (410) and the sweep removes its parts', async () => {
    const createdAt = Date.now();
    const { location, id } = await create(app.tus, 20 * MB);
    expect((await app.tus.patch(location, 0, randomFileBytes(9 * MB))).status).toBe(204);
    expect(await tusMultipartUploads()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, createdAt + EXPIRY_MS + 200 - Date.now()));
    const late = await app.tus.patch(location, 9 * MB, randomFileBytes(MB));
    expect(late.status).toBe(410);
    expect(await late.json()).toEqual(FILE_ERRORS.uploadExpired);
    expect(await app.testApp.resumableUploads.deleteExpired()).toBeGreaterThanOrEqual(1);
    expect(await keysUnder(BUCKETS.storage, `${S3_UPLOAD_PREFIX}${id}`)).toEqual([]);
    expect(await tusMultipartUploads()).toEqual([]);
  });
});
