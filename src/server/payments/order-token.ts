// Proof of holding an order. Order codes are timestamps, so anyone can
// guess one; the return, cancel and sandbox addresses also carry this token, and reading or acting on
// an order needs it unless the caller is the account that placed the order. The token is an HMAC of
// the code: stateless, the same on every instance that shares the auth secret, nothing to store.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface OrderTokens {
  tokenFor(orderCode: number): string;
  isValid(orderCode: number, token: string | undefined): boolean;
}

export function createOrderTokens(authSecret: string): OrderTokens {
  const key = createHmac('sha256', authSecret).update('payments:order-access-token').digest();
  const tokenFor = (orderCode: number) => createHmac('sha256', key).update(String(orderCode)).digest('base64url');
  return {
    tokenFor,
    isValid(orderCode, token) {
      if (!token) return false;
      const expected = Buffer.from(tokenFor(orderCode));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
