// The comments of a document: a page at a time (the pinned one on the first page), and every write, after
// which the comments and the document (its comment count) are read again.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMENT_ROUTES } from '@shared/files/comments-api-routes';
import type { TCommentOrder } from '@shared/files/comments-rules';
import type { TReportRequest } from '@shared/moderation/contract';
import { apiRequest } from '@/lib/api-client';
import { fileKeys } from './query-keys';

export const commentKeys = {
  of: (fileId: string) => ['comments', fileId] as const,
  list: (fileId: string, order: TCommentOrder) => ['comments', fileId, order] as const,
};

export function useComments(fileId: string, order: TCommentOrder) {
  return useInfiniteQuery({
    queryKey: commentKeys.list(fileId, order),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(COMMENT_ROUTES.list, { params: { id: fileId }, query: { order, cursor: pageParam }, signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export type TCommentWrite =
  | { kind: 'create'; body: string; parentId?: string }
  | { kind: 'edit'; commentId: string; body: string }
  | { kind: 'delete'; commentId: string }
  | { kind: 'pin'; commentId: string; pinned: boolean }
  | { kind: 'hide'; commentId: string; hidden: boolean };

function send(fileId: string, write: TCommentWrite): Promise<unknown> {
  switch (write.kind) {
    case 'create':
      return apiRequest(COMMENT_ROUTES.create, {
        params: { id: fileId },
        body: { body: write.body, parentId: write.parentId ?? null },
      });
    case 'edit':
      return apiRequest(COMMENT_ROUTES.edit, {
        params: { id: fileId, commentId: write.commentId },
        body: { body: write.body },
      });
    case 'delete':
      return apiRequest(COMMENT_ROUTES.delete, { params: { id: fileId, commentId: write.commentId } });
    case 'pin':
      return apiRequest(COMMENT_ROUTES.pin, {
        params: { id: fileId, commentId: write.commentId },
        body: { pinned: write.pinned },
      });
    case 'hide':
      return apiRequest(COMMENT_ROUTES.hide, {
        params: { id: fileId, commentId: write.commentId },
        body: { hidden: write.hidden },
      });
  }
}

export function useCommentWrite(fileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: TCommentWrite) => send(fileId, write),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: commentKeys.of(fileId) }),
        queryClient.invalidateQueries({ queryKey: fileKeys.detail(fileId) }),
      ]);
    },
  });
}

export function useReportComment() {
  return useMutation({
    mutationFn: ({ fileId, commentId, report }: { fileId: string; commentId: string; report: TReportRequest }) =>
      apiRequest(COMMENT_ROUTES.report, { params: { id: fileId, commentId }, body: report }),
  });
}
