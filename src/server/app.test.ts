import fs from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_ERRORS } from '../shared/errors';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createMigratedDataDir } from './test/data-dir';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from './test/test-app';

describeEachDatabase('bad input', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(() => testApp.close());

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v4/khong-co' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(GENERIC_ERRORS.notFound);
  });

  it('answers malformed JSON with a 400 and no stack trace', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v4/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", "password":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(GENERIC_ERRORS.malformedJson);
    expect(response.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('answers an oversized JSON body with a 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v4/auth/sign-up/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(2 * 1024 * 1024), name: 'Big' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(GENERIC_ERRORS.payloadTooLarge);
  });

  it('answers an unsupported content type with a 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v4/auth/sign-in/email',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('serves the public site settings and the initials avatar', async () => {
    const config = await testApp.app.inject({ method: 'GET', url: '/api/v4/config' });
    expect(config.json()).toMatchObject({
      googleSignInEnabled: false,
      exampleGenerationEnabled: false,
      analyticsMeasurementId: null,
    });
    const avatar = await testApp.app.inject({ method: 'GET', url: '/api/v4/avatar?name=Nguy%E1%BB%85n%20An' });
    expect(avatar.headers['content-type']).toContain('image/svg+xml');
    expect(avatar.body).toContain('>NA</text>');
    const bad = await testApp.app.inject({ method: 'GET', url: '/api/v4/avatar?size=99999' });
    expect(bad.statusCode).toBe(400);
  });

  it('offers Google sign-in only when configured, asking to pick an account', async () => {
    const client = new TestClient(testApp.app);
    const response = await client.post('/api/v4/auth/sign-in/social', { provider: 'google', callbackURL: '/' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('refusals of the HTTP layer on a listening server', () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
  });
  afterAll(() => testApp.close());

  /** Sends bytes as they are (no client library normalises them) and reads the whole answer. */
  function rawRequest(text: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const answer = Buffer.concat(chunks).toString('utf8');
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body });
      });
    });
  }

  it('answers headers too large (431) in the catalogue shape', async () => {
    const answer = await rawRequest(
      `GET /api/v4/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual(GENERIC_ERRORS.headersTooLarge);
  });

  it('answers an over-long path (414) and a bad URL encoding (400) in the catalogue shape', async () => {
    const tooLong = await rawRequest(
      `GET /api/v4/payments/${'1'.repeat(300)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(tooLong.status).toBe(414);
    expect(JSON.parse(tooLong.body)).toEqual(GENERIC_ERRORS.uriTooLong);
    const badEncoding = await rawRequest(
      'GET /api/v4/payments/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(badEncoding.status).toBe(400);
    expect(JSON.parse(badEncoding.body)).toEqual(GENERIC_ERRORS.badUrl);
  });

  it('answers a request the parser cannot read (400) in the catalogue shape', async () => {
    const answer = await rawRequest('THIS IS NOT HTTP\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual(GENERIC_ERRORS.badRequest);
  });
});

describe('AI provider configured', () => {
  it('tells the browser that examples can be generated', async () => {
    const testApp = await createTestApp('pglite', { OPENAI_API_KEY: 'sk-test' });
    try {
      const config = await testApp.app.inject({ method: 'GET', url: '/api/v4/config' });
      expect(config.json().exampleGenerationEnabled).toBe(true);
    } finally {
      await testApp.close();
    }
  });
});

describe('Google sign-in configured', () => {
  it('redirects to Google with prompt=select_account and our callback', async () => {
    const testApp = await createTestApp('pglite', {
      GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'test-secret',
    });
    try {
      const client = new TestClient(testApp.app);
      const response = await client.post('/api/v4/auth/sign-in/social', {
        provider: 'google',
        callbackURL: '/auth/complete',
        disableRedirect: true,
      });
      expect(response.statusCode).toBe(200);
      const url = new URL(response.json().url);
      expect(url.host).toBe('accounts.google.com');
      expect(url.searchParams.get('prompt')).toBe('select_account');
      expect(url.searchParams.get('client_id')).toBe('test-client.apps.googleusercontent.com');
      expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/v4/auth/callback/google');
      const config = await testApp.app.inject({ method: 'GET', url: '/api/v4/config' });
      expect(config.json().googleSignInEnabled).toBe(true);
    } finally {
      await testApp.close();
    }
  });
});

describe('restart on the same DATA_DIR', () => {
  it('keeps accounts and the generated auth secret', async () => {
    const dataDir = await createMigratedDataDir('app-restart-');
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
    try {
      const first = await buildApp(config, { serveWeb: false });
      const client = new TestClient(first.app);
      const { email, password } = await client.signUp(undefined, undefined, 'Trần Bình');
      await first.app.close();
      const secret = await fs.readFile(path.join(dataDir, 'auth-secret'), 'utf8');

      const second = await buildApp(config, { serveWeb: false });
      try {
        // The session cookie issued before the restart is still valid.
        const session = await client.useApp(second.app).get('/api/v4/session');
        expect(session.json().user.email).toBe(email);
        const again = new TestClient(second.app);
        const signIn = await again.post('/api/v4/auth/sign-in/email', { email, password });
        expect(signIn.statusCode).toBe(200);
        expect((await again.get('/api/v4/session')).json().user.displayName).toBe('Trần Bình');
        expect(await fs.readFile(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(secret);
      } finally {
        await second.app.close();
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
