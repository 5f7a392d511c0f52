// File lists come in pages of FILE_LIST_DEFAULT_LIMIT, newest first; 'Xem thêm' reads the next one.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TFileListResponse } from '@shared/files/contract';
import { apiRequest } from '@/lib/api-client';

export function useFilePages(queryKey: readonly unknown[], path: string, enabled = true) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ signal, pageParam }) =>
      apiRequest<TFileListResponse>(pageParam ? `${path}?cursor=${encodeURIComponent(pageParam)}` : path, { signal }),
    initialPageParam: '',
    getNextPageParam: (last: TFileListResponse) => last.nextCursor || undefined,
    select: (data) => data.pages.flatMap((page) => page.files),
    enabled,
  });
  return query;
}
