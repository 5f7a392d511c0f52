// Link cards of /collection/{id}: a public collection's name, description and cover in the page's tags; a
// private, missing or malformed one gets only the site's tags.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { files } from '../../db/main-schema';
import { TEST_ORIGIN, createTestApp, describeEachDatabase, TestClient, type TestApp } from '../../test/test-app';
import { createTestFile, signUpUser, type SignedInUser } from '../../test/users-and-files';

const INDEX_HTML = `<!doctype html>
<html lang="vi">
  <head>
    <meta name="description" content="Mô tả của trang." />
    <title>Học Tiếng Anh – trang chủ</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describeEachDatabase('link cards of /collection/{id}', (kind) => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let anonymous: TestClient;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'web-root-'));
    await fs.writeFile(path.join(webRoot, 'index.html'), INDEX_HTML);
    testApp = await createTestApp(kind, {}, { serveWeb: true, webRoot });
    owner = await signUpUser(testApp.app, 'Cô Lan');
    anonymous = new TestClient(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await fs.rm(webRoot, { recursive: true, force: true });
  });

  const create = async (payload: object) =>
    (await owner.client.request({ method: 'POST', url: '/api/v4/collections', payload })).json().collection as {
      id: string;
    };

  it("gives a public collection its name, description or count and owner, and its first document's cover", async () => {
    const file = await createTestFile(owner.client, { name: 'de-thi.txt' });
    await testApp.ctx.databases.main
      .update(files)
      .set({ thumbnailKey: `thumbnails/${file.id}.webp` })
      .where(eq(files.id, file.id));
    const described = await create({ name: 'Ôn thi <TOEIC>', description: 'Đọc theo thứ tự', isPublic: true });
    const counted = await create({ name: 'Không mô tả', isPublic: true, fileId: file.id });

    const html = (await anonymous.get(`/collection/${described.id}`)).body;
    expect(html).toContain('<title>Ôn thi &#60;TOEIC&#62; – Học Tiếng Anh</title>');
    expect(metaContent(html, 'og:description')).toBe('Đọc theo thứ tự');
    expect(metaContent(html, 'og:url')).toBe(`${TEST_ORIGIN}/collection/${described.id}`);
    expect(html).not.toContain('og:image');

    const withCover = (await anonymous.get(`/collection/${counted.id}`)).body;
    expect(metaContent(withCover, 'og:description')).toBe('Bộ sưu tập 1 tài liệu của Cô Lan.');
    expect(metaContent(withCover, 'og:image')).toBe(`${TEST_ORIGIN}/api/v4/files/${file.id}/thumbnail`);
  });

  it('gives a private collection, a missing one and a bad id only the site tags', async () => {
    const secret = await create({ name: 'Bí mật riêng', description: 'mo ta rieng' });
    for (const id of [secret.id, '00000000-0000-4000-8000-000000000000', 'abc']) {
      for (const client of [anonymous, owner.client]) {
        const response = await client.get(`/collection/${id}`);
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain('Bí mật riêng');
        expect(response.body).not.toContain('mo ta rieng');
        expect(metaContent(response.body, 'og:title')).toBe('Học Tiếng Anh – trang chủ');
      }
    }
  });
});
