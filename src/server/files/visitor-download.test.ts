// Visitors (no account) on a public document's link, on PGlite and PostgreSQL: they read its inline bytes
// (the viewer and the page's preview) but not a private or hidden file's; they download only when the owner
// turned 'Cho phép khách tải xuống' on, with the same headers as a signed-in download, each download counted
// once; the switch is the owner's alone, refuses anything but true or false, and does nothing for a private
// file; visitors' downloads are limited per address, signed-in readers' are not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_ERRORS } from '../../shared/errors';
import type { TFile } from '../../shared/files/contract';
import { FILE_ERRORS } from '../../shared/files/messages';
import { VISITOR_DOWNLOAD_ERRORS } from '../../shared/files/rating-messages';
import { VISITOR_DOWNLOADS_PER_ADDRESS_PER_MINUTE } from '../../shared/files/rating-rules';
import { hideFiles } from './queries';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../test/test-app';
import { createTestFile, signUpUser, type SignedInUser } from '../test/users-and-files';

const CONTENT = 'Bài tập ngữ pháp: thì hiện tại hoàn thành.';

describeEachDatabase('visitors of a public document', (kind) => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let reader: SignedInUser;
  let visitor: TestClient;

  const patch = (client: TestClient, fileId: string, payload: unknown) =>
    client.request({ method: 'PATCH', url: `/api/v4/files/${fileId}`, payload: payload as object });
  const download = (client: TestClient, fileId: string) => client.get(`/api/v4/files/${fileId}/download`);
  const fileOf = async (fileId: string) =>
    ((await owner.client.get(`/api/v4/files/${fileId}`)).json() as { file: TFile }).file;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    owner = await signUpUser(testApp.app, 'Người Đăng');
    reader = await signUpUser(testApp.app, 'Người Đọc');
    visitor = new TestClient(testApp.app);
  });
  afterAll(() => testApp.close());

  it("reads a public file's inline bytes, whole or by range, never a private one's", async () => {
    const file = await createTestFile(owner.client, { name: 'ngu-phap.txt', content: CONTENT });
    const whole = await visitor.get(`/api/v4/files/${file.id}/content`);
    expect(whole.statusCode).toBe(200);
    expect(whole.body).toBe(CONTENT);
    expect(whole.headers['content-disposition']).toMatch(/^inline/);
    const part = await visitor.request({
      method: 'GET',
      url: `/api/v4/files/${file.id}/content`,
      headers: { range: 'bytes=0-7' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(8);
    const detail = await visitor.get(`/api/v4/files/${file.id}`);
    expect(detail.json().file).toMatchObject({ id: file.id, allowVisitorDownload: false, isOwner: false });

    await patch(owner.client, file.id, { isPublic: false });
    expect((await visitor.get(`/api/v4/files/${file.id}/content`)).statusCode).toBe(403);
    expect((await visitor.get(`/api/v4/files/${file.id}`)).statusCode).toBe(403);
  });

  it('asks for an account to download unless the owner allows visitors, then counts each download once', async () => {
    const file = await createTestFile(owner.client, { name: 'de-thi.txt', content: CONTENT });
    const refused = await download(visitor, file.id);
    expect(refused.statusCode).toBe(401);
    // The same refusal as before the switch existed.
    expect(refused.json()).toEqual(GENERIC_ERRORS.unauthorized);
    expect((await fileOf(file.id)).downloadCount).toBe(0);

    const turnedOn = await patch(owner.client, file.id, { allowVisitorDownload: true });
    expect(turnedOn.statusCode).toBe(200);
    expect(turnedOn.json().file.allowVisitorDownload).toBe(true);
    // Visitors see the switch (the page offers them the download).
    expect((await visitor.get(`/api/v4/files/${file.id}`)).json().file.allowVisitorDownload).toBe(true);

    const visitorDownload = await download(visitor, file.id);
    expect(visitorDownload.statusCode).toBe(200);
    expect(visitorDownload.body).toBe(CONTENT);
    const signedInDownload = await download(reader.client, file.id);
    expect(signedInDownload.statusCode).toBe(200);
    const headersOf = (response: typeof visitorDownload) =>
      Object.fromEntries(
        [
          'content-type',
          'content-disposition',
          'content-length',
          'x-content-type-options',
          'content-security-policy',
          'cache-control',
        ].map((name) => [name, response.headers[name]]),
      );
    expect(headersOf(visitorDownload)).toEqual(headersOf(signedInDownload));
    expect(visitorDownload.headers['content-disposition']).toMatch(/^attachment; filename="de-thi.txt"/);
    // Two downloads so far; two more by the same visitor count again (nobody is remembered to dedupe by).
    await download(visitor, file.id);
    await download(new TestClient(testApp.app), file.id);
    const counted = await fileOf(file.id);
    expect(counted.downloadCount).toBe(4);
    // Only the signed-in reader has the file in their downloaded list.
    const downloaded = (await reader.client.get('/api/v4/files/me/downloaded')).json().files as TFile[];
    expect(downloaded.map((listed) => listed.id)).toContain(file.id);

    // Off again: visitors are asked to sign in once more.
    await patch(owner.client, file.id, { allowVisitorDownload: false });
    expect((await download(visitor, file.id)).statusCode).toBe(401);
    expect((await fileOf(file.id)).downloadCount).toBe(4);
  });

  it("has no effect on a private or hidden file: it is the owner's", async () => {
    const file = await createTestFile(owner.client, { name: 'rieng.txt', content: CONTENT });
    expect((await patch(owner.client, file.id, { allowVisitorDownload: true, isPublic: false })).statusCode).toBe(200);
    // A visitor gets the sign-in refusal, as for any file they may not download; another reader, the 403.
    const refused = await download(visitor, file.id);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(GENERIC_ERRORS.unauthorized);
    expect((await download(reader.client, file.id)).statusCode).toBe(403);
    expect((await fileOf(file.id)).downloadCount).toBe(0);
    // Made public again, the switch it kept applies.
    await patch(owner.client, file.id, { isPublic: true });
    expect((await download(visitor, file.id)).statusCode).toBe(200);
    // Hidden by an admin, it is private: the same refusal.
    await testApp.ctx.databases.main.transaction((tx) =>
      hideFiles(tx, { fileId: file.id }, { reason: 'Vi phạm', cause: 'admin' }),
    );
    expect((await download(visitor, file.id)).statusCode).toBe(401);
    expect((await visitor.get(`/api/v4/files/${file.id}/content`)).statusCode).toBe(404);
  });

  it('lets only the owner set the switch, to true or false, and stores nothing of a refused edit', async () => {
    const file = await createTestFile(owner.client, { name: 'cong-tac.txt', description: 'mô tả cũ' });
    expect((await patch(visitor, file.id, { allowVisitorDownload: true })).statusCode).toBe(401);
    const other = await patch(reader.client, file.id, { allowVisitorDownload: true });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(FILE_ERRORS.notOwner);
    for (const value of ['true', 1, null, 'có', {}]) {
      const bad = await patch(owner.client, file.id, { allowVisitorDownload: value, description: 'mô tả mới' });
      expect(bad.statusCode, JSON.stringify(value)).toBe(400);
    }
    const bad = await patch(owner.client, file.id, { allowVisitorDownload: 'yes' });
    expect(bad.json().message).toBe(VISITOR_DOWNLOAD_ERRORS.switchInvalid.message);
    expect(await fileOf(file.id)).toMatchObject({ allowVisitorDownload: false, description: 'mô tả cũ' });
  });

  describe('limits', () => {
    it(`limits a visitor's address to ${VISITOR_DOWNLOADS_PER_ADDRESS_PER_MINUTE} downloads a minute, not a signed-in reader`, async () => {
      const app = await createTestApp(kind);
      try {
        const author = await signUpUser(app.app, 'Tác Giả');
        const signedIn = await signUpUser(app.app, 'Người Đọc');
        const file = await createTestFile(author.client, { name: 'nhieu-lan.txt' });
        await author.client.request({
          method: 'PATCH',
          url: `/api/v4/files/${file.id}`,
          payload: { allowVisitorDownload: true },
        });
        const anonymous = new TestClient(app.app);
        for (let index = 0; index < VISITOR_DOWNLOADS_PER_ADDRESS_PER_MINUTE; index += 1) {
          expect((await anonymous.get(`/api/v4/files/${file.id}/download`)).statusCode).toBe(200);
        }
        expect((await anonymous.get(`/api/v4/files/${file.id}/download`)).statusCode).toBe(429);
        // A signed-in reader from the same address is not held back.
        expect((await signedIn.client.get(`/api/v4/files/${file.id}/download`)).statusCode).toBe(200);
        const counted = (await author.client.get(`/api/v4/files/${file.id}`)).json().file as TFile;
        expect(counted.downloadCount).toBe(VISITOR_DOWNLOADS_PER_ADDRESS_PER_MINUTE + 1);
      } finally {
        await app.close();
      }
    });
  });
});
