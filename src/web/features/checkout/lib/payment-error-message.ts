// Which text the checkout pages show for a failed call: the server's payment refusals (and its rate limit)
// as the API client words them, everything unexpected as the generic payment error.
import { GENERIC_ERRORS } from '@shared/errors';
import { PAYMENT_ERRORS } from '@shared/payments/messages';
import { ApiError, userMessageOf } from '@/lib/api-client';
import { translate } from '@/i18n/i18n';

const SHOWN_AS_SENT = new Set<string>([
  ...Object.values(PAYMENT_ERRORS).map((error) => error.code),
  GENERIC_ERRORS.tooManyRequests.code,
]);

export function paymentErrorMessage(error: unknown): string {
  const unexpected = translate('errors.PAYMENT_ERROR');
  return error instanceof ApiError && SHOWN_AS_SENT.has(error.code) ? userMessageOf(error, unexpected) : unexpected;
}
