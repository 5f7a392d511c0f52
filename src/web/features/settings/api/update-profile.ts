// PATCH /me/profile: the display name; the session and every list showing the user's files refetch.
import { useMutation } from '@tanstack/react-query';
import type { TUpdateProfileRequest } from '@shared/account/contract';
import { ACCOUNT_ROUTES } from '@shared/account/api-routes';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export function useUpdateProfile() {
  const { refreshSession } = useAuth();
  return useMutation({
    mutationFn: (body: TUpdateProfileRequest) => apiRequest(ACCOUNT_ROUTES.updateProfile, { body }),
    onSuccess: () => refreshSession(),
  });
}
