// The HTTP contract of reports and moderation, shared by the routes and the web client.
//
//   POST   /files/:id/reports             ZReportRequest → 201 ZReportResponse (sign-in; a file the caller may read)
//   GET    /admin/reports                 → ZReportedFilesResponse: files with open reports, newest report first
//   GET    /admin/hidden-files            → ZHiddenFilesResponse
//   GET    /admin/suspended-users         → ZSuspendedUsersResponse
//   GET    /admin/actions?page=           → ZAdminActionsResponse: the audit log, newest first
//   POST   /admin/files/:id/hide          ZModerationReasonRequest → ZAdminActionResponse
//   POST   /admin/files/:id/restore       → ZAdminActionResponse
//   POST   /admin/files/:id/dismiss       → ZAdminActionResponse (the file's open reports are dismissed)
//   DELETE /admin/files/:id               → ZAdminActionResponse (record, bytes, preview, thumbnail)
//   POST   /admin/users/:userId/suspend   ZModerationReasonRequest → ZAdminActionResponse
//   POST   /admin/users/:userId/unsuspend → ZAdminActionResponse
//
// Every /admin endpoint answers 401 without a session and 403 ADMIN_ONLY to anyone not in ADMIN_EMAILS.
import { z } from 'zod';
import { isSafeMultiLineText } from '../text-rules';
import { MODERATION_ERRORS } from './messages';
import { MODERATION_REASON_MAX_LENGTH, REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS } from './rules';

export const ZReportReason = z.enum(REPORT_REASONS, { error: MODERATION_ERRORS.badReason.message });

/** 'other' needs words; every reason may carry them. */
export const ZReportRequest = z
  .object({
    reason: ZReportReason,
    details: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX_LENGTH, { error: MODERATION_ERRORS.detailsTooLong.message })
      .refine(isSafeMultiLineText, { error: MODERATION_ERRORS.detailsInvalid.message })
      .nullable()
      .optional(),
  })
  .strict()
  .superRefine((report, ctx) => {
    if (report.reason === 'other' && !report.details) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: MODERATION_ERRORS.detailsRequired.message });
    }
  });
export type TReportRequest = z.input<typeof ZReportRequest>;

export const ZReportResponse = z.object({ message: z.string() });
export type TReportResponse = z.infer<typeof ZReportResponse>;

export const ZModerationReasonRequest = z
  .object({
    reason: z
      .string({ error: MODERATION_ERRORS.reasonRequired.message })
      .trim()
      .min(1, { error: MODERATION_ERRORS.reasonRequired.message })
      .max(MODERATION_REASON_MAX_LENGTH, { error: MODERATION_ERRORS.reasonTooLong.message })
      .refine(isSafeMultiLineText, { error: MODERATION_ERRORS.reasonInvalid.message }),
  })
  .strict();
export type TModerationReasonRequest = z.input<typeof ZModerationReasonRequest>;

/** `warning`: an admin delete whose bytes could not all be removed (the record is gone). */
export const ZAdminActionResponse = z.object({ message: z.string(), warning: z.string().optional() });
export type TAdminActionResponse = z.infer<typeof ZAdminActionResponse>;

export const ZAdminFileParams = z.object({ id: z.string().max(100) });
export const ZAdminUserParams = z.object({ userId: z.string().min(1).max(200) });

/** A file as /admin shows it: enough to judge and act, never its bytes' keys. */
export const ZModeratedFile = z.object({
  id: z.string(),
  filename: z.string(),
  description: z.string().nullable(),
  userId: z.string(),
  userName: z.string().nullable(),
  userEmail: z.string(),
  isPublic: z.boolean(),
  uploadedAt: z.string(),
  /** Null while the file is shown. */
  moderation: z
    .object({
      hiddenAt: z.string(),
      reason: z.string(),
      cause: z.enum(['admin', 'suspension']),
      publicBeforeHide: z.boolean(),
    })
    .nullable(),
  ownerSuspended: z.boolean(),
});
export type TModeratedFile = z.infer<typeof ZModeratedFile>;

export const ZOpenReport = z.object({
  id: z.string(),
  reason: ZReportReason,
  details: z.string().nullable(),
  reporterId: z.string(),
  reporterName: z.string().nullable(),
  createdAt: z.string(),
});
export type TOpenReport = z.infer<typeof ZOpenReport>;

export const ZReportedFile = z.object({
  file: ZModeratedFile,
  counts: z.record(ZReportReason, z.number()),
  total: z.number(),
  latestAt: z.string(),
  reports: z.array(ZOpenReport),
});
export type TReportedFile = z.infer<typeof ZReportedFile>;

export const ZReportedFilesResponse = z.object({ files: z.array(ZReportedFile) });
export type TReportedFilesResponse = z.infer<typeof ZReportedFilesResponse>;

export const ZHiddenFilesResponse = z.object({ files: z.array(ZModeratedFile) });
export type THiddenFilesResponse = z.infer<typeof ZHiddenFilesResponse>;

export const ZSuspendedUser = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  suspendedAt: z.string(),
  reason: z.string().nullable(),
});
export type TSuspendedUser = z.infer<typeof ZSuspendedUser>;
export const ZSuspendedUsersResponse = z.object({ users: z.array(ZSuspendedUser) });
export type TSuspendedUsersResponse = z.infer<typeof ZSuspendedUsersResponse>;

export const ADMIN_ACTIONS = [
  'file.hide',
  'file.restore',
  'file.delete',
  'reports.dismiss',
  'user.suspend',
  'user.unsuspend',
  'comment.hide',
  'comment.dismiss',
] as const;
export type TAdminActionName = (typeof ADMIN_ACTIONS)[number];

export const ZAdminAction = z.object({
  id: z.string(),
  adminId: z.string(),
  adminEmail: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  targetFileId: z.string().nullable(),
  targetUserId: z.string().nullable(),
  /** What the action was about when it happened (file name, user e-mail, reason, reports resolved). */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TAdminAction = z.infer<typeof ZAdminAction>;

export const ZAdminActionsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const ZAdminActionsResponse = z.object({
  actions: z.array(ZAdminAction),
  page: z.number(),
  hasMore: z.boolean(),
});
export type TAdminActionsResponse = z.infer<typeof ZAdminActionsResponse>;
