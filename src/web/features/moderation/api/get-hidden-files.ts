import { useQuery } from '@tanstack/react-query';
import { MODERATION_ROUTES } from '@shared/moderation/api-routes';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export function useHiddenFiles() {
  return useQuery({
    queryKey: adminKeys.hiddenFiles(),
    queryFn: ({ signal }) => apiRequest(MODERATION_ROUTES.hiddenFiles, { signal }),
    select: (data) => data.files,
  });
}
