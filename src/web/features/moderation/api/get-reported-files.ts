import { useQuery } from '@tanstack/react-query';
import { MODERATION_ROUTES } from '@shared/moderation/api-routes';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export function useReportedFiles() {
  return useQuery({
    queryKey: adminKeys.reports(),
    queryFn: ({ signal }) => apiRequest(MODERATION_ROUTES.reportedFiles, { signal }),
    select: (data) => data.files,
  });
}
