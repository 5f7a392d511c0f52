// Comment reports on /admin: the list, and the hide (with a reason) and dismiss actions, after which every
// /admin list is read again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COMMENT_MODERATION_ROUTES } from '@shared/moderation/comment-api-routes';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export const reportedCommentsKey = ['admin', 'comment-reports'] as const;

export function useReportedComments() {
  return useQuery({
    queryKey: reportedCommentsKey,
    queryFn: ({ signal }) => apiRequest(COMMENT_MODERATION_ROUTES.reportedComments, { signal }),
    select: (data) => data.comments,
  });
}

export type TCommentAdminAction =
  { kind: 'hide'; commentId: string; reason: string } | { kind: 'dismiss'; commentId: string };

export function useCommentAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TCommentAdminAction) =>
      action.kind === 'hide'
        ? apiRequest(COMMENT_MODERATION_ROUTES.hideComment, {
            params: { id: action.commentId },
            body: { reason: action.reason },
          })
        : apiRequest(COMMENT_MODERATION_ROUTES.dismissCommentReports, { params: { id: action.commentId }, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
