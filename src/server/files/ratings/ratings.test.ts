// Ratings on PGlite and PostgreSQL: who may read, set and remove a rating (owner, another reader, a visitor,
// an admin; public, private, hidden and deleted documents), refused input that stores nothing, counts and
// sums that stay exact through changes, removals, twenty raters at once and a rater's account deletion, and
// the library's 'Hữu ích nhất' order with its cursor.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeLibraryCursor, type TFile, type TFileListResponse } from '../../../shared/files/contract';
import { FILE_ERRORS } from '../../../shared/files/messages';
import { RATING_ERRORS } from '../../../shared/files/rating-messages';
import { helpfulScore } from '../../../shared/files/rating-rules';
import { fileRatings, files } from '../../db/main-schema';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../../test/test-app';
import { createTestFile, signUpUser, type SignedInUser } from '../../test/users-and-files';

const ADMIN_EMAIL = 'quan-tri-danh-gia@example.com';

describeEachDatabase('ratings', (kind) => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let reader: SignedInUser;
  let secondReader: SignedInUser;
  let admin: SignedInUser;
  let anonymous: TestClient;

  const rate = (client: TestClient, fileId: string, payload: unknown) =>
    client.request({ method: 'PUT', url: `/api/v4/files/${fileId}/rating`, payload: payload as object });
  const unrate = (client: TestClient, fileId: string) =>
    client.request({ method: 'DELETE', url: `/api/v4/files/${fileId}/rating` });
  const myRating = (client: TestClient, fileId: string) => client.get(`/api/v4/files/${fileId}/rating`);
  const fileOf = async (client: TestClient, fileId: string) =>
    ((await client.get(`/api/v4/files/${fileId}`)).json() as { file: TFile }).file;
  /** The file's stored counters and what its rating rows say they should be. */
  const stored = async (fileId: string) => {
    const db = testApp.ctx.databases.main;
    const [row] = await db
      .select({ count: files.ratingCount, sum: files.ratingSum, helpful: files.helpfulScore })
      .from(files)
      .where(eq(files.id, fileId));
    const ratings = await db
      .select({ stars: fileRatings.stars })
      .from(fileRatings)
      .where(eq(fileRatings.fileId, fileId));
    return {
      ...row!,
      rows: { count: ratings.length, sum: ratings.reduce((total, rating) => total + rating.stars, 0) },
    };
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind, { ADMIN_EMAILS: ADMIN_EMAIL });
    owner = await signUpUser(testApp.app, 'Người Đăng');
    reader = await signUpUser(testApp.app, 'Người Đọc');
    secondReader = await signUpUser(testApp.app, 'Người Đọc Hai');
    const adminClient = new TestClient(testApp.app);
    const signedUp = await adminClient.signUp(ADMIN_EMAIL, undefined, 'Quản Trị');
    admin = { client: adminClient, id: signedUp.user.id, email: ADMIN_EMAIL, password: signedUp.password, name: '' };
    anonymous = new TestClient(testApp.app);
  });
  afterAll(() => testApp.close());

  describe('who may rate', () => {
    let publicFile: TFile;
    let privateFile: TFile;

    beforeAll(async () => {
      publicFile = await createTestFile(owner.client, { name: 'cong-khai.txt' });
      privateFile = await createTestFile(owner.client, { name: 'rieng-tu.txt' });
      await owner.client.request({
        method: 'PATCH',
        url: `/api/v4/files/${privateFile.id}`,
        payload: { isPublic: false },
      });
    });

    it('refuses a visitor (401) on every rating route, before looking at the input', async () => {
      for (const fileId of [publicFile.id, privateFile.id, randomUUID()]) {
        expect((await myRating(anonymous, fileId)).statusCode).toBe(401);
        expect((await rate(anonymous, fileId, { stars: 4 })).statusCode).toBe(401);
        expect((await rate(anonymous, fileId, { stars: 'x' })).statusCode).toBe(401);
        expect((await unrate(anonymous, fileId)).statusCode).toBe(401);
      }
    });

    it('lets the owner read their (empty) rating but never rate their own document', async () => {
      expect((await myRating(owner.client, publicFile.id)).json()).toEqual({ stars: null });
      for (const fileId of [publicFile.id, privateFile.id]) {
        const refused = await rate(owner.client, fileId, { stars: 5 });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual(RATING_ERRORS.ownFile);
        expect((await unrate(owner.client, fileId)).statusCode).toBe(403);
      }
      expect((await stored(publicFile.id)).count).toBe(0);
    });

    it("lets another reader and an admin rate a public document, and nobody but its owner reach a private one's", async () => {
      expect((await rate(reader.client, publicFile.id, { stars: 4 })).json()).toEqual({
        stars: 4,
        ratingCount: 1,
        ratingAverage: 4,
      });
      expect((await rate(admin.client, publicFile.id, { stars: 3 })).json()).toEqual({
        stars: 3,
        ratingCount: 2,
        ratingAverage: 3.5,
      });
      expect((await myRating(reader.client, publicFile.id)).json()).toEqual({ stars: 4 });
      expect((await myRating(admin.client, publicFile.id)).json()).toEqual({ stars: 3 });
      for (const client of [reader.client, admin.client]) {
        expect((await myRating(client, privateFile.id)).statusCode).toBe(403);
        const refused = await rate(client, privateFile.id, { stars: 4 });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual(FILE_ERRORS.fileForbidden);
      }
      expect((await stored(privateFile.id)).count).toBe(0);
      // Every reader sees the new figures.
      const seen = await fileOf(anonymous, publicFile.id);
      expect([seen.ratingCount, seen.ratingAverage]).toEqual([2, 3.5]);
    });

    it('answers 404 for a hidden, a deleted or a missing document, admin included', async () => {
      const hidden = await createTestFile(owner.client, { name: 'bi-an.txt' });
      await rate(reader.client, hidden.id, { stars: 5 });
      const hide = await admin.client.request({
        method: 'POST',
        url: `/api/v4/admin/files/${hidden.id}/hide`,
        payload: { reason: 'Nội dung không phù hợp' },
      });
      expect(hide.statusCode).toBe(200);
      for (const client of [reader.client, secondReader.client, admin.client]) {
        expect((await rate(client, hidden.id, { stars: 2 })).statusCode).toBe(404);
        expect((await unrate(client, hidden.id)).statusCode).toBe(404);
      }
      // The owner still sees the count the file had.
      expect((await fileOf(owner.client, hidden.id)).ratingCount).toBe(1);

      const deleted = await createTestFile(owner.client, { name: 'se-xoa.txt' });
      await owner.client.request({ method: 'DELETE', url: `/api/v4/files/${deleted.id}` });
      for (const fileId of [deleted.id, randomUUID(), 'khong-phai-uuid']) {
        expect((await rate(reader.client, fileId, { stars: 2 })).statusCode).toBe(404);
        expect((await myRating(reader.client, fileId)).statusCode).toBe(404);
        expect((await unrate(reader.client, fileId)).statusCode).toBe(404);
      }
    });

    it('refuses a rating of a document made private since, and keeps the ratings it had', async () => {
      const file = await createTestFile(owner.client, { name: 'sap-rieng-tu.txt' });
      await rate(reader.client, file.id, { stars: 5 });
      await owner.client.request({ method: 'PATCH', url: `/api/v4/files/${file.id}`, payload: { isPublic: false } });
      expect((await rate(reader.client, file.id, { stars: 1 })).statusCode).toBe(403);
      expect((await unrate(reader.client, file.id)).statusCode).toBe(403);
      expect(await stored(file.id)).toMatchObject({ count: 1, sum: 5, rows: { count: 1, sum: 5 } });
    });
  });

  it('refuses stars that are not a whole number from 1 to 5 (400) and stores nothing', async () => {
    const file = await createTestFile(owner.client, { name: 'dau-vao-sai.txt' });
    await rate(reader.client, file.id, { stars: 3 });
    const bad: unknown[] = [
      { stars: 0 },
      { stars: 6 },
      { stars: 2.5 },
      { stars: -1 },
      { stars: '4' },
      { stars: 'bốn' },
      { stars: null },
      { stars: true },
      {},
      { stars: 4, extra: 1 },
      [4],
    ];
    for (const payload of bad) {
      const refused = await rate(secondReader.client, file.id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      // The reader's existing rating is not touched by a bad change either.
      expect((await rate(reader.client, file.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const notJson = await secondReader.client.request({
      method: 'PUT',
      url: `/api/v4/files/${file.id}/rating`,
      payload: 'stars=4',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    const stars = await rate(secondReader.client, file.id, { stars: 7 });
    expect(stars.json().message).toBe(RATING_ERRORS.starsInvalid.message);
    expect(await stored(file.id)).toMatchObject({ count: 1, sum: 3, rows: { count: 1, sum: 3 } });
    expect((await myRating(secondReader.client, file.id)).json()).toEqual({ stars: null });
  });

  it('keeps the count, sum and average exact through changes and removals, in lists too', async () => {
    const file = await createTestFile(owner.client, { name: 'doi-danh-gia.txt' });
    const authorList = async () =>
      ((await anonymous.get(`/api/v4/users/${owner.id}/files?limit=100`)).json() as TFileListResponse).files.find(
        (listed) => listed.id === file.id,
      )!;
    expect((await authorList()).ratingCount).toBe(0);
    expect((await rate(reader.client, file.id, { stars: 4 })).json()).toMatchObject({
      ratingCount: 1,
      ratingAverage: 4,
    });
    // The same rating again changes nothing.
    expect((await rate(reader.client, file.id, { stars: 4 })).json()).toMatchObject({
      ratingCount: 1,
      ratingAverage: 4,
    });
    expect((await rate(reader.client, file.id, { stars: 2 })).json()).toMatchObject({
      ratingCount: 1,
      ratingAverage: 2,
    });
    expect((await rate(secondReader.client, file.id, { stars: 5 })).json()).toMatchObject({
      ratingCount: 2,
      ratingAverage: 3.5,
    });
    // The visitors' kept page of the author's files shows the change at once.
    expect(await authorList()).toMatchObject({ ratingCount: 2, ratingAverage: 3.5 });
    expect((await unrate(reader.client, file.id)).json()).toEqual({ stars: null, ratingCount: 1, ratingAverage: 5 });
    // Removing what is not there is no change.
    expect((await unrate(reader.client, file.id)).json()).toEqual({ stars: null, ratingCount: 1, ratingAverage: 5 });
    expect((await myRating(reader.client, file.id)).json()).toEqual({ stars: null });
    expect(await authorList()).toMatchObject({ ratingCount: 1, ratingAverage: 5 });
    expect(await stored(file.id)).toEqual({
      count: 1,
      sum: 5,
      helpful: helpfulScore(5, 1),
      rows: { count: 1, sum: 5 },
    });
    await unrate(secondReader.client, file.id);
    expect(await authorList()).toMatchObject({ ratingCount: 0, ratingAverage: null });
  });

  it('counts twenty readers rating, then changing, at the same time exactly', async () => {
    const file = await createTestFile(owner.client, { name: 'hai-muoi-nguoi.txt' });
    const raters = await Promise.all(
      Array.from({ length: 20 }, (_, index) => signUpUser(testApp.app, `Người ${index}`)),
    );
    const first = raters.map((_, index) => (index % 5) + 1);
    const answers = await Promise.all(
      raters.map((rater, index) => rate(rater.client, file.id, { stars: first[index] })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(raters.map(() => 200));
    const sumOf = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(await stored(file.id)).toMatchObject({
      count: 20,
      sum: sumOf(first),
      rows: { count: 20, sum: sumOf(first) },
    });

    // Half change their stars, a quarter remove theirs, all at once.
    const final = first.map((stars, index) => (index % 4 === 0 ? null : index % 2 === 0 ? 6 - stars : stars));
    await Promise.all(
      raters.map((rater, index) => {
        const stars = final[index];
        return stars === null ? unrate(rater.client, file.id) : rate(rater.client, file.id, { stars });
      }),
    );
    const kept = final.filter((stars): stars is number => stars !== null);
    const after = await stored(file.id);
    expect(after).toEqual({
      count: kept.length,
      sum: sumOf(kept),
      helpful: helpfulScore(sumOf(kept), kept.length),
      rows: { count: kept.length, sum: sumOf(kept) },
    });
    expect((await fileOf(anonymous, file.id)).ratingAverage).toBe(Math.round((sumOf(kept) * 10) / kept.length) / 10);
  });

  it("takes a deleted account's ratings out of the counts", async () => {
    const file = await createTestFile(owner.client, { name: 'nguoi-roi-di.txt' });
    const leaving = await signUpUser(testApp.app, 'Người Rời Đi');
    await rate(reader.client, file.id, { stars: 2 });
    await rate(leaving.client, file.id, { stars: 5 });
    const deleted = await leaving.client.post('/api/v4/me/delete', { password: leaving.password });
    expect(deleted.statusCode).toBe(200);
    expect(await stored(file.id)).toMatchObject({ count: 1, sum: 2, rows: { count: 1, sum: 2 } });
  });

  it("orders the library 'helpful' by the Bayesian score, page by page with its cursor", async () => {
    const app = await createTestApp(kind);
    try {
      const author = await signUpUser(app.app, 'Tác Giả');
      const voters = await Promise.all([1, 2, 3].map((index) => signUpUser(app.app, `Người Chấm ${index}`)));
      const visitor = new TestClient(app.app);
      const upload = (name: string) => createTestFile(author.client, { name });
      const oneFive = await upload('mot-nam-sao.txt');
      const threeFives = await upload('ba-nam-sao.txt');
      const unrated = await upload('chua-danh-gia.txt');
      const oneStar = await upload('mot-sao.txt');
      const fourAndFive = await upload('bon-va-nam.txt');
      await rate(voters[0]!.client, oneFive.id, { stars: 5 });
      for (const voter of voters) await rate(voter.client, threeFives.id, { stars: 5 });
      await rate(voters[0]!.client, oneStar.id, { stars: 1 });
      await rate(voters[0]!.client, fourAndFive.id, { stars: 4 });
      await rate(voters[1]!.client, fourAndFive.id, { stars: 5 });
      // Scores: three 5s 3750, a 4 and a 5 3428, one 5 3333, none 3000, one 1 2666.
      const expected = [threeFives.id, fourAndFive.id, oneFive.id, unrated.id, oneStar.id];
      const whole = (await visitor.get('/api/v4/files/library?sort=helpful')).json() as TFileListResponse;
      expect(whole.files.map((file) => file.id)).toEqual(expected);
      expect(whole.files[0]).toMatchObject({ ratingCount: 3, ratingAverage: 5 });

      const paged: string[] = [];
      let cursor: string | null | undefined;
      do {
        const page = (
          await visitor.get(`/api/v4/files/library?sort=helpful&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
        ).json() as TFileListResponse;
        paged.push(...page.files.map((file) => file.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(paged).toEqual(expected);

      // Two files of the same score follow each other by id, and the cursor does not skip either.
      const twin = await upload('cung-diem.txt');
      await rate(voters[1]!.client, twin.id, { stars: 5 });
      const ties = [oneFive.id, twin.id].sort().reverse();
      const first = (
        await visitor.get(
          `/api/v4/files/library?sort=helpful&cursor=${encodeLibraryCursor(3428, fourAndFive.id)}&limit=1`,
        )
      ).json() as TFileListResponse;
      expect(first.files.map((file) => file.id)).toEqual([ties[0]]);
      const second = (
        await visitor.get(`/api/v4/files/library?sort=helpful&cursor=${first.nextCursor}&limit=1`)
      ).json() as TFileListResponse;
      expect(second.files.map((file) => file.id)).toEqual([ties[1]]);

      // A private file is never in it; nonsense cursors are a clear 400.
      await author.client.request({
        method: 'PATCH',
        url: `/api/v4/files/${threeFives.id}`,
        payload: { isPublic: false },
      });
      const afterPrivate = (await visitor.get('/api/v4/files/library?sort=helpful')).json() as TFileListResponse;
      expect(afterPrivate.files.map((file) => file.id)).not.toContain(threeFives.id);
      for (const bad of ['abc', encodeLibraryCursor(2_147_483_648, oneFive.id), btoa(`12|${oneFive.id}|x`)]) {
        expect((await visitor.get(`/api/v4/files/library?sort=helpful&cursor=${bad}`)).statusCode, bad).toBe(400);
      }
    } finally {
      await app.close();
    }
  });
});
