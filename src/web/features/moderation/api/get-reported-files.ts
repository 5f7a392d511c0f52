import { useQuery } from '@tanstack/react-query';
import type { TReportedFilesResponse } from '@shared/moderation/contract';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export function useReportedFiles() {
  return useQuery({
    queryKey: adminKeys.reports(),
    queryFn: ({ signal }) => apiRequest<TReportedFilesResponse>('/admin/reports', { signal }),
    select: (data) => data.files,
  });
}
