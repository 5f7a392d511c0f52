// GET /me/sessions, POST /me/sessions/revoke-others, DELETE /me/sessions/{id}.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAccountSessionList, TRevokedSessions } from '@shared/account/contract';
import { apiRequest } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

export function useAccountSessions() {
  return useQuery({
    queryKey: settingsKeys.sessions(),
    queryFn: ({ signal }) => apiRequest<TAccountSessionList>('/me/sessions', { signal }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TRevokedSessions>('/me/sessions/revoke-others', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest<TRevokedSessions>(`/me/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  });
}
