// Password reset on PGlite and PostgreSQL, with a real SMTP server started by the test
// (smtp-server): the mail's link → the reset page → a new password; every session signed out; the same
// answer for an unknown address; expired, reused and tampered links refused; at most three mails per
// account an hour and a per-address limit; without SMTP, the mail lands in DATA_DIR/outbox.
import fs from 'node:fs/promises';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/auth-messages';
import { verification } from '../db/main-schema';
import { signUpUser, type SignedInUser } from '../test/users-and-files';
import { linkInMail, startSmtpServer } from '../test/smtp-server';
import { createTestApp, describeEachDatabase, TEST_ORIGIN, TestClient, type TestApp } from '../test/test-app';

/** The reset link of a raw mail. */
const resetLinkOf = (raw: string) => linkInMail(raw, /https?:\/\/[^\s"<>]+\/reset-password\/[^\s"<>]+/);

const requestReset = (client: TestClient, email: string) =>
  client.post('/api/v4/auth/request-password-reset', { email });

describeEachDatabase('password reset', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  let user: SignedInUser;
  let otherDevice: TestClient;
  let link: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await createTestApp(kind, { CONTENT_DIR: '/nonexistent-content-dir', SMTP_URL: smtp.url });
    user = await signUpUser(testApp.app, 'Người Quên');
    otherDevice = new TestClient(testApp.app);
    expect(
      (await otherDevice.post('/api/v4/auth/sign-in/email', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('answers the same for an address with and without an account, and mails only the account', async () => {
    const visitor = new TestClient(testApp.app);
    const known = await requestReset(visitor, user.email);
    const unknown = await requestReset(visitor, 'nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    await expect.poll(() => smtp.received.length).toBe(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([user.email]);
    expect(mail!.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    link = resetLinkOf(mail!.raw);
    expect(link.startsWith(`${TEST_ORIGIN}/api/v4/auth/reset-password/`)).toBe(true);
  });

  it('refuses a malformed address with the form’s message', async () => {
    const response = await requestReset(new TestClient(testApp.app), 'not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH_MESSAGES.invalidEmail);
  });

  it('leads from the link to the reset page, sets the new password and signs every device out', async () => {
    const visitor = new TestClient(testApp.app);
    const landing = await visitor.get(link.slice(TEST_ORIGIN.length));
    expect(landing.statusCode).toBe(302);
    const location = new URL(landing.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${TEST_ORIGIN}/dat-lai-mat-khau`);
    const token = location.searchParams.get('token')!;
    expect(token).toMatch(/\w{10,}/);

    const tooShort = await visitor.post('/api/v4/auth/reset-password', { token, newPassword: '123' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe(AUTH_MESSAGES.weakPassword);

    const reset = await visitor.post('/api/v4/auth/reset-password', { token, newPassword: 'mat-khau-moi-2026' });
    expect(reset.statusCode).toBe(200);

    for (const client of [user.client, otherDevice]) {
      expect((await client.get('/api/v4/session')).json().user).toBeNull();
    }
    const oldPassword = await new TestClient(testApp.app).post('/api/v4/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await user.client.post('/api/v4/auth/sign-in/email', {
      email: user.email,
      password: 'mat-khau-moi-2026',
    });
    expect(newPassword.statusCode).toBe(200);
    expect((await user.client.get('/api/v4/session')).json().user.email).toBe(user.email);

    // Used once: the same link and token are refused now.
    const again = await visitor.post('/api/v4/auth/reset-password', { token, newPassword: 'mat-khau-khac-2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'INVALID_TOKEN', message: AUTH_MESSAGES.invalidResetLink });
    const reused = await visitor.get(link.slice(TEST_ORIGIN.length));
    expect(new URL(reused.headers.location as string).searchParams.get('error')).toBe('INVALID_TOKEN');
  });

  it('refuses a tampered or expired link', async () => {
    const visitor = new TestClient(testApp.app);
    const tampered = await visitor.post('/api/v4/auth/reset-password', {
      token: 'x'.repeat(24),
      newPassword: 'mat-khau-moi-2026',
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe(AUTH_MESSAGES.invalidResetLink);

    const before = smtp.received.length;
    await requestReset(visitor, user.email);
    await expect.poll(() => smtp.received.length).toBe(before + 1);
    const expiring = resetLinkOf(smtp.received.at(-1)!.raw);
    await testApp.ctx.databases.main
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, 'reset-password:%'));
    const landing = await visitor.get(expiring.slice(TEST_ORIGIN.length));
    expect(new URL(landing.headers.location as string).searchParams.get('error')).toBe('INVALID_TOKEN');
    const token = expiring.split('/reset-password/')[1]!.split('?')[0]!;
    const late = await visitor.post('/api/v4/auth/reset-password', { token, newPassword: 'mat-khau-moi-2027' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(AUTH_MESSAGES.invalidResetLink);
  });

  /** Requests `count` reset links for `email` and returns their tokens, oldest first. */
  async function resetTokensFor(email: string, count: number): Promise<string[]> {
    const visitor = new TestClient(testApp.app);
    const before = smtp.received.filter((mail) => mail.to.includes(email)).length;
    for (let request = 0; request < count; request += 1) {
      expect((await requestReset(visitor, email)).statusCode).toBe(200);
      await expect
        .poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length)
        .toBe(before + request + 1);
    }
    return smtp.received
      .filter((mail) => mail.to.includes(email))
      .slice(before)
      .map((mail) => resetLinkOf(mail.raw).split('/reset-password/')[1]!.split('?')[0]!);
  }
  const resetWith = (token: string, newPassword: string) =>
    new TestClient(testApp.app).post('/api/v4/auth/reset-password', { token, newPassword });

  it('a reset ends every other reset link of the account', async () => {
    const forgetful = await signUpUser(testApp.app, 'Người Hay Quên');
    const [first, second, third] = await resetTokensFor(forgetful.email, 3);
    expect((await resetWith(first!, 'mat-khau-moi-2026')).statusCode).toBe(200);
    for (const token of [second!, third!]) {
      const late = await resetWith(token, 'mat-khau-cua-ke-gian');
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(AUTH_MESSAGES.invalidResetLink);
    }
    const signIn = await new TestClient(testApp.app).post('/api/v4/auth/sign-in/email', {
      email: forgetful.email,
      password: 'mat-khau-moi-2026',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('a password change, from the settings or through better-auth, ends every reset link of the account', async () => {
    const careful = await signUpUser(testApp.app, 'Người Cẩn Thận');
    const [fromSettings] = await resetTokensFor(careful.email, 1);
    const changed = await careful.client.post('/api/v4/me/password', {
      currentPassword: careful.password,
      newPassword: 'mat-khau-doi-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect((await resetWith(fromSettings!, 'mat-khau-cua-ke-gian')).statusCode).toBe(400);

    const [fromAuth] = await resetTokensFor(careful.email, 1);
    const direct = await careful.client.post('/api/v4/auth/change-password', {
      currentPassword: 'mat-khau-doi-2026',
      newPassword: 'mat-khau-doi-2027',
    });
    expect(direct.statusCode).toBe(200);
    expect((await resetWith(fromAuth!, 'mat-khau-cua-ke-gian')).statusCode).toBe(400);
  });

  it('lands a link on the reset page whatever its callbackURL says, a refused one with ?error', async () => {
    const visitor = new TestClient(testApp.app);
    const before = smtp.received.length;
    await requestReset(visitor, user.email);
    await expect.poll(() => smtp.received.length).toBe(before + 1);
    const path = resetLinkOf(smtp.received.at(-1)!.raw).slice(TEST_ORIGIN.length).split('?')[0]!;
    const resetPage = `${TEST_ORIGIN}/dat-lai-mat-khau`;
    const landings = [
      // The link's own token, sent elsewhere or nowhere: still our page, with the token.
      [`${path}?callbackURL=${encodeURIComponent('https://evil.example/steal')}`, 'token'],
      [path, 'token'],
      // An unknown token, without a callbackURL (better-auth's English JSON before): our page, ?error.
      ['/api/v4/auth/reset-password/khong-co-token', 'error'],
    ] as const;
    for (const [url, expected] of landings) {
      const landing = await visitor.get(url);
      expect(landing.statusCode, url).toBe(302);
      const location = new URL(landing.headers.location as string);
      expect(`${location.origin}${location.pathname}`, url).toBe(resetPage);
      expect(location.searchParams.has(expected), url).toBe(true);
    }
  });

  it('mails one account at most three links an hour, answering the same after', async () => {
    const flooded = await signUpUser(testApp.app, 'Người Bị Làm Phiền');
    const before = smtp.received.filter((mail) => mail.to.includes(flooded.email)).length;
    const visitor = new TestClient(testApp.app);
    for (let request = 0; request < 5; request += 1) {
      expect((await requestReset(visitor, flooded.email)).statusCode).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((mail) => mail.to.includes(flooded.email)).length - before).toBe(3);
  });
});

describe('password reset without a mail server', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', { CONTENT_DIR: '/nonexistent-content-dir', SIGN_IN_RATE_LIMIT: '3' });
  });
  afterAll(async () => testApp?.close());

  it('writes the mail to DATA_DIR/outbox, and limits requests per address', async () => {
    const client = new TestClient(testApp.app);
    const { email } = await client.signUp();
    const visitor = new TestClient(testApp.app);
    expect((await requestReset(visitor, email)).statusCode).toBe(200);
    const outbox = path.join(testApp.dataDir, 'outbox');
    await expect.poll(async () => (await fs.readdir(outbox).catch(() => [])).length).toBe(1);
    const [file] = await fs.readdir(outbox);
    expect(file).toMatch(/\.eml$/);
    const raw = await fs.readFile(path.join(outbox, file!), 'utf8');
    expect(raw).toContain(`To: ${email}`);
    expect(resetLinkOf(raw)).toContain('/api/v4/auth/reset-password/');

    // SIGN_IN_RATE_LIMIT requests per address in 15 minutes, then the limit's message.
    expect((await requestReset(visitor, 'a@example.com')).statusCode).toBe(200);
    expect((await requestReset(visitor, 'b@example.com')).statusCode).toBe(200);
    const limited = await requestReset(visitor, 'c@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(AUTH_MESSAGES.tooManyResetRequests);
  });
});
