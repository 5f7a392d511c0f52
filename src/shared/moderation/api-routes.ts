// Reports and /admin as the browser calls them (api-route.ts).
import { defineRoute } from '../api-route';
import type {
  TAdminActionResponse,
  TAdminActionsResponse,
  THiddenFilesResponse,
  TModerationReasonRequest,
  TReportedFilesResponse,
  TReportRequest,
  TReportResponse,
  TSuspendedUsersResponse,
} from './contract';

/** The actions without a reason send an empty JSON object. */
type TEmptyBody = Record<string, never>;

export const MODERATION_ROUTES = {
  report: defineRoute<{ body: TReportRequest; response: TReportResponse }>()('POST', '/files/:id/reports'),
  reportedFiles: defineRoute<{ response: TReportedFilesResponse }>()('GET', '/admin/reports'),
  hiddenFiles: defineRoute<{ response: THiddenFilesResponse }>()('GET', '/admin/hidden-files'),
  suspendedUsers: defineRoute<{ response: TSuspendedUsersResponse }>()('GET', '/admin/suspended-users'),
  actions: defineRoute<{ query: { page?: number }; response: TAdminActionsResponse }>()('GET', '/admin/actions'),
  hideFile: defineRoute<{ body: TModerationReasonRequest; response: TAdminActionResponse }>()(
    'POST',
    '/admin/files/:id/hide',
  ),
  restoreFile: defineRoute<{ body: TEmptyBody; response: TAdminActionResponse }>()('POST', '/admin/files/:id/restore'),
  dismissReports: defineRoute<{ body: TEmptyBody; response: TAdminActionResponse }>()(
    'POST',
    '/admin/files/:id/dismiss',
  ),
  deleteFile: defineRoute<{ response: TAdminActionResponse }>()('DELETE', '/admin/files/:id'),
  suspendUser: defineRoute<{ body: TModerationReasonRequest; response: TAdminActionResponse }>()(
    'POST',
    '/admin/users/:userId/suspend',
  ),
  unsuspendUser: defineRoute<{ body: TEmptyBody; response: TAdminActionResponse }>()(
    'POST',
    '/admin/users/:userId/unsuspend',
  ),
} as const;
