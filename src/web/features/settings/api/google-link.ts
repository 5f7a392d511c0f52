// POST /me/google/link answers Google's consent page (the browser goes there and comes back to
// /settings); POST /me/google/unlink removes the link while a password remains.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_ROUTES } from '@shared/account/api-routes';
import { apiRequest } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

export function useLinkGoogle() {
  return useMutation({
    mutationFn: () => apiRequest(ACCOUNT_ROUTES.linkGoogle),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useUnlinkGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(ACCOUNT_ROUTES.unlinkGoogle),
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.account(), settings),
  });
}
