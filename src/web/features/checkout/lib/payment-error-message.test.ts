import { beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_ERRORS } from '@shared/errors';
import { PAYMENT_ERRORS } from '@shared/payments/messages';
import { ensureAreas, startLanguage } from '@/i18n/i18n';
import vi from '@/i18n/messages/vi';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { paymentErrorMessage } from './payment-error-message';

beforeAll(async () => {
  await startLanguage();
  await ensureAreas(['pages']);
});

describe('paymentErrorMessage', () => {
  it('shows the server’s payment messages as sent', () => {
    for (const error of [PAYMENT_ERRORS.invalidAmount, PAYMENT_ERRORS.linkFailed, PAYMENT_ERRORS.noCheckoutUrl]) {
      expect(paymentErrorMessage(new ApiError(400, error.code, error.message))).toBe(error.message);
    }
    const tooMany = GENERIC_ERRORS.tooManyRequests;
    expect(paymentErrorMessage(new ApiError(429, tooMany.code, tooMany.message))).toBe(tooMany.message);
  });

  it('shows "Co loi xay ra" for anything else', () => {
    expect(paymentErrorMessage(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE))).toBe('Co loi xay ra');
    expect(paymentErrorMessage(new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBe('Co loi xay ra');
    expect(paymentErrorMessage(new TypeError('bad json'))).toBe('Co loi xay ra');
  });
});

describe('the payment refusals of the catalogue', () => {
  it('say in Vietnamese exactly what the server sends', () => {
    const catalogue: Record<string, string> = vi;
    for (const error of Object.values(PAYMENT_ERRORS)) {
      const message = catalogue[`errors.${error.code}`];
      if (message !== undefined) expect(message, error.code).toBe(error.message);
    }
  });
});
