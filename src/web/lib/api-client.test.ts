import { describe, expect, it } from 'vitest';
import { GENERIC_ERRORS } from '@shared/errors';
import { FILE_ERRORS } from '@shared/files/messages';
import { ApiError, apiErrorFrom, networkError, refusalMessageOf, userMessageOf } from './api-client';

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
});
