// The account service's commands without a request: deleting an account checks the caller first and then
// removes the user from every store (the main database, the file stores, the practice database), and the
// export reads what the site keeps about them. The routes (delete.test.ts, export.test.ts) only add the
// session check, the rate limit and the answer.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/auth-messages';
import { account, files as fileTable, session, user as userTable } from '../db/main-schema';
import { learnerSettings } from '../db/practice-schema';
import { AppError } from '../http/app-error';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestFile, filesUnder, sessionCookieOf, signUpUser, type SignedInUser } from '../test/users-and-files';

describe('the account service', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', { CONTENT_DIR: '/nonexistent-content-dir' });
  });
  afterAll(async () => testApp?.close());

  const db = () => testApp.ctx.databases.main;
  const userRows = async (id: string) => db().select({ id: userTable.id }).from(userTable).where(eq(userTable.id, id));
  const headersOf = async (user: SignedInUser) => new Headers({ cookie: await sessionCookieOf(testApp.app, user) });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof AppError ? { status: error.statusCode, message: error.message } : error),
    );

  it('removes nothing without the right password', async () => {
    const user = await signUpUser(testApp.app, 'Người Giữ Lại');
    const file = await createTestFile(user.client, { name: 'con-lai.txt' });
    const headers = await headersOf(user);
    const { deleteAccount } = testApp.account;
    expect(await refusal(deleteAccount({ userId: user.id, password: undefined, headers }))).toEqual({
      status: 400,
      message: AUTH_MESSAGES.deletePasswordRequired,
    });
    expect(await refusal(deleteAccount({ userId: user.id, password: 'khong-dung', headers }))).toEqual({
      status: 400,
      message: AUTH_MESSAGES.deleteWrongPassword,
    });
    expect(await userRows(user.id)).toHaveLength(1);
    expect(await db().select({ id: fileTable.id }).from(fileTable).where(eq(fileTable.id, file.id))).toHaveLength(1);
  });

  it('removes the user, their files with their bytes, and their practice record', async () => {
    const user = await signUpUser(testApp.app, 'Người Rời Đi');
    const file = await createTestFile(user.client, { name: 'se-mat.txt' });
    await user.client.request({ method: 'PUT', url: '/api/v4/practice/settings', payload: { desiredRetention: 0.9 } });
    const practice = testApp.ctx.databases.practice;
    const settingsOf = () => practice.select().from(learnerSettings).where(eq(learnerSettings.userId, user.id));
    expect(await settingsOf()).toHaveLength(1);
    const stored = async () =>
      (await filesUnder(path.join(testApp.dataDir, 'storage'))).filter((key) => key.includes(file.id));
    expect(await stored()).not.toEqual([]);

    const removed = await testApp.account.deleteAccount({
      userId: user.id,
      password: user.password,
      headers: await headersOf(user),
    });
    expect(removed).toEqual({ files: 1 });
    expect(await userRows(user.id)).toEqual([]);
    expect(await db().select().from(session).where(eq(session.userId, user.id))).toEqual([]);
    expect(await db().select({ id: fileTable.id }).from(fileTable).where(eq(fileTable.id, file.id))).toEqual([]);
    expect(await stored()).toEqual([]);
    expect(await settingsOf()).toEqual([]);
  });

  it('asks an account without a password for a sign-in of the last ten minutes', async () => {
    const user = await signUpUser(testApp.app, 'Người Dùng Google');
    const headers = await headersOf(user);
    // As a Google-only account: no password to confirm with.
    await db().delete(account).where(eq(account.userId, user.id));
    const signedInAt = (at: Date) => db().update(session).set({ createdAt: at }).where(eq(session.userId, user.id));
    await signedInAt(new Date(Date.now() - 11 * 60_000));
    const stale = testApp.account.deleteAccount({ userId: user.id, password: undefined, headers });
    expect(await refusal(stale)).toEqual({ status: 403, message: AUTH_MESSAGES.deleteNeedsFreshSignIn });
    expect(await userRows(user.id)).toHaveLength(1);

    await signedInAt(new Date());
    await testApp.account.deleteAccount({ userId: user.id, password: undefined, headers });
    expect(await userRows(user.id)).toEqual([]);
  });

  it('exports the profile, the files with their links and the practice record, and no secret', async () => {
    const user = await signUpUser(testApp.app, 'Người Xuất Dữ Liệu');
    const file = await createTestFile(user.client, { name: 'cua-toi.txt' });
    const [sessionUser] = await db().select().from(userTable).where(eq(userTable.id, user.id));
    const exported = await testApp.account.exportAccount({ ...sessionUser!, isAdmin: false });
    expect(exported.profile).toMatchObject({ id: user.id, email: user.email, signInMethods: ['email'] });
    expect(exported.files.map((entry) => entry.id)).toEqual([file.id]);
    expect(exported.files[0]!.links.download).toBe(`${testApp.ctx.config.publicUrl}/api/v4/files/${file.id}/download`);
    expect(exported.practice).toBeTypeOf('object');
    expect(JSON.stringify(exported)).not.toMatch(/password|token|storageKey/i);
  });
});
