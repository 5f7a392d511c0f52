// Text the database cannot store, or a field must not hold, is refused with 400 in the catalogue's shape:
// U+0000 in any path parameter, query or JSON body (better-auth's routes included), and per field the
// characters of shared/text-rules.ts (a display name is one line without bidirectional controls; a
// description, a report and a reason may break lines but hold no other control character).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/auth-messages';
import { GENERIC_ERRORS } from '../../shared/errors';
import { FILE_ERRORS } from '../../shared/files/messages';
import { MODERATION_ERRORS } from '../../shared/moderation/messages';
import { PAYMENT_ERRORS } from '../../shared/payments/messages';
import { createTestFile, signUpUser, type SignedInUser } from '../test/users-and-files';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../test/test-app';
import { holdsNul } from './text-input';

describe('holdsNul', () => {
  it('finds U+0000 in strings, arrays, values and keys, however deep', () => {
    expect(holdsNul('a\u0000b')).toBe(true);
    expect(holdsNul({ a: ['x', { b: 'y\u0000' }] })).toBe(true);
    expect(holdsNul({ 'k\u0000': 1 })).toBe(true);
    expect(holdsNul({ a: ['x', { b: 'y', c: 2, d: null, e: true }] })).toBe(false);
    let deep: unknown = 'end\u0000';
    for (let depth = 0; depth < 100_000; depth += 1) deep = [deep];
    expect(holdsNul(deep)).toBe(true);
    expect(holdsNul(Array.from({ length: 300_000 }, () => 'x'))).toBe(false);
  });

  it('reads no bytes that are not text', () => {
    expect(holdsNul(Buffer.from([0, 0, 0]))).toBe(false);
    expect(holdsNul(new Uint8Array(3))).toBe(false);
  });
});

describeEachDatabase('text inputs', (kind) => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let reader: SignedInUser;
  let admin: TestClient;
  let fileId: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { ADMIN_EMAILS: 'quan-tri@example.com', PAYMENT_RATE_LIMIT: '1000' });
    owner = await signUpUser(testApp.app, 'Người Đăng');
    reader = await signUpUser(testApp.app, 'Người Đọc');
    admin = new TestClient(testApp.app);
    await admin.signUp('quan-tri@example.com', undefined, 'Quản Trị');
    fileId = (await createTestFile(owner.client, { description: 'Mô tả' })).id;
  });
  afterAll(() => testApp.close());

  const send = (client: TestClient, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    client.request({ method, url, payload });

  it('answers U+0000 anywhere in a request with 400 INVALID_CHARACTERS, never a 500', async () => {
    const requests: Array<[TestClient, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, object?]> = [
      [owner.client, 'PATCH', `/api/v4/files/${fileId}`, { description: 'a\u0000b' }],
      [owner.client, 'PATCH', '/api/v4/me/profile', { name: 'a\u0000b' }],
      [owner.client, 'POST', '/api/v4/auth/update-user', { name: 'a\u0000b' }],
      [reader.client, 'POST', `/api/v4/files/${fileId}/reports`, { reason: 'other', details: 'a\u0000b' }],
      [admin, 'POST', `/api/v4/admin/files/${fileId}/hide`, { reason: 'a\u0000b' }],
      [owner.client, 'POST', '/api/v4/payments', { amount: 10_000, description: 'a\u0000b' }],
      [owner.client, 'GET', '/api/v4/users/%00'],
      [owner.client, 'GET', '/api/v4/users/a%00b/files'],
      [owner.client, 'DELETE', '/api/v4/me/sessions/a%00b'],
      [owner.client, 'GET', '/api/v4/practice/examples?word=a%00b'],
      [owner.client, 'GET', '/api/v4/files/search?q=a%00b'],
      [
        new TestClient(testApp.app),
        'POST',
        '/api/v4/auth/sign-in/email',
        { email: 'a\u0000@example.com', password: 'x' },
      ],
      [
        new TestClient(testApp.app),
        'POST',
        '/api/v4/auth/sign-up/email',
        { email: 'moi@example.com', password: 'mat-khau-an-toan', name: 'a\u0000b' },
      ],
      [owner.client, 'POST', '/api/v4/auth/revoke-session', { token: 'a\u0000b' }],
    ];
    for (const [client, method, url, payload] of requests) {
      const response = await send(client, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json(), `${method} ${url}`).toEqual(GENERIC_ERRORS.invalidCharacters);
    }
  });

  it('refuses line breaks, control characters and bidirectional controls in a display name, by every route', async () => {
    const refused = [
      'Lan\nAnh',
      'Lan\rAnh',
      'Lan\u0007',
      'evil\u202Efdp.exe',
      'a\u2066b\u2069',
      'a\u2028b',
      'a\u200Fb',
    ];
    for (const name of refused) {
      const profile = await send(owner.client, 'PATCH', '/api/v4/me/profile', { name });
      expect(profile.statusCode, JSON.stringify(name)).toBe(400);
      expect(profile.json()).toEqual({ code: 'BAD_REQUEST', message: AUTH_MESSAGES.displayNameInvalid });
      const update = await send(owner.client, 'POST', '/api/v4/auth/update-user', { name });
      expect(update.statusCode, JSON.stringify(name)).toBe(400);
      expect(update.json()).toEqual({ code: 'BAD_REQUEST', message: AUTH_MESSAGES.displayNameInvalid });
      const signUp = await send(new TestClient(testApp.app), 'POST', '/api/v4/auth/sign-up/email', {
        email: `ten-${refused.indexOf(name)}@example.com`,
        password: 'mat-khau-an-toan',
        name,
      });
      expect(signUp.statusCode, JSON.stringify(name)).toBe(400);
      expect(signUp.json()).toEqual({ code: 'BAD_REQUEST', message: AUTH_MESSAGES.displayNameInvalid });
    }
    const session = (await owner.client.get('/api/v4/session')).json();
    expect(session.user.displayName).toBe('Người Đăng');

    const accepted = await send(owner.client, 'PATCH', '/api/v4/me/profile', { name: '  Nguyễn Thị Lan Anh  ' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user.displayName).toBe('Nguyễn Thị Lan Anh');
  });

  it('lets a description, a report and a reason break lines, and refuses other control characters', async () => {
    const lines = 'Dòng một\r\nDòng hai\n\tthụt lề';
    const edited = await send(owner.client, 'PATCH', `/api/v4/files/${fileId}`, { description: lines });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().file.description).toBe(lines);
    const badDescription = await send(owner.client, 'PATCH', `/api/v4/files/${fileId}`, { description: 'a\u0007b' });
    expect(badDescription.statusCode).toBe(400);
    expect(badDescription.json()).toEqual({ code: 'BAD_REQUEST', message: FILE_ERRORS.descriptionInvalid.message });

    const url = `/api/v4/files/${fileId}/reports`;
    const badReport = await send(reader.client, 'POST', url, { reason: 'other', details: 'a\u001bb' });
    expect(badReport.statusCode).toBe(400);
    expect(badReport.json()).toEqual({ code: 'BAD_REQUEST', message: MODERATION_ERRORS.detailsInvalid.message });
    expect((await send(reader.client, 'POST', url, { reason: 'other', details: 'Sao chép\nsách' })).statusCode).toBe(
      201,
    );

    const hide = `/api/v4/admin/files/${fileId}/hide`;
    const badReason = await send(admin, 'POST', hide, { reason: 'a\u007fb' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json()).toEqual({ code: 'BAD_REQUEST', message: MODERATION_ERRORS.reasonInvalid.message });
    expect((await send(admin, 'POST', hide, { reason: 'Vi phạm\nbản quyền' })).statusCode).toBe(200);
  });

  it('refuses a payment description that is not one line of plain text', async () => {
    for (const description of ['Mua\nsách', 'Mua\tsách', 'Mua\u202Esách']) {
      const response = await send(owner.client, 'POST', '/api/v4/payments', { amount: 10_000, description });
      expect(response.statusCode, JSON.stringify(description)).toBe(400);
      expect(response.json()).toEqual(PAYMENT_ERRORS.descriptionInvalid);
    }
  });

  it('refuses a practice word that is not one line', async () => {
    const response = await owner.client.get(`/api/v4/practice/examples?word=${encodeURIComponent('ab\nide')}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(GENERIC_ERRORS.badRequest);
  });
});
