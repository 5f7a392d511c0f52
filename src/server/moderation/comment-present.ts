// Presenters of the comment reports on /admin: each answer field chosen here.
import type { TReportedComment } from '../../shared/moderation/comment-contract';
import { REPORT_REASONS, type TReportReason } from '../../shared/moderation/rules';
import type { FilesService } from '../files';

type ReportedCommentRow = Awaited<ReturnType<FilesService['comments']['listReported']>>[number];

export function presentReportedComment({ comment, latestAt, reports }: ReportedCommentRow): TReportedComment {
  const counts = Object.fromEntries(REPORT_REASONS.map((reason) => [reason, 0])) as Record<TReportReason, number>;
  for (const report of reports) counts[report.reason] += 1;
  return {
    comment: {
      id: comment.id,
      body: comment.body,
      createdAt: comment.createdAt.toISOString(),
      editedAt: comment.editedAt?.toISOString() ?? null,
      isReply: comment.parentId !== null,
      authorId: comment.authorId,
      authorName: comment.authorName || null,
      authorEmail: comment.authorEmail,
      fileId: comment.fileId,
      filename: comment.filename,
      moderation: comment.moderationHiddenAt
        ? { hiddenAt: comment.moderationHiddenAt.toISOString(), reason: comment.moderationReason ?? '' }
        : null,
    },
    counts,
    total: reports.length,
    latestAt: latestAt.toISOString(),
    reports: reports.map((report) => ({
      id: report.id,
      reason: report.reason,
      details: report.details,
      reporterId: report.reporterId,
      reporterName: report.reporterName || null,
      createdAt: report.createdAt.toISOString(),
    })),
  };
}
