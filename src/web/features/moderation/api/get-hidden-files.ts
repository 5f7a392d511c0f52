import { useQuery } from '@tanstack/react-query';
import type { THiddenFilesResponse } from '@shared/moderation/contract';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export function useHiddenFiles() {
  return useQuery({
    queryKey: adminKeys.hiddenFiles(),
    queryFn: ({ signal }) => apiRequest<THiddenFilesResponse>('/admin/hidden-files', { signal }),
    select: (data) => data.files,
  });
}
