// Collections through the API, on both databases: the access matrix (owner, another user, a visitor, an
// admin), bad input refused with nothing stored, the limits, the owner's order, and documents that drop
// out (made private, hidden, deleted) counted as unavailable.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COLLECTION_ERRORS } from '../../../shared/files/collections-messages';
import { COLLECTION_LIMITS } from '../../../shared/files/collections-rules';
import type {
  TCollectionDetail,
  TCollectionListResponse,
  TCollectionResponse,
} from '../../../shared/files/collections-contract';
import type { TFile } from '../../../shared/files/contract';
import { collectionItems, collections, files } from '../../db/main-schema';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../../test/test-app';
import { createTestFile, signUpUser, type SignedInUser } from '../../test/users-and-files';
import { eq } from 'drizzle-orm';

const ADMIN_EMAIL = 'quan-tri-bst@example.com';
const MISSING = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('collections', (kind) => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;
  let admin: TestClient;
  let anonymous: TestClient;

  const json = (client: TestClient, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    client.request({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
  const create = async (client: TestClient, payload: Record<string, unknown>) => {
    const response = await json(client, 'POST', '/api/v4/collections', payload);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as TCollectionResponse).collection;
  };
  const add = (client: TestClient, collectionId: string, fileId: string) =>
    json(client, 'PUT', `/api/v4/collections/${collectionId}/items/${fileId}`);
  const detail = async (client: TestClient, collectionId: string) => {
    const response = await client.get(`/api/v4/collections/${collectionId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TCollectionDetail;
  };
  const titles = (found: TCollectionDetail) => found.files.map((file) => file.filename);
  const storedCollections = async (userId: string) =>
    testApp.ctx.databases.main.select().from(collections).where(eq(collections.userId, userId));

  beforeAll(async () => {
    testApp = await createTestApp(kind, { ADMIN_EMAILS: ADMIN_EMAIL });
    owner = await signUpUser(testApp.app, 'Cô Lan');
    other = await signUpUser(testApp.app, 'Anh Minh');
    admin = new TestClient(testApp.app);
    await admin.signUp(ADMIN_EMAIL, undefined, 'Quản Trị');
    anonymous = new TestClient(testApp.app);
  });
  afterAll(() => testApp.close());

  it('creates, lists, renames, describes, publishes and deletes a collection, for its owner only', async () => {
    expect((await json(anonymous, 'POST', '/api/v4/collections', { name: 'Khách' })).statusCode).toBe(401);
    const made = await create(owner.client, { name: '  Ôn thi TOEIC  ', description: 'Dòng một\nDòng hai' });
    expect(made).toMatchObject({
      name: 'Ôn thi TOEIC',
      description: 'Dòng một\nDòng hai',
      isPublic: false,
      isOwner: true,
      itemCount: 0,
      owner: { id: owner.id, name: 'Cô Lan' },
    });

    // Private: nobody but the owner knows it exists, an admin included (collections are not moderated).
    for (const client of [other.client, anonymous, admin]) {
      const response = await client.get(`/api/v4/collections/${made.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(COLLECTION_ERRORS.notFound);
      expect((await client.get(`/api/v4/users/${owner.id}/collections`)).json()).toEqual({ collections: [] });
    }
    for (const [method, url, payload] of [
      ['PATCH', `/api/v4/collections/${made.id}`, { name: 'Của tôi' }],
      ['DELETE', `/api/v4/collections/${made.id}`, undefined],
      ['PUT', `/api/v4/collections/${made.id}/order`, { fileIds: [] }],
    ] as const) {
      expect((await json(other.client, method, url, payload)).statusCode).toBe(404);
      expect((await json(anonymous, method, url, payload)).statusCode).toBe(401);
    }

    const renamed = await json(owner.client, 'PATCH', `/api/v4/collections/${made.id}`, {
      name: 'Ôn thi TOEIC 900',
      description: '',
      isPublic: true,
    });
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json() as TCollectionResponse).collection).toMatchObject({
      name: 'Ôn thi TOEIC 900',
      description: null,
      isPublic: true,
    });
    for (const client of [other.client, anonymous, admin]) {
      const seen = await detail(client, made.id);
      expect(seen.collection).toMatchObject({ name: 'Ôn thi TOEIC 900', isOwner: false });
      expect(JSON.stringify(seen)).not.toContain(owner.email);
      const listed = (await client.get(`/api/v4/users/${owner.id}/collections`)).json() as TCollectionListResponse;
      expect(listed.collections.map((collection) => collection.id)).toEqual([made.id]);
    }
    const mine = (await owner.client.get('/api/v4/collections/me')).json() as TCollectionListResponse;
    expect(mine.collections.map((collection) => collection.name)).toContain('Ôn thi TOEIC 900');
    expect((await anonymous.get('/api/v4/collections/me')).statusCode).toBe(401);
    expect((await anonymous.get(`/api/v4/users/nobody-here/collections`)).statusCode).toBe(404);

    const deleted = await json(owner.client, 'DELETE', `/api/v4/collections/${made.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await owner.client.get(`/api/v4/collections/${made.id}`)).statusCode).toBe(404);
    for (const id of ['abc', MISSING])
      expect((await owner.client.get(`/api/v4/collections/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const before = (await storedCollections(owner.id)).length;
    const refusals: [unknown, string][] = [
      [{ name: '   ' }, COLLECTION_ERRORS.nameRequired.message],
      [{ name: 'x'.repeat(COLLECTION_LIMITS.nameMaxLength + 1) }, COLLECTION_ERRORS.nameTooLong.message],
      [{ name: 'hai\ndòng' }, COLLECTION_ERRORS.nameInvalid.message],
      [
        { name: 'Được', description: 'x'.repeat(COLLECTION_LIMITS.descriptionMaxLength + 1) },
        COLLECTION_ERRORS.descriptionTooLong.message,
      ],
      [{ name: 'Được', description: 'có \u0007 chuông' }, COLLECTION_ERRORS.descriptionInvalid.message],
      [{ name: 'Được', extra: true }, 'Yêu cầu không hợp lệ.'],
      [{ name: 'Được', isPublic: 'yes' }, 'Yêu cầu không hợp lệ.'],
    ];
    for (const [payload, message] of refusals) {
      const response = await json(owner.client, 'POST', '/api/v4/collections', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // A document that cannot be added refuses the whole creation.
    const secret = await createTestFile(other.client, { name: 'rieng.txt' });
    await json(other.client, 'PATCH', `/api/v4/files/${secret.id}`, { isPublic: false });
    const refused = await json(owner.client, 'POST', '/api/v4/collections', { name: 'Có file lạ', fileId: secret.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(COLLECTION_ERRORS.fileNotAddable);
    expect((await json(owner.client, 'POST', '/api/v4/collections', { name: 'X', fileId: MISSING })).statusCode).toBe(
      404,
    );
    expect(await storedCollections(owner.id)).toHaveLength(before);

    const made = await create(owner.client, { name: 'Giữ nguyên' });
    const badEdit = await json(owner.client, 'PATCH', `/api/v4/collections/${made.id}`, {
      name: 'Tên mới',
      description: 'x'.repeat(COLLECTION_LIMITS.descriptionMaxLength + 1),
    });
    expect(badEdit.statusCode).toBe(400);
    expect((await detail(owner.client, made.id)).collection.name).toBe('Giữ nguyên');
  });

  it('adds documents in order, refuses what may not be added, reorders and removes', async () => {
    const made = await create(owner.client, { name: 'Thứ tự' });
    const first = await createTestFile(owner.client, { name: 'mot.txt' });
    const second = await createTestFile(other.client, { name: 'hai.txt' });
    const third = await createTestFile(owner.client, { name: 'ba.txt' });
    await json(owner.client, 'PATCH', `/api/v4/files/${third.id}`, { isPublic: false });
    const othersPrivate = await createTestFile(other.client, { name: 'bi-mat.txt' });
    await json(other.client, 'PATCH', `/api/v4/files/${othersPrivate.id}`, { isPublic: false });

    for (const file of [first, second, third]) expect((await add(owner.client, made.id, file.id)).statusCode).toBe(200);
    // Adding again changes nothing.
    expect((await add(owner.client, made.id, first.id)).json().collection.itemCount).toBe(3);
    const refused = await add(owner.client, made.id, othersPrivate.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(COLLECTION_ERRORS.fileNotAddable);
    expect((await add(owner.client, made.id, MISSING)).statusCode).toBe(404);
    expect((await add(other.client, made.id, second.id)).statusCode).toBe(404);
    expect((await add(anonymous, made.id, second.id)).statusCode).toBe(401);
    expect(titles(await detail(owner.client, made.id))).toEqual(['mot.txt', 'hai.txt', 'ba.txt']);

    const listed = (
      await owner.client.get(`/api/v4/collections/me?fileId=${second.id}`)
    ).json() as TCollectionListResponse;
    expect(listed.collections.find((collection) => collection.id === made.id)).toMatchObject({
      itemCount: 3,
      containsFile: true,
    });

    // The owner's own private document is theirs alone.
    await json(owner.client, 'PATCH', `/api/v4/collections/${made.id}`, { isPublic: true });
    const seenByOther = await detail(other.client, made.id);
    expect(titles(seenByOther)).toEqual(['mot.txt', 'hai.txt']);
    expect(seenByOther.unavailableCount).toBe(1);
    expect(seenByOther.collection.itemCount).toBe(2);
    // Another user's document is presented to them as its page would be: without its owner's e-mail.
    expect(seenByOther.files.find((file) => file.userId === owner.id)?.userEmail).toBeUndefined();

    const reordered = await json(owner.client, 'PUT', `/api/v4/collections/${made.id}/order`, {
      fileIds: [third.id, first.id, second.id],
    });
    expect(reordered.statusCode).toBe(200);
    expect(titles(reordered.json() as TCollectionDetail)).toEqual(['ba.txt', 'mot.txt', 'hai.txt']);
    expect(titles(await detail(anonymous, made.id))).toEqual(['mot.txt', 'hai.txt']);

    for (const fileIds of [
      [first.id, second.id],
      [third.id, first.id, second.id, second.id],
      [third.id, first.id, MISSING],
    ]) {
      const stale = await json(owner.client, 'PUT', `/api/v4/collections/${made.id}/order`, { fileIds });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual(COLLECTION_ERRORS.orderMismatch);
    }
    expect(titles(await detail(owner.client, made.id))).toEqual(['ba.txt', 'mot.txt', 'hai.txt']);

    const removed = await json(owner.client, 'DELETE', `/api/v4/collections/${made.id}/items/${first.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().collection.itemCount).toBe(2);
    expect((await json(owner.client, 'DELETE', `/api/v4/collections/${made.id}/items/${first.id}`)).statusCode).toBe(
      404,
    );
    expect((await json(other.client, 'DELETE', `/api/v4/collections/${made.id}/items/${second.id}`)).statusCode).toBe(
      404,
    );
    expect(titles(await detail(owner.client, made.id))).toEqual(['ba.txt', 'hai.txt']);
  });

  it('drops a document made private, hidden or deleted, counting it as unavailable, and keeps its place', async () => {
    const made = await create(owner.client, { name: 'Sống', isPublic: true });
    const documents: TFile[] = [];
    for (const name of ['a.txt', 'b.txt', 'c.txt', 'd.txt'])
      documents.push(await createTestFile(other.client, { name }));
    const [madePrivate, hidden, deleted, kept] = documents as [TFile, TFile, TFile, TFile];
    for (const file of documents) await add(owner.client, made.id, file.id);
    const seen: string[] = [];
    const stop = testApp.ctx.events.subscribeCollectionChanges((change) => seen.push(change.collectionId));

    await json(other.client, 'PATCH', `/api/v4/files/${madePrivate.id}`, { isPublic: false });
    expect((await json(admin, 'POST', `/api/v4/admin/files/${hidden.id}/hide`, { reason: 'Spam' })).statusCode).toBe(
      200,
    );
    expect((await json(other.client, 'DELETE', `/api/v4/files/${deleted.id}`)).statusCode).toBe(200);

    for (const client of [owner.client, anonymous, admin]) {
      const found = await detail(client, made.id);
      expect(titles(found)).toEqual(['d.txt']);
      expect(found.unavailableCount).toBe(2);
    }
    // The owner of the documents still sees their own, hidden one with its note.
    const byTheirOwner = await detail(other.client, made.id);
    expect(titles(byTheirOwner)).toEqual(['a.txt', 'b.txt', 'd.txt']);
    expect(byTheirOwner.files[1]?.moderation).toMatchObject({ reason: 'Spam' });
    expect(byTheirOwner.unavailableCount).toBe(0);

    // The owner reorders what they see; the unavailable keep their order after it.
    const reordered = await json(owner.client, 'PUT', `/api/v4/collections/${made.id}/order`, { fileIds: [kept.id] });
    expect(reordered.statusCode).toBe(200);
    await json(other.client, 'PATCH', `/api/v4/files/${madePrivate.id}`, { isPublic: true });
    expect(titles(await detail(owner.client, made.id))).toEqual(['d.txt', 'a.txt']);

    await add(owner.client, made.id, madePrivate.id);
    // Announcements may arrive after the answer (PostgreSQL's notifications are asynchronous).
    await expect.poll(() => seen.filter((id) => id === made.id).length).toBeGreaterThanOrEqual(1);
    stop();
  });

  it('keeps to the limits of collections per user and documents per collection', async () => {
    const user = await signUpUser(testApp.app, 'Giới Hạn');
    const db = testApp.ctx.databases.main;
    await db.insert(collections).values(
      Array.from({ length: COLLECTION_LIMITS.collectionsPerUser }, (_, index) => ({
        userId: user.id,
        name: `Bộ ${index}`,
      })),
    );
    const tooMany = await json(user.client, 'POST', '/api/v4/collections', { name: 'Thêm một' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual(COLLECTION_ERRORS.tooManyCollections);
    expect(await storedCollections(user.id)).toHaveLength(COLLECTION_LIMITS.collectionsPerUser);

    // A full collection: documents made by copying one record (uploading 500 would be slow).
    const [full] = await storedCollections(user.id);
    const template = await createTestFile(other.client, { name: 'mau.txt' });
    const [row] = await db.select().from(files).where(eq(files.id, template.id));
    const { id: _id, searchVector: _vector, helpfulScore: _score, extension: _extension, ...copied } = row!;
    const copies = await db
      .insert(files)
      .values(Array.from({ length: COLLECTION_LIMITS.itemsPerCollection }, () => copied))
      .returning({ id: files.id });
    await db
      .insert(collectionItems)
      .values(copies.map((copy, position) => ({ collectionId: full!.id, fileId: copy.id, position })));
    const refused = await add(user.client, full!.id, template.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(COLLECTION_ERRORS.tooManyItems);
    // One already in it changes nothing and is no error.
    expect((await add(user.client, full!.id, copies[0]!.id)).statusCode).toBe(200);
    expect((await detail(user.client, full!.id)).files).toHaveLength(COLLECTION_LIMITS.itemsPerCollection);
  });
});
