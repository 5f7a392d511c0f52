// Comments on documents as the browser calls them (api-route.ts; the contract: comments-contract.ts).
import { defineRoute } from '../api-route';
import type { TReportRequest, TReportResponse } from '../moderation/contract';
import type { TCommentOrder } from './comments-rules';
import type {
  TCommentDeleteResponse,
  TCommentResponse,
  TCommentsChangedResponse,
  TCommentsResponse,
  TCreateCommentRequest,
  TEditCommentRequest,
  THideCommentRequest,
  TPinCommentRequest,
} from './comments-contract';

export const COMMENT_ROUTES = {
  list: defineRoute<{ query: { order?: TCommentOrder; cursor?: string }; response: TCommentsResponse }>()(
    'GET',
    '/files/:id/comments',
  ),
  create: defineRoute<{ body: TCreateCommentRequest; response: TCommentResponse }>()('POST', '/files/:id/comments'),
  edit: defineRoute<{ body: TEditCommentRequest; response: TCommentResponse }>()(
    'PATCH',
    '/files/:id/comments/:commentId',
  ),
  delete: defineRoute<{ response: TCommentDeleteResponse }>()('DELETE', '/files/:id/comments/:commentId'),
  pin: defineRoute<{ body: TPinCommentRequest; response: TCommentsChangedResponse }>()(
    'PUT',
    '/files/:id/comments/:commentId/pin',
  ),
  hide: defineRoute<{ body: THideCommentRequest; response: TCommentsChangedResponse }>()(
    'PUT',
    '/files/:id/comments/:commentId/hidden',
  ),
  report: defineRoute<{ body: TReportRequest; response: TReportResponse }>()(
    'POST',
    '/files/:id/comments/:commentId/reports',
  ),
} as const;
