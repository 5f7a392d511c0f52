// GET /files/search?q=&offset= — ranked hits with their snippet and page; 400 for a bad query.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TSearchResponse } from '@shared/files/contract';
import { FILE_ROUTES } from '@shared/files/api-routes';
import { apiRequest } from '@/lib/api-client';
import { fileKeys } from './query-keys';

export function useSearchFiles(q: string) {
  return useInfiniteQuery({
    queryKey: fileKeys.search(q),
    queryFn: ({ signal, pageParam }) => apiRequest(FILE_ROUTES.search, { query: { q, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: TSearchResponse) => last.nextOffset ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.hits),
    enabled: q !== '',
    // A refused query (400) stays refused: asking again would only repeat the message.
    retry: false,
  });
}
