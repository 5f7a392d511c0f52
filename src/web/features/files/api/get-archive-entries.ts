import { useQuery } from '@tanstack/react-query';
import { FILE_ROUTES } from '@shared/files/api-routes';
import { apiRequest } from '@/lib/api-client';
import { fileKeys } from './query-keys';

/** The entries of an archive (a .zip), under the file's own access rule. */
export function useArchiveEntries(fileId: string) {
  return useQuery({
    queryKey: [...fileKeys.detail(fileId), 'entries'] as const,
    queryFn: ({ signal }) => apiRequest(FILE_ROUTES.archiveEntries, { params: { id: fileId }, signal }),
    retry: false,
    // The entries of an archive never change once it is stored.
    staleTime: Infinity,
  });
}
