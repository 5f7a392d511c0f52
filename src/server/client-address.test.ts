// Behind a reverse proxy (TRUST_PROXY) every per-address rule uses the address the proxy saw: the last
// entry of X-Forwarded-For that the proxy appended, never one the client wrote in front of it. The
// README's nginx example sends `X-Forwarded-For: $proxy_add_x_forwarded_for`, i.e. whatever the client
// sent followed by the address nginx saw.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../shared/auth-messages';
import { GENERIC_ERRORS } from '../shared/errors';
import { createTestApp, TestClient, type TestApp } from './test/test-app';

/** What the client claims (varied on every request), then what the proxy appended. */
const forwardedFor = (attempt: number, seenByProxy: string) => `10.${attempt}.${attempt}.1, ${seenByProxy}`;

describe('TRUST_PROXY=true: one proxy in front', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', {
      TRUST_PROXY: 'true',
      SIGN_IN_RATE_LIMIT: '3',
      ORDER_READ_RATE_LIMIT: '3',
    });
  });
  afterAll(() => testApp.close());

  it('limits sign-in attempts per address the proxy saw, whatever the client put first', async () => {
    const client = new TestClient(testApp.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await client.request({
        method: 'POST',
        url: '/api/v4/auth/sign-in/email',
        headers: { 'x-forwarded-for': forwardedFor(attempt, '203.0.113.7') },
        payload: { email: 'brute@example.com', password: `guess-number-${attempt}` },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429, 429]);

    // Another address behind the same proxy has its own budget.
    const other = await client.request({
      method: 'POST',
      url: '/api/v4/auth/sign-in/email',
      headers: { 'x-forwarded-for': forwardedFor(0, '203.0.113.8') },
      payload: { email: 'brute@example.com', password: 'guess-number-x' },
    });
    expect(other.statusCode).toBe(401);
  });

  it("keys the routes' own rate limits by the address the proxy saw", async () => {
    const client = new TestClient(testApp.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await client.request({
        method: 'GET',
        url: `/api/v4/payments/${1_800_000_000_000 + attempt}`,
        headers: { 'x-forwarded-for': forwardedFor(attempt, '198.51.100.4') },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    const limited = await client.request({
      method: 'GET',
      url: '/api/v4/payments/1800000000009',
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(limited.json()).toEqual(GENERIC_ERRORS.tooManyRequests);
  });

  it("records the address the proxy saw as the session's device address", async () => {
    const client = new TestClient(testApp.app);
    const signedUp = await client.request({
      method: 'POST',
      url: '/api/v4/auth/sign-up/email',
      headers: { 'x-forwarded-for': forwardedFor(1, '198.51.100.20') },
      payload: { email: 'thiet-bi@example.com', password: 'mat-khau-an-toan', name: 'Thiết Bị' },
    });
    expect(signedUp.statusCode).toBe(200);
    const sessions = await client.get('/api/v4/me/sessions');
    expect(sessions.json().sessions.map((session: { ipAddress: string }) => session.ipAddress)).toEqual([
      '198.51.100.20',
    ]);
  });

  it("knows a client that reaches the app's port directly by its own address, whatever it sends", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v4/payments/${1_800_000_000_100 + attempt}`,
        remoteAddress: '203.0.113.50',
        headers: { 'x-forwarded-for': `10.${attempt}.0.1` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  });
});

describe('TRUST_PROXY as a hop count or a list of proxy addresses', () => {
  /** The device address recorded for a sign-up sent with this X-Forwarded-For. */
  async function recordedAddress(testApp: TestApp, header: string): Promise<string> {
    const client = new TestClient(testApp.app);
    const signedUp = await client.request({
      method: 'POST',
      url: '/api/v4/auth/sign-up/email',
      headers: { 'x-forwarded-for': header },
      payload: { email: `chuoi-${Math.random()}@example.com`, password: 'mat-khau-an-toan', name: 'Chuỗi' },
    });
    expect(signedUp.statusCode).toBe(200);
    return (await client.get('/api/v4/me/sessions')).json().sessions[0].ipAddress as string;
  }

  it('2: a CDN then nginx, the address the CDN saw', async () => {
    const testApp = await createTestApp('pglite', { TRUST_PROXY: '2' });
    try {
      expect(await recordedAddress(testApp, '10.1.1.1, 198.51.100.30, 192.0.2.9')).toBe('198.51.100.30');
    } finally {
      await testApp.close();
    }
  });

  it('a list: the last address that is not one of the proxies', async () => {
    // Requests of app.inject() come from 127.0.0.1.
    const testApp = await createTestApp('pglite', { TRUST_PROXY: '127.0.0.1, 192.0.2.0/24' });
    try {
      expect(await recordedAddress(testApp, '10.1.1.1, 198.51.100.31, 192.0.2.9')).toBe('198.51.100.31');
      expect(await recordedAddress(testApp, '10.1.1.1, 198.51.100.32')).toBe('198.51.100.32');
    } finally {
      await testApp.close();
    }
  });
});
