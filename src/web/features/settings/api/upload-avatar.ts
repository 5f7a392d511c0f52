// POST /me/avatar with the cropped picture as the body; DELETE /me/avatar goes back to the initials.
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_ROUTES } from '@shared/account/api-routes';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export function useUploadAvatar() {
  const { refreshSession } = useAuth();
  return useMutation({
    mutationFn: (picture: Blob) => apiRequest(ACCOUNT_ROUTES.uploadAvatar, { body: picture }),
    onSuccess: () => refreshSession(),
  });
}

export function useRemoveAvatar() {
  const { refreshSession } = useAuth();
  return useMutation({
    mutationFn: () => apiRequest(ACCOUNT_ROUTES.removeAvatar),
    onSuccess: () => refreshSession(),
  });
}
