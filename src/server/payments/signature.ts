// payOS checksums (payOS docs): HMAC-SHA256 in hex with the merchant's checksum key.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PaymentLinkFields {
  amount: number;
  cancelUrl: string;
  description: string;
  orderCode: number;
  returnUrl: string;
}

const hmacHex = (key: string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest('hex');

/** Signature of a create-payment-link request: the five fields in alphabetical order, unescaped. */
export function signPaymentLink(fields: PaymentLinkFields, checksumKey: string): string {
  const { amount, cancelUrl, description, orderCode, returnUrl } = fields;
  return hmacHex(
    checksumKey,
    `amount=${amount}&cancelUrl=${cancelUrl}&description=${description}&orderCode=${orderCode}&returnUrl=${returnUrl}`,
  );
}

const sortKeys = (value: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, value[key]]),
  );

function canonicalValue(value: unknown): string {
  if (value === null || value === undefined || value === 'null' || value === 'undefined') return '';
  if (Array.isArray(value)) {
    return JSON.stringify(value.map((item) => (isPlainObject(item) ? sortKeys(item) : item)));
  }
  // payOS's SDK would print "[object Object]"; no documented field is an object, so JSON is the safe choice.
  if (isPlainObject(value)) return JSON.stringify(sortKeys(value));
  return String(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The text payOS signs for webhook and response `data`: keys sorted, `key=value` joined with `&`,
 * null as empty, arrays as JSON (their objects' keys sorted), keys with undefined values left out.
 */
export function canonicalDataString(data: Record<string, unknown>): string {
  return Object.keys(data)
    .sort()
    .filter((key) => data[key] !== undefined)
    .map((key) => `${key}=${canonicalValue(data[key])}`)
    .join('&');
}

export function signData(data: Record<string, unknown>, checksumKey: string): string {
  return hmacHex(checksumKey, canonicalDataString(data));
}

/** Constant-time comparison of a received hex signature with the one we compute. */
export function isValidDataSignature(data: Record<string, unknown>, signature: string, checksumKey: string): boolean {
  const expected = Buffer.from(signData(data, checksumKey), 'hex');
  // Buffer.from(hex) silently drops a trailing odd digit: only a full 64-digit hex string may compare.
  const received = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return received.length === expected.length && timingSafeEqual(received, expected);
}
