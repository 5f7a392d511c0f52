import { useInfiniteQuery } from '@tanstack/react-query';
import { MODERATION_ROUTES } from '@shared/moderation/api-routes';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** The audit log, newest first, a page at a time (the log's "more" button). */
export function useAdminActions() {
  return useInfiniteQuery({
    queryKey: adminKeys.actions(),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => apiRequest(MODERATION_ROUTES.actions, { query: { page: pageParam }, signal }),
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}
