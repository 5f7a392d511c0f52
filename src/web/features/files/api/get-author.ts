import { useQuery } from '@tanstack/react-query';
import { FILE_ROUTES } from '@shared/files/api-routes';
import { apiRequest } from '@/lib/api-client';
import { useFilePages } from './list-pages';
import { fileKeys } from './query-keys';

export function useAuthor(userId: string) {
  return useQuery({
    queryKey: fileKeys.author(userId),
    queryFn: ({ signal }) => apiRequest(FILE_ROUTES.author, { params: { userId }, signal }),
    retry: false,
  });
}

export function useAuthorFiles(userId: string, enabled: boolean) {
  return useFilePages(
    fileKeys.authorFiles(userId),
    (cursor, signal) => apiRequest(FILE_ROUTES.authorFiles, { params: { userId }, query: { cursor }, signal }),
    enabled,
  );
}
