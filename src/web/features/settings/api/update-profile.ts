// PATCH /me/profile: the display name; the session and every list showing the user's files refetch.
import { useMutation } from '@tanstack/react-query';
import type { TAccountUserResponse, TUpdateProfileRequest } from '@shared/account/contract';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export function useUpdateProfile() {
  const { refreshSession } = useAuth();
  return useMutation({
    mutationFn: (body: TUpdateProfileRequest) =>
      apiRequest<TAccountUserResponse>('/me/profile', { method: 'PATCH', json: body }),
    onSuccess: () => refreshSession(),
  });
}
