import { useQuery } from '@tanstack/react-query';
import type { TAuthorSummary } from '@shared/files/contract';
import { apiRequest } from '@/lib/api-client';
import { useFilePages } from './list-pages';
import { fileKeys } from './query-keys';

const path = (userId: string) => `/users/${encodeURIComponent(userId)}`;

export function useAuthor(userId: string) {
  return useQuery({
    queryKey: fileKeys.author(userId),
    queryFn: ({ signal }) => apiRequest<TAuthorSummary>(path(userId), { signal }),
    retry: false,
  });
}

export function useAuthorFiles(userId: string, enabled: boolean) {
  return useFilePages(fileKeys.authorFiles(userId), `${path(userId)}/files`, enabled);
}
