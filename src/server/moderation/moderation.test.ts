// Reports and moderation through the API, on PGlite and PostgreSQL: report validation,
// the round trip report → hide → 'File không tồn tại' for others → restore, an admin's delete, dismissal,
// suspension and its lifting, and the audit row of every action.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFile, TFileListResponse, TMyFileCounts, TSearchResponse } from '../../shared/files/contract';
import { FILE_ERRORS } from '../../shared/files/messages';
import type {
  TAdminActionsResponse,
  THiddenFilesResponse,
  TReportedFilesResponse,
  TSuspendedUsersResponse,
} from '../../shared/moderation/contract';
import { MODERATION_ERRORS, MODERATION_NOTICES } from '../../shared/moderation/messages';
import { REPORT_DETAILS_MAX_LENGTH, REPORTS_PER_HOUR } from '../../shared/moderation/rules';
import { adminActions, fileReports, files, session } from '../db/main-schema';
import { createTestFile, filesUnder, signUpUser, type SignedInUser } from '../test/users-and-files';
import { createTestApp, describeEachDatabase, TEST_ORIGIN, TestClient, type TestApp } from '../test/test-app';

const ADMIN_EMAIL = 'Quan-Tri@Example.com';
const SECOND_ADMIN_EMAIL = 'admin-hai@example.com';
const HIDE_REASON = 'Sao chép sách có bản quyền';

describeEachDatabase('reports and moderation', (kind) => {
  let testApp: TestApp;
  let admin: SignedInUser;
  let owner: SignedInUser;
  let reporter: SignedInUser;
  let reader: SignedInUser;
  let anonymous: TestClient;

  const report = (client: TestClient, fileId: string, body: object) =>
    client.request({ method: 'POST', url: `/api/v4/files/${fileId}/reports`, payload: body });
  const act = (client: TestClient, method: 'POST' | 'DELETE', url: string, body?: object) =>
    client.request({ method, url: `/api/v4/admin${url}`, payload: body });
  const ids = async (client: TestClient, url: string) =>
    ((await client.get(url)).json() as TFileListResponse).files.map((file) => file.id);
  const searchIds = async (client: TestClient, query: string) =>
    ((await client.get(`/api/v4/files/search?q=${encodeURIComponent(query)}`)).json() as TSearchResponse).hits.map(
      (hit) => hit.file.id,
    );
  const auditRows = async () =>
    ((await admin.client.get('/api/v4/admin/actions')).json() as TAdminActionsResponse).actions;
  const signIn = (user: SignedInUser) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v4/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: user.email, password: user.password },
    });

  beforeAll(async () => {
    testApp = await createTestApp(kind, { ADMIN_EMAILS: ` ${ADMIN_EMAIL} , ${SECOND_ADMIN_EMAIL}` });
    const adminClient = new TestClient(testApp.app);
    const signedUp = await adminClient.signUp(ADMIN_EMAIL.toLowerCase(), undefined, 'Quản Trị');
    admin = { client: adminClient, id: signedUp.user.id, email: signedUp.email, password: signedUp.password, name: '' };
    owner = await signUpUser(testApp.app, 'Người Đăng');
    reporter = await signUpUser(testApp.app, 'Người Báo Cáo');
    reader = await signUpUser(testApp.app, 'Người Đọc');
    anonymous = new TestClient(testApp.app);
  });
  afterAll(() => testApp.close());

  it('tells the session whether the account is an admin (ADMIN_EMAILS, case ignored)', async () => {
    expect((await admin.client.get('/api/v4/session')).json().user.isAdmin).toBe(true);
    expect((await owner.client.get('/api/v4/session')).json().user.isAdmin).toBe(false);
  });

  describe('reporting', () => {
    it('refuses bad input with a clear message and keeps one open report per user and file', async () => {
      const file = await createTestFile(owner.client, { name: 'bao-cao.txt' });
      const refusals: [object, string][] = [
        [{ reason: 'boring' }, MODERATION_ERRORS.badReason.message],
        [{}, MODERATION_ERRORS.badReason.message],
        [
          { reason: 'spam', details: 'x'.repeat(REPORT_DETAILS_MAX_LENGTH + 1) },
          MODERATION_ERRORS.detailsTooLong.message,
        ],
        [{ reason: 'other' }, MODERATION_ERRORS.detailsRequired.message],
        [{ reason: 'other', details: '   ' }, MODERATION_ERRORS.detailsRequired.message],
      ];
      for (const [body, message] of refusals) {
        const response = await report(reporter.client, file.id, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().message).toBe(message);
      }

      expect((await report(anonymous, file.id, { reason: 'spam' })).statusCode).toBe(401);
      const own = await report(owner.client, file.id, { reason: 'spam' });
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual(MODERATION_ERRORS.ownFile);

      const first = await report(reporter.client, file.id, { reason: 'other', details: 'Nội dung sai lệch' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ message: MODERATION_NOTICES.reported });
      const again = await report(reporter.client, file.id, { reason: 'spam' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(MODERATION_ERRORS.alreadyReported);
      const rows = await testApp.ctx.databases.main.select().from(fileReports).where(eq(fileReports.fileId, file.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ reason: 'other', details: 'Nội dung sai lệch', status: 'open' });

      // Once the report is dismissed, the same user may report the file again.
      expect((await act(admin.client, 'POST', `/files/${file.id}/dismiss`)).statusCode).toBe(200);
      expect((await report(reporter.client, file.id, { reason: 'spam' })).statusCode).toBe(201);
    });

    it('answers a private file of someone else as the file page does (403), an unknown one 404', async () => {
      const file = await createTestFile(owner.client, { name: 'rieng-tu.txt' });
      await owner.client.request({ method: 'PATCH', url: `/api/v4/files/${file.id}`, payload: { isPublic: false } });
      const response = await report(reporter.client, file.id, { reason: 'spam' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FILE_ERRORS.fileForbidden);
      const unknown = await report(reporter.client, '00000000-0000-4000-8000-000000000000', { reason: 'spam' });
      expect(unknown.json()).toEqual(FILE_ERRORS.fileNotFound);
    });

    it(`limits an account to ${REPORTS_PER_HOUR} reports an hour`, async () => {
      const busy = await signUpUser(testApp.app, 'Báo Cáo Nhiều');
      const targets: TFile[] = [];
      for (let index = 0; index <= REPORTS_PER_HOUR; index += 1) targets.push(await createTestFile(owner.client));
      for (const file of targets.slice(0, REPORTS_PER_HOUR)) {
        expect((await report(busy.client, file.id, { reason: 'spam' })).statusCode).toBe(201);
      }
      const refused = await report(busy.client, targets.at(-1)!.id, { reason: 'spam' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(MODERATION_ERRORS.tooManyReports);
      // Another account is not limited by this one.
      expect((await report(reporter.client, targets.at(-1)!.id, { reason: 'copyright' })).statusCode).toBe(201);
    });
  });

  it('report → hide → others get "File không tồn tại", the owner sees why and cannot republish → restore', async () => {
    const file = await createTestFile(owner.client, {
      name: 'giao-trinh-ban-quyen.txt',
      content: 'noi dung giao trinh',
      description: 'tài liệu bị báo cáo',
    });
    await reader.client.request({ method: 'PUT', url: `/api/v4/files/${file.id}/save`, payload: { saved: true } });
    await reader.client.request({ method: 'POST', url: `/api/v4/files/${file.id}/views` });
    expect((await reader.client.get(`/api/v4/files/${file.id}/download`)).statusCode).toBe(200);
    const readerCounts = async () => (await reader.client.get('/api/v4/files/me/counts')).json() as TMyFileCounts;
    const countsBefore = await readerCounts();
    const shown = async (client: TestClient) => ({
      author: (await ids(client, `/api/v4/users/${owner.id}/files`)).includes(file.id),
      library: (await ids(client, '/api/v4/files/library?limit=100')).includes(file.id),
      search: (await searchIds(client, 'giao trinh ban quyen')).includes(file.id),
    });
    expect(await shown(reader.client)).toEqual({ author: true, library: true, search: true });

    expect((await report(reporter.client, file.id, { reason: 'copyright', details: 'Sách của NXB' })).statusCode).toBe(
      201,
    );
    expect((await report(reader.client, file.id, { reason: 'copyright' })).statusCode).toBe(201);
    const reported = ((await admin.client.get('/api/v4/admin/reports')).json() as TReportedFilesResponse).files;
    const entry = reported.find((item) => item.file.id === file.id);
    expect(entry).toMatchObject({
      total: 2,
      counts: { copyright: 2, inappropriate: 0, spam: 0, other: 0 },
      file: { filename: 'giao-trinh-ban-quyen.txt', userId: owner.id, moderation: null, isPublic: true },
    });
    expect(entry!.reports.map((item) => item.details)).toEqual(['Sách của NXB', null]);
    // The most recently reported file comes first.
    expect(reported[0]!.file.id).toBe(file.id);

    const emptyReason = await act(admin.client, 'POST', `/files/${file.id}/hide`, { reason: ' ' });
    expect(emptyReason.statusCode).toBe(400);
    expect(emptyReason.json().message).toBe(MODERATION_ERRORS.reasonRequired.message);
    const hide = await act(admin.client, 'POST', `/files/${file.id}/hide`, { reason: HIDE_REASON });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toEqual({ message: MODERATION_NOTICES.hidden });
    expect((await act(admin.client, 'POST', `/files/${file.id}/hide`, { reason: HIDE_REASON })).json()).toEqual(
      MODERATION_ERRORS.alreadyHidden,
    );

    // Everyone else: the file does not exist (not the 403 of a private file), on every way in.
    for (const client of [reader.client, reporter.client, anonymous]) {
      for (const url of ['', '/content', '/thumbnail', '/preview.pdf']) {
        const response = await client.get(`/api/v4/files/${file.id}${url}`);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual(FILE_ERRORS.fileNotFound);
        expect(response.body).not.toContain(HIDE_REASON);
      }
    }
    expect((await reader.client.get(`/api/v4/files/${file.id}/download`)).json()).toEqual(FILE_ERRORS.fileNotFound);
    expect((await report(reader.client, file.id, { reason: 'spam' })).json()).toEqual(FILE_ERRORS.fileNotFound);
    expect(await shown(reader.client)).toEqual({ author: false, library: false, search: false });
    expect(await shown(anonymous)).toEqual({ author: false, library: false, search: false });
    for (const list of ['saved', 'downloaded', 'viewed']) {
      expect(await ids(reader.client, `/api/v4/files/me/${list}`), list).not.toContain(file.id);
    }
    expect(await readerCounts()).toEqual({
      uploaded: 0,
      saved: countsBefore.saved - 1,
      downloaded: countsBefore.downloaded - 1,
      viewed: countsBefore.viewed - 1,
    });

    // The owner still has it, with the reason, and cannot make it public again.
    const ownView = (await owner.client.get(`/api/v4/files/${file.id}`)).json().file as TFile;
    expect(ownView).toMatchObject({ isPublic: false, moderation: { reason: HIDE_REASON } });
    const ownList = (await owner.client.get('/api/v4/files/me/uploaded')).json() as TFileListResponse;
    expect(ownList.files.find((item) => item.id === file.id)?.moderation?.reason).toBe(HIDE_REASON);
    expect((await owner.client.get(`/api/v4/files/${file.id}/content`)).body).toBe('noi dung giao trinh');
    const republish = await owner.client.request({
      method: 'PATCH',
      url: `/api/v4/files/${file.id}`,
      payload: { isPublic: true },
    });
    expect(republish.statusCode).toBe(409);
    expect(republish.json()).toEqual(MODERATION_ERRORS.republishRefused);
    const edit = await owner.client.request({
      method: 'PATCH',
      url: `/api/v4/files/${file.id}`,
      payload: { description: 'mô tả mới', isPublic: false },
    });
    expect(edit.statusCode).toBe(200);

    // An admin may open it to judge it, and is told why it is hidden; the open list no longer holds it.
    const judged = await admin.client.get(`/api/v4/files/${file.id}`);
    expect(judged.statusCode).toBe(200);
    expect(judged.json().file.moderation.reason).toBe(HIDE_REASON);
    expect((await admin.client.get(`/api/v4/files/${file.id}/content`)).statusCode).toBe(200);
    const open = ((await admin.client.get('/api/v4/admin/reports')).json() as TReportedFilesResponse).files;
    expect(open.map((item) => item.file.id)).not.toContain(file.id);
    const reports = await testApp.ctx.databases.main.select().from(fileReports).where(eq(fileReports.fileId, file.id));
    expect(reports.map((row) => [row.status, row.resolvedBy])).toEqual([
      ['resolved', admin.id],
      ['resolved', admin.id],
    ]);
    const hiddenList = ((await admin.client.get('/api/v4/admin/hidden-files')).json() as THiddenFilesResponse).files;
    expect(hiddenList.find((item) => item.id === file.id)?.moderation).toMatchObject({
      reason: HIDE_REASON,
      cause: 'admin',
      publicBeforeHide: true,
    });

    const restore = await act(admin.client, 'POST', `/files/${file.id}/restore`);
    expect(restore.statusCode).toBe(200);
    expect((await act(admin.client, 'POST', `/files/${file.id}/restore`)).json()).toEqual(MODERATION_ERRORS.notHidden);
    const back = await reader.client.get(`/api/v4/files/${file.id}`);
    expect(back.statusCode).toBe(200);
    expect(back.json().file).toMatchObject({ isPublic: true, moderation: null, description: 'mô tả mới' });
    expect(await shown(reader.client)).toEqual({ author: true, library: true, search: true });
    expect(await readerCounts()).toEqual(countsBefore);
    expect(((await owner.client.get(`/api/v4/files/${file.id}`)).json().file as TFile).moderation).toBeNull();

    const audit = await auditRows();
    expect(audit.slice(0, 2).map((row) => [row.action, row.targetFileId, row.adminEmail])).toEqual([
      ['file.restore', file.id, admin.email],
      ['file.hide', file.id, admin.email],
    ]);
    expect(audit[1]!.details).toMatchObject({ reason: HIDE_REASON, reportsResolved: 2, wasPublic: true });
    expect(audit[1]!.targetUserId).toBe(owner.id);
  });

  it('restores a file hidden while private as private', async () => {
    const file = await createTestFile(owner.client, { name: 'rieng-roi-an.txt' });
    await owner.client.request({ method: 'PATCH', url: `/api/v4/files/${file.id}`, payload: { isPublic: false } });
    expect((await act(admin.client, 'POST', `/files/${file.id}/hide`, { reason: 'Spam' })).statusCode).toBe(200);
    // Admins judge what was public; a private file stays private to them.
    expect((await admin.client.get(`/api/v4/files/${file.id}`)).statusCode).toBe(404);
    expect((await act(admin.client, 'POST', `/files/${file.id}/restore`)).statusCode).toBe(200);
    expect((await owner.client.get(`/api/v4/files/${file.id}`)).json().file).toMatchObject({
      isPublic: false,
      moderation: null,
    });
    expect((await reader.client.get(`/api/v4/files/${file.id}`)).json()).toEqual(FILE_ERRORS.fileForbidden);
  });

  it('dismissing leaves the file as it is and takes its reports off the open list', async () => {
    const file = await createTestFile(owner.client, { name: 'bo-qua.txt' });
    await report(reporter.client, file.id, { reason: 'inappropriate' });
    const dismiss = await act(admin.client, 'POST', `/files/${file.id}/dismiss`);
    expect(dismiss.json()).toEqual({ message: MODERATION_NOTICES.dismissed });
    expect((await act(admin.client, 'POST', `/files/${file.id}/dismiss`)).json()).toEqual(
      MODERATION_ERRORS.noOpenReports,
    );
    const open = ((await admin.client.get('/api/v4/admin/reports')).json() as TReportedFilesResponse).files;
    expect(open.map((item) => item.file.id)).not.toContain(file.id);
    expect((await reader.client.get(`/api/v4/files/${file.id}`)).statusCode).toBe(200);
    expect((await auditRows())[0]).toMatchObject({
      action: 'reports.dismiss',
      targetFileId: file.id,
      details: { reportsDismissed: 1 },
    });
  });

  it("an admin's delete removes the record, its reports and the stored bytes, and is logged", async () => {
    const file = await createTestFile(owner.client, { name: 'xoa-boi-admin.txt' });
    await report(reporter.client, file.id, { reason: 'spam' });
    const storeDir = path.join(testApp.dataDir, 'storage', file.uploadSource, 'files');
    expect(await filesUnder(storeDir)).toContain(file.id);

    const removed = await act(admin.client, 'DELETE', `/files/${file.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: MODERATION_NOTICES.deleted });
    expect(await filesUnder(storeDir)).not.toContain(file.id);
    const db = testApp.ctx.databases.main;
    expect(await db.select().from(files).where(eq(files.id, file.id))).toEqual([]);
    expect(await db.select().from(fileReports).where(eq(fileReports.fileId, file.id))).toEqual([]);
    expect((await owner.client.get(`/api/v4/files/${file.id}`)).json()).toEqual(FILE_ERRORS.fileNotFound);
    expect((await act(admin.client, 'DELETE', `/files/${file.id}`)).json()).toEqual(FILE_ERRORS.fileNotFound);
    expect((await auditRows())[0]).toMatchObject({
      action: 'file.delete',
      targetFileId: file.id,
      targetUserId: owner.id,
      details: { filename: 'xoa-boi-admin.txt' },
    });
  });

  it('suspends a user (no sign-in, sessions ended, files hidden) and lifts it (sign-in and files back)', async () => {
    const target = await signUpUser(testApp.app, 'Bị Đình Chỉ');
    const shared = await createTestFile(target.client, { name: 'cua-nguoi-bi-dinh-chi.txt' });
    const adminHidden = await createTestFile(target.client, { name: 'da-an-truoc.txt' });
    expect((await act(admin.client, 'POST', `/files/${adminHidden.id}/hide`, { reason: 'Spam' })).statusCode).toBe(200);
    expect((await target.client.get('/api/v4/session')).json().user.id).toBe(target.id);

    const self = await act(admin.client, 'POST', `/users/${admin.id}/suspend`, { reason: 'thử' });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual(MODERATION_ERRORS.suspendSelf);
    const secondAdmin = new TestClient(testApp.app);
    const { user: otherAdmin } = await secondAdmin.signUp(SECOND_ADMIN_EMAIL);
    const adminTarget = await act(admin.client, 'POST', `/users/${otherAdmin.id}/suspend`, { reason: 'thử' });
    expect(adminTarget.statusCode).toBe(403);
    expect(adminTarget.json()).toEqual(MODERATION_ERRORS.suspendAdmin);
    expect((await act(admin.client, 'POST', `/users/nobody/suspend`, { reason: 'thử' })).statusCode).toBe(404);

    const suspend = await act(admin.client, 'POST', `/users/${target.id}/suspend`, { reason: 'Đăng spam liên tục' });
    expect(suspend.statusCode).toBe(200);
    expect((await act(admin.client, 'POST', `/users/${target.id}/suspend`, { reason: 'lại' })).json()).toEqual(
      MODERATION_ERRORS.alreadySuspended,
    );
    // The existing session is gone; signing in is refused with the message the login form shows.
    expect((await target.client.get('/api/v4/session')).json().user).toBeNull();
    expect(await testApp.ctx.databases.main.select().from(session).where(eq(session.userId, target.id))).toEqual([]);
    const refused = await signIn(target);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject(MODERATION_ERRORS.accountSuspended);
    expect(refused.cookies.filter((cookie) => cookie.value !== '')).toEqual([]);
    // Every file of the account is hidden.
    expect((await reader.client.get(`/api/v4/files/${shared.id}`)).json()).toEqual(FILE_ERRORS.fileNotFound);
    expect(await ids(reader.client, `/api/v4/users/${target.id}/files`)).toEqual([]);
    const suspended = ((await admin.client.get('/api/v4/admin/suspended-users')).json() as TSuspendedUsersResponse)
      .users;
    expect(suspended.find((user) => user.id === target.id)).toMatchObject({ reason: 'Đăng spam liên tục' });
    const hidden = ((await admin.client.get('/api/v4/admin/hidden-files')).json() as THiddenFilesResponse).files;
    expect(hidden.find((item) => item.id === shared.id)).toMatchObject({
      ownerSuspended: true,
      moderation: { cause: 'suspension', reason: MODERATION_NOTICES.suspensionReason },
    });
    expect(hidden.find((item) => item.id === adminHidden.id)?.moderation).toMatchObject({ cause: 'admin' });
    // A suspension's file comes back with the lifting, not alone.
    expect((await act(admin.client, 'POST', `/files/${shared.id}/restore`)).json()).toEqual(
      MODERATION_ERRORS.hiddenBySuspension,
    );

    const lift = await act(admin.client, 'POST', `/users/${target.id}/unsuspend`);
    expect(lift.statusCode).toBe(200);
    expect((await act(admin.client, 'POST', `/users/${target.id}/unsuspend`)).json()).toEqual(
      MODERATION_ERRORS.notSuspended,
    );
    expect((await signIn(target)).statusCode).toBe(200);
    expect((await reader.client.get(`/api/v4/files/${shared.id}`)).statusCode).toBe(200);
    // The file hidden for its own sake stays hidden.
    expect((await reader.client.get(`/api/v4/files/${adminHidden.id}`)).json()).toEqual(FILE_ERRORS.fileNotFound);

    const audit = await auditRows();
    expect(audit.slice(0, 2).map((row) => [row.action, row.targetUserId])).toEqual([
      ['user.unsuspend', target.id],
      ['user.suspend', target.id],
    ]);
    expect(audit[1]!.details).toMatchObject({ reason: 'Đăng spam liên tục', filesHidden: 1, sessionsEnded: 1 });
    expect(audit[0]!.details).toMatchObject({ filesRestored: 1 });
  });

  it('pages the audit log newest first', async () => {
    const rows = await testApp.ctx.databases.main.select({ id: adminActions.id }).from(adminActions);
    const first = (await admin.client.get('/api/v4/admin/actions')).json() as TAdminActionsResponse;
    expect(first.page).toBe(1);
    expect(first.actions.length).toBe(Math.min(rows.length, 20));
    expect(first.hasMore).toBe(rows.length > 20);
    const times = first.actions.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await admin.client.get('/api/v4/admin/actions?page=0')).statusCode).toBe(400);
  });
});
