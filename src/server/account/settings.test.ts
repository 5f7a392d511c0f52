// Account settings on PGlite and PostgreSQL: the display name reaches the session, the user's
// cards in every list and the detail, and search; an uploaded avatar is decoded and stored as our own
// 256×256 WebP, served from our route, and anything that is not a sound picture of a sane size is refused
// with nothing stored; a replaced or removed picture's bytes go, and the sweep removes bytes nobody names;
// the password changes only with the current one and signs every other device out; sessions are listed
// and ended; Google is linked and unlinked only while another way to sign in remains.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR, uploadedAvatarPath } from '../../shared/account/avatar';
import { SETTINGS_ERRORS } from '../../shared/account/messages';
import { AUTH_MESSAGES } from '../../shared/auth-messages';
import type { TFile } from '../../shared/files/contract';
import { account, session, user as userTable } from '../db/main-schema';
import type { FileChange } from '../live';
import { createStores } from '../platform/storage';
import { createTestFile, filesUnder, signUpUser, type SignedInUser } from '../test/users-and-files';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../test/test-app';
import { avatarKey, sweepUnreferencedAvatars } from './avatar-store';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A real picture: a coloured field with a block in its corner, as PNG or JPEG. */
function picture(format: 'png' | 'jpeg', width = 640, height = 480, background = '#2a6f97') {
  const block = { width: Math.round(width / 3), height: Math.round(height / 3), channels: 3 as const };
  const image = sharp({ create: { width, height, channels: 3, background } }).composite([
    { input: { create: { ...block, background: '#f4a261' } } },
  ]);
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

function uploadAvatar(client: TestClient, bytes: Buffer, type = 'image/png') {
  return client.request({
    method: 'POST',
    url: '/api/v4/me/avatar',
    payload: bytes,
    headers: { 'content-type': type },
  });
}

describeEachDatabase('account settings', (kind) => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let reader: SignedInUser;
  let avatarDir: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { CONTENT_DIR: '/nonexistent-content-dir' });
    owner = await signUpUser(testApp.app, 'Chủ Tài Liệu');
    reader = await signUpUser(testApp.app, 'Người Đọc');
    avatarDir = path.join(testApp.dataDir, 'storage', 'media', 'avatars');
  });
  afterAll(async () => testApp?.close());

  const storedAvatars = async () => (await filesUnder(avatarDir)).sort();

  it('answers 401 to a visitor on every settings endpoint', async () => {
    const visitor = new TestClient(testApp.app);
    const calls = [
      visitor.get('/api/v4/me/settings'),
      visitor.request({ method: 'PATCH', url: '/api/v4/me/profile', payload: { name: 'Ai Đó' } }),
      uploadAvatar(visitor, await picture('png')),
      visitor.request({ method: 'DELETE', url: '/api/v4/me/avatar' }),
      visitor.post('/api/v4/me/password', { currentPassword: 'x'.repeat(8), newPassword: 'y'.repeat(8) }),
      visitor.get('/api/v4/me/sessions'),
      visitor.post('/api/v4/me/sessions/revoke-others'),
      visitor.request({ method: 'DELETE', url: '/api/v4/me/sessions/abc' }),
      visitor.post('/api/v4/me/google/link'),
      visitor.post('/api/v4/me/google/unlink'),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
    expect(await storedAvatars()).toEqual([]);
  });

  it('changes the display name on the session, every list and the detail of the user’s files, and search', async () => {
    const publicFile = await createTestFile(owner.client, { name: 'bai-giang-mot.txt' });
    const changes: FileChange[] = [];
    const stop = testApp.ctx.events.subscribe((change) => changes.push(change));
    try {
      const empty = await owner.client.request({
        method: 'PATCH',
        url: '/api/v4/me/profile',
        payload: { name: '   ' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(SETTINGS_ERRORS.displayNameRequired.message);
      const long = await owner.client.request({
        method: 'PATCH',
        url: '/api/v4/me/profile',
        payload: { name: 'a'.repeat(81) },
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe(AUTH_MESSAGES.displayNameTooLong);

      const renamed = await owner.client.request({
        method: 'PATCH',
        url: '/api/v4/me/profile',
        payload: { name: '  Cô Giáo Thảo  ' },
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().user.displayName).toBe('Cô Giáo Thảo');
      // Open lists refetch: the change reaches the event bus (through the database on PostgreSQL).
      await expect
        .poll(() => changes.some((change) => change.type === 'file.updated' && change.fileId === publicFile.id))
        .toBe(true);
    } finally {
      stop();
    }
    expect((await owner.client.get('/api/v4/session')).json().user.displayName).toBe('Cô Giáo Thảo');

    const namesIn = (body: { files: TFile[] }) =>
      body.files.filter((file) => file.id === publicFile.id).map((file) => file.userName);
    expect(namesIn((await owner.client.get('/api/v4/files/me/uploaded')).json())).toEqual(['Cô Giáo Thảo']);
    expect(namesIn((await reader.client.get(`/api/v4/users/${owner.id}/files`)).json())).toEqual(['Cô Giáo Thảo']);
    expect(namesIn((await reader.client.get('/api/v4/files/library')).json())).toEqual(['Cô Giáo Thảo']);
    expect((await reader.client.get(`/api/v4/files/${publicFile.id}`)).json().file.userName).toBe('Cô Giáo Thảo');
    expect((await reader.client.get(`/api/v4/users/${owner.id}`)).json().displayName).toBe('Cô Giáo Thảo');
    // The uploader's name is a search field: the new one finds the file, without diacritics too.
    const found = (await reader.client.get(`/api/v4/files/search?q=${encodeURIComponent('co giao thao')}`)).json();
    expect(found.hits.map((hit: { file: TFile }) => hit.file.id)).toContain(publicFile.id);
  });

  it('keeps the copies on files in step when better-auth’s own update-user changes the name', async () => {
    const file = await createTestFile(reader.client, { name: 'cua-nguoi-doc.txt' });
    const response = await reader.client.post('/api/v4/auth/update-user', { name: 'Người Đọc Mới' });
    expect(response.statusCode).toBe(200);
    expect((await owner.client.get(`/api/v4/files/${file.id}`)).json().file.userName).toBe('Người Đọc Mới');
    // An uploaded avatar's address is set only by the avatar route.
    const forged = await reader.client.post('/api/v4/auth/update-user', {
      image: uploadedAvatarPath(reader.id, 'a'.repeat(64)),
    });
    expect(forged.statusCode).toBe(400);
  });

  it('stores an uploaded PNG or JPEG as a 256×256 WebP served from our own route, shown on the user’s cards', async () => {
    const file = (await owner.client.get('/api/v4/files/me/uploaded')).json().files[0] as TFile;
    for (const format of ['png', 'jpeg'] as const) {
      const response = await uploadAvatar(owner.client, await picture(format, 900, 600), `image/${format}`);
      expect(response.statusCode).toBe(200);
      const photo: string = response.json().user.photoURL;
      expect(photo).toMatch(new RegExp(`^/api/v4/avatars/${owner.id}/[0-9a-f]{64}\\.webp$`));

      const served = await new TestClient(testApp.app).get(photo);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: AVATAR.size, height: AVATAR.size });
      expect(metadata.exif).toBeUndefined();

      expect((await owner.client.get('/api/v4/session')).json().user.photoURL).toBe(photo);
      expect((await reader.client.get(`/api/v4/files/${file.id}`)).json().file.userPhoto).toBe(photo);
      expect((await reader.client.get(`/api/v4/users/${owner.id}`)).json().photoURL).toBe(photo);
      const listed = (await reader.client.get(`/api/v4/users/${owner.id}/files`)).json().files as TFile[];
      expect(listed.find((item) => item.id === file.id)?.userPhoto).toBe(photo);
      // One picture stored: the one before it (the PNG, for the JPEG) is gone.
      expect(await storedAvatars()).toEqual([path.basename(avatarKey(owner.id, photo.slice(-69, -5)))]);
    }
  });

  it('keeps the bytes when the same picture is uploaded again', async () => {
    const bytes = await picture('png', 300, 300, '#264653');
    const first = (await uploadAvatar(owner.client, bytes)).json().user.photoURL;
    const again = await uploadAvatar(owner.client, bytes);
    expect(again.statusCode).toBe(200);
    expect(again.json().user.photoURL).toBe(first);
    expect((await new TestClient(testApp.app).get(first)).statusCode).toBe(200);
    expect(await storedAvatars()).toHaveLength(1);
  });

  describe('refusals store nothing and change nothing', () => {
    let before: { photo: string; stored: string[] };
    beforeAll(async () => {
      before = {
        photo: (await owner.client.get('/api/v4/session')).json().user.photoURL,
        stored: await storedAvatars(),
      };
    });
    const expectUnchanged = async () => {
      expect((await owner.client.get('/api/v4/session')).json().user.photoURL).toBe(before.photo);
      expect(await storedAvatars()).toEqual(before.stored);
      expect(await filesUnder(path.join(testApp.dataDir, 'tmp', 'uploads'))).toEqual([]);
    };

    it('a text file named like a picture', async () => {
      const response = await uploadAvatar(owner.client, Buffer.from('Đây không phải là ảnh.\n'.repeat(20)));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(SETTINGS_ERRORS.avatarNotImage);
      await expectUnchanged();
    });

    it('a truncated PNG and a truncated JPEG', async () => {
      for (const format of ['png', 'jpeg'] as const) {
        const whole = await picture(format, 800, 800);
        const response = await uploadAvatar(owner.client, whole.subarray(0, Math.floor(whole.length * 0.6)));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(SETTINGS_ERRORS.avatarNotImage);
      }
      await expectUnchanged();
    });

    it('an SVG picture', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      );
      const response = await uploadAvatar(owner.client, svg);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(SETTINGS_ERRORS.avatarNotImage);
      await expectUnchanged();
    });

    it('a file over the upload limit', async () => {
      const huge = Buffer.concat([await picture('png'), Buffer.alloc(AVATAR.maxUploadBytes)]);
      const response = await uploadAvatar(owner.client, huge);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual(SETTINGS_ERRORS.avatarTooLarge);
      await expectUnchanged();
    });

    it('a small file of a picture over the pixel limit', async () => {
      const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(AVATAR.maxUploadBytes);
      const response = await uploadAvatar(owner.client, bomb);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(SETTINGS_ERRORS.avatarTooManyPixels);
      await expectUnchanged();
    });

    it('an empty body and a type that is not a picture', async () => {
      expect((await uploadAvatar(owner.client, Buffer.alloc(0))).json()).toEqual(SETTINGS_ERRORS.avatarEmpty);
      const text = await uploadAvatar(owner.client, Buffer.from('hello'), 'text/plain');
      expect(text.statusCode).toBe(400);
      expect(text.json()).toEqual(SETTINGS_ERRORS.avatarNotImage);
      await expectUnchanged();
    });
  });

  it('removing the avatar returns to the initials and removes the bytes from the store and the cards', async () => {
    const photo: string = (await owner.client.get('/api/v4/session')).json().user.photoURL;
    expect(photo).toBeTruthy();
    const removed = await owner.client.request({ method: 'DELETE', url: '/api/v4/me/avatar' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().user.photoURL).toBeNull();
    expect(await storedAvatars()).toEqual([]);
    expect((await new TestClient(testApp.app).get(photo)).statusCode).toBe(404);
    const mine = (await owner.client.get('/api/v4/files/me/uploaded')).json().files as TFile[];
    expect(mine.every((file) => file.userPhoto === null)).toBe(true);
  });

  it('the sweep removes avatar bytes nobody names once they are old, and keeps the ones in use', async () => {
    const inUse: string = (await uploadAvatar(reader.client, await picture('png'))).json().user.photoURL;
    const { media } = createStores(testApp.ctx.config);
    const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'avatar-'));
    const strayKey = avatarKey(reader.id, 'b'.repeat(64));
    await fs.writeFile(path.join(scratch, 'bytes'), 'left by a crash');
    await media.putFile(strayKey, path.join(scratch, 'bytes'), { size: 15, mimeType: 'image/webp' });
    await fs.rm(scratch, { recursive: true, force: true });

    // Young bytes may belong to an upload in flight: kept.
    const early = await sweepUnreferencedAvatars({ db: testApp.ctx.databases.main, media });
    expect(early.removed).toBe(0);
    const later = await sweepUnreferencedAvatars({
      db: testApp.ctx.databases.main,
      media,
      now: new Date(Date.now() + 2 * 60 * 60_000),
    });
    expect(later).toEqual({ examined: 2, removed: 1 });
    expect(await media.exists(strayKey)).toBe(false);
    expect((await new TestClient(testApp.app).get(inUse)).statusCode).toBe(200);
  });

  it('changes the password only with the current one, signs every other device out and keeps this one', async () => {
    const person = await signUpUser(testApp.app, 'Người Đổi Mật Khẩu');
    const otherDevice = new TestClient(testApp.app);
    await otherDevice.post('/api/v4/auth/sign-in/email', { email: person.email, password: person.password });
    expect((await otherDevice.get('/api/v4/session')).json().user.id).toBe(person.id);

    const wrong = await person.client.post('/api/v4/me/password', {
      currentPassword: 'khong-phai-mat-khau',
      newPassword: 'mat-khau-moi-123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(SETTINGS_ERRORS.wrongCurrentPassword);
    const weak = await person.client.post('/api/v4/me/password', {
      currentPassword: person.password,
      newPassword: 'ngan',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(AUTH_MESSAGES.weakPassword);
    const same = await person.client.post('/api/v4/me/password', {
      currentPassword: person.password,
      newPassword: person.password,
    });
    expect(same.json()).toEqual(SETTINGS_ERRORS.samePassword);
    expect((await otherDevice.get('/api/v4/session')).json().user?.id).toBe(person.id);

    const changed = await person.client.post('/api/v4/me/password', {
      currentPassword: person.password,
      newPassword: 'mat-khau-moi-123',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ status: true });
    expect((await person.client.get('/api/v4/session')).json().user?.id).toBe(person.id);
    expect((await otherDevice.get('/api/v4/session')).json().user).toBeNull();
    const rows = await testApp.ctx.databases.main.select().from(session).where(eq(session.userId, person.id));
    expect(rows).toHaveLength(1);

    const oldPassword = await new TestClient(testApp.app).post('/api/v4/auth/sign-in/email', {
      email: person.email,
      password: person.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await new TestClient(testApp.app).post('/api/v4/auth/sign-in/email', {
      email: person.email,
      password: 'mat-khau-moi-123',
    });
    expect(newPassword.statusCode).toBe(200);
  });

  it('tells an account without a password that it has none to change', async () => {
    const google = await signUpUser(testApp.app, 'Chỉ Google');
    await testApp.ctx.databases.main
      .delete(account)
      .where(and(eq(account.userId, google.id), eq(account.providerId, 'credential')));
    expect((await google.client.get('/api/v4/me/settings')).json().hasPassword).toBe(false);
    const response = await google.client.post('/api/v4/me/password', {
      currentPassword: 'bat-ky-gi-do',
      newPassword: 'mat-khau-moi-123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(SETTINGS_ERRORS.noPassword);
  });

  it('lists the account’s sessions without tokens, this device first, and ends the others', async () => {
    const person = new TestClient(testApp.app);
    const { email, password } = await person.signUp(undefined, undefined, 'Nhiều Thiết Bị');
    const phone = new TestClient(testApp.app);
    const laptop = new TestClient(testApp.app);
    for (const [client, agent] of [
      [phone, SAFARI_ON_IPHONE],
      [laptop, CHROME_ON_WINDOWS],
    ] as const) {
      const signIn = await client.request({
        method: 'POST',
        url: '/api/v4/auth/sign-in/email',
        payload: { email, password },
        headers: { 'user-agent': agent },
      });
      expect(signIn.statusCode).toBe(200);
    }
    // better-auth's own list (with every session's token) is closed.
    expect((await laptop.get('/api/v4/auth/list-sessions')).statusCode).toBe(404);
    const listed = await laptop.get('/api/v4/me/sessions');
    expect(listed.statusCode).toBe(200);
    const { sessions } = listed.json() as { sessions: Record<string, unknown>[] };
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ isCurrent: true, device: 'Chrome trên Windows' });
    expect(sessions.filter((item) => item.isCurrent)).toHaveLength(1);
    expect(sessions.map((item) => item.device)).toContain('Safari trên iPhone');
    expect(Object.keys(sessions[0]!).sort()).toEqual(
      ['device', 'id', 'ipAddress', 'isCurrent', 'lastActiveAt', 'signedInAt'].sort(),
    );
    expect(listed.body).not.toMatch(/token/i);
    const tokens = await testApp.ctx.databases.main.select({ token: session.token }).from(session);
    for (const { token } of tokens) expect(listed.body).not.toContain(token);

    // One session: not this one, not someone else's.
    const phoneSession = sessions.find((item) => item.device === 'Safari trên iPhone')!;
    const current = await laptop.request({ method: 'DELETE', url: `/api/v4/me/sessions/${sessions[0]!.id as string}` });
    expect(current.json()).toEqual(SETTINGS_ERRORS.cannotRevokeCurrent);
    const foreign = await reader.client.request({
      method: 'DELETE',
      url: `/api/v4/me/sessions/${phoneSession.id as string}`,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await phone.get('/api/v4/session')).json().user?.email).toBe(email);
    const one = await laptop.request({ method: 'DELETE', url: `/api/v4/me/sessions/${phoneSession.id as string}` });
    expect(one.json()).toEqual({ revoked: 1 });
    expect((await phone.get('/api/v4/session')).json().user).toBeNull();

    const others = await laptop.post('/api/v4/me/sessions/revoke-others');
    expect(others.json()).toEqual({ revoked: 1 });
    expect((await person.get('/api/v4/session')).json().user).toBeNull();
    expect((await laptop.get('/api/v4/session')).json().user?.email).toBe(email);
    expect((await laptop.get('/api/v4/me/sessions')).json().sessions).toHaveLength(1);
  });

  it('shows Google as not configured and refuses to link without it', async () => {
    const settings = (await owner.client.get('/api/v4/me/settings')).json();
    expect(settings).toEqual({ hasPassword: true, google: { enabled: false, linked: false, email: null } });
    const link = await owner.client.post('/api/v4/me/google/link');
    expect(link.statusCode).toBe(400);
    expect(link.json()).toEqual(SETTINGS_ERRORS.googleNotConfigured);
  });

  it('unlinks Google only while the account keeps its password', async () => {
    const person = await signUpUser(testApp.app, 'Có Google');
    const claims = Buffer.from(JSON.stringify({ email: 'co.google@gmail.com', sub: '1234' })).toString('base64url');
    await testApp.ctx.databases.main.insert(account).values({
      id: randomUUID(),
      accountId: '1234',
      providerId: 'google',
      userId: person.id,
      idToken: `eyJhbGciOiJSUzI1NiJ9.${claims}.signature`,
    });
    const settings = (await person.client.get('/api/v4/me/settings')).json();
    expect(settings.google).toEqual({ enabled: false, linked: true, email: 'co.google@gmail.com' });
    expect(JSON.stringify(settings)).not.toContain('eyJ');

    await testApp.ctx.databases.main
      .delete(account)
      .where(and(eq(account.userId, person.id), eq(account.providerId, 'credential')));
    const refused = await person.client.post('/api/v4/me/google/unlink');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(SETTINGS_ERRORS.googleLastSignInMethod);

    const withPassword = await signUpUser(testApp.app, 'Có Cả Hai');
    await testApp.ctx.databases.main.insert(account).values({
      id: randomUUID(),
      accountId: '5678',
      providerId: 'google',
      userId: withPassword.id,
    });
    const unlinked = await withPassword.client.post('/api/v4/me/google/unlink');
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().google).toEqual({ enabled: false, linked: false, email: null });
    expect((await withPassword.client.post('/api/v4/me/google/unlink')).json()).toEqual(
      SETTINGS_ERRORS.googleNotLinked,
    );
    const [row] = await testApp.ctx.databases.main
      .select({ id: userTable.id })
      .from(userTable)
      .where(eq(userTable.id, withPassword.id));
    expect(row).toBeDefined();
  });
});

describe('linking Google when it is configured', () => {
  it('sends the browser to Google with our callback, and back to the settings page', async () => {
    const testApp = await createTestApp('pglite', {
      CONTENT_DIR: '/nonexistent-content-dir',
      GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'test-secret',
    });
    try {
      const person = await signUpUser(testApp.app, 'Muốn Liên Kết');
      expect((await person.client.get('/api/v4/me/settings')).json().google).toEqual({
        enabled: true,
        linked: false,
        email: null,
      });
      const response = await person.client.post('/api/v4/me/google/link');
      expect(response.statusCode).toBe(200);
      const url = new URL(response.json().url);
      expect(url.host).toBe('accounts.google.com');
      expect(url.searchParams.get('client_id')).toBe('test-client.apps.googleusercontent.com');
      expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/v4/auth/callback/google');
      expect(url.searchParams.get('state')).toBeTruthy();
    } finally {
      await testApp.close();
    }
  });
});
