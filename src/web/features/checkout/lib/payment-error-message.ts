// Which text the checkout pages show for a failed call: the server's payment messages as
// sent, everything unexpected as 'Co loi xay ra'.
import { GENERIC_ERRORS } from '@shared/errors';
import { PAYMENT_ERRORS } from '@shared/payments/messages';
import { ApiError } from '@/lib/api-client';

const SHOWN_AS_SENT = new Set<string>([
  ...Object.values(PAYMENT_ERRORS).map((error) => error.code),
  GENERIC_ERRORS.tooManyRequests.code,
]);

export function paymentErrorMessage(error: unknown): string {
  if (error instanceof ApiError && SHOWN_AS_SENT.has(error.code)) return error.message;
  return PAYMENT_ERRORS.unexpected.message;
}
