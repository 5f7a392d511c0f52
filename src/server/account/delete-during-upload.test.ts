// Bad input: the account is deleted while one of its uploads is still arriving. The upload is
// refused with a clear message once its bytes end, and leaves no record, no stored bytes and no temporary
// file behind (its bytes were stored before the record, so the refusal must remove them at once).
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FILE_ERRORS } from '../../shared/files/messages';
import { files } from '../db/main-schema';
import { filesUnder, signUpUser, UPLOAD_URL } from '../test/users-and-files';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';

describeEachDatabase('account deleted during an upload', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { CONTENT_DIR: '/nonexistent-content-dir' });
  });
  afterAll(async () => testApp?.close());

  it('refuses the upload when its bytes end and keeps nothing of it', async () => {
    const user = await signUpUser(testApp.app, 'Người Vội Vàng');
    const boundary = `----test-${randomUUID()}`;
    const body = new PassThrough();
    const uploading = user.client.request({
      method: 'POST',
      url: UPLOAD_URL,
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    body.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dang-tai.txt"\r\n` +
        'Content-Type: text/plain\r\n\r\n',
    );
    body.write(Buffer.alloc(256 * 1024, 'a'));

    // The handler is past its sign-in check once the temporary file holds bytes.
    const tempDir = path.join(testApp.dataDir, 'tmp');
    await expect.poll(async () => (await filesUnder(tempDir)).length).toBeGreaterThan(0);

    const deleted = await user.client.post('/api/v4/me/delete', { password: user.password });
    expect(deleted.statusCode).toBe(200);

    body.end(Buffer.concat([Buffer.alloc(256 * 1024, 'b'), Buffer.from(`\r\n--${boundary}--\r\n`)]));
    const response = await uploading;
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(FILE_ERRORS.uploaderDeleted);

    const rows = await testApp.ctx.databases.main.select({ id: files.id }).from(files).where(eq(files.userId, user.id));
    expect(rows).toEqual([]);
    expect(await filesUnder(path.join(testApp.dataDir, 'storage'))).toEqual([]);
    expect(await filesUnder(tempDir)).toEqual([]);
  });
});
