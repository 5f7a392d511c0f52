// GET /me/sessions, POST /me/sessions/revoke-others, DELETE /me/sessions/{id}.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_ROUTES } from '@shared/account/api-routes';
import { apiRequest } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

export function useAccountSessions() {
  return useQuery({
    queryKey: settingsKeys.sessions(),
    queryFn: ({ signal }) => apiRequest(ACCOUNT_ROUTES.sessions, { signal }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(ACCOUNT_ROUTES.revokeOtherSessions),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => apiRequest(ACCOUNT_ROUTES.revokeSession, { params: { sessionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  });
}
