// Working with uploaded files (save, download and view, delete, lists newest first):
// owner-only edits, idempotent counters that stay exact under concurrency, Range reads, the headers
// that keep uploaded bytes from running on our origin, and deletes that remove the bytes.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MB, UPLOAD } from '../../shared/constants';
import { GENERIC_ERRORS } from '../../shared/errors';
import { ZFile, ZFileListResponse, type TFile, type TFileListResponse } from '../../shared/files/contract';
import { FILE_ERRORS } from '../../shared/files/messages';
import { files, fileSaves } from '../db/main-schema';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../test/test-app';
import { mimeTypeFor } from './content-types';
import { createTestFile, filesUnder, signUpUser, uploadTestFile, type SignedInUser } from '../test/users-and-files';

describeEachDatabase('files API', (kind) => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let reader: SignedInUser;
  let anonymous: TestClient;

  const patch = (client: TestClient, id: string, payload: object) =>
    client.request({ method: 'PATCH', url: `/api/v4/files/${id}`, payload });
  const save = (client: TestClient, id: string, saved: boolean) =>
    client.request({ method: 'PUT', url: `/api/v4/files/${id}/save`, payload: { saved } });
  const view = (client: TestClient, id: string) => client.request({ method: 'POST', url: `/api/v4/files/${id}/views` });
  const remove = (client: TestClient, id: string) => client.request({ method: 'DELETE', url: `/api/v4/files/${id}` });
  const getFile = async (client: TestClient, id: string) =>
    (await client.get(`/api/v4/files/${id}`)).json().file as TFile;
  const listIds = async (client: TestClient, url: string) =>
    ((await client.get(url)).json() as TFileListResponse).files.map((file) => file.id);

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    owner = await signUpUser(testApp.app, 'Chủ File');
    reader = await signUpUser(testApp.app, 'Người Đọc');
    anonymous = new TestClient(testApp.app);
  });
  afterAll(() => testApp.close());

  describe('edit', () => {
    it('lets the owner change the description, trimmed, an empty one stored as null', async () => {
      const file = await createTestFile(owner.client, { description: 'mô tả cũ' });
      const changed = await patch(owner.client, file.id, { description: '  Đề thi thử 2024  ' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().file).toMatchObject({ id: file.id, description: 'Đề thi thử 2024', isPublic: true });
      for (const empty of ['', '   ', null]) {
        expect((await patch(owner.client, file.id, { description: empty })).json().file.description).toBeNull();
        await patch(owner.client, file.id, { description: 'lại có mô tả' });
      }
      // Fields left out stay as they are.
      expect((await patch(owner.client, file.id, { isPublic: true })).json().file.description).toBe('lại có mô tả');
      expect((await patch(owner.client, file.id, { filename: 'khac.txt' })).statusCode).toBe(400);
    });

    it('refuses anyone but the owner and changes nothing', async () => {
      const file = await createTestFile(owner.client, { description: 'giữ nguyên' });
      const response = await patch(reader.client, file.id, { description: 'sửa trộm', isPublic: false });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FILE_ERRORS.notOwner);
      expect(await getFile(owner.client, file.id)).toMatchObject({ description: 'giữ nguyên', isPublic: true });
    });

    it('making a file private hides it from other users, their saved list included, until it is public again', async () => {
      const reader = await signUpUser(testApp.app, 'Người Đọc Riêng');
      const file = await createTestFile(owner.client);
      await save(reader.client, file.id, true);
      await view(reader.client, file.id);
      expect((await reader.client.get(`/api/v4/files/${file.id}/download`)).statusCode).toBe(200);
      // The owner's own lists keep their private file.
      await save(owner.client, file.id, true);
      const ownerCounts = (await owner.client.get('/api/v4/files/me/counts')).json();
      const counts = async (client: TestClient) => (await client.get('/api/v4/files/me/counts')).json();
      expect(await listIds(reader.client, '/api/v4/files/me/saved')).toContain(file.id);
      expect(await counts(reader.client)).toEqual({ uploaded: 0, saved: 1, downloaded: 1, viewed: 1 });

      expect((await patch(owner.client, file.id, { isPublic: false })).json().file.isPublic).toBe(false);
      expect(await counts(reader.client)).toEqual({ uploaded: 0, saved: 0, downloaded: 0, viewed: 0 });
      for (const list of ['saved', 'downloaded', 'viewed']) {
        expect(await listIds(reader.client, `/api/v4/files/me/${list}`), list).toEqual([]);
      }
      expect(await counts(owner.client)).toEqual(ownerCounts);
      expect(await listIds(owner.client, '/api/v4/files/me/saved')).toContain(file.id);
      expect((await reader.client.get(`/api/v4/files/${file.id}`)).statusCode).toBe(403);
      expect((await anonymous.get(`/api/v4/files/${file.id}`)).statusCode).toBe(403);
      expect(await listIds(reader.client, '/api/v4/files/me/saved')).not.toContain(file.id);
      expect(await listIds(reader.client, `/api/v4/users/${owner.id}/files`)).not.toContain(file.id);
      expect((await reader.client.get('/api/v4/files/me/counts')).json().saved).toBe(0);
      expect((await owner.client.get(`/api/v4/files/${file.id}`)).statusCode).toBe(200);

      await patch(owner.client, file.id, { isPublic: true });
      expect(await listIds(reader.client, '/api/v4/files/me/saved')).toContain(file.id);
      expect(await counts(reader.client)).toEqual({ uploaded: 0, saved: 1, downloaded: 1, viewed: 1 });
      expect(await getFile(reader.client, file.id)).toMatchObject({ isSaved: true, saveCount: 2 });
    });
  });

  describe('save, view and download counters', () => {
    it('saves idempotently, per user', async () => {
      const file = await createTestFile(owner.client);
      for (let repeat = 0; repeat < 2; repeat += 1) {
        const response = await save(reader.client, file.id, true);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ isSaved: true, saveCount: 1 });
      }
      expect((await save(owner.client, file.id, true)).json()).toEqual({ isSaved: true, saveCount: 2 });
      expect(await getFile(reader.client, file.id)).toMatchObject({ isSaved: true, saveCount: 2 });
      expect(await getFile(anonymous, file.id)).toMatchObject({ isSaved: false, saveCount: 2 });

      for (let repeat = 0; repeat < 2; repeat += 1) {
        expect((await save(reader.client, file.id, false)).json()).toEqual({ isSaved: false, saveCount: 1 });
      }
      expect(await getFile(reader.client, file.id)).toMatchObject({ isSaved: false, saveCount: 1 });
      expect(await getFile(owner.client, file.id)).toMatchObject({ isSaved: true, saveCount: 1 });
      expect(
        (await reader.client.request({ method: 'PUT', url: `/api/v4/files/${file.id}/save`, payload: {} })).statusCode,
      ).toBe(400);
    });

    it('counts a view once per user and never for anonymous visitors', async () => {
      const file = await createTestFile(owner.client);
      for (let repeat = 0; repeat < 3; repeat += 1)
        expect((await view(reader.client, file.id)).json()).toEqual({ viewCount: 1 });
      expect((await view(owner.client, file.id)).json()).toEqual({ viewCount: 2 });
      expect((await view(anonymous, file.id)).statusCode).toBe(204);
      expect((await getFile(anonymous, file.id)).viewCount).toBe(2);
      expect(await listIds(reader.client, '/api/v4/files/me/viewed')).toContain(file.id);
    });

    it('counts 50 concurrent downloads by several users exactly', async () => {
      const content = 'tải xuống đồng thời';
      const file = await createTestFile(owner.client, { content });
      const downloaders = [
        reader,
        ...(await Promise.all([1, 2, 3, 4].map((n) => signUpUser(testApp.app, `Người ${n}`)))),
      ];
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          downloaders[index % downloaders.length]!.client.get(`/api/v4/files/${file.id}/download`),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
      expect(responses.every((response) => response.body === content)).toBe(true);

      expect(await getFile(owner.client, file.id)).toMatchObject({ downloadCount: 50, isDownloaded: false });
      for (const downloader of downloaders) {
        expect(await getFile(downloader.client, file.id)).toMatchObject({ downloadCount: 50, isDownloaded: true });
        const downloaded = await listIds(downloader.client, '/api/v4/files/me/downloaded');
        expect(downloaded.filter((id) => id === file.id)).toHaveLength(1);
      }
      expect(await listIds(owner.client, '/api/v4/files/me/downloaded')).not.toContain(file.id);
      expect(
        (await testApp.app.inject({ url: `/api/v4/users/${owner.id}` })).json().totalDownloads,
      ).toBeGreaterThanOrEqual(50);
    });
  });

  describe('content (Range, safe headers)', () => {
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));
    let file: TFile;
    const content = (range?: string) =>
      anonymous.request({ method: 'GET', url: `/api/v4/files/${file.id}/content`, headers: range ? { range } : {} });

    beforeAll(async () => {
      file = await createTestFile(owner.client, { name: 'de-thi.pdf', type: 'application/pdf', content: bytes });
    });

    it('serves the whole file with Accept-Ranges', async () => {
      const response = await content();
      expect(response.statusCode).toBe(200);
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.headers['content-length']).toBe('1000');
      expect(response.rawPayload.equals(bytes)).toBe(true);
    });

    it.each([
      ['bytes=0-99', 0, 99],
      ['bytes=900-', 900, 999],
      ['bytes=-100', 900, 999],
      ['bytes=500-5000', 500, 999],
      ['bytes=999-999', 999, 999],
    ])('answers %s with 206 and the right part', async (range, start, end) => {
      const response = await content(range);
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
    });

    it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('answers %s with 416', async (range) => {
      const response = await content(range);
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe('bytes */1000');
      expect(response.json()).toEqual(FILE_ERRORS.rangeNotSatisfiable);
    });

    it.each([
      ['de-thi.pdf', 'application/pdf', 'inline', 'application/pdf'],
      ['ghi-chu.txt', 'text/plain', 'inline', 'text/plain; charset=utf-8'],
      ['anh.png', 'image/png', 'inline', 'image/png'],
      ['trang.html', 'text/html', 'attachment', 'application/octet-stream'],
      ['hinh.svg', 'image/svg+xml', 'attachment', 'image/svg+xml'],
      ['du-lieu.xml', 'text/xml', 'attachment', 'application/octet-stream'],
    ])('serves %s (declared %s) %s as %s, sandboxed and never sniffed', async (name, type, disposition, served) => {
      // html, svg and xml are no longer accepted: such files come from before that rule, so the row is renamed.
      const uploaded = await createTestFile(owner.client, { name: 'tam.txt', content: '<script>alert(1)</script>' });
      await testApp.ctx.databases.main
        .update(files)
        .set({ filename: name, mimeType: mimeTypeFor(type, name) })
        .where(eq(files.id, uploaded.id));
      const response = await anonymous.get(`/api/v4/files/${uploaded.id}/content`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(served);
      expect(response.headers['content-disposition']).toMatch(new RegExp(`^${disposition}; filename="${name}"`));
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toMatch(/(^|; )sandbox(;|$)/);
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['cache-control']).toBe('private, no-cache');

      const download = await owner.client.get(`/api/v4/files/${uploaded.id}/download`);
      expect(download.headers['content-type']).toBe('application/octet-stream');
      expect(download.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${name}"`));
    });

    it('keeps a non-ASCII name readable in Content-Disposition', async () => {
      const uploaded = await createTestFile(owner.client, { name: 'Đề thi cuối kỳ.txt' });
      expect(uploaded.filename).toBe('Đề thi cuối kỳ.txt');
      const disposition = (await anonymous.get(`/api/v4/files/${uploaded.id}/content`)).headers['content-disposition'];
      expect(disposition).toBe(
        `inline; filename="__ thi cu_i k_.txt"; filename*=UTF-8''${encodeURIComponent('Đề thi cuối kỳ.txt')}`,
      );
    });
  });

  describe('delete', () => {
    const storedPath = (file: TFile) => path.join(testApp.dataDir, 'storage', file.uploadSource, 'files', file.id);

    it('removes the record, its saves and the stored bytes', async () => {
      for (const size of [100, 10 * MB]) {
        const file = await createTestFile(owner.client, { name: 'xoa.pdf', content: Buffer.alloc(size, 1) });
        await save(reader.client, file.id, true);
        expect(await filesUnder(path.dirname(storedPath(file)))).toContain(file.id);

        const response = await remove(owner.client, file.id);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: 'Đã xóa file thành công' });
        expect(await filesUnder(path.dirname(storedPath(file)))).not.toContain(file.id);
        const db = testApp.ctx.databases.main;
        expect(await db.select().from(files).where(eq(files.id, file.id))).toEqual([]);
        expect(await db.select().from(fileSaves).where(eq(fileSaves.fileId, file.id))).toEqual([]);
        expect(await listIds(reader.client, '/api/v4/files/me/saved')).not.toContain(file.id);
        expect((await owner.client.get(`/api/v4/files/${file.id}/content`)).statusCode).toBe(404);
      }
    });

    it('still removes the record, with the warning, when the bytes cannot be removed', async () => {
      for (const [size, store] of [
        [100, 'kho media'],
        [10 * MB, 'kho lưu trữ'],
      ] as const) {
        const file = await createTestFile(owner.client, { content: Buffer.alloc(size, 2) });
        // A non-empty directory where the stored file was: removing it fails, even for root.
        const stored = storedPath(file);
        await fs.rm(stored);
        await fs.mkdir(stored);
        await fs.writeFile(path.join(stored, 'khong-xoa-duoc'), 'x');

        const response = await remove(owner.client, file.id);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          message: 'Đã xóa file thành công',
          warning: `Đã xóa file khỏi database, nhưng có thể còn trong ${store}`,
        });
        expect((await owner.client.get(`/api/v4/files/${file.id}`)).statusCode).toBe(404);
        await fs.rm(stored, { recursive: true });
      }
    });
  });

  describe('lists (newest first)', () => {
    const readAllPages = async (client: TestClient, url: string, limit: number) => {
      const pages: string[][] = [];
      let cursor: string | null | undefined;
      do {
        const query = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const response = await client.get(`${url}?${query}`);
        expect(response.statusCode).toBe(200);
        const page = response.json() as TFileListResponse;
        pages.push(page.files.map((file) => file.id));
        cursor = page.nextCursor;
      } while (cursor && pages.length < 20);
      return pages;
    };

    it("pages through an author's files, newest first, with a cursor", async () => {
      const author = await signUpUser(testApp.app, 'Tác Giả');
      const uploaded: string[] = [];
      for (let index = 0; index < 5; index += 1)
        uploaded.push((await createTestFile(author.client, { name: `bai-${index}.txt` })).id);
      const newestFirst = [...uploaded].reverse();

      for (const [client, url] of [
        [reader.client, `/api/v4/users/${author.id}/files`],
        [author.client, '/api/v4/files/me/uploaded'],
      ] as const) {
        const pages = await readAllPages(client, url, 2);
        expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
        expect(pages.flat()).toEqual(newestFirst);
      }
      expect(await listIds(reader.client, `/api/v4/users/${author.id}/files`)).toEqual(newestFirst);
      expect((await reader.client.get(`/api/v4/users/${author.id}/files?limit=0`)).statusCode).toBe(400);
      expect((await reader.client.get(`/api/v4/users/${author.id}/files?limit=101`)).statusCode).toBe(400);
    });

    it("shows an author's private files to the author only, in the list and in the summary", async () => {
      const author = await signUpUser(testApp.app, 'Tác Giả Kín');
      const files = [];
      for (let index = 0; index < 5; index += 1)
        files.push(await createTestFile(author.client, { name: `rieng-${index}.txt` }));
      for (const file of files.slice(0, 3)) await patch(author.client, file.id, { isPublic: false });
      const publicIds = files
        .slice(3)
        .map((file) => file.id)
        .reverse();
      const allIds = files.map((file) => file.id).reverse();

      const anonymous = new TestClient(testApp.app);
      for (const client of [anonymous, reader.client]) {
        expect(await listIds(client, `/api/v4/users/${author.id}/files`)).toEqual(publicIds);
        expect((await client.get(`/api/v4/users/${author.id}`)).json()).toMatchObject({ totalFiles: 2 });
        expect((await readAllPages(client, `/api/v4/users/${author.id}/files`, 1)).flat()).toEqual(publicIds);
      }
      expect(await listIds(author.client, `/api/v4/users/${author.id}/files`)).toEqual(allIds);
      expect((await author.client.get(`/api/v4/users/${author.id}`)).json()).toMatchObject({ totalFiles: 5 });
      expect((await author.client.get('/api/v4/files/me/counts')).json()).toMatchObject({ uploaded: 5 });
    });

    it('lists answer each file as presentFile does, for every viewer and list (built by PostgreSQL)', async () => {
      const author = await signUpUser(testApp.app, 'Tác "Giả" \\ Bốn');
      const reader = await signUpUser(testApp.app, 'Người Đọc Mới');
      const quoted = await createTestFile(author.client, { name: 'bai-kho.txt', description: 'Dòng một' });
      const plain = await createTestFile(author.client, { name: 'ghi-chu.md' });
      const hidden = await createTestFile(author.client, { name: 'rieng.txt' });
      await patch(author.client, hidden.id, { isPublic: false });
      const db = testApp.ctx.databases.main;
      // A file an admin hid tells its owner why, in lists as on its page.
      await db
        .update(files)
        .set({
          moderationHiddenAt: new Date('2026-11-20T08:09:10.123Z'),
          moderationReason: 'Vi phạm "bản quyền" \\ lần 2',
          moderationCause: 'admin',
          publicBeforeHide: true,
        })
        .where(eq(files.id, hidden.id));
      await db
        .update(files)
        .set({ thumbnailKey: `thumbnails/${plain.id}.webp`, previewState: 'ready', pageCount: 3, size: 2 ** 40 })
        .where(eq(files.id, plain.id));
      // Text that JSON must escape, set where an upload could not carry it.
      await db
        .update(files)
        .set({ filename: 'Bài "khó" \\ tiếng Việt 😀\u2028.txt', description: 'Dòng một\nDòng "hai"\t\u0001 hết' })
        .where(eq(files.id, quoted.id));
      await save(reader.client, quoted.id, true);
      await save(author.client, plain.id, true);
      await save(author.client, hidden.id, true);
      await view(reader.client, plain.id);
      expect((await reader.client.get(`/api/v4/files/${quoted.id}/download`)).statusCode).toBe(200);

      const cases: [TestClient, string, number][] = [
        [anonymous, `/api/v4/users/${author.id}/files`, 2],
        [reader.client, `/api/v4/users/${author.id}/files`, 2],
        [author.client, `/api/v4/users/${author.id}/files`, 3],
        [author.client, '/api/v4/files/me/uploaded', 3],
        [author.client, '/api/v4/files/me/saved', 2],
        [reader.client, '/api/v4/files/me/saved', 1],
        [reader.client, '/api/v4/files/me/viewed', 1],
        [reader.client, '/api/v4/files/me/downloaded', 1],
      ];
      for (const [client, url, count] of cases) {
        const response = await client.get(url);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        const page = ZFileListResponse.parse(response.json());
        expect(page.files).toHaveLength(count);
        for (const file of response.json().files as TFile[]) {
          // Neither path may add a field the contract does not name (a strict parse), nor differ from the other.
          ZFile.strict().parse(file);
          expect(file, `${url} ${file.filename}`).toStrictEqual(await getFile(client, file.id));
          if (file.id === hidden.id) {
            expect(file.moderation).toEqual({
              hiddenAt: '2026-11-20T08:09:10.123Z',
              reason: 'Vi phạm "bản quyền" \\ lần 2',
            });
          }
        }
      }
    });

    it('orders the saved list by when the file was saved', async () => {
      const author = await signUpUser(testApp.app, 'Tác Giả Hai');
      const [first, second, third] = [
        await createTestFile(author.client),
        await createTestFile(author.client),
        await createTestFile(author.client),
      ];
      const saver = await signUpUser(testApp.app);
      for (const file of [second!, third!, first!]) await save(saver.client, file.id, true);
      const pages = await readAllPages(saver.client, '/api/v4/files/me/saved', 2);
      expect(pages.flat()).toEqual([first!.id, third!.id, second!.id]);
    });

    it('never skips or repeats files uploaded within the same millisecond', async () => {
      const author = await signUpUser(testApp.app, 'Tác Giả Ba');
      const created: TFile[] = [];
      for (let index = 0; index < 6; index += 1) created.push(await createTestFile(author.client));
      // Same millisecond, different microseconds: the order by time must agree with the cursor.
      const db = testApp.ctx.databases.main;
      for (const [index, file] of created.entries()) {
        await db
          .update(files)
          .set({
            uploadedAt: sql`timestamptz '2026-01-01 00:00:00.123000+00' + make_interval(secs => ${index} * 0.0001)`,
          })
          .where(eq(files.id, file.id));
      }
      const all = await listIds(author.client, '/api/v4/files/me/uploaded');
      for (const limit of [1, 2, 4]) {
        const pages = await readAllPages(author.client, '/api/v4/files/me/uploaded', limit);
        expect(pages.flat()).toEqual(all);
      }
      expect([...all].sort()).toEqual(created.map((file) => file.id).sort());
    });

    it('answers a cursor the server never wrote with 400 on every list, signed in or not', async () => {
      const tampered = [
        Buffer.from('2099-01-01T00:00:00.000Z|x').toString('base64url'),
        Buffer.from(`not-a-date|${randomUUID()}`).toString('base64url'),
        Buffer.from(`2099-02-30T00:00:00.000Z|${randomUUID()}`).toString('base64url'),
        Buffer.from(`2099-01-01|${randomUUID()}`).toString('base64url'),
        Buffer.from(`2099-01-01T00:00:00.000Z|${randomUUID()}|more`).toString('base64url'),
        '%%%',
      ];
      const lists = ['uploaded', 'saved', 'downloaded', 'viewed'].map((list) => `/api/v4/files/me/${list}`);
      for (const cursor of tampered) {
        const query = `?cursor=${encodeURIComponent(cursor)}`;
        for (const client of [anonymous, reader.client]) {
          const response = await client.get(`/api/v4/users/${owner.id}/files${query}`);
          expect(response.statusCode, cursor).toBe(400);
          expect(response.json()).toEqual(GENERIC_ERRORS.badRequest);
        }
        for (const url of lists) {
          const response = await reader.client.get(`${url}${query}`);
          expect(response.statusCode, `${url} ${cursor}`).toBe(400);
          expect(response.json()).toEqual(GENERIC_ERRORS.badRequest);
          // Anonymous callers learn only that they must sign in.
          expect((await anonymous.get(`${url}${query}`)).json()).toEqual(GENERIC_ERRORS.unauthorized);
        }
      }
      // A well-formed cursor past every file is simply an empty page.
      const past = Buffer.from(`1970-01-01T00:00:00.000Z|${randomUUID()}`).toString('base64url');
      expect((await reader.client.get(`/api/v4/files/me/saved?cursor=${past}`)).json()).toEqual({
        files: [],
        nextCursor: null,
      });
    });

    it('answers a cursor time the database cannot read (year 0000, negative, six digits) with 400, never 500', async () => {
      const lists = ['uploaded', 'saved', 'downloaded', 'viewed'].map((list) => `/api/v4/files/me/${list}`);
      for (const iso of [
        '0000-01-01T00:00:00.000Z',
        '-000001-01-01T00:00:00.000Z',
        '+275760-09-13T00:00:00.000Z',
        '+010000-01-01T00:00:00.000Z',
        '1969-12-31T23:59:59.999Z',
      ]) {
        const cursor = Buffer.from(`${iso}|${randomUUID()}`).toString('base64url');
        for (const url of [`/api/v4/users/${owner.id}/files`, ...lists]) {
          const response = await reader.client.get(`${url}?cursor=${cursor}`);
          expect(response.statusCode, `${url} ${iso}`).toBe(400);
          expect(response.json()).toEqual(GENERIC_ERRORS.badRequest);
        }
      }
      // The last time of year 9999 is still a time: the page before it starts with the newest file.
      const newest = await createTestFile(owner.client);
      const latest = Buffer.from(`9999-12-31T23:59:59.999Z|${randomUUID()}`).toString('base64url');
      const page = await owner.client.get(`/api/v4/users/${owner.id}/files?cursor=${latest}`);
      expect(page.statusCode).toBe(200);
      expect(page.json().files[0].id).toBe(newest.id);
    });
  });

  describe('description limit (UPLOAD.maxDescriptionLength)', () => {
    it('accepts the limit and refuses one character more, on upload and on edit, in Vietnamese', async () => {
      const atLimit = 'a'.repeat(UPLOAD.maxDescriptionLength);
      const file = await createTestFile(owner.client, { description: atLimit });
      expect(file.description).toBe(atLimit);

      const tooLong = await uploadTestFile(owner.client, { description: `${atLimit}b` });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toEqual(FILE_ERRORS.descriptionTooLong);

      const edit = await patch(owner.client, file.id, { description: `${atLimit}b` });
      expect(edit.statusCode).toBe(400);
      expect(edit.json().message).toBe(FILE_ERRORS.descriptionTooLong.message);
      expect((await getFile(owner.client, file.id)).description).toBe(atLimit);
    });
  });
});
