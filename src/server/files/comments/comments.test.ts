// Comments on documents through the API, on PGlite and PostgreSQL: who may read and write them (owner, other
// reader, visitor, admin; private, hidden, deleted documents), bad input, threads one level deep, edit and
// delete of one's own, the owner's pin and hide, files.comment_count kept exact, the limits, the live
// announcement, and the reports an admin hides or dismisses with their audit rows.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMENT_ERRORS, COMMENT_NOTICES } from '../../../shared/files/comments-messages';
import {
  COMMENT_MAX_LENGTH,
  COMMENTS_PAGE_SIZE,
  COMMENTS_PER_DAY,
  COMMENTS_PER_TEN_MINUTES,
} from '../../../shared/files/comments-rules';
import type { TComment, TCommentsResponse } from '../../../shared/files/comments-contract';
import type { TFile } from '../../../shared/files/contract';
import { FILE_ERRORS } from '../../../shared/files/messages';
import type { TReportedCommentsResponse } from '../../../shared/moderation/comment-contract';
import type { TAdminActionsResponse } from '../../../shared/moderation/contract';
import { MODERATION_ERRORS } from '../../../shared/moderation/messages';
import { REPORTS_PER_HOUR } from '../../../shared/moderation/rules';
import { commentReports, fileComments, files } from '../../db/main-schema';
import type { FileChange } from '../../live';
import { createTestFile, signUpUser, type SignedInUser } from '../../test/users-and-files';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../../test/test-app';

const ADMIN_EMAIL = 'quan-tri-binh-luan@example.com';
const NO_FILE = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('comments on documents', (kind) => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let reader: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;
  let visitor: TestClient;

  const url = (fileId: string, rest = '') => `/api/v4/files/${fileId}/comments${rest}`;
  const write = (client: TestClient, fileId: string, body: unknown) =>
    client.request({ method: 'POST', url: url(fileId), payload: body as object });
  const post = async (client: TestClient, fileId: string, body: string, parentId?: string) => {
    const response = await write(client, fileId, { body, ...(parentId ? { parentId } : {}) });
    if (response.statusCode !== 201) throw new Error(`comment refused: ${response.statusCode} ${response.body}`);
    return response.json().comment as TComment;
  };
  const list = async (client: TestClient, fileId: string, query = '') => {
    const response = await client.get(url(fileId, query));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TCommentsResponse;
  };
  const put = (client: TestClient, fileId: string, commentId: string, what: 'pin' | 'hidden', value: boolean) =>
    client.request({
      method: 'PUT',
      url: url(fileId, `/${commentId}/${what}`),
      payload: what === 'pin' ? { pinned: value } : { hidden: value },
    });
  const storedCount = async (fileId: string) => {
    const [row] = await testApp.ctx.databases.main
      .select({ n: files.commentCount })
      .from(files)
      .where(eq(files.id, fileId));
    return row?.n;
  };
  const pageCount = async (client: TestClient, fileId: string) =>
    ((await client.get(`/api/v4/files/${fileId}`)).json().file as TFile).commentCount;
  const allIds = (page: TCommentsResponse) => [
    ...(page.pinned ? [page.pinned.id, ...page.pinned.replies.map((reply) => reply.id)] : []),
    ...page.comments.flatMap((comment) => [comment.id, ...comment.replies.map((reply) => reply.id)]),
  ];
  /** Comments written straight into the store (the limits and the pages need more than the limits allow). */
  const insertComments = async (fileId: string, userId: string, count: number, minutesAgo: number) => {
    const start = Date.now() - minutesAgo * 60_000;
    await testApp.ctx.databases.main.insert(fileComments).values(
      Array.from({ length: count }, (_, index) => ({
        fileId,
        userId,
        body: `Bình luận số ${index + 1}`,
        createdAt: new Date(start + index * 1000),
      })),
    );
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind, { ADMIN_EMAILS: ADMIN_EMAIL });
    const adminClient = new TestClient(testApp.app);
    const signedUp = await adminClient.signUp(ADMIN_EMAIL, undefined, 'Quản Trị');
    admin = { client: adminClient, id: signedUp.user.id, email: ADMIN_EMAIL, password: signedUp.password, name: '' };
    visitor = new TestClient(testApp.app);
  });
  afterAll(() => testApp.close());
  // Fresh accounts for each test: the writers' limits count per account.
  beforeEach(async () => {
    owner = await signUpUser(testApp.app, 'Chủ Tài Liệu');
    reader = await signUpUser(testApp.app, 'Người Đọc');
    other = await signUpUser(testApp.app, 'Người Khác');
  });

  it('lets a visitor read a public document’s comments but only a signed-in reader write one', async () => {
    const file = await createTestFile(owner.client);
    expect(await list(visitor, file.id)).toEqual({
      pinned: null,
      comments: [],
      nextCursor: null,
      commentCount: 0,
      canModerate: false,
    });
    const anonymous = await write(visitor, file.id, { body: 'Xin chào' });
    expect(anonymous.statusCode).toBe(401);
    const written = await write(reader.client, file.id, { body: '  Tài liệu rất hay!\n\nCảm ơn bạn.  ' });
    expect(written.statusCode).toBe(201);
    expect(written.json()).toEqual({
      comment: {
        id: expect.any(String),
        parentId: null,
        body: 'Tài liệu rất hay!\n\nCảm ơn bạn.',
        createdAt: expect.any(String),
        editedAt: null,
        pinned: false,
        hidden: false,
        moderation: null,
        author: { id: reader.id, name: 'Người Đọc', image: null },
        isMine: true,
      },
      commentCount: 1,
    });
    const seen = await list(visitor, file.id);
    expect(seen.comments.map((comment) => [comment.body, comment.isMine, comment.author.name])).toEqual([
      ['Tài liệu rất hay!\n\nCảm ơn bạn.', false, 'Người Đọc'],
    ]);
    expect(seen.commentCount).toBe(1);
    expect(await pageCount(visitor, file.id)).toBe(1);
    expect((await list(owner.client, file.id)).canModerate).toBe(true);
    expect((await list(admin.client, file.id)).canModerate).toBe(false);
    // The owner comments on their own document too.
    await post(owner.client, file.id, 'Cảm ơn mọi người');
    expect(await storedCount(file.id)).toBe(2);
  });

  it('refuses bad input with a clear message, keeps HTML as text and stores nothing', async () => {
    const file = await createTestFile(owner.client);
    const refusals: [unknown, string][] = [
      [{ body: '' }, COMMENT_ERRORS.bodyRequired.message],
      [{ body: ' \n\t ' }, COMMENT_ERRORS.bodyRequired.message],
      [{}, COMMENT_ERRORS.bodyRequired.message],
      [{ body: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }, COMMENT_ERRORS.bodyTooLong.message],
      [{ body: 'chuông \u0007 kêu' }, COMMENT_ERRORS.bodyInvalid.message],
      [{ body: 'thoát \u001b[31m đỏ' }, COMMENT_ERRORS.bodyInvalid.message],
      [{ body: 'hợp lệ', parentId: 'khong-phai-id' }, COMMENT_ERRORS.notFound.message],
    ];
    for (const [body, message] of refusals) {
      const response = await write(reader.client, file.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await write(reader.client, file.id, { body: 'ok', extra: 1 })).statusCode).toBe(400);
    expect(await storedCount(file.id)).toBe(0);
    expect((await list(reader.client, file.id)).comments).toEqual([]);
    const longest = await post(reader.client, file.id, 'ầ'.repeat(COMMENT_MAX_LENGTH));
    expect(longest.body).toHaveLength(COMMENT_MAX_LENGTH);
    const html = '<script>alert(1)</script> <b>đậm</b> https://example.com';
    await post(reader.client, file.id, html);
    const response = await reader.client.get(url(file.id));
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect((response.json() as TCommentsResponse).comments[0]!.body).toBe(html);
  });

  it('threads one level deep: a reply to a reply joins the thread; no reply across documents', async () => {
    const file = await createTestFile(owner.client);
    const elsewhere = await createTestFile(owner.client);
    const top = await post(reader.client, file.id, 'Câu hỏi: đáp án câu 3 là gì?');
    const reply = await post(owner.client, file.id, 'Là B nhé.', top.id);
    expect(reply.parentId).toBe(top.id);
    const replyToReply = await post(other.client, file.id, 'Mình nghĩ là C.', reply.id);
    expect(replyToReply.parentId).toBe(top.id);
    const foreign = await write(reader.client, elsewhere.id, { body: 'Nhầm chỗ', parentId: top.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(COMMENT_ERRORS.notFound);
    const missing = await write(reader.client, file.id, { body: 'Không có gốc', parentId: NO_FILE });
    expect(missing.json()).toEqual(COMMENT_ERRORS.notFound);
    const page = await list(visitor, file.id);
    expect(page.comments).toHaveLength(1);
    expect(page.comments[0]!.replies.map((item) => [item.body, item.parentId])).toEqual([
      ['Là B nhé.', top.id],
      ['Mình nghĩ là C.', top.id],
    ]);
    expect(page.commentCount).toBe(3);
    expect(await storedCount(elsewhere.id)).toBe(0);
  });

  it('lets only the author edit or delete a comment; a thread goes with its top-level comment', async () => {
    const file = await createTestFile(owner.client);
    const mine = await post(reader.client, file.id, 'Bản đầu');
    const edit = (client: TestClient, commentId: string, body: unknown) =>
      client.request({ method: 'PATCH', url: url(file.id, `/${commentId}`), payload: body as object });
    const remove = (client: TestClient, commentId: string) =>
      client.request({ method: 'DELETE', url: url(file.id, `/${commentId}`) });
    for (const client of [owner.client, other.client, admin.client]) {
      expect((await edit(client, mine.id, { body: 'Sửa hộ' })).json()).toEqual(COMMENT_ERRORS.notAuthor);
      expect((await remove(client, mine.id)).json()).toEqual(COMMENT_ERRORS.notAuthor);
    }
    expect((await edit(visitor, mine.id, { body: 'Sửa hộ' })).statusCode).toBe(401);
    expect((await remove(visitor, mine.id)).statusCode).toBe(401);
    expect((await edit(reader.client, mine.id, { body: '' })).json().message).toBe(COMMENT_ERRORS.bodyRequired.message);
    const edited = await edit(reader.client, mine.id, { body: 'Bản đã sửa' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().comment).toMatchObject({ id: mine.id, body: 'Bản đã sửa', editedAt: expect.any(String) });
    expect((await list(visitor, file.id)).comments[0]).toMatchObject({
      body: 'Bản đã sửa',
      editedAt: expect.any(String),
    });
    expect((await edit(reader.client, NO_FILE, { body: 'x' })).json()).toEqual(COMMENT_ERRORS.notFound);
    expect((await edit(reader.client, 'abc', { body: 'x' })).json()).toEqual(COMMENT_ERRORS.notFound);

    await post(other.client, file.id, 'Trả lời 1', mine.id);
    const otherReply = await post(owner.client, file.id, 'Trả lời 2', mine.id);
    const standalone = await post(other.client, file.id, 'Bình luận riêng');
    expect(await storedCount(file.id)).toBe(4);
    // A reply alone.
    const replyGone = await remove(owner.client, otherReply.id);
    expect(replyGone.json()).toEqual({ message: COMMENT_NOTICES.deleted, commentCount: 3 });
    // The top-level comment takes its remaining reply with it.
    const threadGone = await remove(reader.client, mine.id);
    expect(threadGone.json()).toEqual({ message: COMMENT_NOTICES.deleted, commentCount: 1 });
    expect(allIds(await list(visitor, file.id))).toEqual([standalone.id]);
    expect(await storedCount(file.id)).toBe(1);
    expect((await remove(reader.client, mine.id)).json()).toEqual(COMMENT_ERRORS.notFound);
  });

  it('lets the owner pin one comment (another unpins the first) and no one else', async () => {
    const file = await createTestFile(owner.client);
    const first = await post(reader.client, file.id, 'Bình luận thứ nhất');
    const second = await post(other.client, file.id, 'Bình luận thứ hai');
    const reply = await post(owner.client, file.id, 'Trả lời', first.id);
    await post(reader.client, file.id, 'Bình luận thứ ba');
    for (const client of [reader.client, other.client, admin.client]) {
      const refused = await put(client, file.id, first.id, 'pin', true);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(COMMENT_ERRORS.notDocumentOwner);
    }
    expect((await put(visitor, file.id, first.id, 'pin', true)).statusCode).toBe(401);
    expect((await put(owner.client, file.id, reply.id, 'pin', true)).json()).toEqual(COMMENT_ERRORS.pinReply);
    expect((await put(owner.client, file.id, first.id, 'pin', true)).json()).toEqual({ commentCount: 4 });
    let page = await list(visitor, file.id);
    expect(page.pinned).toMatchObject({ id: first.id, pinned: true, replies: [{ id: reply.id }] });
    expect(page.comments.map((comment) => comment.id)).not.toContain(first.id);
    expect(page.comments).toHaveLength(2);
    // Oldest first keeps the pinned one on top too.
    expect((await list(visitor, file.id, '?order=oldest')).pinned?.id).toBe(first.id);
    expect((await put(owner.client, file.id, second.id, 'pin', true)).statusCode).toBe(200);
    page = await list(visitor, file.id);
    expect(page.pinned?.id).toBe(second.id);
    expect(page.comments.find((comment) => comment.id === first.id)?.pinned).toBe(false);
    const pinnedRows = await testApp.ctx.databases.main
      .select({ id: fileComments.id })
      .from(fileComments)
      .where(sql`${fileComments.fileId} = ${file.id} AND ${fileComments.pinnedAt} IS NOT NULL`);
    expect(pinnedRows).toEqual([{ id: second.id }]);
    expect((await put(owner.client, file.id, second.id, 'pin', false)).statusCode).toBe(200);
    expect((await list(visitor, file.id)).pinned).toBeNull();
  });

  it('lets the owner hide a comment (and its thread) from everyone else, and show it again', async () => {
    const file = await createTestFile(owner.client);
    const rude = await post(other.client, file.id, 'Bình luận khó nghe');
    await post(reader.client, file.id, 'Trả lời bình luận khó nghe', rude.id);
    const kept = await post(reader.client, file.id, 'Bình luận tử tế');
    expect(await storedCount(file.id)).toBe(3);
    expect((await put(owner.client, file.id, rude.id, 'pin', true)).statusCode).toBe(200);
    for (const client of [reader.client, other.client]) {
      expect((await put(client, file.id, rude.id, 'hidden', true)).json()).toEqual(COMMENT_ERRORS.notDocumentOwner);
    }
    const hidden = await put(owner.client, file.id, rude.id, 'hidden', true);
    expect(hidden.json()).toEqual({ commentCount: 1 });
    expect(await pageCount(visitor, file.id)).toBe(1);
    // Gone for everyone else, its author included; replies under it too.
    for (const client of [visitor, reader.client, other.client, admin.client]) {
      const page = await list(client, file.id);
      expect(allIds(page)).toEqual([kept.id]);
    }
    // The owner still sees it, greyed ('Đã ẩn'), and no longer pinned.
    const ownerPage = await list(owner.client, file.id);
    expect(ownerPage.pinned).toBeNull();
    const seen = ownerPage.comments.find((comment) => comment.id === rude.id);
    expect(seen).toMatchObject({ hidden: true, pinned: false, replies: [{ hidden: false }] });
    expect((await list(reader.client, file.id)).comments.every((comment) => !comment.hidden)).toBe(true);
    // No reply, edit, report or pin on what one cannot see; the owner cannot pin a hidden comment.
    expect((await write(reader.client, file.id, { body: 'Trả lời', parentId: rude.id })).statusCode).toBe(404);
    const editHidden = await other.client.request({
      method: 'PATCH',
      url: url(file.id, `/${rude.id}`),
      payload: { body: 'Sửa lại' },
    });
    expect(editHidden.json()).toEqual(COMMENT_ERRORS.notFound);
    expect((await put(owner.client, file.id, rude.id, 'pin', true)).json()).toEqual(COMMENT_ERRORS.pinHidden);
    expect((await put(owner.client, file.id, rude.id, 'hidden', false)).json()).toEqual({ commentCount: 3 });
    expect(allIds(await list(visitor, file.id)).sort()).toHaveLength(3);
  });

  it('keeps comments where the document is readable: private, hidden by an admin, deleted, unknown', async () => {
    const file = await createTestFile(owner.client);
    const comment = await post(reader.client, file.id, 'Trước khi riêng tư');
    await owner.client.request({ method: 'PATCH', url: `/api/v4/files/${file.id}`, payload: { isPublic: false } });
    for (const client of [visitor, reader.client, other.client]) {
      const response = await client.get(url(file.id));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FILE_ERRORS.fileForbidden);
    }
    expect((await write(reader.client, file.id, { body: 'Vẫn viết' })).json()).toEqual(FILE_ERRORS.fileForbidden);
    const editPrivate = await reader.client.request({
      method: 'PATCH',
      url: url(file.id, `/${comment.id}`),
      payload: { body: 'x' },
    });
    expect(editPrivate.json()).toEqual(FILE_ERRORS.fileForbidden);
    // The owner keeps reading and writing on a private document.
    expect(allIds(await list(owner.client, file.id))).toEqual([comment.id]);
    await post(owner.client, file.id, 'Ghi chú riêng');

    const hidden = await createTestFile(owner.client);
    await post(reader.client, hidden.id, 'Bình luận');
    expect(
      (
        await admin.client.request({
          method: 'POST',
          url: `/api/v4/admin/files/${hidden.id}/hide`,
          payload: { reason: 'Vi phạm' },
        })
      ).statusCode,
    ).toBe(200);
    for (const client of [visitor, reader.client]) {
      expect((await client.get(url(hidden.id))).json()).toEqual(FILE_ERRORS.fileNotFound);
    }
    expect((await write(reader.client, hidden.id, { body: 'x' })).json()).toEqual(FILE_ERRORS.fileNotFound);

    const deleted = await createTestFile(owner.client);
    const gone = await post(reader.client, deleted.id, 'Sắp mất');
    expect(
      (await owner.client.request({ method: 'DELETE', url: `/api/v4/files/delete/${deleted.id}` })).statusCode,
    ).toBe(200);
    expect((await visitor.get(url(deleted.id))).json()).toEqual(FILE_ERRORS.fileNotFound);
    const deleteGone = await reader.client.request({ method: 'DELETE', url: url(deleted.id, `/${gone.id}`) });
    expect(deleteGone.json()).toEqual(FILE_ERRORS.fileNotFound);
    expect((await visitor.get(url(NO_FILE))).json()).toEqual(FILE_ERRORS.fileNotFound);
    expect((await visitor.get(url('not-a-uuid'))).json()).toEqual(FILE_ERRORS.fileNotFound);
  });

  it('pages threads newest or oldest first with a cursor', async () => {
    const file = await createTestFile(owner.client);
    const writer = await signUpUser(testApp.app, 'Người Viết Nhiều');
    await insertComments(file.id, writer.id, COMMENTS_PAGE_SIZE + 5, 60);
    const first = await list(visitor, file.id);
    expect(first.comments).toHaveLength(COMMENTS_PAGE_SIZE);
    expect(first.comments[0]!.body).toBe(`Bình luận số ${COMMENTS_PAGE_SIZE + 5}`);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(visitor, file.id, `?cursor=${first.nextCursor}`);
    expect(second.comments.map((comment) => comment.body)).toEqual([
      'Bình luận số 5',
      'Bình luận số 4',
      'Bình luận số 3',
      'Bình luận số 2',
      'Bình luận số 1',
    ]);
    expect(second.nextCursor).toBeNull();
    const oldest = await list(visitor, file.id, '?order=oldest');
    expect(oldest.comments[0]!.body).toBe('Bình luận số 1');
    const oldestNext = await list(visitor, file.id, `?order=oldest&cursor=${oldest.nextCursor}`);
    expect(oldestNext.comments.at(-1)!.body).toBe(`Bình luận số ${COMMENTS_PAGE_SIZE + 5}`);
    expect((await visitor.get(url(file.id, '?cursor=rac'))).statusCode).toBe(400);
    expect((await visitor.get(url(file.id, '?order=random'))).statusCode).toBe(400);
  });

  it(`limits an account to ${COMMENTS_PER_TEN_MINUTES} comments in ten minutes and ${COMMENTS_PER_DAY} a day`, async () => {
    const file = await createTestFile(owner.client);
    const busy = await signUpUser(testApp.app, 'Bình Luận Nhanh');
    for (let index = 0; index < COMMENTS_PER_TEN_MINUTES; index += 1)
      await post(busy.client, file.id, `Nhanh ${index}`);
    const refused = await write(busy.client, file.id, { body: 'Một nữa' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(COMMENT_ERRORS.tooManyRecent);
    expect(await storedCount(file.id)).toBe(COMMENTS_PER_TEN_MINUTES);
    // Another account is not limited by this one.
    await post(reader.client, file.id, 'Vẫn được');

    const daily = await signUpUser(testApp.app, 'Bình Luận Cả Ngày');
    await insertComments(file.id, daily.id, COMMENTS_PER_DAY - 1, 120);
    await post(daily.client, file.id, 'Bình luận cuối cùng của ngày');
    const overDay = await write(daily.client, file.id, { body: 'Quá giới hạn' });
    expect(overDay.statusCode).toBe(429);
    expect(overDay.json()).toEqual(COMMENT_ERRORS.tooManyToday);
  });

  it('announces each change on the live bus as a change of the document’s counters', async () => {
    const file = await createTestFile(owner.client);
    const heard: FileChange[] = [];
    let bothHeard: () => void = () => {};
    const both = new Promise<void>((resolve) => (bothHeard = resolve));
    const stop = testApp.ctx.events.subscribe((change) => {
      // The upload's own announcement may reach this listener late (PostgreSQL's notifications are
      // asynchronous): only what the comments announce is counted.
      if (change.fileId !== file.id || change.type === 'file.created') return;
      heard.push(change);
      if (heard.length === 2) bothHeard();
    });
    try {
      const comment = await post(reader.client, file.id, 'Có ai không?');
      await put(owner.client, file.id, comment.id, 'hidden', true);
      await both;
      expect(heard).toEqual([
        { type: 'file.counters', fileId: file.id, ownerId: owner.id, isPublic: true },
        { type: 'file.counters', fileId: file.id, ownerId: owner.id, isPublic: true },
      ]);
    } finally {
      stop();
    }
  });

  it('counts again the documents of an account that is deleted', async () => {
    const file = await createTestFile(owner.client);
    const leaving = await signUpUser(testApp.app, 'Người Rời Đi');
    const theirs = await post(leaving.client, file.id, 'Tạm biệt');
    await post(reader.client, file.id, 'Trả lời người rời đi', theirs.id);
    await post(reader.client, file.id, 'Ở lại');
    expect(await storedCount(file.id)).toBe(3);
    const deleted = await leaving.client.post('/api/v4/me/delete', { password: leaving.password });
    expect(deleted.statusCode).toBe(200);
    expect(await storedCount(file.id)).toBe(1);
    expect((await list(visitor, file.id)).comments.map((comment) => comment.body)).toEqual(['Ở lại']);
  });

  describe('reports and moderation', () => {
    const report = (client: TestClient, fileId: string, commentId: string, body: object) =>
      client.request({ method: 'POST', url: url(fileId, `/${commentId}/reports`), payload: body });
    const adminAct = (client: TestClient, commentId: string, action: 'hide' | 'dismiss', body: object = {}) =>
      client.request({ method: 'POST', url: `/api/v4/admin/comments/${commentId}/${action}`, payload: body });
    const reported = async () =>
      ((await admin.client.get('/api/v4/admin/comment-reports')).json() as TReportedCommentsResponse).comments;
    const audit = async () =>
      ((await admin.client.get('/api/v4/admin/actions')).json() as TAdminActionsResponse).actions;

    it('takes a report as for files, hides the comment with a reason and writes the audit row', async () => {
      const file = await createTestFile(owner.client, { name: 'de-thi-thu.txt' });
      const spam = await post(other.client, file.id, 'Mua khóa học giá rẻ tại đây!!!');
      await post(reader.client, file.id, 'Trả lời quảng cáo', spam.id);
      await post(reader.client, file.id, 'Bình luận bình thường');
      expect(await storedCount(file.id)).toBe(3);

      expect((await report(visitor, file.id, spam.id, { reason: 'spam' })).statusCode).toBe(401);
      const bad = await report(reader.client, file.id, spam.id, { reason: 'boring' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(MODERATION_ERRORS.badReason.message);
      expect((await report(reader.client, file.id, spam.id, { reason: 'other' })).json().message).toBe(
        MODERATION_ERRORS.detailsRequired.message,
      );
      expect((await report(other.client, file.id, spam.id, { reason: 'spam' })).json()).toEqual(
        COMMENT_ERRORS.reportOwn,
      );
      const first = await report(reader.client, file.id, spam.id, { reason: 'spam', details: 'Quảng cáo' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ message: COMMENT_NOTICES.reported });
      expect((await report(reader.client, file.id, spam.id, { reason: 'spam' })).json()).toEqual(
        COMMENT_ERRORS.alreadyReported,
      );
      expect((await report(owner.client, file.id, spam.id, { reason: 'inappropriate' })).statusCode).toBe(201);

      for (const client of [reader.client, owner.client]) {
        const refused = await client.get('/api/v4/admin/comment-reports');
        expect(refused.statusCode).toBe(403);
        expect((await adminAct(client, spam.id, 'hide', { reason: 'x' })).statusCode).toBe(403);
        expect((await adminAct(client, spam.id, 'dismiss')).statusCode).toBe(403);
      }
      expect((await visitor.get('/api/v4/admin/comment-reports')).statusCode).toBe(401);

      const entry = (await reported()).find((item) => item.comment.id === spam.id);
      expect(entry).toMatchObject({
        total: 2,
        counts: { spam: 1, inappropriate: 1, copyright: 0, other: 0 },
        comment: {
          body: 'Mua khóa học giá rẻ tại đây!!!',
          authorId: other.id,
          authorEmail: other.email,
          fileId: file.id,
          filename: 'de-thi-thu.txt',
          isReply: false,
          moderation: null,
        },
      });
      expect(entry!.reports.map((item) => item.details)).toEqual(['Quảng cáo', null]);

      expect((await adminAct(admin.client, spam.id, 'hide', { reason: ' ' })).json().message).toBe(
        MODERATION_ERRORS.reasonRequired.message,
      );
      const hide = await adminAct(admin.client, spam.id, 'hide', { reason: 'Quảng cáo' });
      expect(hide.statusCode).toBe(200);
      expect(hide.json()).toEqual({ message: COMMENT_NOTICES.hidden });
      expect((await adminAct(admin.client, spam.id, 'hide', { reason: 'Quảng cáo' })).json()).toEqual(
        COMMENT_ERRORS.alreadyHidden,
      );
      expect(await storedCount(file.id)).toBe(1);
      // Gone for everyone but its author, who is told why and can no longer edit it.
      for (const client of [visitor, reader.client, owner.client, admin.client]) {
        expect(allIds(await list(client, file.id))).not.toContain(spam.id);
      }
      const authorView = (await list(other.client, file.id)).comments.find((comment) => comment.id === spam.id);
      expect(authorView?.moderation).toEqual({ reason: 'Quảng cáo' });
      const edit = await other.client.request({
        method: 'PATCH',
        url: url(file.id, `/${spam.id}`),
        payload: { body: 'Sửa lại' },
      });
      expect(edit.json()).toEqual(COMMENT_ERRORS.moderated);
      expect((await put(owner.client, file.id, spam.id, 'pin', true)).json()).toEqual(COMMENT_ERRORS.notFound);
      expect((await reported()).map((item) => item.comment.id)).not.toContain(spam.id);
      const rows = await testApp.ctx.databases.main
        .select({ status: commentReports.status, resolvedBy: commentReports.resolvedBy })
        .from(commentReports)
        .where(eq(commentReports.commentId, spam.id));
      expect(rows).toEqual([
        { status: 'resolved', resolvedBy: admin.id },
        { status: 'resolved', resolvedBy: admin.id },
      ]);
      expect((await audit())[0]).toMatchObject({
        action: 'comment.hide',
        adminEmail: ADMIN_EMAIL,
        targetFileId: file.id,
        targetUserId: other.id,
        details: {
          commentId: spam.id,
          filename: 'de-thi-thu.txt',
          excerpt: 'Mua khóa học giá rẻ tại đây!!!',
          reason: 'Quảng cáo',
          reportsResolved: 2,
        },
      });
      // The author may still delete it.
      const removed = await other.client.request({ method: 'DELETE', url: url(file.id, `/${spam.id}`) });
      expect(removed.json()).toEqual({ message: COMMENT_NOTICES.deleted, commentCount: 1 });
    });

    it('dismisses a comment’s reports, leaving it shown, with its audit row', async () => {
      const file = await createTestFile(owner.client);
      const fine = await post(other.client, file.id, 'Bình luận không vi phạm');
      const reply = await post(other.client, file.id, 'Một câu trả lời', fine.id);
      expect((await report(reader.client, file.id, reply.id, { reason: 'copyright' })).statusCode).toBe(201);
      expect((await reported()).find((item) => item.comment.id === reply.id)?.comment.isReply).toBe(true);
      const dismissed = await adminAct(admin.client, reply.id, 'dismiss');
      expect(dismissed.json()).toEqual({ message: COMMENT_NOTICES.dismissed });
      expect((await adminAct(admin.client, reply.id, 'dismiss')).json()).toEqual(COMMENT_ERRORS.noOpenReports);
      expect((await adminAct(admin.client, NO_FILE, 'dismiss')).json()).toEqual(COMMENT_ERRORS.notFound);
      expect(allIds(await list(visitor, file.id))).toEqual([fine.id, reply.id]);
      expect((await audit())[0]).toMatchObject({
        action: 'comment.dismiss',
        targetFileId: file.id,
        targetUserId: other.id,
        details: { commentId: reply.id, reportsDismissed: 1 },
      });
      // Once dismissed, the same reader may report it again.
      expect((await report(reader.client, file.id, reply.id, { reason: 'spam' })).statusCode).toBe(201);
    });

    it(`limits an account to ${REPORTS_PER_HOUR} comment reports an hour`, async () => {
      const file = await createTestFile(owner.client);
      const writer = await signUpUser(testApp.app, 'Người Bị Báo Cáo');
      await insertComments(file.id, writer.id, REPORTS_PER_HOUR + 1, 30);
      const targets = (await list(visitor, file.id)).comments;
      const busy = await signUpUser(testApp.app, 'Báo Cáo Bình Luận Nhiều');
      for (const target of targets.slice(0, REPORTS_PER_HOUR)) {
        expect((await report(busy.client, file.id, target.id, { reason: 'spam' })).statusCode).toBe(201);
      }
      const refused = await report(busy.client, file.id, targets.at(-1)!.id, { reason: 'spam' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(MODERATION_ERRORS.tooManyReports);
    });
  });
});
