// Reports and moderation: the logic and access checks; routes stay thin. Each admin
// action changes what it changes and writes its audit row in one transaction, so a failure leaves
// nothing half-done; the live events and the session announcement follow the commit.
import { isUuid } from '../../shared/files/contract';
import type { TReportRequest } from '../../shared/moderation/contract';
import { MODERATION_ERRORS, MODERATION_NOTICES } from '../../shared/moderation/messages';
import { ADMIN_ACTIONS_PAGE_SIZE, REPORTED_FILES_LIMIT, REPORTS_PER_HOUR } from '../../shared/moderation/rules';
import type { SessionUser } from '../auth';
import type { MainDb } from '../db/connect';
import { FILE_ERRORS } from '../../shared/files/messages';
import type { FilesService } from '../files';
import { AppError } from '../http/app-error';
import { COMMENT_ERRORS, COMMENT_NOTICES } from '../../shared/files/comments-messages';
import { presentReportedComment } from './comment-present';
import { presentAdminAction, presentModeratedFile, presentReportedFile, presentSuspendedUser } from './present';
import * as queries from './queries';

export interface ModerationServiceDeps {
  db: MainDb;
  files: FilesService;
  adminEmails: readonly string[];
  announceSessionsChanged: () => Promise<void>;
}

export type ModerationService = ReturnType<typeof createModerationService>;

const HOUR_MS = 60 * 60_000;

/** The start of a comment the audit log keeps (the comment itself may be deleted later). */
const EXCERPT_LENGTH = 120;
function excerpt(body: string): string {
  return body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH - 1)}…` : body;
}

export function createModerationService({ db, files, adminEmails, announceSessionsChanged }: ModerationServiceDeps) {
  const admins = new Set(adminEmails);

  async function requireModeratedFile(tx: queries.Executor, fileId: string) {
    const file = isUuid(fileId) ? await queries.findModeratedFile(tx, fileId, { lock: true }) : undefined;
    if (!file) throw AppError.from(404, FILE_ERRORS.fileNotFound);
    return file;
  }

  return {
    /**
     * 'Báo cáo vi phạm': the file must be readable by the reporter (the detail page's rule: 404 / 403),
     * not their own, with no open report of theirs, within REPORTS_PER_HOUR an hour.
     */
    async report(fileId: string, reporter: SessionUser, report: TReportRequest): Promise<{ message: string }> {
      const file = await files.requireReadable(fileId, reporter.id);
      if (file.userId === reporter.id) throw AppError.from(403, MODERATION_ERRORS.ownFile);
      const recent = await queries.countReportsSince(db, reporter.id, new Date(Date.now() - HOUR_MS));
      if (recent >= REPORTS_PER_HOUR) throw AppError.from(429, MODERATION_ERRORS.tooManyReports);
      const inserted = await queries.insertOpenReport(db, {
        fileId: file.id,
        reporterId: reporter.id,
        reason: report.reason,
        details: report.details || null,
      });
      if (!inserted) throw AppError.from(409, MODERATION_ERRORS.alreadyReported);
      return { message: MODERATION_NOTICES.reported };
    },

    async listReportedFiles() {
      const rows = await queries.selectReportedFiles(db, REPORTED_FILES_LIMIT);
      return { files: rows.map(presentReportedFile) };
    },

    async listHiddenFiles() {
      return { files: (await queries.selectHiddenFiles(db)).map(presentModeratedFile) };
    },

    async listSuspendedUsers() {
      return { users: (await queries.selectSuspendedUsers(db)).map(presentSuspendedUser) };
    },

    async listActions(page: number) {
      const rows = await queries.selectAdminActions(db, page, ADMIN_ACTIONS_PAGE_SIZE);
      return {
        actions: rows.slice(0, ADMIN_ACTIONS_PAGE_SIZE).map(presentAdminAction),
        page,
        hasMore: rows.length > ADMIN_ACTIONS_PAGE_SIZE,
      };
    },

    /** Hides the file with the reason its owner is shown; its open reports are resolved. */
    async hideFile(admin: SessionUser, fileId: string, reason: string) {
      const hidden = await db.transaction(async (tx) => {
        const file = await requireModeratedFile(tx, fileId);
        if (file.moderationHiddenAt) throw AppError.from(409, MODERATION_ERRORS.alreadyHidden);
        const changes = await files.hideFiles(tx, { fileId: file.id }, { reason, cause: 'admin' });
        const reportsResolved = await queries.closeOpenReports(tx, file.id, 'resolved', admin.id);
        await queries.insertAdminAction(tx, {
          admin,
          action: 'file.hide',
          targetFileId: file.id,
          targetUserId: file.userId,
          details: { filename: file.filename, reason, wasPublic: file.isPublic, reportsResolved },
        });
        return changes;
      });
      await files.announceModeration(hidden);
      return { message: MODERATION_NOTICES.hidden };
    },

    /** Puts a hidden file back as it was (public or private); a suspension's files come back with its lifting. */
    async restoreFile(admin: SessionUser, fileId: string) {
      const restored = await db.transaction(async (tx) => {
        const file = await requireModeratedFile(tx, fileId);
        if (!file.moderationHiddenAt) throw AppError.from(409, MODERATION_ERRORS.notHidden);
        if (file.moderationCause === 'suspension' && file.ownerSuspendedAt) {
          throw AppError.from(409, MODERATION_ERRORS.hiddenBySuspension);
        }
        const changes = await files.restoreFiles(tx, { fileId: file.id });
        await queries.insertAdminAction(tx, {
          admin,
          action: 'file.restore',
          targetFileId: file.id,
          targetUserId: file.userId,
          details: { filename: file.filename, hiddenReason: file.moderationReason, isPublic: file.publicBeforeHide },
        });
        return changes;
      });
      await files.announceModeration(restored);
      return { message: MODERATION_NOTICES.restored };
    },

    /** 'Bỏ qua báo cáo': the file's open reports are dismissed; the file stays as it is. */
    async dismissReports(admin: SessionUser, fileId: string) {
      await db.transaction(async (tx) => {
        const file = await requireModeratedFile(tx, fileId);
        const dismissed = await queries.closeOpenReports(tx, file.id, 'dismissed', admin.id);
        if (dismissed === 0) throw AppError.from(409, MODERATION_ERRORS.noOpenReports);
        await queries.insertAdminAction(tx, {
          admin,
          action: 'reports.dismiss',
          targetFileId: file.id,
          targetUserId: file.userId,
          details: { filename: file.filename, reportsDismissed: dismissed },
        });
      });
      return { message: MODERATION_NOTICES.dismissed };
    },

    /** The owner's delete (record, bytes, preview, thumbnail, events), its reports with it, and the audit row. */
    async deleteFile(admin: SessionUser, fileId: string) {
      const removed = await files.removeAsAdmin(fileId, (tx, row) =>
        queries.insertAdminAction(tx, {
          admin,
          action: 'file.delete',
          targetFileId: row.id,
          targetUserId: row.userId,
          details: { filename: row.filename, ownerEmail: row.userEmail, wasPublic: row.isPublic },
        }),
      );
      if (!removed) throw AppError.from(404, FILE_ERRORS.fileNotFound);
      return { message: MODERATION_NOTICES.deleted, ...(removed.warning ? { warning: removed.warning } : {}) };
    },

    /**
     * The account can no longer sign in, its sessions end now, and all its files are hidden ('Tài khoản bị
     * đình chỉ'); files an admin hid before keep their own reason. Admins are never suspended.
     */
    async suspendUser(admin: SessionUser, userId: string, reason: string) {
      if (userId === admin.id) throw AppError.from(400, MODERATION_ERRORS.suspendSelf);
      const hidden = await db.transaction(async (tx) => {
        const account = await queries.findAccount(tx, userId);
        if (!account) throw AppError.from(404, MODERATION_ERRORS.userNotFound);
        if (admins.has(account.email.toLowerCase())) throw AppError.from(403, MODERATION_ERRORS.suspendAdmin);
        if (account.suspendedAt) throw AppError.from(409, MODERATION_ERRORS.alreadySuspended);
        await queries.setSuspension(tx, userId, reason);
        const changes = await files.hideFiles(
          tx,
          { ownerId: userId },
          { reason: MODERATION_NOTICES.suspensionReason, cause: 'suspension' },
        );
        const sessionsEnded = await queries.deleteSessionsOf(tx, userId);
        await queries.insertAdminAction(tx, {
          admin,
          action: 'user.suspend',
          targetUserId: userId,
          details: { email: account.email, name: account.name, reason, filesHidden: changes.length, sessionsEnded },
        });
        return changes;
      });
      await announceSessionsChanged();
      await files.announceModeration(hidden);
      return { message: MODERATION_NOTICES.suspended };
    },

    /** Comments with open reports (the files domain reads them), the most recently reported first. */
    async listReportedComments() {
      return { comments: (await files.comments.listReported()).map(presentReportedComment) };
    },

    /** Hides the comment from everyone but its author (who is shown the reason); its open reports are resolved. */
    async hideComment(admin: SessionUser, commentId: string, reason: string) {
      const hidden = await db.transaction(async (tx) => {
        const comment = await files.comments.findForModeration(tx, commentId);
        if (!comment) throw AppError.from(404, COMMENT_ERRORS.notFound);
        if (comment.moderationHiddenAt) throw AppError.from(409, COMMENT_ERRORS.alreadyHidden);
        await files.comments.hideAsAdmin(tx, comment, reason);
        const reportsResolved = await files.comments.closeReports(tx, comment.id, 'resolved', admin.id);
        await queries.insertAdminAction(tx, {
          admin,
          action: 'comment.hide',
          targetFileId: comment.fileId,
          targetUserId: comment.authorId,
          details: {
            commentId: comment.id,
            filename: comment.filename,
            excerpt: excerpt(comment.body),
            reason,
            reportsResolved,
          },
        });
        return comment;
      });
      await files.comments.announceModeration(hidden);
      return { message: COMMENT_NOTICES.hidden };
    },

    /** 'Bỏ qua báo cáo' of a comment: its open reports are dismissed; the comment stays as it is. */
    async dismissCommentReports(admin: SessionUser, commentId: string) {
      await db.transaction(async (tx) => {
        const comment = await files.comments.findForModeration(tx, commentId);
        if (!comment) throw AppError.from(404, COMMENT_ERRORS.notFound);
        const dismissed = await files.comments.closeReports(tx, comment.id, 'dismissed', admin.id);
        if (dismissed === 0) throw AppError.from(409, COMMENT_ERRORS.noOpenReports);
        await queries.insertAdminAction(tx, {
          admin,
          action: 'comment.dismiss',
          targetFileId: comment.fileId,
          targetUserId: comment.authorId,
          details: {
            commentId: comment.id,
            filename: comment.filename,
            excerpt: excerpt(comment.body),
            reportsDismissed: dismissed,
          },
        });
      });
      return { message: COMMENT_NOTICES.dismissed };
    },

    /** Sign-in works again and the files the suspension hid come back (not those an admin hid). */
    async unsuspendUser(admin: SessionUser, userId: string) {
      const restored = await db.transaction(async (tx) => {
        const account = await queries.findAccount(tx, userId);
        if (!account) throw AppError.from(404, MODERATION_ERRORS.userNotFound);
        if (!account.suspendedAt) throw AppError.from(409, MODERATION_ERRORS.notSuspended);
        await queries.setSuspension(tx, userId, null);
        const changes = await files.restoreFiles(tx, { ownerId: userId, cause: 'suspension' });
        await queries.insertAdminAction(tx, {
          admin,
          action: 'user.unsuspend',
          targetUserId: userId,
          details: { email: account.email, name: account.name, filesRestored: changes.length },
        });
        return changes;
      });
      await files.announceModeration(restored);
      return { message: MODERATION_NOTICES.unsuspended };
    },
  };
}
