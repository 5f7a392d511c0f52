// Payment input rules, used by the checkout form and repeated by the server.
import { PAYMENT } from '../constants';
import type { ApiErrorBody } from '../errors';
import { isSafeSingleLineText } from '../text-rules';
import { PAYMENT_ERRORS } from './messages';

/**
 * Upper bound of an amount. The product rule only asks for a positive number; the bound keeps the value inside
 * the orders table's integer column and far below payOS's own limit (10 digits).
 */
export const MAX_PAYMENT_AMOUNT = 1_000_000_000;

/** payOS limits the description to 25 characters for accounts without a linked bank account. */
export const MAX_PAYMENT_DESCRIPTION_LENGTH = 25;

/**
 * A valid amount is a whole number of VND from the input's minimum (1000) up to MAX_PAYMENT_AMOUNT.
 * The input's step (1000) is a typing aid, not a rule: payOS accepts any whole amount.
 */
export function isValidPaymentAmount(amount: unknown): amount is number {
  return (
    typeof amount === 'number' &&
    Number.isSafeInteger(amount) &&
    amount >= PAYMENT.minAmount &&
    amount <= MAX_PAYMENT_AMOUNT
  );
}

/** The amount typed in the form, or null when it is not a plain decimal number. */
export function parseAmountInput(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** Trimmed description; blank means the default one. */
export function normalizePaymentDescription(description: string | undefined | null): string {
  const trimmed = (description ?? '').trim();
  return trimmed === '' ? PAYMENT.defaultDescription : trimmed;
}

export function isValidPaymentDescription(description: string): boolean {
  return [...description].length <= MAX_PAYMENT_DESCRIPTION_LENGTH;
}

/** Why a normalised description is refused (too long, or not one line of plain text), or null. */
export function paymentDescriptionError(description: string): ApiErrorBody | null {
  if (!isValidPaymentDescription(description)) return PAYMENT_ERRORS.invalidDescription;
  if (!isSafeSingleLineText(description)) return PAYMENT_ERRORS.descriptionInvalid;
  return null;
}

/** '10.000 VND' (Vietnamese digit grouping). */
export function formatVnd(amount: number): string {
  return `${new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 }).format(amount)} VND`;
}

/** payOS's numeric orderCode from an address or path segment, or null when the text cannot be one. */
export function parseOrderCode(text: string): number | null {
  const code = /^\d{1,16}$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(code) && code > 0 ? code : null;
}
