// Link cards: the HTML of /file/{id} names a public file in its Open Graph and Twitter tags,
// and says nothing about a private or missing one.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/main-schema';
import { TEST_ORIGIN, createTestApp, describeEachDatabase, TestClient, type TestApp } from '../test/test-app';
import { linkCardOf, renderLinkCard } from './link-card';
import type { FileReadRow } from './queries';
import { createTestFile, signUpUser, type SignedInUser } from '../test/users-and-files';

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

  it.each(['$`', "$'", '$&', '$1', '$$'])(
    'writes a name, a description and an uploader holding %s as they are, never parts of the page',
    (pattern) => {
      const row = {
        id: '0b0c6f6e-8a57-4c55-9d5e-2f4f3a1c7a10',
        isPublic: true,
        filename: `Đề ${pattern} thi.pdf`,
        description: null,
        userName: `Cô ${pattern} Lan`,
        pageCount: null,
        thumbnailKey: null,
      } as unknown as FileReadRow;
      const byUploader = renderLinkCard(INDEX_HTML, linkCardOf(row, 'https://x.vn'), 'https://x.vn');
      const escaped = (text: string) => text.replace(/&/g, '&#38;').replace(/'/g, '&#39;');
      expect(/<title>([^<]*)<\/title>/.exec(byUploader)?.[1]).toBe(`${escaped(row.filename)} – Học Tiếng Anh`);
      expect(metaContent(byUploader, 'og:title')).toBe(escaped(row.filename));
      expect(metaContent(byUploader, 'og:description')).toBe(
        `Tài liệu do ${escaped(`Cô ${pattern} Lan`)} chia sẻ trên Học Tiếng Anh.`,
      );
      expect(/<meta\s+name="description"\s+content="([^"]*)"/.exec(byUploader)?.[1]).toBe(
        metaContent(byUploader, 'og:description'),
      );
      // The page is the page once: nothing of it was copied into a tag.
      expect(byUploader.match(/<!doctype html>/g)).toHaveLength(1);
      expect(byUploader.match(/<\/head>/g)).toHaveLength(1);

      const described = { ...row, description: `Mô tả ${pattern} cuối` } as FileReadRow;
      const byDescription = renderLinkCard(INDEX_HTML, linkCardOf(described, 'https://x.vn'), 'https://x.vn');
      expect(metaContent(byDescription, 'twitter:description')).toBe(escaped(`Mô tả ${pattern} cuối`));
      expect(/<meta\s+name="description"\s+content="([^"]*)"/.exec(byDescription)?.[1]).toBe(
        escaped(`Mô tả ${pattern} cuối`),
      );
      expect(byDescription.match(/<!doctype html>/g)).toHaveLength(1);
    },
  );
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
