// POST /me/avatar with the cropped picture as the body; DELETE /me/avatar goes back to the initials.
import { useMutation } from '@tanstack/react-query';
import type { TAccountUserResponse } from '@shared/account/contract';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export function useUploadAvatar() {
  const { refreshSession } = useAuth();
  return useMutation({
    mutationFn: (picture: Blob) =>
      apiRequest<TAccountUserResponse>('/me/avatar', {
        method: 'POST',
        body: picture,
        contentType: picture.type || 'application/octet-stream',
      }),
    onSuccess: () => refreshSession(),
  });
}

export function useRemoveAvatar() {
  const { refreshSession } = useAuth();
  return useMutation({
    mutationFn: () => apiRequest<TAccountUserResponse>('/me/avatar', { method: 'DELETE' }),
    onSuccess: () => refreshSession(),
  });
}
