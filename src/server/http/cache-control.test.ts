// What a cache may keep of the API's answers: nothing of an answer that did not choose (most depend on the
// session cookie, and a browser's or a proxy's copy would outlive a sign-out), while the answers made to
// be cached keep their own rule.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestFile, signUpUser, type SignedInUser } from '../test/users-and-files';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../test/test-app';

describeEachDatabase('Cache-Control of API answers', (kind) => {
  let testApp: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    user = await signUpUser(testApp.app, 'Bộ Nhớ Đệm');
  });
  afterAll(() => testApp.close());

  it('is private, no-store on every signed-in JSON answer', async () => {
    const file = await createTestFile(user.client);
    for (const url of [
      '/api/v4/session',
      '/api/v4/auth/get-session',
      '/api/v4/me/settings',
      '/api/v4/me/sessions',
      '/api/v4/files/me/counts',
      '/api/v4/files/me/uploaded',
      `/api/v4/files/${file.id}`,
    ]) {
      const response = await user.client.get(url);
      expect(response.statusCode, url).toBe(200);
      // better-auth's get-session says no-store itself; nothing is kept either way.
      expect(response.headers['cache-control'], url).toMatch(/^(private, )?no-store$/);
    }
  });

  it('is private, no-store on sign-in, on refusals and on anonymous answers', async () => {
    const visitor = new TestClient(testApp.app);
    const signIn = await visitor.post('/api/v4/auth/sign-in/email', { email: user.email, password: user.password });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('private, no-store');
    const anonymous = new TestClient(testApp.app);
    expect((await anonymous.get('/api/v4/session')).headers['cache-control']).toBe('private, no-store');
    const refused = await anonymous.get('/api/v4/me/settings');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect((await anonymous.get('/api/v4/nothing-here')).headers['cache-control']).toBe('private, no-store');
  });

  it('keeps the rule of the answers made to be cached', async () => {
    const sets = await user.client.get('/api/v4/practice/vocabulary/sets');
    expect(sets.headers['cache-control']).toBe('no-cache');
    expect(sets.headers.etag).toBeDefined();
    const file = await createTestFile(user.client, { content: 'tải xuống' });
    expect((await user.client.get(`/api/v4/files/${file.id}/content`)).headers['cache-control']).toBe(
      'private, no-cache',
    );
    const avatar = await user.client.get('/api/v4/avatar?name=An');
    expect(avatar.headers['cache-control']).toBe('public, max-age=86400');
  });
});
