import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_ERRORS } from '../shared/errors';
import { buildApp } from './app';
import { loadConfig } from './config';
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
    expect(config.json()).toMatchObject({ googleSignInEnabled: false, analyticsMeasurementId: null });
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
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'app-restart-'));
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
