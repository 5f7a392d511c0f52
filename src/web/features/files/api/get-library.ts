// GET /files/library?sort=&format=&cursor= — public files, a page at a time ('Xem thêm').
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TFileListResponse, TLibraryFormat, TLibrarySort } from '@shared/files/contract';
import { apiRequest } from '@/lib/api-client';
import { fileKeys } from './query-keys';

export function libraryPath(sort: TLibrarySort, format: TLibraryFormat | null, cursor: string): string {
  const params = new URLSearchParams({ sort });
  if (format) params.set('format', format);
  if (cursor) params.set('cursor', cursor);
  return `/files/library?${params}`;
}

export function useLibraryFiles(sort: TLibrarySort, format: TLibraryFormat | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: fileKeys.library(sort, format),
    queryFn: ({ signal, pageParam }) => apiRequest<TFileListResponse>(libraryPath(sort, format, pageParam), { signal }),
    initialPageParam: '',
    getNextPageParam: (last: TFileListResponse) => last.nextCursor || undefined,
    select: (data) => data.pages.flatMap((page) => page.files),
    enabled,
  });
}
