// The HTTP contract of comment reports on /admin, shared by the routes and the web client.
//
//   GET    /admin/comment-reports            → ZReportedCommentsResponse: comments with open reports, newest report first
//   POST   /admin/comments/:id/hide          ZModerationReasonRequest → ZAdminActionResponse (open reports resolved)
//   POST   /admin/comments/:id/dismiss       → ZAdminActionResponse (the comment's open reports are dismissed)
//
// As every /admin endpoint: 401 without a session, 403 ADMIN_ONLY to anyone not in ADMIN_EMAILS.
import { z } from 'zod';
import { ZOpenReport, ZReportReason } from './contract';

export const ZAdminCommentParams = z.object({ id: z.string().max(100) });

/** A comment as /admin shows it: its text, who wrote it, where. */
export const ZModeratedComment = z.object({
  id: z.string(),
  body: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  isReply: z.boolean(),
  authorId: z.string(),
  authorName: z.string().nullable(),
  authorEmail: z.string(),
  fileId: z.string(),
  filename: z.string(),
  /** Null while the comment is shown. */
  moderation: z.object({ hiddenAt: z.string(), reason: z.string() }).nullable(),
});
export type TModeratedComment = z.infer<typeof ZModeratedComment>;

export const ZReportedComment = z.object({
  comment: ZModeratedComment,
  counts: z.record(ZReportReason, z.number()),
  total: z.number(),
  latestAt: z.string(),
  reports: z.array(ZOpenReport),
});
export type TReportedComment = z.infer<typeof ZReportedComment>;

export const ZReportedCommentsResponse = z.object({ comments: z.array(ZReportedComment) });
export type TReportedCommentsResponse = z.infer<typeof ZReportedCommentsResponse>;
