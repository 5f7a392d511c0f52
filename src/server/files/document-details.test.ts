// What a document is (title, subject, level, tags) on PGlite and PostgreSQL: both upload paths take and
// check it (a bad field is a 400 of the catalogue and nothing is stored), the owner alone edits it, the
// library filters by it and counts public files per subject, level and tag (never a private or hidden
// one), search finds a title and a tag typed without diacritics, and the site lists its subjects.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFile, TFileListResponse, TLibraryFacets, TSearchResponse } from '../../shared/files/contract';
import { DOCUMENT_INFO_ERRORS } from '../../shared/files/messages';
import { files } from '../db/main-schema';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../test/test-app';
import { tusClient } from '../test/tus-client';
import {
  buildMultipart,
  createTestFile,
  filesUnder,
  sessionCookieOf,
  signUpUser,
  UPLOAD_URL,
  type MultipartPart,
  type SignedInUser,
} from '../test/users-and-files';

const SUBJECTS = 'TOEIC,IELTS,Ngữ pháp,Khác';

describeEachDatabase('document details', (kind) => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;
  let admin: TestClient;
  let anonymous: TestClient;
  let baseUrl: string;

  const upload = (client: TestClient, fields: Record<string, string>, name = 'de-thi-thu.txt') => {
    const parts: MultipartPart[] = Object.entries(fields).map(([fieldName, value]) => ({ name: fieldName, value }));
    parts.push({ name: 'file', filename: name, type: 'text/plain', value: 'Nội dung tài liệu.' });
    const { payload, contentType } = buildMultipart(parts);
    return client.request({ method: 'POST', url: UPLOAD_URL, payload, headers: { 'content-type': contentType } });
  };
  const countRows = async () => (await testApp.ctx.databases.main.select({ id: files.id }).from(files)).length;
  const storedBytes = async () => (await filesUnder(`${testApp.dataDir}/storage`)).length;
  const patch = (client: TestClient, id: string, body: unknown) =>
    client.request({ method: 'PATCH', url: `/api/v4/files/${id}`, payload: body as object });

  beforeAll(async () => {
    testApp = await createTestApp(kind, { DOCUMENT_SUBJECTS: SUBJECTS, ADMIN_EMAILS: 'quantri@example.com' });
    baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    owner = await signUpUser(testApp.app, 'Cô Lan');
    other = await signUpUser(testApp.app, 'Bạn Khác');
    admin = new TestClient(testApp.app);
    await admin.signUp('quantri@example.com', 'mat-khau-an-toan', 'Quản Trị');
    anonymous = new TestClient(testApp.app);
  });
  afterAll(() => testApp.close());

  it("the site lists the operator's subjects (DOCUMENT_SUBJECTS)", async () => {
    const config = await anonymous.get('/api/v4/config');
    expect(config.json().documentSubjects).toEqual(['TOEIC', 'IELTS', 'Ngữ pháp', 'Khác']);
  });

  it('a multipart upload keeps its title, subject, level and tags, and private as chosen', async () => {
    const response = await upload(owner.client, {
      title: '  Đề thi   thử TOEIC  ',
      subject: 'TOEIC',
      level: 'intermediate',
      tags: ' Part 5 ,listening, part 5,Ngữ Pháp',
      isPublic: 'false',
    });
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json().file as TFile;
    expect(file).toMatchObject({
      filename: 'de-thi-thu.txt',
      title: 'Đề thi thử TOEIC',
      subject: 'TOEIC',
      level: 'intermediate',
      tags: ['part 5', 'listening', 'ngữ pháp'],
      isPublic: false,
    });
    // Without details the document is called by its file name.
    const plain = await createTestFile(owner.client, { name: 'ghi-chu.txt' });
    expect(plain).toMatchObject({ title: 'ghi-chu.txt', subject: null, level: null, tags: [] });
    // A title that is the file name is none.
    const same = (await upload(owner.client, { title: 'ghi-chu-2.txt' }, 'ghi-chu-2.txt')).json().file as TFile;
    const [row] = await testApp.ctx.databases.main
      .select({ title: files.title })
      .from(files)
      .where(eq(files.id, same.id));
    expect(row?.title).toBeNull();
  });

  it.each([
    ['title', 'x'.repeat(151), DOCUMENT_INFO_ERRORS.titleTooLong],
    ['title', 'Đề\u202Efdp', DOCUMENT_INFO_ERRORS.titleInvalid],
    ['subject', 'Toán', DOCUMENT_INFO_ERRORS.subjectUnknown],
    ['level', 'expert', DOCUMENT_INFO_ERRORS.levelInvalid],
    ['tags', 'a,b,c,d,e,f', DOCUMENT_INFO_ERRORS.tooManyTags],
    ['tags', '<script>', DOCUMENT_INFO_ERRORS.tagInvalid],
    ['tags', 'y'.repeat(31), DOCUMENT_INFO_ERRORS.tagInvalid],
  ])('a multipart %s of %j is refused with its message, and nothing is stored', async (field, value, error) => {
    const [rowsBefore, bytesBefore] = [await countRows(), await storedBytes()];
    // Sent after the file too: the form is refused as a whole.
    for (const order of ['before', 'after'] as const) {
      const parts: MultipartPart[] = [{ name: 'file', filename: 'bai.txt', type: 'text/plain', value: 'Bài tập.' }];
      if (order === 'before') parts.unshift({ name: field, value });
      else parts.push({ name: field, value });
      const { payload, contentType } = buildMultipart(parts);
      const response = await owner.client.request({
        method: 'POST',
        url: UPLOAD_URL,
        payload,
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual(error);
    }
    expect(await countRows()).toBe(rowsBefore);
    expect(await storedBytes()).toBe(bytesBefore);
  });

  it('a resumable (tus) upload takes the same details from its metadata', async () => {
    const tus = tusClient(baseUrl, await sessionCookieOf(testApp.app, owner));
    const body = Buffer.from('%PDF-1.4 bài nghe');
    const response = await tus.create(
      body.length,
      {
        filename: 'bai-nghe.pdf',
        filetype: 'application/pdf',
        title: 'Bài nghe IELTS',
        subject: 'IELTS',
        level: 'advanced',
        tags: 'Listening,Band 7',
        isPublic: 'true',
      },
      body,
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const file = ((await response.json()) as { file: TFile }).file;
    expect(file).toMatchObject({
      filename: 'bai-nghe.pdf',
      title: 'Bài nghe IELTS',
      subject: 'IELTS',
      level: 'advanced',
      tags: ['listening', 'band 7'],
      isPublic: true,
    });
  });

  it.each([
    ['title', 'x'.repeat(151), DOCUMENT_INFO_ERRORS.titleTooLong],
    ['subject', 'Toán', DOCUMENT_INFO_ERRORS.subjectUnknown],
    ['level', 'expert', DOCUMENT_INFO_ERRORS.levelInvalid],
    ['tags', 'a,b,c,d,e,f', DOCUMENT_INFO_ERRORS.tooManyTags],
    ['tags', 'c++', DOCUMENT_INFO_ERRORS.tagInvalid],
  ])('a tus %s of %j is refused at creation, before any byte', async (field, value, error) => {
    const tus = tusClient(baseUrl, await sessionCookieOf(testApp.app, owner));
    const rowsBefore = await countRows();
    const uploadsBefore = (await filesUnder(`${testApp.dataDir}/uploads-tus`).catch(() => [])).length;
    const response = await tus.create(10, { filename: 'bai.pdf', filetype: 'application/pdf', [field]: value });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(error);
    expect(await countRows()).toBe(rowsBefore);
    expect((await filesUnder(`${testApp.dataDir}/uploads-tus`).catch(() => [])).length).toBe(uploadsBefore);
  });

  describe('editing', () => {
    let file: TFile;
    beforeAll(async () => {
      file = (await upload(owner.client, { title: 'Ngữ pháp cơ bản', subject: 'Ngữ pháp', tags: 'thì' })).json()
        .file as TFile;
    });

    it('the owner renames and retags; a blank title is the file name again', async () => {
      const response = await patch(owner.client, file.id, {
        title: ' Ngữ pháp nâng cao ',
        subject: 'TOEIC',
        level: 'advanced',
        tags: ['Thì', 'câu bị động', 'thì'],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().file).toMatchObject({
        title: 'Ngữ pháp nâng cao',
        subject: 'TOEIC',
        level: 'advanced',
        tags: ['thì', 'câu bị động'],
      });
      const cleared = await patch(owner.client, file.id, { title: '', subject: null, level: null, tags: [] });
      expect(cleared.json().file).toMatchObject({ title: file.filename, subject: null, level: null, tags: [] });
    });

    it('another user and an admin get 403, a visitor 401; nothing changes', async () => {
      expect((await patch(other.client, file.id, { title: 'Của tôi' })).statusCode).toBe(403);
      expect((await patch(admin, file.id, { title: 'Của quản trị' })).statusCode).toBe(403);
      expect((await patch(anonymous, file.id, { title: 'Khách' })).statusCode).toBe(401);
      const [row] = await testApp.ctx.databases.main
        .select({ title: files.title })
        .from(files)
        .where(eq(files.id, file.id));
      expect(row?.title).toBeNull();
    });

    it.each([
      [{ title: 'x'.repeat(151) }, DOCUMENT_INFO_ERRORS.titleTooLong.message],
      [{ subject: 'Toán' }, DOCUMENT_INFO_ERRORS.subjectUnknown.message],
      [{ level: 'expert' }, DOCUMENT_INFO_ERRORS.levelInvalid.message],
      [{ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, DOCUMENT_INFO_ERRORS.tooManyTags.message],
      [{ tags: ['a/b'] }, DOCUMENT_INFO_ERRORS.tagInvalid.message],
    ])('an edit of %j is refused with its message', async (body, message) => {
      const response = await patch(owner.client, file.id, { ...body, description: 'không được lưu' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      const [row] = await testApp.ctx.databases.main
        .select({ description: files.description })
        .from(files)
        .where(eq(files.id, file.id));
      expect(row?.description).toBeNull();
    });

    it('a subject the site no longer lists stays on the document that has it', async () => {
      await testApp.ctx.databases.main.update(files).set({ subject: 'Giao tiếp' }).where(eq(files.id, file.id));
      const kept = await patch(owner.client, file.id, { subject: 'Giao tiếp', tags: ['hội thoại'] });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json().file.subject).toBe('Giao tiếp');
    });
  });

  describe('the library and search', () => {
    let library: TestApp;
    let client: TestClient;
    let author: SignedInUser;
    let ids: Record<string, string>;

    const get = async <T>(url: string) => {
      const response = await client.get(url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as T;
    };

    beforeAll(async () => {
      // A fresh app: the counts are of these files only.
      library = await createTestApp(kind, { DOCUMENT_SUBJECTS: SUBJECTS });
      author = await signUpUser(library.app, 'Thầy Minh');
      client = new TestClient(library.app);
      const make = async (name: string, fields: Record<string, string>) => {
        const response = await upload(author.client, fields, name);
        expect(response.statusCode, response.body).toBe(201);
        return (response.json().file as TFile).id;
      };
      ids = {
        toeicA: await make('a.txt', {
          title: 'Đề thi TOEIC tháng năm',
          subject: 'TOEIC',
          level: 'basic',
          tags: 'part 5,đọc hiểu',
        }),
        toeicB: await make('b.txt', { subject: 'TOEIC', level: 'advanced', tags: 'part 5' }),
        ielts: await make('c.pdf', { subject: 'IELTS', level: 'advanced', tags: 'writing,part 5' }),
        bare: await make('d.txt', {}),
        privateOne: await make('e.txt', { subject: 'TOEIC', level: 'basic', tags: 'part 5', isPublic: 'false' }),
        hidden: await make('f.txt', { subject: 'IELTS', tags: 'writing' }),
      };
      // Hidden by an admin: private, as moderation leaves it.
      await library.ctx.databases.main
        .update(files)
        .set({ isPublic: false, moderationHiddenAt: new Date(), moderationReason: 'Spam', publicBeforeHide: true })
        .where(eq(files.id, ids.hidden!));
    });
    afterAll(() => library.close());

    const listIds = async (query: string) =>
      (await get<TFileListResponse>(`/api/v4/files/library${query}`)).files.map((file) => file.id).sort();

    it('filters by subject, level and tag (a tag as typed, in any case)', async () => {
      expect(await listIds('?subject=TOEIC')).toEqual([ids.toeicA, ids.toeicB].sort());
      expect(await listIds('?level=advanced')).toEqual([ids.toeicB, ids.ielts].sort());
      expect(await listIds('?tag=Part%205')).toEqual([ids.toeicA, ids.toeicB, ids.ielts].sort());
      expect(await listIds('?subject=TOEIC&level=advanced&tag=part%205')).toEqual([ids.toeicB]);
      expect(await listIds('?tag=part%205&format=pdf')).toEqual([ids.ielts]);
      expect(await listIds('?subject=To%C3%A1n')).toEqual([]);
      const bad = await client.get('/api/v4/files/library?level=expert');
      expect(bad.statusCode).toBe(400);
      expect((await client.get('/api/v4/files/library?tag=%3Cb%3E')).statusCode).toBe(400);
    });

    it('counts public files per subject, level and top tag under the other filters; never a private or hidden one', async () => {
      const all = await get<TLibraryFacets>('/api/v4/files/library/facets');
      expect(all).toEqual({
        subjects: [
          { value: 'TOEIC', count: 2 },
          { value: 'IELTS', count: 1 },
        ],
        levels: [
          { value: 'basic', count: 1 },
          { value: 'advanced', count: 2 },
        ],
        tags: [
          { value: 'part 5', count: 3 },
          { value: 'writing', count: 1 },
          { value: 'đọc hiểu', count: 1 },
        ],
      });
      // Under subject TOEIC: the subjects keep their counts (their own filter is not applied), the levels
      // and tags are those of TOEIC's files.
      const toeic = await get<TLibraryFacets>('/api/v4/files/library/facets?subject=TOEIC');
      expect(toeic.subjects).toEqual(all.subjects);
      expect(toeic.levels).toEqual([
        { value: 'basic', count: 1 },
        { value: 'advanced', count: 1 },
      ]);
      expect(toeic.tags).toEqual([
        { value: 'part 5', count: 2 },
        { value: 'đọc hiểu', count: 1 },
      ]);
      // A tag chosen is listed even without a public file.
      const unknown = await get<TLibraryFacets>('/api/v4/files/library/facets?tag=hiem');
      expect(unknown.tags).toContainEqual({ value: 'hiem', count: 0 });
      expect(unknown.subjects).toEqual([]);
      // The counts are kept between requests, and a change to a file is seen at once.
      expect((await patch(author.client, ids.privateOne!, { isPublic: true })).statusCode).toBe(200);
      const after = await get<TLibraryFacets>('/api/v4/files/library/facets');
      expect(after.subjects[0]).toEqual({ value: 'TOEIC', count: 3 });
      expect((await patch(author.client, ids.privateOne!, { isPublic: false })).statusCode).toBe(200);
      expect((await get<TLibraryFacets>('/api/v4/files/library/facets')).subjects[0]).toEqual({
        value: 'TOEIC',
        count: 2,
      });
    });

    it('search finds a title and a tag typed without diacritics, and takes the same filters', async () => {
      const byTitle = await get<TSearchResponse>(`/api/v4/files/search?q=${encodeURIComponent('de thi thang nam')}`);
      expect(byTitle.hits[0]?.file).toMatchObject({ id: ids.toeicA, title: 'Đề thi TOEIC tháng năm' });
      const byTag = await get<TSearchResponse>(`/api/v4/files/search?q=${encodeURIComponent('doc hieu')}`);
      expect(byTag.hits.map((hit) => hit.file.id)).toEqual([ids.toeicA]);
      const filtered = await get<TSearchResponse>('/api/v4/files/search?q=part&subject=IELTS');
      expect(filtered.hits.map((hit) => hit.file.id)).toEqual([ids.ielts]);
      // The private and the hidden file are never found by a visitor.
      const writing = await get<TSearchResponse>('/api/v4/files/search?q=writing');
      expect(writing.hits.map((hit) => hit.file.id)).toEqual([ids.ielts]);
    });
  });
});
