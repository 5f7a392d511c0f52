import { useQuery } from '@tanstack/react-query';
import type { TSuspendedUsersResponse } from '@shared/moderation/contract';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export function useSuspendedUsers() {
  return useQuery({
    queryKey: adminKeys.suspendedUsers(),
    queryFn: ({ signal }) => apiRequest<TSuspendedUsersResponse>('/admin/suspended-users', { signal }),
    select: (data) => data.users,
  });
}
