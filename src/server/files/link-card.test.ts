// Link cards (issue 12): the HTML of /file/{id} names a public file in its Open Graph and Twitter tags,
// and says nothing about a private or missing one.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/main-schema';
import { TEST_ORIGIN, createTestApp, describeEachDatabase, TestClient, type TestApp } from '../test/test-app';
import { renderLinkCard } from './link-card';
import { createTestFile, signUpUser, type SignedInUser } from './test-support';

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

describe('renderLinkCard', () => {
  it("escapes the card's text and keeps the site's tags without a card", () => {
    const html = renderLinkCard(
      INDEX_HTML,
      { title: '"><script>x</script>.pdf', description: 'a & b', url: 'https://x.vn/file/1', image: null },
      'https://x.vn',
    );
    expect(html).not.toContain('<script>x');
    expect(metaContent(html, 'og:title')).toBe('&#34;&#62;&#60;script&#62;x&#60;/script&#62;.pdf');
    expect(metaContent(html, 'og:description')).toBe('a &#38; b');
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    const generic = renderLinkCard(INDEX_HTML, null, 'https://x.vn');
    expect(metaContent(generic, 'og:title')).toBe('Học Tiếng Anh – trang chủ');
    expect(metaContent(generic, 'og:description')).toBe('Mô tả của trang.');
    expect(generic).toContain('<title>Học Tiếng Anh – trang chủ</title>');
    expect(generic).not.toContain('og:image');
  });
});

describeEachDatabase('link cards of /file/{id}', (kind) => {
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

  it('gives a public file its title, description, address and thumbnail', async () => {
    const file = await createTestFile(owner.client, { name: 'Đề thi thử TOEIC.txt', description: 'Bộ đề có đáp án' });
    await testApp.ctx.databases.main
      .update(files)
      .set({ thumbnailKey: `thumbnails/${file.id}.webp` })
      .where(eq(files.id, file.id));
    const response = await anonymous.get(`/file/${file.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>Đề thi thử TOEIC.txt – Học Tiếng Anh</title>');
    expect(metaContent(html, 'og:title')).toBe('Đề thi thử TOEIC.txt');
    expect(metaContent(html, 'og:description')).toBe('Bộ đề có đáp án');
    expect(metaContent(html, 'description')).toBe('Bộ đề có đáp án');
    expect(metaContent(html, 'og:url')).toBe(`${TEST_ORIGIN}/file/${file.id}`);
    expect(metaContent(html, 'og:image')).toBe(`${TEST_ORIGIN}/api/v4/files/${file.id}/thumbnail`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<div id="root"></div>');
  });

  it('gives a private file, a missing one and a bad id only the site tags', async () => {
    const file = await createTestFile(owner.client, { name: 'bi-mat.txt', description: 'mo ta rieng' });
    await owner.client.request({ method: 'PATCH', url: `/api/v4/files/${file.id}`, payload: { isPublic: false } });
    for (const id of [file.id, '00000000-0000-4000-8000-000000000000', 'abc']) {
      // The owner's own session does not change a card: crawlers never have one.
      for (const client of [anonymous, owner.client]) {
        const response = await client.get(`/file/${id}`);
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain('bi-mat');
        expect(response.body).not.toContain('mo ta rieng');
        expect(metaContent(response.body, 'og:title')).toBe('Học Tiếng Anh – trang chủ');
        expect(response.body).not.toContain('og:image');
      }
    }
  });
});
