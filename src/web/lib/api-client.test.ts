import { beforeEach, describe, expect, it, vi } from 'vitest';
import viMessages from '@/i18n/messages/vi';
import { defineRoute } from '@shared/api-route';
import { GENERIC_ERRORS } from '@shared/errors';
import { FILE_ERRORS } from '@shared/files/messages';
import { changeLanguage, startLanguage } from '@/i18n/i18n';
import { ApiError, apiErrorFrom, apiRequest, networkError, refusalMessageOf, userMessageOf } from './api-client';

describe('apiErrorFrom', () => {
  it('keeps the catalogue body the server sent', () => {
    const error = apiErrorFrom(403, FILE_ERRORS.fileForbidden);
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.message]).toEqual([
      403,
      'FILE_FORBIDDEN',
      FILE_ERRORS.fileForbidden.message,
    ]);
  });

  it('never passes on a body that is not ours (a framework or zod text in English)', () => {
    const zodLike = {
      error: 'Bad Request',
      message: 'body/description: String must contain at most 2000 character(s)',
    };
    expect(apiErrorFrom(400, zodLike).message).toBe(GENERIC_ERRORS.internal.message);
    expect(apiErrorFrom(413, null, (status) => `mapped ${status}`).message).toBe('mapped 413');
  });
});

describe('messages for toasts', () => {
  beforeEach(() => startLanguage());

  it('userMessageOf shows an ApiError, else the action wording', () => {
    expect(userMessageOf(networkError(), 'Xóa thất bại')).toBe('Lỗi kết nối mạng.');
    expect(userMessageOf(new TypeError('Failed to fetch'), 'Xóa thất bại')).toBe('Xóa thất bại');
  });

  it('refusalMessageOf keeps refusals and words network and server failures as the action', () => {
    const failure = FILE_ERRORS.updateFailed.message;
    expect(refusalMessageOf(apiErrorFrom(403, FILE_ERRORS.notOwner), failure)).toBe(FILE_ERRORS.notOwner.message);
    expect(refusalMessageOf(networkError(), failure)).toBe(failure);
    expect(refusalMessageOf(apiErrorFrom(500, GENERIC_ERRORS.internal), failure)).toBe(failure);
  });

  it('says an error in the interface language when the catalogue names its code, else as the server did', async () => {
    await changeLanguage('en');
    expect(userMessageOf(networkError(), 'Delete failed')).toBe('Network connection error.');
    expect(refusalMessageOf(apiErrorFrom(401, GENERIC_ERRORS.unauthorized), 'Edit failed')).toBe(
      'Please sign in to do this.',
    );
    const unnamed = apiErrorFrom(400, { code: 'SOMETHING_NEW', message: 'Thông báo của máy chủ.' });
    expect(userMessageOf(unnamed, 'Save failed')).toBe('Thông báo của máy chủ.');
    // A refused field answers BAD_REQUEST with its own words: they are kept, never made generic.
    const field = apiErrorFrom(400, { code: GENERIC_ERRORS.badRequest.code, message: 'Vui lòng nhập tên hiển thị.' });
    expect(userMessageOf(field, 'Save failed')).toBe('Vui lòng nhập tên hiển thị.');
  });

  it('the Vietnamese catalogue says each generic error as the server does', () => {
    for (const { code, message } of Object.values(GENERIC_ERRORS)) {
      const id = `errors.${code}`;
      if (id in viMessages) expect(viMessages[id as keyof typeof viMessages]).toBe(message);
    }
  });
});

describe('apiRequest', () => {
  const fileRoute = defineRoute<{ response: { id: string } }>()('GET', '/files/:id');
  const updateRoute = defineRoute<{ body: { isPublic: boolean }; response: { id: string } }>()('PATCH', '/files/:id');
  const avatarRoute = defineRoute<{ body: Blob; response: { ok: true } }>()('POST', '/me/avatar');
  const resetRoute = defineRoute<{ response: void }>()('DELETE', '/practice/record');

  function answering(status: number, body: unknown) {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(status === 204 ? null : JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('calls the route’s method and address and answers its body', async () => {
    const fetchMock = answering(200, { id: 'a b' });
    await expect(apiRequest(fileRoute, { params: { id: 'a b' } })).resolves.toEqual({ id: 'a b' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v4/files/a%20b');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', body: undefined });
  });

  it('sends a body as JSON, and a Blob as it is with its own type', async () => {
    const fetchMock = answering(200, { id: 'x' });
    await apiRequest(updateRoute, { params: { id: 'x' }, body: { isPublic: false } });
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({
      method: 'PATCH',
      body: '{"isPublic":false}',
      headers: { 'Content-Type': 'application/json' },
    });
    const picture = new Blob(['bytes'], { type: 'image/webp' });
    await apiRequest(avatarRoute, { body: picture });
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({
      method: 'POST',
      body: picture,
      headers: { 'Content-Type': 'image/webp' },
    });
  });

  it('answers nothing for 204 and throws the catalogue error of a refusal', async () => {
    answering(204, null);
    await expect(apiRequest(resetRoute)).resolves.toBeNull();
    answering(403, FILE_ERRORS.fileForbidden);
    await expect(apiRequest(fileRoute, { params: { id: 'x' } })).rejects.toMatchObject({
      status: 403,
      code: 'FILE_FORBIDDEN',
    });
  });
});
