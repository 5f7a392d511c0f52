import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_ERRORS, AUTH_MESSAGES } from '../../shared/auth-messages';
import { account as accountTable, user as userTable } from '../db/main-schema';
import { createAuth } from './auth';
import { GENERIC_ERRORS } from '../../shared/errors';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../test/test-app';

describeEachDatabase('accounts API', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(() => testApp.close());

  it('signs up, reads the session, signs out', async () => {
    const client = new TestClient(testApp.app);
    const { email, user } = await client.signUp(undefined, undefined, 'Nguyễn Văn An');
    expect(user.email).toBe(email);
    expect(user.displayName).toBe('Nguyễn Văn An');

    const signOut = await client.post('/api/v4/auth/sign-out', {});
    expect(signOut.statusCode).toBe(200);
    expect((await client.get('/api/v4/session')).json()).toEqual({ user: null });
  });

  it('refuses a signed-out session cookie at once, although sessions are cached', async () => {
    const client = new TestClient(testApp.app);
    await client.signUp();
    const cookie = client.cookieHeader();
    // Read twice: the second answer comes from the session cache.
    expect((await testApp.app.inject({ url: '/api/v4/files/me/counts', headers: { cookie } })).statusCode).toBe(200);
    expect((await testApp.app.inject({ url: '/api/v4/files/me/counts', headers: { cookie } })).statusCode).toBe(200);

    expect((await client.post('/api/v4/auth/sign-out', {})).statusCode).toBe(200);
    const stale = await testApp.app.inject({ url: '/api/v4/files/me/counts', headers: { cookie } });
    expect(stale.statusCode).toBe(401);
    expect((await testApp.app.inject({ url: '/api/v4/session', headers: { cookie } })).json()).toEqual({ user: null });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const client = new TestClient(testApp.app);
    const response = await client.post('/api/v4/auth/sign-up/email', {
      email: 'cookie@example.com',
      password: 'mat-khau-an-toan',
      name: 'Cookie',
    });
    const sessionCookie = response.cookies.find((cookie) => cookie.name.includes('session_token'));
    expect(sessionCookie?.httpOnly).toBe(true);
    expect(sessionCookie?.sameSite).toBe('Lax');
    expect(sessionCookie?.secure).toBeFalsy();
  });

  it('keeps the session token in the HttpOnly cookie: no answer body carries it', async () => {
    const client = new TestClient(testApp.app);
    const email = 'khong-lo-token@example.com';
    const password = 'mat-khau-an-toan';
    /** The cookie's value is the token, a dot and its signature. */
    const tokenOf = (response: { cookies: { name: string; value: string }[] }) => {
      const cookie = response.cookies.find((candidate) => candidate.name.includes('session_token'))!;
      return decodeURIComponent(cookie.value).split('.')[0]!;
    };

    const signUp = await client.post('/api/v4/auth/sign-up/email', { email, password, name: 'Token' });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()).not.toHaveProperty('token');
    expect(signUp.json().user.email).toBe(email);
    expect(signUp.body).not.toContain(tokenOf(signUp));

    const signIn = await client.post('/api/v4/auth/sign-in/email', { email, password });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).not.toHaveProperty('token');
    expect(signIn.json().user.email).toBe(email);
    const token = tokenOf(signIn);
    expect(signIn.body).not.toContain(token);

    const session = await client.get('/api/v4/auth/get-session');
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe(email);
    expect(session.json().session).not.toHaveProperty('token');
    expect(session.body).not.toContain(token);
  });

  it('closes the routes that hand a page OAuth tokens or every session', async () => {
    const client = new TestClient(testApp.app);
    await client.signUp();
    for (const route of ['list-sessions', 'get-access-token', 'refresh-token', 'account-info']) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await client.request({
          method,
          url: `/api/v4/auth/${route}`,
          payload: method === 'POST' ? { providerId: 'google' } : undefined,
        });
        expect(response.statusCode, `${method} ${route}`).toBe(404);
        expect(response.json(), `${method} ${route}`).toEqual(GENERIC_ERRORS.notFound);
      }
    }
  });

  it('signs in with the right password and refuses a wrong one in Vietnamese', async () => {
    const first = new TestClient(testApp.app);
    const { email, password } = await first.signUp();

    const second = new TestClient(testApp.app);
    const wrong = await second.post('/api/v4/auth/sign-in/email', { email, password: 'sai-mat-khau-roi' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: AUTH_MESSAGES.invalidCredentials });
    expect((await second.get('/api/v4/session')).json().user).toBeNull();

    const right = await second.post('/api/v4/auth/sign-in/email', { email, password });
    expect(right.statusCode).toBe(200);
    expect((await second.get('/api/v4/session')).json().user.email).toBe(email);
  });

  it('refuses an unknown e-mail with the same message as a wrong password', async () => {
    const client = new TestClient(testApp.app);
    const response = await client.post('/api/v4/auth/sign-in/email', {
      email: 'khong-ton-tai@example.com',
      password: 'mat-khau-an-toan',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('refuses a second account with the same e-mail without saying the e-mail is registered', async () => {
    const client = new TestClient(testApp.app);
    const { email } = await client.signUp();
    const again = await new TestClient(testApp.app).post('/api/v4/auth/sign-up/email', {
      email: email.toUpperCase(),
      password: 'mat-khau-khac-nua',
      name: 'Khác',
    });
    // ASVS 6.3.8: the answer of any refused sign-up, not better-auth's USER_ALREADY_EXISTS (422).
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(AUTH_ERRORS.signUpFailed);
    expect(again.body).not.toMatch(/đã được đăng ký|ALREADY_EXISTS/i);
  });

  it('answers sign-up problems in sign-up wording, never the sign-in failure', async () => {
    const client = new TestClient(testApp.app);
    for (const email of ['abc', 'abc@', 'a b@example.com', '']) {
      const response = await client.post('/api/v4/auth/sign-up/email', {
        email,
        password: 'mat-khau-an-toan',
        name: 'X',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: AUTH_MESSAGES.invalidEmail });
    }
    const noPassword = await client.post('/api/v4/auth/sign-up/email', { email: 'np@example.com', name: 'X' });
    expect(noPassword.json().message).toBe(AUTH_MESSAGES.weakPassword);
    const longName = await client.post('/api/v4/auth/sign-up/email', {
      email: 'ln@example.com',
      password: 'mat-khau-an-toan',
      name: 'n'.repeat(81),
    });
    expect(longName.json().message).toBe(AUTH_MESSAGES.displayNameTooLong);
  });

  it('accepts only our own avatar as a profile image, at sign-up and on update', async () => {
    const tracker = await new TestClient(testApp.app).post('/api/v4/auth/sign-up/email', {
      email: 'tracker@example.com',
      password: 'mat-khau-an-toan',
      name: 'T',
      image: 'https://tracker.example/pixel.gif',
    });
    expect(tracker.statusCode).toBe(400);
    expect(tracker.json()).toEqual({ code: 'BAD_REQUEST', message: AUTH_MESSAGES.invalidProfileImage });

    const client = new TestClient(testApp.app);
    await client.signUp();
    for (const image of [
      'https://tracker.example/pixel.gif',
      '//tracker.example/pixel.gif',
      'http://localhost:3000/api/v4/avatar?name=A',
      '/api/v4/avatar/../files/x',
      '/api/v4/avatar?name=<script>',
      'javascript:alert(1)',
      42,
    ]) {
      const response = await client.post('/api/v4/auth/update-user', { image });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: AUTH_MESSAGES.invalidProfileImage });
    }
    expect((await client.get('/api/v4/session')).json().user.photoURL).toBeNull();

    const own = '/api/v4/avatar?name=Nguy%E1%BB%85n%20An&size=96';
    expect((await client.post('/api/v4/auth/update-user', { image: own })).statusCode).toBe(200);
    expect((await client.get('/api/v4/session')).json().user.photoURL).toBe(own);
    expect((await client.post('/api/v4/auth/update-user', { image: null })).statusCode).toBe(200);
    expect((await client.get('/api/v4/session')).json().user.photoURL).toBeNull();
    const renamed = await client.post('/api/v4/auth/update-user', { name: 'Tên Mới' });
    expect(renamed.statusCode).toBe(200);
    expect((await client.get('/api/v4/session')).json().user.displayName).toBe('Tên Mới');
  });

  it('never shows a profile image stored before the rule as the session photo', async () => {
    const client = new TestClient(testApp.app);
    const { user } = await client.signUp();
    await testApp.ctx.databases.main
      .update(userTable)
      .set({ image: 'https://tracker.example/old.gif' })
      .where(eq(userTable.id, user.id));
    await testApp.ctx.announceSessionsChanged();
    expect((await client.get('/api/v4/session')).json().user.photoURL).toBeNull();
  });

  const googleProfileMapping = () => {
    const google = createAuth({
      config: {
        ...testApp.ctx.config,
        auth: { ...testApp.ctx.config.auth, google: { clientId: 'c', clientSecret: 's' } },
      },
      db: testApp.ctx.databases.main,
      secret: 'test-secret-test-secret-test-secret-0123',
      mailer: { destination: 'nowhere', send: async () => {} },
      log: { warn: () => {}, error: () => {} },
    }).options.socialProviders.google;
    return google?.mapProfileToUser as ((profile: unknown) => unknown) | undefined;
  };

  it('keeps Google’s photo out: a Google account shows its initials avatar', () => {
    const mapped = googleProfileMapping()?.({ picture: 'https://lh3.googleusercontent.com/a/photo' });
    expect(mapped).toEqual({ image: undefined });
  });

  it('gives a Google account a display name that follows the rules of a typed one', () => {
    const mapProfileToUser = googleProfileMapping();
    const picture = 'https://lh3.googleusercontent.com/a/photo';
    expect(mapProfileToUser?.({ name: 'Lan\u202Efdp.exe\nAnh', picture })).toEqual({
      image: undefined,
      name: 'Lan fdp.exe Anh',
    });
    expect(mapProfileToUser?.({ name: 'x'.repeat(200), picture })).toEqual({ image: undefined, name: 'x'.repeat(80) });
  });

  it('refuses a short password', async () => {
    const response = await new TestClient(testApp.app).post('/api/v4/auth/sign-up/email', {
      email: 'short@example.com',
      password: '123',
      name: 'Short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH_MESSAGES.weakPassword);
  });

  it('refuses a sign-up sent from another site', async () => {
    const response = await new TestClient(testApp.app).request({
      method: 'POST',
      url: '/api/v4/auth/sign-up/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'csrf@example.com', password: 'mat-khau-an-toan', name: 'X' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(GENERIC_ERRORS.forbiddenOrigin);
  });

  it('answers a path better-auth does not know in the catalogue shape, not an empty text', async () => {
    const client = new TestClient(testApp.app);
    for (const response of [
      await client.get('/api/v4/auth/khong-co'),
      await client.post('/api/v4/auth/khong-co', {}),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual(GENERIC_ERRORS.notFound);
    }
  });
});

it('limits repeated sign-in attempts from one address', async () => {
  const testApp = await createTestApp('pglite', { SIGN_IN_RATE_LIMIT: '3' });
  try {
    const client = new TestClient(testApp.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await client.post('/api/v4/auth/sign-in/email', {
        email: 'brute@example.com',
        password: `guess-number-${attempt}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses[4]).toBe(429);
    const limited = await client.post('/api/v4/auth/sign-in/email', {
      email: 'brute@example.com',
      password: 'x-y-z-w-1',
    });
    expect(limited.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
  } finally {
    await testApp.close();
  }
});

it('hashes passwords with the product’s scrypt (the other suites use a fast hasher)', async () => {
  const testApp = await createTestApp('pglite', {}, { realPasswordHashing: true });
  try {
    const first = new TestClient(testApp.app);
    const { email, password, user } = await first.signUp();
    const [credential] = await testApp.ctx.databases.main
      .select({ password: accountTable.password })
      .from(accountTable)
      .where(eq(accountTable.userId, user.id));
    // better-auth's scrypt: a 16-byte salt and a 64-byte key, in hex, never the password itself.
    expect(credential?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);

    const second = new TestClient(testApp.app);
    const wrong = await second.post('/api/v4/auth/sign-in/email', { email, password: 'sai-mat-khau-roi' });
    expect(wrong.statusCode).toBe(401);
    expect((await second.post('/api/v4/auth/sign-in/email', { email, password })).statusCode).toBe(200);
  } finally {
    await testApp.close();
  }
});
