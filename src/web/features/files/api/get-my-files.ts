import { useQuery } from '@tanstack/react-query';
import type { TMyFileList } from '@shared/files/contract';
import { FILE_ROUTES } from '@shared/files/api-routes';
import { apiRequest } from '@/lib/api-client';
import { useFilePages } from './list-pages';
import { fileKeys } from './query-keys';

export function useMyFiles(list: TMyFileList) {
  return useFilePages(fileKeys.myList(list), (cursor, signal) =>
    apiRequest(FILE_ROUTES.myList, { params: { list }, query: { cursor }, signal }),
  );
}

export function useMyFileCounts() {
  return useQuery({
    queryKey: fileKeys.myCounts(),
    queryFn: ({ signal }) => apiRequest(FILE_ROUTES.myCounts, { signal }),
  });
}
