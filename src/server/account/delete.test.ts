// Account deletion on PGlite and PostgreSQL: after re-authentication the account, its sessions,
// its files with their bytes in both stores (previews and thumbnails too), its uploaded avatar, every save,
// download and view made by it or of its files, and its practice record are gone, counted row by row and byte by byte; the
// author page answers 'Không tìm thấy người dùng'. A wrong or missing password deletes nothing.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/auth-messages';
import { FILE_ERRORS } from '../../shared/files/messages';
import { account, session } from '../db/main-schema';
import { createStores } from '../platform/storage';
import { previewKey, thumbnailKey } from '../files';
import { createTestFile, filesUnder, signUpUser, type SignedInUser } from '../test/users-and-files';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../test/test-app';
import { avatarKeyOfImage } from './avatar-store';

const deleteAccount = (client: TestClient, payload: object) => client.post('/api/v4/me/delete', payload);

describeEachDatabase('account deletion', (kind) => {
  let testApp: TestApp;
  let leaving: SignedInUser;
  let staying: SignedInUser;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { CONTENT_DIR: '/nonexistent-content-dir' });
    leaving = await signUpUser(testApp.app, 'Người Rời Đi');
    staying = await signUpUser(testApp.app, 'Người Ở Lại');
  });
  afterAll(async () => testApp?.close());

  /** Rows that name the user, in every table of both stores. */
  async function rowsOf(userId: string): Promise<Record<string, number>> {
    const count = async (
      db: typeof testApp.ctx.databases.main | typeof testApp.ctx.databases.practice,
      query: string,
    ) => {
      const result = (await db.execute(sql.raw(query.replaceAll('$user', `'${userId}'`)))) as { rows: { n: number }[] };
      return Number(result.rows[0]!.n);
    };
    const main = testApp.ctx.databases.main;
    const practice = testApp.ctx.databases.practice;
    return {
      user: await count(main, 'SELECT count(*) AS n FROM "user" WHERE id = $user'),
      session: await count(main, 'SELECT count(*) AS n FROM session WHERE user_id = $user'),
      account: await count(main, 'SELECT count(*) AS n FROM account WHERE user_id = $user'),
      files: await count(main, 'SELECT count(*) AS n FROM files WHERE user_id = $user'),
      saves: await count(main, 'SELECT count(*) AS n FROM file_saves WHERE user_id = $user'),
      downloads: await count(main, 'SELECT count(*) AS n FROM file_downloads WHERE user_id = $user'),
      views: await count(main, 'SELECT count(*) AS n FROM file_views WHERE user_id = $user'),
      listening: await count(practice, 'SELECT count(*) AS n FROM practice.listening_settings WHERE user_id = $user'),
      settings: await count(practice, 'SELECT count(*) AS n FROM practice.learner_settings WHERE user_id = $user'),
    };
  }

  it('answers 401 to a visitor', async () => {
    expect((await deleteAccount(new TestClient(testApp.app), {})).statusCode).toBe(401);
  });

  it('deletes nothing without the right password', async () => {
    const missing = await deleteAccount(leaving.client, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(AUTH_MESSAGES.deletePasswordRequired);
    const wrong = await deleteAccount(leaving.client, { password: 'khong-phai-mat-khau' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.deleteWrongPassword);
    expect((await leaving.client.get('/api/v4/session')).json().user.id).toBe(leaving.id);
  });

  it('removes the account, its sessions, files, bytes, activity and record, and nothing of anyone else', async () => {
    const small = await createTestFile(leaving.client, { name: 'ghi-chu-nho.txt' });
    const large = await createTestFile(leaving.client, {
      name: 'tai-lieu-lon.txt',
      content: Buffer.alloc(10.5 * 1024 * 1024, 'a'),
    });
    const kept = await createTestFile(staying.client, { name: 'cua-nguoi-o-lai.txt' });
    // Derived files as the preview job leaves them.
    const { media } = createStores(testApp.ctx.config);
    const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'derived-'));
    for (const key of [thumbnailKey(small.id), previewKey(large.id), thumbnailKey(kept.id)]) {
      await fs.writeFile(path.join(scratch, 'bytes'), 'derived');
      await media.putFile(key, path.join(scratch, 'bytes'), { size: 7, mimeType: 'application/octet-stream' });
    }
    await fs.rm(scratch, { recursive: true, force: true });
    // Uploaded avatars (account settings): the leaving user's goes, the staying user's stays.
    const avatarOf = async (client: TestClient) => {
      const response = await client.request({
        method: 'POST',
        url: '/api/v4/me/avatar',
        payload: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
          .png()
          .toBuffer(),
        headers: { 'content-type': 'image/png' },
      });
      expect(response.statusCode).toBe(200);
      return avatarKeyOfImage(response.json().user.photoURL as string)!;
    };
    const leavingAvatar = await avatarOf(leaving.client);
    const stayingAvatar = await avatarOf(staying.client);

    await leaving.client.request({ method: 'PUT', url: `/api/v4/files/${kept.id}/save`, payload: { saved: true } });
    await leaving.client.request({ method: 'POST', url: `/api/v4/files/${kept.id}/views` });
    expect((await leaving.client.get(`/api/v4/files/${kept.id}/download`)).statusCode).toBe(200);
    await staying.client.request({ method: 'PUT', url: `/api/v4/files/${small.id}/save`, payload: { saved: true } });
    await leaving.client.request({
      method: 'PUT',
      url: '/api/v4/practice/listening',
      payload: { speed: 0.75, repeat: 2, accent: 'uk' },
    });
    await leaving.client.request({
      method: 'PUT',
      url: '/api/v4/practice/settings',
      payload: { desiredRetention: 0.9 },
    });
    const otherDevice = new TestClient(testApp.app);
    await otherDevice.post('/api/v4/auth/sign-in/email', { email: leaving.email, password: leaving.password });

    const before = await rowsOf(leaving.id);
    expect(before).toEqual({
      user: 1,
      session: 2,
      account: 1,
      files: 2,
      saves: 1,
      downloads: 1,
      views: 1,
      listening: 1,
      settings: 1,
    });
    const stored = path.join(testApp.dataDir, 'storage');
    const bytesBefore = await filesUnder(stored);
    const leavingKeys = [
      `files/${small.id}`,
      `files/${large.id}`,
      thumbnailKey(small.id),
      previewKey(large.id),
      leavingAvatar,
    ];
    for (const key of leavingKeys) expect(bytesBefore.some((file) => file.endsWith(key))).toBe(true);

    const deleted = await deleteAccount(leaving.client, { password: leaving.password });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ status: true, message: AUTH_MESSAGES.accountDeleted });
    expect(deleted.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringMatching(/session_token=; .*Max-Age=0/)]),
    );

    expect(await rowsOf(leaving.id)).toEqual({
      user: 0,
      session: 0,
      account: 0,
      files: 0,
      saves: 0,
      downloads: 0,
      views: 0,
      listening: 0,
      settings: 0,
    });
    const bytesAfter = await filesUnder(stored);
    for (const key of leavingKeys) expect(bytesAfter.some((file) => file.endsWith(key))).toBe(false);
    expect(bytesBefore.length - bytesAfter.length).toBe(leavingKeys.length);
    expect(bytesAfter.some((file) => file.endsWith(`files/${kept.id}`))).toBe(true);
    expect(bytesAfter.some((file) => file.endsWith(thumbnailKey(kept.id)))).toBe(true);
    expect(bytesAfter.some((file) => file.endsWith(stayingAvatar))).toBe(true);

    // Nobody is signed in as them any more, and their pages are gone.
    for (const client of [leaving.client, otherDevice])
      expect((await client.get('/api/v4/session')).json().user).toBeNull();
    const author = await staying.client.get(`/api/v4/users/${leaving.id}`);
    expect(author.statusCode).toBe(404);
    expect(author.json()).toEqual(FILE_ERRORS.userNotFound);
    expect((await staying.client.get(`/api/v4/files/${small.id}`)).statusCode).toBe(404);
    const savedByStaying = (await staying.client.get('/api/v4/files/me/saved')).json();
    expect(savedByStaying.files).toEqual([]);
    // The save the leaving user made is no longer counted; their download and view still are.
    expect((await staying.client.get(`/api/v4/files/${kept.id}`)).json().file).toMatchObject({
      saveCount: 0,
      downloadCount: 1,
      viewCount: 1,
    });
    const signIn = await new TestClient(testApp.app).post('/api/v4/auth/sign-in/email', {
      email: leaving.email,
      password: leaving.password,
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('asks an account without a password for a sign-in of the last ten minutes', async () => {
    const google = await signUpUser(testApp.app, 'Người Dùng Google');
    // As a Google-only account: no password to confirm with.
    await testApp.ctx.databases.main.delete(account).where(eq(account.userId, google.id));
    await testApp.ctx.databases.main
      .update(session)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(session.userId, google.id));
    await testApp.ctx.announceSessionsChanged();
    const stale = await deleteAccount(google.client, {});
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe(AUTH_MESSAGES.deleteNeedsFreshSignIn);

    await testApp.ctx.databases.main
      .update(session)
      .set({ createdAt: new Date() })
      .where(eq(session.userId, google.id));
    const fresh = await deleteAccount(google.client, {});
    expect(fresh.statusCode).toBe(200);
    expect((await rowsOf(google.id)).user).toBe(0);
  });
});
