// POST /me/password: every other device is signed out, this one keeps a new session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '@shared/account/contract';
import { ACCOUNT_ROUTES } from '@shared/account/api-routes';
import { apiRequest } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TChangePasswordRequest) => apiRequest(ACCOUNT_ROUTES.changePassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  });
}
