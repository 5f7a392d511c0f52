import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminActionResponse } from '@shared/moderation/contract';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export type TAdminActionRequest =
  | { kind: 'hide'; fileId: string; reason: string }
  | { kind: 'restore' | 'dismiss' | 'delete'; fileId: string }
  | { kind: 'suspend'; userId: string; reason: string }
  | { kind: 'unsuspend'; userId: string };

function send(action: TAdminActionRequest): Promise<TAdminActionResponse> {
  switch (action.kind) {
    case 'hide':
      return apiRequest(`/admin/files/${encodeURIComponent(action.fileId)}/hide`, {
        method: 'POST',
        json: { reason: action.reason },
      });
    case 'restore':
    case 'dismiss':
      return apiRequest(`/admin/files/${encodeURIComponent(action.fileId)}/${action.kind}`, {
        method: 'POST',
        json: {},
      });
    case 'delete':
      return apiRequest(`/admin/files/${encodeURIComponent(action.fileId)}`, { method: 'DELETE' });
    case 'suspend':
      return apiRequest(`/admin/users/${encodeURIComponent(action.userId)}/suspend`, {
        method: 'POST',
        json: { reason: action.reason },
      });
    case 'unsuspend':
      return apiRequest(`/admin/users/${encodeURIComponent(action.userId)}/unsuspend`, { method: 'POST', json: {} });
  }
}

/** Every admin action; the lists of /admin and every file list are read again after it. */
export function useRunAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['files'] });
    },
  });
}
