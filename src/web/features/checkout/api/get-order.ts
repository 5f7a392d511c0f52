import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_ROUTES } from '@shared/payments/api-routes';
import { apiRequest } from '@/lib/api-client';

export const orderKeys = {
  all: ['orders'] as const,
  detail: (orderCode: string) => ['orders', orderCode] as const,
};

/** The provider's confirmation may arrive after the browser returns: ask again while pending. */
export const ORDER_POLL_INTERVAL_MS = 2000;
export const ORDER_POLL_ATTEMPTS = 10;

/** `token` is the proof of holding the order from its address (the account that placed it needs none). */
export function orderAccessQuery(token: string | null): { token?: string } {
  return token ? { token } : {};
}

export function useOrder(orderCode: string | null, token: string | null, options: { pollWhilePending?: boolean } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: orderKeys.detail(orderCode ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(PAYMENT_ROUTES.order, {
        params: { orderCode: orderCode ?? '' },
        query: orderAccessQuery(token),
        signal,
      }),
    enabled: orderCode !== null,
    retry: false,
    staleTime: 0,
    refetchInterval: (query) =>
      options.pollWhilePending &&
      query.state.data?.status === 'pending' &&
      query.state.dataUpdateCount < ORDER_POLL_ATTEMPTS
        ? ORDER_POLL_INTERVAL_MS
        : false,
  });
  const updates = queryClient.getQueryState(orderKeys.detail(orderCode ?? ''))?.dataUpdateCount ?? 0;
  /** Still pending after every poll: the page stops asking and offers a manual check. */
  const isPollingOver = query.data?.status === 'pending' && !query.isFetching && updates >= ORDER_POLL_ATTEMPTS;
  return { ...query, isPollingOver };
}
