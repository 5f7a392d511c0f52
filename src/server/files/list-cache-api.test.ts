// Pages of lists kept as written (list-cache.ts), through the API: each viewer gets their own page, and
// every change made through the app shows in the next request of whoever reads a page it touches, on
// this instance at once and on another instance of the same PostgreSQL when the announcement arrives.
// The test apps keep pages for a minute (test-app.ts), so only the change itself can clear a page: each
// case first shows the page is kept (a change written behind the app's back does not show in it).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFile, TFileListResponse } from '../../shared/files/contract';
import { files } from '../db/main-schema';
import type { FileChange } from '../live';
import {
  createPostgresDatabase,
  createTestApp,
  describeEachDatabase,
  TestClient,
  type TestApp,
} from '../test/test-app';
import { createTestFile, signUpUser, type SignedInUser } from '../test/users-and-files';

const ADMIN_EMAIL = 'kiem-duyet@example.com';

const save = (client: TestClient, id: string, saved: boolean) =>
  client.request({ method: 'PUT', url: `/api/v4/files/${id}/save`, payload: { saved } });
const view = (client: TestClient, id: string) => client.request({ method: 'POST', url: `/api/v4/files/${id}/views` });
const download = (client: TestClient, id: string) => client.get(`/api/v4/files/${id}/download`);
const patch = (client: TestClient, id: string, payload: object) =>
  client.request({ method: 'PATCH', url: `/api/v4/files/${id}`, payload });

async function pageText(client: TestClient, url: string): Promise<string> {
  const response = await client.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.body;
}

async function pageFiles(client: TestClient, url: string): Promise<TFile[]> {
  return (JSON.parse(await pageText(client, url)) as TFileListResponse).files;
}

async function pageIds(client: TestClient, url: string): Promise<string[]> {
  return (await pageFiles(client, url)).map((file) => file.id);
}

async function fileOn(client: TestClient, url: string, id: string): Promise<TFile | undefined> {
  return (await pageFiles(client, url)).find((file) => file.id === id);
}

/** Resolves when `instance` hears of a change of this type to this file, from any instance. */
function heardOn(instance: TestApp, type: FileChange['type'], fileId: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const stop = instance.ctx.events.subscribe((change) => {
      if (change.type !== type || change.fileId !== fileId) return;
      stop();
      resolve();
    });
  });
}

/**
 * Waits until `instance` has heard every change announced so far through `from`: PostgreSQL delivers
 * notifications in the order of their commits, so hearing one announced now is hearing all before it.
 * An announcement of an earlier change may otherwise arrive after a page was kept, and clear it.
 */
async function settle(instance: TestApp, from = instance): Promise<void> {
  const mark = randomUUID();
  const heard = heardOn(instance, 'file.counters', mark);
  await from.ctx.events.publish({ type: 'file.counters', fileId: mark, ownerId: mark, isPublic: false });
  await heard;
}

/**
 * Shows that each page is kept: its first file's view count is raised in the database, which the app is
 * not told of, and the page answers the same text. Changes made through the app must then clear it.
 */
async function expectKept(app: TestApp, pages: [TestClient, string][], announcedBy = app): Promise<void> {
  await settle(app, announcedBy);
  for (const [client, url] of pages) {
    const before = await pageText(client, url);
    const [first] = (JSON.parse(before) as TFileListResponse).files;
    if (!first) throw new Error(`${url} is empty: an empty page is never kept`);
    await app.ctx.databases.main
      .update(files)
      .set({ viewCount: sql`${files.viewCount} + 1000` })
      .where(eq(files.id, first.id));
    expect(await pageText(client, url), url).toBe(before);
  }
}

describeEachDatabase('list pages kept as written', (kind) => {
  let testApp: TestApp;
  let admin: TestClient;
  let author: SignedInUser;
  let reader: SignedInUser;
  let anonymous: TestClient;
  let authorPage: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { ADMIN_EMAILS: ADMIN_EMAIL });
    admin = new TestClient(testApp.app);
    await admin.signUp(ADMIN_EMAIL, undefined, 'Kiểm Duyệt');
    anonymous = new TestClient(testApp.app);
  });
  afterAll(() => testApp.close());

  // Each case has its own author and reader, so that no page of one case is cleared by another.
  const meet = async () => {
    author = await signUpUser(testApp.app, 'Tác Giả');
    reader = await signUpUser(testApp.app, 'Người Đọc');
    authorPage = `/api/v4/users/${author.id}/files`;
  };

  it('keeps a page per viewer: the author, a reader, another reader and visitors never get one another’s', async () => {
    await meet();
    const other = await signUpUser(testApp.app, 'Người Khác');
    const older = await createTestFile(author.client, { name: 'cu.txt' });
    const newer = await createTestFile(author.client, { name: 'moi.txt' });
    await save(reader.client, older.id, true);
    await download(reader.client, newer.id);
    const viewers = [author.client, reader.client, other.client, anonymous];
    await expectKept(
      testApp,
      viewers.map((client) => [client, authorPage]),
    );

    const [byAuthor, byReader, byOther, byVisitor] = await Promise.all(
      viewers.map((client) => pageFiles(client, authorPage)),
    );
    expect(byAuthor!.map((file) => [file.isOwner, file.userEmail])).toEqual([
      [true, author.email],
      [true, author.email],
    ]);
    expect(byReader!.map((file) => [file.isSaved, file.isDownloaded, file.isOwner, 'userEmail' in file])).toEqual([
      [false, true, false, false],
      [true, false, false, false],
    ]);
    for (const page of [byOther!, byVisitor!]) {
      expect(page.map((file) => [file.isSaved, file.isDownloaded, file.isOwner, 'userEmail' in file])).toEqual([
        [false, false, false, false],
        [false, false, false, false],
      ]);
    }
    // The uploaded list is the author's own page of their files, kept for them alone.
    expect(await pageIds(author.client, '/api/v4/files/me/uploaded')).toEqual([newer.id, older.id]);
    expect((await reader.client.get('/api/v4/files/me/uploaded')).json().files).toEqual([]);
  });

  it("shows a reader's own saves, downloads and views in their next request, and the counters to everyone", async () => {
    await meet();
    const [first, second, third] = [
      await createTestFile(author.client, { name: 'mot.txt' }),
      await createTestFile(author.client, { name: 'hai.txt' }),
      await createTestFile(author.client, { name: 'ba.txt' }),
    ];
    await save(reader.client, first!.id, true);
    await download(reader.client, first!.id);
    await view(reader.client, first!.id);
    const lists = ['saved', 'downloaded', 'viewed'].map((list) => `/api/v4/files/me/${list}`);
    const readerPages = [authorPage, ...lists].map((url): [TestClient, string] => [reader.client, url]);
    const kept = async () => expectKept(testApp, [...readerPages, [anonymous, authorPage]]);

    await kept();
    await save(reader.client, second!.id, true);
    expect(await fileOn(reader.client, authorPage, second!.id)).toMatchObject({ isSaved: true, saveCount: 1 });
    expect(await fileOn(anonymous, authorPage, second!.id)).toMatchObject({ isSaved: false, saveCount: 1 });
    expect(await pageIds(reader.client, lists[0]!)).toEqual([second!.id, first!.id]);

    await kept();
    await save(reader.client, second!.id, false);
    expect(await fileOn(reader.client, authorPage, second!.id)).toMatchObject({ isSaved: false, saveCount: 0 });
    expect(await fileOn(anonymous, authorPage, second!.id)).toMatchObject({ saveCount: 0 });
    expect(await pageIds(reader.client, lists[0]!)).toEqual([first!.id]);

    await kept();
    expect((await download(reader.client, third!.id)).statusCode).toBe(200);
    expect(await fileOn(reader.client, authorPage, third!.id)).toMatchObject({ isDownloaded: true, downloadCount: 1 });
    expect(await fileOn(anonymous, authorPage, third!.id)).toMatchObject({ downloadCount: 1 });
    expect(await pageIds(reader.client, lists[1]!)).toEqual([third!.id, first!.id]);

    await kept();
    await view(reader.client, second!.id);
    expect(await pageIds(reader.client, lists[2]!)).toEqual([second!.id, first!.id]);
    // The count the database holds now, changes made behind the app's back included.
    const [counted] = await testApp.ctx.databases.main
      .select({ viewCount: files.viewCount })
      .from(files)
      .where(eq(files.id, second!.id));
    expect(await fileOn(anonymous, authorPage, second!.id)).toMatchObject({ viewCount: counted!.viewCount });
    await kept();
    // A second view moves the file up the list; the count stays.
    await view(reader.client, first!.id);
    expect(await pageIds(reader.client, lists[2]!)).toEqual([first!.id, second!.id]);
  });

  it('shows edits, visibility, moderation and deletions at once in every page of the file, whoever reads it', async () => {
    await meet();
    const [shown, edited, moderated] = [
      await createTestFile(author.client, { name: 'luon-hien.txt' }),
      await createTestFile(author.client, { name: 'se-sua.txt' }),
      await createTestFile(author.client, { name: 'se-an.txt' }),
    ];
    for (const file of [shown, edited, moderated]) await save(reader.client, file!.id, true);
    const saved = '/api/v4/files/me/saved';
    const uploaded = '/api/v4/files/me/uploaded';
    const pages: [TestClient, string][] = [
      [anonymous, authorPage],
      [reader.client, authorPage],
      [reader.client, saved],
      [author.client, uploaded],
    ];
    const allIds = [moderated!.id, edited!.id, shown!.id];

    await expectKept(testApp, pages);
    expect((await patch(author.client, edited!.id, { description: 'Mô tả mới' })).statusCode).toBe(200);
    for (const [client, url] of pages) {
      expect(await fileOn(client, url, edited!.id), url).toMatchObject({ description: 'Mô tả mới' });
    }

    await expectKept(testApp, pages);
    await patch(author.client, edited!.id, { isPublic: false });
    for (const [client, url] of pages.slice(0, 3)) {
      expect(await pageIds(client, url), url).toEqual([moderated!.id, shown!.id]);
    }
    expect(await fileOn(author.client, uploaded, edited!.id)).toMatchObject({ isPublic: false });

    // Made public again, it comes back into the reader's saved list, which never showed it while private.
    await expectKept(testApp, pages);
    await patch(author.client, edited!.id, { isPublic: true });
    for (const [client, url] of pages) expect(await pageIds(client, url), url).toEqual(allIds);

    await expectKept(testApp, pages);
    const hide = await admin.request({
      method: 'POST',
      url: `/api/v4/admin/files/${moderated!.id}/hide`,
      payload: { reason: 'Vi phạm bản quyền' },
    });
    expect(hide.statusCode).toBe(200);
    for (const [client, url] of pages.slice(0, 3)) {
      expect(await pageIds(client, url), url).toEqual([edited!.id, shown!.id]);
    }
    expect(await fileOn(author.client, uploaded, moderated!.id)).toMatchObject({
      isPublic: false,
      moderation: { reason: 'Vi phạm bản quyền' },
    });

    await expectKept(testApp, pages);
    const restore = await admin.request({
      method: 'POST',
      url: `/api/v4/admin/files/${moderated!.id}/restore`,
      payload: {},
    });
    expect(restore.statusCode).toBe(200);
    for (const [client, url] of pages) expect(await pageIds(client, url), url).toEqual(allIds);
    expect(await fileOn(author.client, uploaded, moderated!.id)).toMatchObject({ moderation: null });

    await expectKept(testApp, pages);
    expect((await author.client.request({ method: 'DELETE', url: `/api/v4/files/${edited!.id}` })).statusCode).toBe(
      200,
    );
    for (const [client, url] of pages) {
      expect(await pageIds(client, url), url).toEqual([moderated!.id, shown!.id]);
    }
  });

  it("shows a new upload and the author's new name at once", async () => {
    await meet();
    const first = await createTestFile(author.client, { name: 'dau-tien.txt' });
    await save(reader.client, first.id, true);
    const pages: [TestClient, string][] = [
      [anonymous, authorPage],
      [reader.client, authorPage],
      [author.client, '/api/v4/files/me/uploaded'],
    ];

    await expectKept(testApp, pages);
    const added = await createTestFile(author.client, { name: 'vua-dang.txt' });
    for (const [client, url] of pages) expect(await pageIds(client, url), url).toEqual([added.id, first.id]);

    await expectKept(testApp, [...pages, [reader.client, '/api/v4/files/me/saved']]);
    const renamed = await author.client.request({
      method: 'PATCH',
      url: '/api/v4/me/profile',
      payload: { name: 'Tên Mới' },
    });
    expect(renamed.statusCode).toBe(200);
    for (const [client, url] of [...pages, [reader.client, '/api/v4/files/me/saved'] as [TestClient, string]]) {
      expect(await fileOn(client, url, first.id), url).toMatchObject({ userName: 'Tên Mới' });
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('list pages on two instances of one PostgreSQL [postgres]', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await createPostgresDatabase('content');
    first = await createTestApp('pglite', { DATABASE_URL: database.url });
    second = await createTestApp('pglite', { DATABASE_URL: database.url, DATA_DIR: first.dataDir });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('a change on one instance clears the pages the other keeps, as soon as it hears of it', async () => {
    const author = await signUpUser(first.app, 'Tác Giả Xa');
    const reader = await signUpUser(first.app, 'Người Đọc Xa');
    const kept = await createTestFile(author.client, { name: 'o-lai.txt' });
    const file = await createTestFile(author.client, { name: 'o-xa.txt' });
    const url = `/api/v4/users/${author.id}/files`;
    // The reader signs in on the second instance too, with a client of its own there.
    const onSecond = { reader: new TestClient(second.app), anonymous: new TestClient(second.app) };
    const signIn = await onSecond.reader.post('/api/v4/auth/sign-in/email', {
      email: reader.email,
      password: reader.password,
    });
    expect(signIn.statusCode).toBe(200);
    const pagesOnSecond: [TestClient, string][] = [
      [onSecond.reader, url],
      [onSecond.anonymous, url],
    ];

    await expectKept(second, pagesOnSecond, first);
    const saveHeard = heardOn(second, 'file.counters', file.id);
    expect((await save(reader.client, file.id, true)).statusCode).toBe(200);
    await saveHeard;
    expect(await fileOn(onSecond.reader, url, file.id)).toMatchObject({
      isSaved: true,
      saveCount: 1,
    });
    expect(await fileOn(onSecond.anonymous, url, file.id)).toMatchObject({ isSaved: false, saveCount: 1 });

    await expectKept(second, pagesOnSecond, first);
    const privateHeard = heardOn(second, 'file.updated', file.id);
    expect((await patch(author.client, file.id, { isPublic: false })).statusCode).toBe(200);
    await privateHeard;
    for (const [client, page] of pagesOnSecond) expect(await pageIds(client, page)).toEqual([kept.id]);
  });
});
