// Presenters of /admin: each answer field chosen here, never a storage key or a secret.
import type {
  TAdminAction,
  TAdminActionName,
  TModeratedFile,
  TReportedFile,
  TSuspendedUser,
} from '../../shared/moderation/contract';
import { REPORT_REASONS, type TReportReason } from '../../shared/moderation/rules';
import type { ModeratedFileRow, selectAdminActions, selectReportedFiles, selectSuspendedUsers } from './queries';

export function presentModeratedFile(row: ModeratedFileRow): TModeratedFile {
  return {
    id: row.id,
    filename: row.filename,
    description: row.description,
    userId: row.userId,
    userName: row.userName,
    userEmail: row.userEmail,
    isPublic: row.isPublic,
    uploadedAt: row.uploadedAt.toISOString(),
    moderation: row.moderationHiddenAt
      ? {
          hiddenAt: row.moderationHiddenAt.toISOString(),
          reason: row.moderationReason ?? '',
          cause: row.moderationCause ?? 'admin',
          publicBeforeHide: row.publicBeforeHide ?? false,
        }
      : null,
    ownerSuspended: row.ownerSuspendedAt !== null,
  };
}

type ReportedFileRow = Awaited<ReturnType<typeof selectReportedFiles>>[number];

export function presentReportedFile({ file, latestAt, reports }: ReportedFileRow): TReportedFile {
  const counts = Object.fromEntries(REPORT_REASONS.map((reason) => [reason, 0])) as Record<TReportReason, number>;
  for (const report of reports) counts[report.reason] += 1;
  return {
    file: presentModeratedFile(file),
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

export function presentSuspendedUser(row: Awaited<ReturnType<typeof selectSuspendedUsers>>[number]): TSuspendedUser {
  return {
    id: row.id,
    name: row.name || null,
    email: row.email,
    suspendedAt: (row.suspendedAt ?? new Date(0)).toISOString(),
    reason: row.reason,
  };
}

export function presentAdminAction(row: Awaited<ReturnType<typeof selectAdminActions>>[number]): TAdminAction {
  return {
    id: row.id,
    adminId: row.adminId,
    adminEmail: row.adminEmail,
    action: row.action as TAdminActionName,
    targetFileId: row.targetFileId,
    targetUserId: row.targetUserId,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}
