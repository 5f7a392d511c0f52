import { useInfiniteQuery } from '@tanstack/react-query';
import type { TAdminActionsResponse } from '@shared/moderation/contract';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** The audit log, newest first, a page at a time ('Xem thêm'). */
export function useAdminActions() {
  return useInfiniteQuery({
    queryKey: adminKeys.actions(),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<TAdminActionsResponse>(`/admin/actions?page=${pageParam}`, { signal }),
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}
