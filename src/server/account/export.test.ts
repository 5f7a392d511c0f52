// The account export on PGlite and PostgreSQL: the signed-in user's profile, sign-in methods,
// files with links, saved / downloaded / viewed files, comments and practice record, as a download; nobody else's
// data and no secret in it; visitors get 401.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GENERIC_ERRORS } from '../../shared/errors';
import { createTestFile, signUpUser, type SignedInUser } from '../test/users-and-files';
import { createTestApp, describeEachDatabase, TEST_ORIGIN, TestClient, type TestApp } from '../test/test-app';

describeEachDatabase('account export', (kind) => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { CONTENT_DIR: '/nonexistent-content-dir' });
    owner = await signUpUser(testApp.app, 'Chủ Dữ Liệu');
    other = await signUpUser(testApp.app, 'Người Khác');
  });
  afterAll(async () => testApp?.close());

  it('answers 401 to a visitor', async () => {
    const response = await new TestClient(testApp.app).get('/api/v4/me/export');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(GENERIC_ERRORS.unauthorized);
  });

  it('gives the user everything the site keeps about them, and nothing of anyone else', async () => {
    const mine = await createTestFile(owner.client, { name: 'bai-tap-cua-toi.txt', description: 'Bài tập' });
    const theirs = await createTestFile(other.client, { name: 'tai-lieu-nguoi-khac.txt' });
    await createTestFile(other.client, { name: 'khong-lien-quan.txt' });
    await owner.client.request({ method: 'PUT', url: `/api/v4/files/${theirs.id}/save`, payload: { saved: true } });
    await owner.client.request({ method: 'POST', url: `/api/v4/files/${theirs.id}/views` });
    expect((await owner.client.get(`/api/v4/files/${theirs.id}/download`)).statusCode).toBe(200);
    const comment = (
      await owner.client.request({
        method: 'POST',
        url: `/api/v4/files/${theirs.id}/comments`,
        payload: { body: 'Cảm ơn bạn!\nRất hữu ích.' },
      })
    ).json().comment;
    await other.client.request({
      method: 'POST',
      url: `/api/v4/files/${theirs.id}/comments`,
      payload: { body: 'Bình luận của người khác', parentId: comment.id },
    });
    const created = await owner.client.request({
      method: 'POST',
      url: '/api/v4/collections',
      payload: { name: 'Ôn thi TOEIC', description: 'Đọc trước', fileId: theirs.id },
    });
    expect(created.statusCode).toBe(201);
    const collectionId = created.json().collection.id;
    await owner.client.request({ method: 'PUT', url: `/api/v4/collections/${collectionId}/items/${mine.id}` });
    await other.client.request({ method: 'POST', url: '/api/v4/collections', payload: { name: 'Bộ của người khác' } });

    const response = await owner.client.get('/api/v4/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="du-lieu-tai-khoan-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();

    expect(data.profile).toMatchObject({
      id: owner.id,
      email: owner.email,
      displayName: 'Chủ Dữ Liệu',
      signInMethods: ['email'],
      authorPage: `${TEST_ORIGIN}/user/${owner.id}`,
    });
    expect(data.files).toEqual([
      expect.objectContaining({
        id: mine.id,
        filename: 'bai-tap-cua-toi.txt',
        description: 'Bài tập',
        isPublic: true,
        links: { page: `${TEST_ORIGIN}/file/${mine.id}`, download: `${TEST_ORIGIN}/api/v4/files/${mine.id}/download` },
      }),
    ]);
    for (const list of ['saved', 'downloaded', 'viewed']) {
      expect(data[list]).toEqual([{ fileId: theirs.id, filename: 'tai-lieu-nguoi-khac.txt', at: expect.any(String) }]);
    }
    expect(data.comments).toEqual([
      {
        id: comment.id,
        fileId: theirs.id,
        filename: 'tai-lieu-nguoi-khac.txt',
        page: `${TEST_ORIGIN}/file/${theirs.id}`,
        replyTo: null,
        body: 'Cảm ơn bạn!\nRất hữu ích.',
        createdAt: expect.any(String),
        editedAt: null,
        hiddenByDocumentOwner: false,
        hiddenByModeration: null,
      },
    ]);
    expect(response.body).not.toContain('Bình luận của người khác');
    expect(data.collections).toEqual([
      {
        id: collectionId,
        name: 'Ôn thi TOEIC',
        description: 'Đọc trước',
        isPublic: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        page: `${TEST_ORIGIN}/collection/${collectionId}`,
        documents: [
          { fileId: theirs.id, filename: 'tai-lieu-nguoi-khac.txt', addedAt: expect.any(String) },
          { fileId: mine.id, filename: 'bai-tap-cua-toi.txt', addedAt: expect.any(String) },
        ],
      },
    ]);
    expect(response.body).not.toContain('Bộ của người khác');
    expect(data.practice).toMatchObject({
      attempts: [],
      cards: [],
      settings: { desiredRetention: expect.any(Number) },
    });

    expect(response.body).not.toContain('khong-lien-quan');
    expect(response.body).not.toContain(other.email);
    for (const secret of ['password', 'token', 'storageKey', 'storage_key', owner.password]) {
      expect(response.body).not.toContain(secret);
    }
  });
});
