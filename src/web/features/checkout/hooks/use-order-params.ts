import { useSearchParams } from 'react-router';
import { parseOrderCode } from '@shared/payments/rules';

/** A code that can be an order's (payOS's numeric orderCode). */
export function asOrderCode(value: string | null | undefined): string | null {
  return value && parseOrderCode(value) !== null ? value : null;
}

/**
 * The `orderCode` and `token` of a return, cancel or sandbox address: they only name the order and prove
 * holding it when asking the server, and are never trusted for the outcome.
 */
export function useOrderParams(): { orderCode: string | null; token: string | null } {
  const [params] = useSearchParams();
  return { orderCode: asOrderCode(params.get('orderCode')), token: params.get('token') };
}
