// File lists come in pages of FILE_LIST_DEFAULT_LIMIT, newest first; 'Xem thêm' reads the next one.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TFileListResponse } from '@shared/files/contract';

/** Reads one page: the first without a cursor, each next one with the `nextCursor` of the page before. */
export type FilePageReader = (cursor: string | undefined, signal: AbortSignal) => Promise<TFileListResponse>;

export function useFilePages(queryKey: readonly unknown[], readPage: FilePageReader, enabled = true) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ signal, pageParam }) => readPage(pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last: TFileListResponse) => last.nextCursor || undefined,
    select: (data) => data.pages.flatMap((page) => page.files),
    enabled,
  });
  return query;
}
