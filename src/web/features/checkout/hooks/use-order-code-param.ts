import { useSearchParams } from 'react-router';

/** The `orderCode` of a return URL; only used to ask the server, never trusted for the outcome. */
export function useOrderCodeParam(): string | null {
  const [params] = useSearchParams();
  const orderCode = params.get('orderCode');
  return orderCode && /^\d{1,16}$/.test(orderCode) ? orderCode : null;
}
