// The comments catalogue says what the server says: a refusal's Vietnamese words as the server sends them,
// and every refusal without a number in it has the interface's own words (English too).
import { describe, expect, it } from 'vitest';
import { COMMENT_ERRORS, COMMENT_NOTICES } from '@shared/files/comments-messages';
import en from '@/i18n/messages/en/comments';
import vi from '@/i18n/messages/vi/comments';

describe('the comments catalogue', () => {
  it('words the server’s refusals in Vietnamese exactly as it sends them', () => {
    const catalogue: Record<string, string> = vi;
    const english: Record<string, string> = en;
    for (const error of Object.values(COMMENT_ERRORS)) {
      const message = catalogue[`errors.${error.code}`];
      // A refusal naming a limit keeps the server's words (they carry the number).
      if (/\d/.test(error.message)) {
        expect(message, error.code).toBeUndefined();
        continue;
      }
      expect(message, error.code).toBe(error.message);
      expect(english[`errors.${error.code}`], error.code).toEqual(expect.any(String));
    }
  });

  it('words what the admin’s actions did as the server’s notices do', () => {
    expect(vi['comments.admin.done.hide']).toBe(COMMENT_NOTICES.hidden);
    expect(vi['comments.admin.done.dismiss']).toBe(COMMENT_NOTICES.dismissed);
    expect(vi['comments.done.deleted']).toBe(COMMENT_NOTICES.deleted);
  });
});
