import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminActionResponse } from '@shared/moderation/contract';
import { MODERATION_ROUTES } from '@shared/moderation/api-routes';
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
      return apiRequest(MODERATION_ROUTES.hideFile, {
        params: { id: action.fileId },
        body: { reason: action.reason },
      });
    case 'restore':
      return apiRequest(MODERATION_ROUTES.restoreFile, { params: { id: action.fileId }, body: {} });
    case 'dismiss':
      return apiRequest(MODERATION_ROUTES.dismissReports, { params: { id: action.fileId }, body: {} });
    case 'delete':
      return apiRequest(MODERATION_ROUTES.deleteFile, { params: { id: action.fileId } });
    case 'suspend':
      return apiRequest(MODERATION_ROUTES.suspendUser, {
        params: { userId: action.userId },
        body: { reason: action.reason },
      });
    case 'unsuspend':
      return apiRequest(MODERATION_ROUTES.unsuspendUser, { params: { userId: action.userId }, body: {} });
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
