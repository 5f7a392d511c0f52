// POST /me/google/link answers Google's consent page (the browser goes there and comes back to
// /settings); POST /me/google/unlink removes the link while a password remains.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAccountSettings, TGoogleLinkResponse } from '@shared/account/contract';
import { apiRequest } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

export function useLinkGoogle() {
  return useMutation({
    mutationFn: () => apiRequest<TGoogleLinkResponse>('/me/google/link', { method: 'POST' }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useUnlinkGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TAccountSettings>('/me/google/unlink', { method: 'POST' }),
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.account(), settings),
  });
}
