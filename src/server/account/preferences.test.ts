// The account's interface language on PGlite and PostgreSQL: visitors get 401, a language the site does not
// offer is refused with the catalogue's message and nothing stored, a choice reads back, and the export
// carries it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SETTINGS_ERRORS } from '../../shared/account/messages';
import { GENERIC_ERRORS } from '../../shared/errors';
import { signUpUser, type SignedInUser } from '../test/users-and-files';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../test/test-app';

describeEachDatabase('account preferences', (kind) => {
  let testApp: TestApp;
  let learner: SignedInUser;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { CONTENT_DIR: '/nonexistent-content-dir' });
    learner = await signUpUser(testApp.app, 'Người Học');
  });
  afterAll(async () => testApp?.close());

  const putLanguage = (client: TestClient, language: unknown) =>
    client.request({ method: 'PUT', url: '/api/v4/me/preferences', payload: { language } });

  it('answers 401 to a visitor', async () => {
    const visitor = new TestClient(testApp.app);
    for (const response of [await visitor.get('/api/v4/me/preferences'), await putLanguage(visitor, 'en')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(GENERIC_ERRORS.unauthorized);
    }
  });

  it('has no language until the account chooses one', async () => {
    const response = await learner.client.get('/api/v4/me/preferences');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ language: null });
  });

  it('refuses a language the site does not offer, and stores nothing', async () => {
    for (const language of ['fr', '', 'EN', 42, null]) {
      const response = await putLanguage(learner.client, language);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: GENERIC_ERRORS.badRequest.code,
        message: SETTINGS_ERRORS.unknownLanguage.message,
      });
    }
    expect((await learner.client.get('/api/v4/me/preferences')).json()).toEqual({ language: null });
  });

  it('keeps the chosen language, and the export carries it', async () => {
    const saved = await putLanguage(learner.client, 'en');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'en' });
    expect((await learner.client.get('/api/v4/me/preferences')).json()).toEqual({ language: 'en' });
    expect((await learner.client.get('/api/v4/me/export')).json().preferences).toEqual({ interfaceLanguage: 'en' });

    expect((await putLanguage(learner.client, 'vi')).json()).toEqual({ language: 'vi' });
    expect((await learner.client.get('/api/v4/me/preferences')).json()).toEqual({ language: 'vi' });
  });

  it('is the account’s own: another account keeps its own choice', async () => {
    const other = await signUpUser(testApp.app, 'Người Khác');
    expect((await other.client.get('/api/v4/me/preferences')).json()).toEqual({ language: null });
  });
});
