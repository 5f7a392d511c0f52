// Search, the library and reading positions on PGlite and PostgreSQL: accent-insensitive and
// case-insensitive matches in names, descriptions, uploader names and document text, with the page and
// a highlighted snippet; the library's orders, format filter and cursor; bad input answered clearly.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  encodeLibraryCursor,
  type TFile,
  type TFileListResponse,
  type TSearchResponse,
} from '../../../shared/files/contract';
import { SEARCH_ERRORS } from '../../../shared/files/messages';
import { filePages, files } from '../../db/main-schema';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../../test/test-app';
import { createTestFile, signUpUser, type SignedInUser } from '../../test/users-and-files';

describeEachDatabase('search and library', (kind) => {
  let testApp: TestApp;
  let author: SignedInUser;
  let anonymous: TestClient;
  let exam: TFile;
  let grammar: TFile;
  let photo: TFile;

  const search = async (query: string, client: TestClient = anonymous) => {
    const response = await client.get(`/api/v4/files/search?q=${encodeURIComponent(query)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TSearchResponse;
  };
  const foundIds = async (query: string) => (await search(query)).hits.map((hit) => hit.file.id);
  const library = async (query: string) => {
    const response = await anonymous.get(`/api/v4/files/library${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TFileListResponse;
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    author = await signUpUser(testApp.app, 'Cô Hương');
    anonymous = new TestClient(testApp.app);
    exam = await createTestFile(author.client, { name: 'bo-de-2024.txt', description: 'Tài liệu ôn thi cấp tốc' });
    grammar = await createTestFile(author.client, { name: 'Ngữ pháp TOEIC cơ bản.txt' });
    photo = await createTestFile(author.client, { name: 'anh-lop-hoc.png', type: 'image/png', content: PNG_1PX });
    // The text the preview job extracts: page 2 of the exam says it.
    await testApp.ctx.databases.main.insert(filePages).values([
      { fileId: exam.id, page: 1, text: 'Mục lục. Phần nghe và phần đọc.' },
      { fileId: exam.id, page: 2, text: `${'Hướng dẫn làm bài. '.repeat(20)}Đề thi thử TOEIC số 1, phần 5.` },
    ]);
    // Counters for the library's orders: photo most downloaded, grammar most viewed.
    const db = testApp.ctx.databases.main;
    await db.update(files).set({ downloadCount: 9, viewCount: 1 }).where(eq(files.id, photo.id));
    await db.update(files).set({ downloadCount: 2, viewCount: 7 }).where(eq(files.id, grammar.id));
    // As the job leaves a document with pages (a text file's 'pages' are only cut for search).
    await db.update(files).set({ pageCount: 2 }).where(eq(files.id, exam.id));
  });
  afterAll(() => testApp.close());

  it('finds the page of the document text, typed without diacritics, with the words highlighted', async () => {
    const result = await search('de thi thu toeic');
    expect(result.hits[0]).toMatchObject({ file: { id: exam.id }, page: 2 });
    const snippet = result.hits[0]!.snippet!;
    expect(snippet.filter((part) => part.hit).map((part) => part.text)).toEqual(['Đề', 'thi', 'thử', 'TOEIC']);
    expect(snippet.map((part) => part.text).join('')).toContain('Đề thi thử TOEIC số 1');
    // A file without pages (plain text) gets the snippet without a page number.
    await testApp.ctx.databases.main.update(files).set({ pageCount: null }).where(eq(files.id, exam.id));
    expect((await search('de thi thu toeic')).hits[0]).toMatchObject({ file: { id: exam.id }, page: null });
    expect((await search('de thi thu toeic')).hits[0]!.snippet).not.toBeNull();
    await testApp.ctx.databases.main.update(files).set({ pageCount: 2 }).where(eq(files.id, exam.id));
    for (const query of ['Đề thi thử TOEIC', 'ĐỀ THI THỬ toeic', 'đề   thi-thử TOEIC!']) {
      expect(await foundIds(query), query).toContain(exam.id);
    }
  });

  it('finds names, descriptions and uploader names the same way', async () => {
    expect(await foundIds('ngu phap')).toEqual([grammar.id]);
    expect(await foundIds('NGỮ PHÁP toeic')).toEqual([grammar.id]);
    const byDescription = await search('on thi cap toc');
    expect(byDescription.hits.map((hit) => hit.file.id)).toEqual([exam.id]);
    expect(byDescription.hits[0]!.page).toBeNull();
    expect(byDescription.hits[0]!.snippet!.some((part) => part.hit && part.text === 'ôn')).toBe(true);
    expect(await foundIds('co huong')).toEqual(expect.arrayContaining([exam.id, grammar.id, photo.id]));
  });

  it('finds partial names and names with a typo', async () => {
    expect(await foundIds('ngu pha')).toContain(grammar.id);
    expect(await foundIds('lop hoc')).toContain(photo.id);
    expect(await foundIds('toiec ngu phap')).toContain(grammar.id);
    const joined = await createTestFile(author.client, { name: 'tailieuontap.txt' });
    expect(await foundIds('lieuontap')).toEqual([joined.id]);
    await author.client.request({ method: 'DELETE', url: `/api/v4/files/${joined.id}` });
  });

  it('ranks a name match above a match in the text alone', async () => {
    const named = await createTestFile(author.client, { name: 'Đề thi thử TOEIC.txt' });
    const ids = await foundIds('de thi thu toeic');
    expect(ids.indexOf(named.id)).toBeLessThan(ids.indexOf(exam.id));
    await author.client.request({ method: 'DELETE', url: `/api/v4/files/${named.id}` });
  });

  it('never shows a file that turned private after its matches were cached', async () => {
    expect(await foundIds('ngu phap')).toEqual([grammar.id]);
    // Changed behind the service's back: no event clears the cache, the answer still leaves it out.
    const db = testApp.ctx.databases.main;
    await db.update(files).set({ isPublic: false }).where(eq(files.id, grammar.id));
    expect(await foundIds('ngu phap')).toEqual([]);
    // Public again through the API, whose announcement clears the cache: the cache may by now hold the
    // private answer (its entry may have expired between the two searches above, on a slow machine).
    const published = await author.client.request({
      method: 'PATCH',
      url: `/api/v4/files/${grammar.id}`,
      payload: { isPublic: true },
    });
    expect(published.statusCode).toBe(200);
    expect(await foundIds('ngu phap')).toEqual([grammar.id]);
  });

  it('pages ranked results by offset', async () => {
    const first = await anonymous.get('/api/v4/files/search?q=co%20huong&limit=2');
    const page = first.json() as TSearchResponse;
    expect(page.hits).toHaveLength(2);
    expect(page.nextOffset).toBe(2);
    const second = (
      await anonymous.get('/api/v4/files/search?q=co%20huong&limit=2&offset=2')
    ).json() as TSearchResponse;
    expect(second.hits.map((hit) => hit.file.id)).not.toContain(page.hits[0]!.file.id);
    expect(second.nextOffset).toBeNull();
  });

  it('answers bad queries with a clear 400, syntax characters with plain results, never a 500', async () => {
    const empty = await anonymous.get('/api/v4/files/search?q=%20%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: SEARCH_ERRORS.emptyQuery.message });
    expect((await anonymous.get('/api/v4/files/search')).statusCode).toBe(400);
    const long = await anonymous.get(`/api/v4/files/search?q=${'a'.repeat(1000)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: SEARCH_ERRORS.queryTooLong.message });
    for (const query of ["'; DROP TABLE files; --", 'a & | ! ( ) :* <-> \\', '!!!', '%_%', 'toeic:* | x']) {
      const response = await anonymous.get(`/api/v4/files/search?q=${encodeURIComponent(query)}`);
      expect(response.statusCode, query).toBe(200);
    }
    expect((await search('!!!')).hits).toEqual([]);
    expect((await anonymous.get('/api/v4/files/search?q=a&offset=100000')).statusCode).toBe(400);
  });

  it('the library lists public files newest first, by downloads or views, filtered by format, page by page', async () => {
    expect((await library('')).files.map((file) => file.id).slice(0, 3)).toEqual([photo.id, grammar.id, exam.id]);
    expect((await library('?sort=downloads')).files[0]!.id).toBe(photo.id);
    expect((await library('?sort=views')).files[0]!.id).toBe(grammar.id);
    expect((await library('?format=image')).files.map((file) => file.id)).toEqual([photo.id]);
    expect((await library('?format=pdf')).files).toEqual([]);

    for (const sort of ['newest', 'downloads', 'views']) {
      const seen: string[] = [];
      let cursor: string | null | undefined;
      do {
        const page = await library(`?sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.files.map((file) => file.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen.sort(), sort).toEqual([exam.id, grammar.id, photo.id].sort());
    }
    for (const bad of ['?sort=random', '?format=exe', '?cursor=abc', '?limit=0']) {
      expect((await anonymous.get(`/api/v4/files/library${bad}`)).statusCode, bad).toBe(400);
    }
    // A cursor beyond what its order's column holds (a time past year 9999, a count past PostgreSQL's
    // integer) is refused, not sent to the database.
    const beyond = encodeLibraryCursor(999_999_999_999_999, exam.id);
    for (const sort of ['newest', 'downloads', 'views']) {
      const response = await anonymous.get(`/api/v4/files/library?sort=${sort}&cursor=${beyond}`);
      expect(response.statusCode, sort).toBe(400);
      expect(response.json(), sort).toEqual(SEARCH_ERRORS.badCursor);
    }
    const largestCount = encodeLibraryCursor(2_147_483_647, exam.id);
    expect((await anonymous.get(`/api/v4/files/library?sort=views&cursor=${largestCount}`)).statusCode).toBe(200);
  });

  it('keeps the page a signed-in reader reached, per reader and document', async () => {
    const reader = await signUpUser(testApp.app, 'Người Đọc');
    const url = `/api/v4/files/${exam.id}/position`;
    expect((await reader.client.get(url)).json()).toEqual({ page: null });
    expect((await reader.client.request({ method: 'PUT', url, payload: { page: 2 } })).json()).toEqual({ page: 2 });
    await reader.client.request({ method: 'PUT', url, payload: { page: 5 } });
    expect((await reader.client.get(url)).json()).toEqual({ page: 5 });
    expect((await author.client.get(url)).json()).toEqual({ page: null });
    for (const payload of [{ page: 0 }, { page: 1.5 }, { page: 'x' }, {}]) {
      expect((await reader.client.request({ method: 'PUT', url, payload })).statusCode).toBe(400);
    }
  });
});

/** A 1×1 PNG. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
