import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/auth-messages';
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

  it('refuses a second account with the same e-mail', async () => {
    const client = new TestClient(testApp.app);
    const { email } = await client.signUp();
    const again = await new TestClient(testApp.app).post('/api/v4/auth/sign-up/email', {
      email,
      password: 'mat-khau-khac-nua',
      name: 'Khác',
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
    expect(again.json().message).toBe(AUTH_MESSAGES.emailTaken);
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
