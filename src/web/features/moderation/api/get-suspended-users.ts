import { useQuery } from '@tanstack/react-query';
import { MODERATION_ROUTES } from '@shared/moderation/api-routes';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export function useSuspendedUsers() {
  return useQuery({
    queryKey: adminKeys.suspendedUsers(),
    queryFn: ({ signal }) => apiRequest(MODERATION_ROUTES.suspendedUsers, { signal }),
    select: (data) => data.users,
  });
}
