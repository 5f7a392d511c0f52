// GET /files/library?sort=&format=&subject=&level=&tag=&cursor= — public files, a page at a time ('Xem thêm').
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TFileListResponse, TLibraryFormat, TLibrarySort } from '@shared/files/contract';
import { FILE_ROUTES } from '@shared/files/api-routes';
import { apiRequest } from '@/lib/api-client';
import type { DocumentFilters } from '@/features/files/lib/library-query';
import { fileKeys } from './query-keys';

export function useLibraryFiles(
  sort: TLibrarySort,
  format: TLibraryFormat | null,
  enabled: boolean,
  filters: DocumentFilters = {},
) {
  return useInfiniteQuery({
    queryKey: fileKeys.library(sort, format, filters),
    queryFn: ({ signal, pageParam }) =>
      apiRequest(FILE_ROUTES.library, {
        query: { sort, format: format ?? undefined, ...filters, cursor: pageParam || undefined },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last: TFileListResponse) => last.nextCursor || undefined,
    select: (data) => data.pages.flatMap((page) => page.files),
    enabled,
  });
}
