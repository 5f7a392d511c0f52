// Drizzle queries of reports and moderation: db (or the action's transaction) first,
// explicit columns. File visibility itself changes through the files service (hideFiles, restoreFiles),
// which keeps the hidden flags of everyone's lists in step.
import { and, count, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { MainDb, MainTransaction as Transaction } from '../db/connect';
import { adminActions, fileReports, files, session, user, type ReportStatus } from '../db/main-schema';
import type { TAdminActionName } from '../../shared/moderation/contract';
import type { TReportReason } from '../../shared/moderation/rules';

export type Executor = MainDb | Transaction;

/** The new open report, or undefined when the reporter already has one open for this file. */
export async function insertOpenReport(
  db: Executor,
  report: { fileId: string; reporterId: string; reason: TReportReason; details: string | null },
) {
  const [row] = await db
    .insert(fileReports)
    .values(report)
    // The partial unique index file_reports_one_open_idx: one open report per (file, reporter).
    .onConflictDoNothing()
    .returning({ id: fileReports.id });
  return row;
}

export async function countReportsSince(db: Executor, reporterId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ reports: count() })
    .from(fileReports)
    .where(and(eq(fileReports.reporterId, reporterId), gt(fileReports.createdAt, since)));
  return row?.reports ?? 0;
}

/** Closes the file's open reports as resolved (the file was acted on) or dismissed; how many were open. */
export async function closeOpenReports(
  tx: Executor,
  fileId: string,
  status: Exclude<ReportStatus, 'open'>,
  adminId: string,
): Promise<number> {
  const rows = await tx
    .update(fileReports)
    .set({ status, resolvedAt: sql`now()`, resolvedBy: adminId })
    .where(and(eq(fileReports.fileId, fileId), eq(fileReports.status, 'open')))
    .returning({ id: fileReports.id });
  return rows.length;
}

export async function insertAdminAction(
  tx: Executor,
  action: {
    admin: { id: string; email: string };
    action: TAdminActionName;
    targetFileId?: string | null;
    targetUserId?: string | null;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(adminActions).values({
    adminId: action.admin.id,
    adminEmail: action.admin.email,
    action: action.action,
    targetFileId: action.targetFileId ?? null,
    targetUserId: action.targetUserId ?? null,
    details: action.details,
  });
}

const moderatedFileColumns = {
  id: files.id,
  filename: files.filename,
  description: files.description,
  userId: files.userId,
  userName: files.userName,
  userEmail: files.userEmail,
  isPublic: files.isPublic,
  uploadedAt: files.uploadedAt,
  moderationHiddenAt: files.moderationHiddenAt,
  moderationReason: files.moderationReason,
  moderationCause: files.moderationCause,
  publicBeforeHide: files.publicBeforeHide,
  ownerSuspendedAt: user.suspendedAt,
};
export type ModeratedFileRow = NonNullable<Awaited<ReturnType<typeof findModeratedFile>>>;

/** A file with its moderation state and whether its owner is suspended; the row is locked in a transaction. */
export async function findModeratedFile(db: Executor, fileId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select(moderatedFileColumns)
    .from(files)
    .innerJoin(user, eq(user.id, files.userId))
    .where(eq(files.id, fileId));
  const [row] = options.lock ? await query.for('update', { of: files }) : await query;
  return row;
}

/** Files with open reports, the most recently reported first, and those reports (oldest first per file). */
export async function selectReportedFiles(db: MainDb, limit: number) {
  const latest = sql<Date>`max(${fileReports.createdAt})`;
  const fileRows = await db
    .select({ fileId: fileReports.fileId, latestAt: latest })
    .from(fileReports)
    .where(eq(fileReports.status, 'open'))
    .groupBy(fileReports.fileId)
    .orderBy(desc(latest), desc(fileReports.fileId))
    .limit(limit);
  const fileIds = fileRows.map((row) => row.fileId);
  if (fileIds.length === 0) return [];
  const [reportedFiles, reports] = await Promise.all([
    db
      .select(moderatedFileColumns)
      .from(files)
      .innerJoin(user, eq(user.id, files.userId))
      .where(inArray(files.id, fileIds)),
    db
      .select({
        id: fileReports.id,
        fileId: fileReports.fileId,
        reason: fileReports.reason,
        details: fileReports.details,
        reporterId: fileReports.reporterId,
        reporterName: user.name,
        createdAt: fileReports.createdAt,
      })
      .from(fileReports)
      .innerJoin(user, eq(user.id, fileReports.reporterId))
      .where(and(inArray(fileReports.fileId, fileIds), eq(fileReports.status, 'open')))
      .orderBy(fileReports.createdAt, fileReports.id),
  ]);
  const filesById = new Map(reportedFiles.map((row) => [row.id, row]));
  return fileRows.flatMap(({ fileId, latestAt }) => {
    const file = filesById.get(fileId);
    if (!file) return [];
    return [{ file, latestAt: new Date(latestAt), reports: reports.filter((report) => report.fileId === fileId) }];
  });
}

export function selectHiddenFiles(db: MainDb) {
  return db
    .select(moderatedFileColumns)
    .from(files)
    .innerJoin(user, eq(user.id, files.userId))
    .where(isNotNull(files.moderationHiddenAt))
    .orderBy(desc(files.moderationHiddenAt), desc(files.id));
}

export function selectSuspendedUsers(db: MainDb) {
  return db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      suspendedAt: user.suspendedAt,
      reason: user.suspensionReason,
    })
    .from(user)
    .where(isNotNull(user.suspendedAt))
    .orderBy(desc(user.suspendedAt), desc(user.id));
}

/** One page of the audit log, newest first, with one row more than asked (whether there is a next page). */
export function selectAdminActions(db: MainDb, page: number, pageSize: number) {
  return db
    .select()
    .from(adminActions)
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
}

export async function findAccount(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ id: user.id, email: user.email, name: user.name, suspendedAt: user.suspendedAt })
    .from(user)
    .where(eq(user.id, userId))
    .for('update');
  return row;
}

export async function setSuspension(tx: Executor, userId: string, reason: string | null): Promise<void> {
  await tx
    .update(user)
    .set(
      reason === null
        ? { suspendedAt: null, suspensionReason: null }
        : { suspendedAt: sql`now()`, suspensionReason: reason },
    )
    .where(eq(user.id, userId));
}

export async function deleteSessionsOf(tx: Executor, userId: string): Promise<number> {
  const rows = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  return rows.length;
}
