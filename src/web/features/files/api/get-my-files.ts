import { useQuery } from '@tanstack/react-query';
import type { TMyFileCounts, TMyFileList } from '@shared/files/contract';
import { apiRequest } from '@/lib/api-client';
import { useFilePages } from './list-pages';
import { fileKeys } from './query-keys';

export function useMyFiles(list: TMyFileList) {
  return useFilePages(fileKeys.myList(list), `/files/me/${list}`);
}

export function useMyFileCounts() {
  return useQuery({
    queryKey: fileKeys.myCounts(),
    queryFn: ({ signal }) => apiRequest<TMyFileCounts>('/files/me/counts', { signal }),
  });
}
