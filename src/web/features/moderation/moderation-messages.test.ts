import { describe, expect, it } from 'vitest';
import { MODERATION_ERRORS, MODERATION_NOTICES } from '@shared/moderation/messages';
import viFiles from '@/i18n/messages/vi/files';
import vi from '@/i18n/messages/vi/pages';

describe('the moderation messages of the catalogue', () => {
  it('word the server’s refusals in Vietnamese exactly as it sends them', () => {
    const catalogue: Record<string, string> = { ...vi, ...viFiles };
    for (const error of Object.values(MODERATION_ERRORS)) {
      const message = catalogue[`errors.${error.code}`];
      if (message !== undefined) expect(message, error.code).toBe(error.message);
    }
  });

  it('word what an action did as the server’s notice does', () => {
    expect(viFiles['files.report.done']).toBe(MODERATION_NOTICES.reported);
    expect(vi['moderation.done.hide']).toBe(MODERATION_NOTICES.hidden);
    expect(vi['moderation.done.restore']).toBe(MODERATION_NOTICES.restored);
    expect(vi['moderation.done.delete']).toBe(MODERATION_NOTICES.deleted);
    expect(vi['moderation.done.dismiss']).toBe(MODERATION_NOTICES.dismissed);
    expect(vi['moderation.done.suspend']).toBe(MODERATION_NOTICES.suspended);
    expect(vi['moderation.done.unsuspend']).toBe(MODERATION_NOTICES.unsuspended);
  });
});
