// Comment reports on /admin as the browser calls them (api-route.ts; the contract: comment-contract.ts).
import { defineRoute } from '../api-route';
import type { TAdminActionResponse, TModerationReasonRequest } from './contract';
import type { TReportedCommentsResponse } from './comment-contract';

export const COMMENT_MODERATION_ROUTES = {
  reportedComments: defineRoute<{ response: TReportedCommentsResponse }>()('GET', '/admin/comment-reports'),
  hideComment: defineRoute<{ body: TModerationReasonRequest; response: TAdminActionResponse }>()(
    'POST',
    '/admin/comments/:id/hide',
  ),
  dismissCommentReports: defineRoute<{ body: Record<string, never>; response: TAdminActionResponse }>()(
    'POST',
    '/admin/comments/:id/dismiss',
  ),
} as const;
