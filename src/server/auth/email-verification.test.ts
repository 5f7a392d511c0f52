// E-mail verification (REQUIRE_EMAIL_VERIFICATION) on PGlite and PostgreSQL with a real SMTP
// server: sign-up answers the same for a new and a registered address and mails a verification link or a
// 'you already have an account' note; an unverified account signs in but cannot upload; the link verifies,
// signs in and lands on our page; tampered and expired links are refused; mails per account are limited.
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/auth-messages';
import { files, user as userTable } from '../db/main-schema';
import { uploadTestFile } from '../test/users-and-files';
import { linkInMail, startSmtpServer } from '../test/smtp-server';
import { createTestApp, describeEachDatabase, TEST_ORIGIN, TestClient, type TestApp } from '../test/test-app';
import { ACCOUNT_MAILS_PER_HOUR, VERIFICATION_LINK_TTL_S } from './auth';

const verifyLinkOf = (raw: string) => linkInMail(raw, /https?:\/\/[^\s"<>]+\/verify-email\?[^\s"<>]+/);
const signUp = (client: TestClient, email: string, password = 'mat-khau-an-toan') =>
  client.post('/api/v4/auth/sign-up/email', { email, password, name: 'Người Mới' });
const signIn = (client: TestClient, email: string, password = 'mat-khau-an-toan') =>
  client.post('/api/v4/auth/sign-in/email', { email, password });
const sessionUser = async (client: TestClient) => (await client.get('/api/v4/session')).json().user;

describeEachDatabase('e-mail verification', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  const email = `moi-${Date.now()}@example.com`;
  let link: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await createTestApp(kind, {
      CONTENT_DIR: '/nonexistent-content-dir',
      SMTP_URL: smtp.url,
      REQUIRE_EMAIL_VERIFICATION: 'true',
      ADMIN_EMAILS: email,
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });
  afterEach(() => vi.useRealTimers());

  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const usersWith = async (address: string) => {
    const [row] = await testApp.ctx.databases.main
      .select({ n: count() })
      .from(userTable)
      .where(eq(userTable.email, address));
    return row!.n;
  };

  it('tells the browser that uploads need a verified address', async () => {
    const config = await new TestClient(testApp.app).get('/api/v4/config');
    expect(config.json().emailVerificationRequired).toBe(true);
  });

  it('answers a new address without a session and mails it a verification link', async () => {
    const client = new TestClient(testApp.app);
    const response = await signUp(client, email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, verificationRequired: true });
    expect(await sessionUser(client)).toBeNull();
    expect(await usersWith(email)).toBe(1);

    await expect.poll(() => mailsTo(email).length).toBe(1);
    link = verifyLinkOf(mailsTo(email)[0]!.raw);
    const callback = new URL(link).searchParams.get('callbackURL');
    expect(callback).toBe(`${TEST_ORIGIN}/xac-nhan-email?verified=1`);
  });

  it('answers a registered address exactly the same, makes no account and mails its owner a note', async () => {
    const response = await signUp(new TestClient(testApp.app), email, 'mot-mat-khau-khac');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, verificationRequired: true });
    expect(await usersWith(email)).toBe(1);

    await expect.poll(() => mailsTo(email).length).toBe(2);
    const note = mailsTo(email)[1]!.raw;
    expect(() => verifyLinkOf(note)).toThrow();
    expect(linkInMail(note, /https?:\/\/[^\s"<>]+\/login/)).toBe(`${TEST_ORIGIN}/login`);
    // The stranger's password was not set: the owner's still signs in, the other does not.
    expect((await signIn(new TestClient(testApp.app), email, 'mot-mat-khau-khac')).statusCode).toBe(401);
  });

  it('lets an unverified account sign in but refuses its upload before reading the body', async () => {
    const client = new TestClient(testApp.app);
    expect((await signIn(client, email)).statusCode).toBe(200);
    const signedIn = await sessionUser(client);
    // A listed admin address is no admin before its mailbox is proved.
    expect(signedIn).toMatchObject({ email, emailVerified: false, isAdmin: false });

    const upload = await uploadTestFile(client);
    expect(upload.statusCode).toBe(403);
    expect(upload.json()).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: AUTH_MESSAGES.emailNotVerified });
    const [stored] = await testApp.ctx.databases.main
      .select({ n: count() })
      .from(files)
      .where(eq(files.userId, signedIn.id as string));
    expect(stored!.n).toBe(0);
  });

  it('mails the link again to the signed-in account only, and needs a session for it', async () => {
    const anonymous = await new TestClient(testApp.app).post('/api/v4/auth/send-verification-email', {});
    expect(anonymous.statusCode).toBe(401);

    const client = new TestClient(testApp.app);
    await signIn(client, email);
    const before = mailsTo(email).length;
    // Whatever address the body names, the link goes to the account's own.
    const resent = await client.post('/api/v4/auth/send-verification-email', { email: 'someone-else@example.com' });
    expect(resent.statusCode).toBe(200);
    await expect.poll(() => mailsTo(email).length).toBe(before + 1);
    expect(mailsTo('someone-else@example.com')).toHaveLength(0);
  });

  it('refuses a tampered link with an error on our page', async () => {
    const tampered = new URL(link);
    tampered.searchParams.set('token', `${tampered.searchParams.get('token')}x`);
    const response = await new TestClient(testApp.app).get(`${tampered.pathname}${tampered.search}`);
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(location.pathname).toBe('/xac-nhan-email');
    expect(location.searchParams.get('error')).toBe('INVALID_TOKEN');
  });

  it('refuses an expired link', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (VERIFICATION_LINK_TTL_S + 60) * 1000 });
    const response = await new TestClient(testApp.app).get(link.slice(TEST_ORIGIN.length));
    vi.useRealTimers();
    expect(response.statusCode).toBe(302);
    expect(new URL(response.headers.location as string).searchParams.get('error')).toBe('TOKEN_EXPIRED');
    expect(await usersWithVerified(email)).toBe(false);
  });

  it('lands every link on our page whatever its callbackURL says, never on English JSON', async () => {
    const failed = `${TEST_ORIGIN}/xac-nhan-email?error=INVALID_TOKEN`;
    const elsewhere = new URL(link);
    elsewhere.searchParams.set('token', 'khong-hop-le');
    elsewhere.searchParams.set('callbackURL', 'https://evil.example/');
    const withoutCallback = new URL(link);
    withoutCallback.searchParams.set('token', 'khong-hop-le');
    withoutCallback.searchParams.delete('callbackURL');
    for (const url of [
      `${elsewhere.pathname}${elsewhere.search}`,
      `${withoutCallback.pathname}${withoutCallback.search}`,
      '/api/v4/auth/verify-email',
      '/api/v4/auth/verify-email?token=a&token=b',
    ]) {
      const response = await new TestClient(testApp.app).get(url);
      expect(response.statusCode, url).toBe(302);
      expect(new URL(response.headers.location as string).origin, url).toBe(TEST_ORIGIN);
      expect(new URL(response.headers.location as string).pathname, url).toBe('/xac-nhan-email');
      expect(new URL(response.headers.location as string).searchParams.get('error'), url).toBeTruthy();
    }
    expect((await new TestClient(testApp.app).get('/api/v4/auth/verify-email')).headers.location).toBe(failed);
  });

  it('verifies the address from the link, signs the browser in, and then uploads work', async () => {
    const browser = new TestClient(testApp.app);
    const response = await browser.get(link.slice(TEST_ORIGIN.length));
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${TEST_ORIGIN}/xac-nhan-email?verified=1`);
    expect(await sessionUser(browser)).toMatchObject({ email, emailVerified: true, isAdmin: true });
    expect((await uploadTestFile(browser)).statusCode).toBe(201);

    // A second visit finds the address verified: no error, no second account.
    const again = await new TestClient(testApp.app).get(link.slice(TEST_ORIGIN.length));
    expect(again.headers.location).toBe(`${TEST_ORIGIN}/xac-nhan-email?verified=1`);
    // The link's callbackURL changed to another site: the browser still lands on ours.
    const elsewhere = new URL(link);
    elsewhere.searchParams.set('callbackURL', 'https://evil.example/');
    const redirected = await new TestClient(testApp.app).get(`${elsewhere.pathname}${elsewhere.search}`);
    expect(redirected.headers.location).toBe(`${TEST_ORIGIN}/xac-nhan-email?verified=1`);
  });

  it('sends an address at most the hourly number of notes, answering the same every time', async () => {
    const target = `ban-${Date.now()}@example.com`;
    await signUp(new TestClient(testApp.app), target);
    await expect.poll(() => mailsTo(target).length).toBe(1);
    for (let attempt = 0; attempt < ACCOUNT_MAILS_PER_HOUR + 2; attempt += 1) {
      const response = await signUp(new TestClient(testApp.app), target);
      expect(response.json()).toEqual({ status: true, verificationRequired: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(target)).toHaveLength(1 + ACCOUNT_MAILS_PER_HOUR);
  });

  async function usersWithVerified(address: string): Promise<boolean> {
    const [row] = await testApp.ctx.databases.main
      .select({ verified: userTable.emailVerified })
      .from(userTable)
      .where(eq(userTable.email, address));
    return row!.verified;
  }
});

describe('without REQUIRE_EMAIL_VERIFICATION', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', { CONTENT_DIR: '/nonexistent-content-dir' });
  });
  afterAll(async () => testApp?.close());

  it('signs a new account in at once and lets it upload unverified', async () => {
    const client = new TestClient(testApp.app);
    await client.signUp();
    expect(await sessionUser(client)).toMatchObject({ emailVerified: false });
    expect((await uploadTestFile(client)).statusCode).toBe(201);
    expect((await client.get('/api/v4/config')).json().emailVerificationRequired).toBe(false);
    const resend = await client.post('/api/v4/auth/send-verification-email', {});
    expect(resend.statusCode).toBe(400);
    expect(resend.json().message).toBe(AUTH_MESSAGES.verificationNotRequired);
  });
});
