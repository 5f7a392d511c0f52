// Every files endpoint called as an anonymous visitor, the owner and another user, on a public and a
// private file (every permission rule is enforced by the server; as in Immich, the same
// access tests for every endpoint). A private file's name, bytes and the owner's e-mail never reach
// anyone but the owner.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_ERRORS } from '../../shared/errors';
import type { TFile, TFileListResponse, TSearchResponse } from '../../shared/files/contract';
import { FILE_ERRORS } from '../../shared/files/messages';
import { MODERATION_ERRORS } from '../../shared/moderation/messages';
import { filePages } from '../db/main-schema';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../test/test-app';
import { createTestFile, signUpUser, type SignedInUser } from '../test/users-and-files';

type Caller = 'anonymous' | 'owner' | 'other';
type Visibility = 'public' | 'private';
type Call = (client: TestClient, fileId: string) => Promise<LightMyRequestResponse>;

const PRIVATE_NAME = 'bi-mat-rieng-tu.txt';
const PRIVATE_CONTENT = 'NOI-DUNG-BI-MAT-CUA-CHU-FILE';
const PRIVATE_DESCRIPTION = 'mo-ta-bi-mat';

const json = (client: TestClient, method: 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
  client.request({ method, url, payload });

/** Expected status per visibility and caller; deletes are covered separately since they destroy the file. */
const MATRIX: { name: string; call: Call; expected: Record<Visibility, Record<Caller, number>> }[] = [
  {
    name: 'GET /files/:id',
    call: (client, id) => client.get(`/api/v4/files/${id}`),
    expected: {
      public: { anonymous: 200, owner: 200, other: 200 },
      private: { anonymous: 403, owner: 200, other: 403 },
    },
  },
  {
    name: 'GET /files/:id/content',
    call: (client, id) => client.get(`/api/v4/files/${id}/content`),
    expected: {
      public: { anonymous: 200, owner: 200, other: 200 },
      private: { anonymous: 403, owner: 200, other: 403 },
    },
  },
  {
    name: 'GET /files/:id/download',
    call: (client, id) => client.get(`/api/v4/files/${id}/download`),
    expected: {
      public: { anonymous: 401, owner: 200, other: 200 },
      private: { anonymous: 401, owner: 200, other: 403 },
    },
  },
  {
    // A text file has no office preview: readable → 404 OFFICE_PREVIEW_UNAVAILABLE, else 403.
    name: 'GET /files/:id/preview.pdf',
    call: (client, id) => client.get(`/api/v4/files/${id}/preview.pdf`),
    expected: {
      public: { anonymous: 404, owner: 404, other: 404 },
      private: { anonymous: 403, owner: 404, other: 403 },
    },
  },
  {
    // A text file has no thumbnail: readable → 404 THUMBNAIL_NOT_FOUND, else 403 (previews.test.ts
    // covers a file with one).
    name: 'GET /files/:id/thumbnail',
    call: (client, id) => client.get(`/api/v4/files/${id}/thumbnail`),
    expected: {
      public: { anonymous: 404, owner: 404, other: 404 },
      private: { anonymous: 403, owner: 404, other: 403 },
    },
  },
  {
    name: 'POST /files/:id/views',
    call: (client, id) => json(client, 'POST', `/api/v4/files/${id}/views`),
    expected: {
      public: { anonymous: 204, owner: 200, other: 200 },
      private: { anonymous: 403, owner: 200, other: 403 },
    },
  },
  {
    name: 'PUT /files/:id/save',
    call: (client, id) => json(client, 'PUT', `/api/v4/files/${id}/save`, { saved: true }),
    expected: {
      public: { anonymous: 401, owner: 200, other: 200 },
      private: { anonymous: 401, owner: 200, other: 403 },
    },
  },
  {
    name: 'PATCH /files/:id',
    call: (client, id) => json(client, 'PATCH', `/api/v4/files/${id}`, { description: 'mô tả mới' }),
    expected: {
      public: { anonymous: 401, owner: 200, other: 403 },
      private: { anonymous: 401, owner: 200, other: 403 },
    },
  },
  {
    name: 'GET /files/:id/position',
    call: (client, id) => client.get(`/api/v4/files/${id}/position`),
    expected: {
      public: { anonymous: 401, owner: 200, other: 200 },
      private: { anonymous: 401, owner: 200, other: 403 },
    },
  },
  {
    name: 'PUT /files/:id/position',
    call: (client, id) => json(client, 'PUT', `/api/v4/files/${id}/position`, { page: 3 }),
    expected: {
      public: { anonymous: 401, owner: 200, other: 200 },
      private: { anonymous: 401, owner: 200, other: 403 },
    },
  },
  {
    // The detail page's rule, and nobody reports their own file (403 REPORT_OWN_FILE).
    name: 'POST /files/:id/reports',
    call: (client, id) => json(client, 'POST', `/api/v4/files/${id}/reports`, { reason: 'spam' }),
    expected: {
      public: { anonymous: 401, owner: 403, other: 201 },
      private: { anonymous: 401, owner: 403, other: 403 },
    },
  },
];

/** Every /admin endpoint, called with a valid body on the public file or its owner. */
const ADMIN_CALLS: {
  name: string;
  call: (client: TestClient, fileId: string, userId: string) => Promise<LightMyRequestResponse>;
}[] = [
  { name: 'GET /admin/reports', call: (client) => client.get('/api/v4/admin/reports') },
  { name: 'GET /admin/hidden-files', call: (client) => client.get('/api/v4/admin/hidden-files') },
  { name: 'GET /admin/suspended-users', call: (client) => client.get('/api/v4/admin/suspended-users') },
  { name: 'GET /admin/actions', call: (client) => client.get('/api/v4/admin/actions') },
  {
    name: 'POST /admin/files/:id/hide',
    call: (client, id) => json(client, 'POST', `/api/v4/admin/files/${id}/hide`, { reason: 'Spam' }),
  },
  {
    name: 'POST /admin/files/:id/restore',
    call: (client, id) => json(client, 'POST', `/api/v4/admin/files/${id}/restore`),
  },
  {
    name: 'POST /admin/files/:id/dismiss',
    call: (client, id) => json(client, 'POST', `/api/v4/admin/files/${id}/dismiss`),
  },
  { name: 'DELETE /admin/files/:id', call: (client, id) => json(client, 'DELETE', `/api/v4/admin/files/${id}`) },
  {
    name: 'POST /admin/users/:userId/suspend',
    call: (client, _id, userId) => json(client, 'POST', `/api/v4/admin/users/${userId}/suspend`, { reason: 'Spam' }),
  },
  {
    name: 'POST /admin/users/:userId/unsuspend',
    call: (client, _id, userId) => json(client, 'POST', `/api/v4/admin/users/${userId}/unsuspend`),
  },
];

const DELETES: { name: string; call: Call }[] = [
  { name: 'DELETE /files/:id', call: (client, id) => json(client, 'DELETE', `/api/v4/files/${id}`) },
  { name: 'DELETE /files/delete/:id', call: (client, id) => json(client, 'DELETE', `/api/v4/files/delete/${id}`) },
  {
    name: 'POST /files/delete/:id {action: delete}',
    call: (client, id) => json(client, 'POST', `/api/v4/files/delete/${id}`, { action: 'delete' }),
  },
];

describeEachDatabase('files API access', (kind) => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;
  let anonymous: TestClient;
  const files = {} as Record<Visibility, TFile>;
  const clients = () => ({ anonymous, owner: owner.client, other: other.client }) as Record<Caller, TestClient>;

  /** Nothing answered to someone else may carry the owner's e-mail or the private file's details. */
  const expectNoLeak = (response: LightMyRequestResponse, caller: Caller) => {
    if (caller === 'owner') return;
    expect(response.body).not.toContain(owner.email);
    expect(response.body).not.toContain(PRIVATE_NAME);
    expect(response.body).not.toContain(PRIVATE_CONTENT);
    expect(response.body).not.toContain(PRIVATE_DESCRIPTION);
  };

  const createPrivateFile = async () => {
    const file = await createTestFile(owner.client, {
      name: PRIVATE_NAME,
      content: PRIVATE_CONTENT,
      description: PRIVATE_DESCRIPTION,
    });
    const hidden = await json(owner.client, 'PATCH', `/api/v4/files/${file.id}`, { isPublic: false });
    expect(hidden.statusCode).toBe(200);
    return hidden.json().file as TFile;
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    owner = await signUpUser(testApp.app, 'Chủ File');
    other = await signUpUser(testApp.app, 'Người Khác');
    anonymous = new TestClient(testApp.app);
    files.public = await createTestFile(owner.client, { name: 'cong-khai.txt', content: 'noi dung cong khai' });
    files.private = await createPrivateFile();
  });
  afterAll(() => testApp.close());

  it.each(MATRIX)('$name answers each caller as the access rules say', async ({ call, expected }) => {
    const mismatches: string[] = [];
    for (const visibility of ['public', 'private'] as const) {
      for (const [caller, client] of Object.entries(clients()) as [Caller, TestClient][]) {
        const response = await call(client, files[visibility].id);
        const want = expected[visibility][caller];
        if (response.statusCode !== want) {
          mismatches.push(
            `${visibility} as ${caller}: ${response.statusCode} ${response.body.slice(0, 120)}, want ${want}`,
          );
        }
        if (response.statusCode === 401) expect(response.json()).toEqual(GENERIC_ERRORS.unauthorized);
        if (response.statusCode === 403 && caller !== 'owner') {
          const body = response.json();
          expect([FILE_ERRORS.fileForbidden.code, FILE_ERRORS.notOwner.code]).toContain(body.code);
          // A private file of someone else is forbidden as such, before any ownership question.
          if (visibility === 'private') expect(body).toEqual(FILE_ERRORS.fileForbidden);
        }
        if (visibility === 'private') expectNoLeak(response, caller);
        if (caller !== 'owner') expect(response.body).not.toContain(owner.email);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it.each(ADMIN_CALLS)('$name answers 401 anonymously and 403 to users not in ADMIN_EMAILS', async ({ call }) => {
    expect(await call(anonymous, files.public.id, owner.id).then((r) => [r.statusCode, r.json()])).toEqual([
      401,
      GENERIC_ERRORS.unauthorized,
    ]);
    for (const client of [owner.client, other.client]) {
      const response = await call(client, files.public.id, owner.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(MODERATION_ERRORS.notAdmin);
      expectNoLeak(response, 'other');
    }
    // Nothing happened: the file is there, shown, and its owner can still sign in.
    expect((await other.client.get(`/api/v4/files/${files.public.id}`)).statusCode).toBe(200);
    expect((await owner.client.get('/api/v4/session')).json().user.id).toBe(owner.id);
  });

  it('presents the owner e-mail to the owner only', async () => {
    for (const [caller, client] of Object.entries(clients()) as [Caller, TestClient][]) {
      const file = (await client.get(`/api/v4/files/${files.public.id}`)).json().file as TFile;
      expect(file.isOwner).toBe(caller === 'owner');
      if (caller === 'owner') expect(file.userEmail).toBe(owner.email);
      else expect(file).not.toHaveProperty('userEmail');
    }
  });

  it('serves the private bytes to the owner only', async () => {
    const response = await owner.client.get(`/api/v4/files/${files.private.id}/content`);
    expect(response.body).toBe(PRIVATE_CONTENT);
  });

  it('GET /users/:id summarises what the caller may see', async () => {
    for (const [caller, client] of Object.entries(clients()) as [Caller, TestClient][]) {
      const response = await client.get(`/api/v4/users/${owner.id}`);
      expect(response.statusCode).toBe(200);
      const summary = response.json();
      expect(summary).toMatchObject({
        uid: owner.id,
        displayName: 'Chủ File',
        isMe: caller === 'owner',
        totalFiles: caller === 'owner' ? 2 : 1,
      });
      if (caller === 'owner') expect(summary.email).toBe(owner.email);
      else expect(summary).not.toHaveProperty('email');
      expectNoLeak(response, caller);
    }
  });

  it('GET /users/:id/files lists the private file for its owner only', async () => {
    for (const [caller, client] of Object.entries(clients()) as [Caller, TestClient][]) {
      const response = await client.get(`/api/v4/users/${owner.id}/files`);
      expect(response.statusCode).toBe(200);
      const listed = response.json().files as TFile[];
      const ids = listed.map((file) => file.id);
      if (caller === 'owner') {
        expect(ids).toEqual(expect.arrayContaining([files.public.id, files.private.id]));
        expect(listed.every((file) => file.userEmail === owner.email)).toBe(true);
      } else {
        expect(ids).toEqual([files.public.id]);
        expect(listed[0]).not.toHaveProperty('userEmail');
      }
      expectNoLeak(response, caller);
    }
  });

  it("/files/me/* needs a session and holds only the caller's own lists", async () => {
    const lists = ['counts', 'uploaded', 'saved', 'downloaded', 'viewed'];
    for (const list of lists) {
      const response = await anonymous.get(`/api/v4/files/me/${list}`);
      expect(response.statusCode, list).toBe(401);
      expect(response.json()).toEqual(GENERIC_ERRORS.unauthorized);
    }
    expect((await owner.client.get('/api/v4/files/me/unknown')).statusCode).toBe(400);

    // The other user saves, views and downloads the public file here, so the test stands alone (the matrix
    // above does the same; each list holds a file once whatever ran before).
    for (const { call } of MATRIX.filter(({ name }) => /save|views|download/.test(name))) {
      expect((await call(other.client, files.public.id)).statusCode).toBe(200);
    }
    const otherCounts = (await other.client.get('/api/v4/files/me/counts')).json();
    expect(otherCounts).toEqual({ uploaded: 0, saved: 1, downloaded: 1, viewed: 1 });
    for (const list of ['saved', 'downloaded', 'viewed']) {
      const response = await other.client.get(`/api/v4/files/me/${list}`);
      expect(
        (response.json().files as TFile[]).map((file) => file.id),
        list,
      ).toEqual([files.public.id]);
      expectNoLeak(response, 'other');
    }
    expect((await other.client.get('/api/v4/files/me/uploaded')).json().files).toEqual([]);

    const mine = (await owner.client.get('/api/v4/files/me/uploaded')).json().files as TFile[];
    expect(mine.map((file) => file.id).sort()).toEqual([files.public.id, files.private.id].sort());
    expect((await owner.client.get('/api/v4/files/me/counts')).json()).toMatchObject({ uploaded: 2 });
  });

  it("resumable uploads: anonymous callers get 401, another user's upload is not found (404)", async () => {
    const tus = { 'tus-resumable': '1.0.0' };
    const metadata = `filename ${Buffer.from('bai-giang.pdf').toString('base64')}`;
    const create = (client: TestClient) =>
      client.request({
        method: 'POST',
        url: '/api/v4/uploads',
        headers: { ...tus, 'upload-length': '100', 'upload-metadata': metadata },
      });
    const anonymousCreate = await create(anonymous);
    expect(anonymousCreate.statusCode).toBe(401);
    expect(anonymousCreate.json()).toEqual(GENERIC_ERRORS.unauthorized);

    const created = await create(owner.client);
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    const patch = (client: TestClient) =>
      client.request({
        method: 'PATCH',
        url: location,
        headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        payload: Buffer.alloc(10),
      });
    const head = (client: TestClient) => client.request({ method: 'HEAD', url: location, headers: tus });
    const remove = (client: TestClient) => client.request({ method: 'DELETE', url: location, headers: tus });
    for (const call of [head, patch, remove]) {
      expect((await call(anonymous)).statusCode).toBe(401);
      const response = await call(other.client);
      expect(response.statusCode).toBe(404);
      if (response.body) expect(response.json()).toEqual(FILE_ERRORS.uploadSessionNotFound);
    }
    expect((await head(owner.client)).headers['upload-offset']).toBe('0');
    expect((await remove(owner.client)).statusCode).toBe(204);
  });

  describe.each(DELETES)('$name', ({ call }) => {
    it('refuses anonymous callers and other users, and deletes for the owner', async () => {
      const targets = { public: await createTestFile(owner.client), private: await createPrivateFile() };
      for (const visibility of ['public', 'private'] as const) {
        const id = targets[visibility].id;
        const asAnonymous = await call(anonymous, id);
        expect(asAnonymous.statusCode).toBe(401);
        const asOther = await call(other.client, id);
        expect(asOther.statusCode).toBe(403);
        expect(asOther.json()).toEqual(visibility === 'public' ? FILE_ERRORS.notOwner : FILE_ERRORS.fileForbidden);
        expectNoLeak(asOther, 'other');
        expect((await owner.client.get(`/api/v4/files/${id}`)).statusCode).toBe(200);

        const asOwner = await call(owner.client, id);
        expect(asOwner.statusCode).toBe(200);
        expect(asOwner.json()).toEqual({ message: 'Đã xóa file thành công' });
        expect((await owner.client.get(`/api/v4/files/${id}`)).json()).toEqual(FILE_ERRORS.fileNotFound);
        expect((await call(owner.client, id)).statusCode).toBe(404);
      }
    });
  });

  it('search finds the private file for its owner only, by name, description and text', async () => {
    // The document text the preview job would have extracted.
    await testApp.ctx.databases.main
      .insert(filePages)
      .values({ fileId: files.private.id, page: 1, text: PRIVATE_CONTENT });
    for (const query of ['bi mat rieng tu', 'mo ta bi mat', 'noi dung bi mat cua chu file']) {
      for (const [caller, client] of Object.entries(clients()) as [Caller, TestClient][]) {
        const response = await client.get(`/api/v4/files/search?q=${encodeURIComponent(query)}`);
        expect(response.statusCode).toBe(200);
        const ids = (response.json() as TSearchResponse).hits.map((hit) => hit.file.id);
        if (caller === 'owner') expect(ids, query).toContain(files.private.id);
        else expect(ids, `${query} as ${caller}`).toEqual([]);
        expectNoLeak(response, caller);
      }
    }
  });

  it('the library lists public files only, for every caller, the owner included', async () => {
    for (const client of Object.values(clients())) {
      const response = await client.get('/api/v4/files/library?limit=100');
      expect(response.statusCode).toBe(200);
      const listed = (response.json() as TFileListResponse).files;
      expect(listed.map((file) => file.id)).toContain(files.public.id);
      expect(listed.every((file) => file.isPublic)).toBe(true);
      expect(response.body).not.toContain(PRIVATE_NAME);
    }
  });

  it('refuses the POST delete fallback without {action: "delete"}', async () => {
    const response = await json(owner.client, 'POST', `/api/v4/files/delete/${files.public.id}`, { action: 'remove' });
    expect(response.statusCode).toBe(400);
    expect((await owner.client.get(`/api/v4/files/${files.public.id}`)).statusCode).toBe(200);
  });

  it.each(['abc', randomUUID()])('answers 404 FILE_NOT_FOUND for the id %s on every file endpoint', async (id) => {
    for (const { name, call } of [...MATRIX, ...DELETES]) {
      for (const client of [owner.client, other.client]) {
        const response = await call(client, id);
        expect(response.statusCode, name).toBe(404);
        expect(response.json()).toEqual(FILE_ERRORS.fileNotFound);
      }
    }
    for (const call of [MATRIX[0]!.call, MATRIX[1]!.call, MATRIX[3]!.call, MATRIX[4]!.call]) {
      expect((await call(anonymous, id)).json()).toEqual(FILE_ERRORS.fileNotFound);
    }
  });

  // The account endpoints act on the caller's own account only; the avatar images are public.
  const ACCOUNT_CALLS: { name: string; call: (client: TestClient) => Promise<LightMyRequestResponse> }[] = [
    { name: 'GET /me/export', call: (client) => client.get('/api/v4/me/export') },
    { name: 'POST /me/delete', call: (client) => json(client, 'POST', '/api/v4/me/delete', {}) },
    { name: 'GET /me/settings', call: (client) => client.get('/api/v4/me/settings') },
    { name: 'PATCH /me/profile', call: (client) => json(client, 'PATCH', '/api/v4/me/profile', { name: 'Tên' }) },
    {
      name: 'POST /me/avatar',
      call: (client) =>
        client.request({
          method: 'POST',
          url: '/api/v4/me/avatar',
          payload: Buffer.from('not a picture'),
          headers: { 'content-type': 'image/png' },
        }),
    },
    { name: 'DELETE /me/avatar', call: (client) => client.request({ method: 'DELETE', url: '/api/v4/me/avatar' }) },
    {
      name: 'POST /me/password',
      call: (client) =>
        json(client, 'POST', '/api/v4/me/password', { currentPassword: 'sai-mat-khau', newPassword: 'mat-khau-moi-1' }),
    },
    { name: 'GET /me/sessions', call: (client) => client.get('/api/v4/me/sessions') },
    {
      name: 'POST /me/sessions/revoke-others',
      call: (client) => json(client, 'POST', '/api/v4/me/sessions/revoke-others'),
    },
    {
      name: 'DELETE /me/sessions/:id',
      call: (client) => client.request({ method: 'DELETE', url: `/api/v4/me/sessions/${randomUUID()}` }),
    },
    { name: 'POST /me/google/link', call: (client) => json(client, 'POST', '/api/v4/me/google/link') },
    { name: 'POST /me/google/unlink', call: (client) => json(client, 'POST', '/api/v4/me/google/unlink') },
  ];

  it.each(ACCOUNT_CALLS)('$name answers 401 to a visitor', async ({ call }) => {
    const response = await call(anonymous);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(GENERIC_ERRORS.unauthorized);
  });

  it.each(ACCOUNT_CALLS.filter(({ name }) => !name.startsWith('GET')))(
    '$name refuses a request from another site',
    async ({ call }) => {
      const crossSite = {
        request: (options: Parameters<TestClient['request']>[0]) =>
          owner.client.request({
            ...options,
            headers: { ...(options.headers as Record<string, string>), origin: 'https://evil.example' },
          }),
      } as unknown as TestClient;
      const response = await call(crossSite);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(GENERIC_ERRORS.forbiddenOrigin);
    },
  );

  it("ends only the caller's own sessions and serves avatars to everyone", async () => {
    const sessions = (await owner.client.get('/api/v4/me/sessions')).json().sessions as { id: string }[];
    const foreign = await other.client.request({ method: 'DELETE', url: `/api/v4/me/sessions/${sessions[0]!.id}` });
    expect(foreign.statusCode).toBe(404);
    expect((await owner.client.get('/api/v4/session')).json().user.id).toBe(owner.id);

    const missing = await anonymous.get(`/api/v4/avatars/${owner.id}/${'0'.repeat(64)}.webp`);
    expect(missing.statusCode).toBe(404);
    for (const bad of [
      `/api/v4/avatars/${owner.id}/x.webp`,
      `/api/v4/avatars/..%2F..%2Ffiles/${'0'.repeat(64)}.webp`,
    ]) {
      expect((await anonymous.get(bad)).statusCode).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers 404 USER_NOT_FOUND for an unknown author', async () => {
    for (const url of [`/api/v4/users/${randomUUID()}`, `/api/v4/users/${randomUUID()}/files`, '/api/v4/users/abc']) {
      for (const client of [anonymous, other.client]) {
        const response = await client.get(url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(FILE_ERRORS.userNotFound);
      }
    }
  });
});
