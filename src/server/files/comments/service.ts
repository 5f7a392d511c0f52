// Comments on documents: the logic and access checks (docs/product-rules.md, Comments). A comment exists
// only where its document is readable by the caller (the file page's 404 / 403). Every write locks the
// document's row and recounts files.comment_count in its transaction, then announces the change
// ('file.counters': the count on the cards changed; the open file pages read their comments again).
import { COMMENT_ERRORS, COMMENT_NOTICES } from '../../../shared/files/comments-messages';
import {
  COMMENTS_PAGE_SIZE,
  COMMENTS_PER_DAY,
  COMMENTS_PER_TEN_MINUTES,
  REPORTED_COMMENTS_LIMIT,
  type TCommentOrder,
} from '../../../shared/files/comments-rules';
import type {
  TCommentDeleteResponse,
  TCommentResponse,
  TCommentsChangedResponse,
  TCommentsResponse,
} from '../../../shared/files/comments-contract';
import { encodeListCursor, isUuid, type TListCursor } from '../../../shared/files/contract';
import { FILE_ERRORS } from '../../../shared/files/messages';
import type { TReportRequest } from '../../../shared/moderation/contract';
import { MODERATION_ERRORS } from '../../../shared/moderation/messages';
import { REPORTS_PER_HOUR } from '../../../shared/moderation/rules';
import type { ReportStatus } from '../../db/main-schema';
import type { SessionUser } from '../../auth';
import type { MainDb } from '../../db/connect';
import { AppError } from '../../http/app-error';
import type { FileChange } from '../../live';
import type { FileWithFlags } from '../queries';
import { presentComment, presentCommentReply, type CommentViewer } from './present';
import * as queries from './queries';

const MINUTE_MS = 60_000;

export interface CommentsServiceDeps {
  db: MainDb;
  requireReadable: (fileId: string, callerId: string | null) => Promise<FileWithFlags>;
  publish: (change: FileChange) => Promise<void>;
}

export type CommentsService = ReturnType<typeof createCommentsService>;

/** Whether the viewer is sent this comment (the list's rule, queries.ts `visibleTo`), its thread included. */
function isVisible(comment: queries.FoundComment, viewer: CommentViewer): boolean {
  if (comment.moderationHiddenAt) return comment.userId === viewer.id;
  if (comment.hiddenAt && !viewer.isOwner) return false;
  if (comment.parentModerationHiddenAt) return false;
  if (comment.parentHiddenAt && !viewer.isOwner) return false;
  return true;
}

export function createCommentsService({ db, requireReadable, publish }: CommentsServiceDeps) {
  const announce = (file: { id: string; userId: string; isPublic: boolean }) =>
    publish({ type: 'file.counters', fileId: file.id, ownerId: file.userId, isPublic: file.isPublic });

  /** The document (readable by the caller) and, in the write's transaction, its row locked. */
  async function lockReadable(tx: queries.Executor, fileId: string) {
    const file = await queries.lockFile(tx, fileId);
    if (!file) throw AppError.from(404, FILE_ERRORS.fileNotFound);
    return file;
  }

  /** The comment of this document the viewer is sent, or 404. */
  async function requireVisibleComment(
    tx: queries.Executor,
    fileId: string,
    commentId: string,
    viewer: CommentViewer,
  ): Promise<queries.FoundComment> {
    const comment = isUuid(commentId) ? await queries.findComment(tx, commentId) : undefined;
    if (!comment || comment.fileId !== fileId || !isVisible(comment, viewer)) {
      throw AppError.from(404, COMMENT_ERRORS.notFound);
    }
    return comment;
  }

  async function viewerOf(fileId: string, user: SessionUser) {
    const file = await requireReadable(fileId, user.id);
    return { file, viewer: { id: user.id, isOwner: file.userId === user.id } };
  }

  return {
    /** A page of the document's threads, each with its replies (oldest first); the pinned one on the first page. */
    async list(
      fileId: string,
      callerId: string | null,
      page: { order: TCommentOrder; cursor?: TListCursor | undefined },
    ): Promise<TCommentsResponse> {
      const file = await requireReadable(fileId, callerId);
      const viewer = { id: callerId, isOwner: file.userId === callerId };
      const [pinned, rows] = await Promise.all([
        page.cursor ? undefined : queries.selectPinnedThread(db, file.id, viewer),
        queries.selectThreads(db, { fileId: file.id, viewer, limit: COMMENTS_PAGE_SIZE, ...page }),
      ]);
      const threads = rows.slice(0, COMMENTS_PAGE_SIZE);
      const replies = await queries.selectReplies(
        db,
        [...(pinned ? [pinned.id] : []), ...threads.map((row) => row.id)],
        viewer,
      );
      const withReplies = (row: queries.CommentRow) =>
        presentComment(
          row,
          replies.filter((reply) => reply.parentId === row.id),
          viewer,
        );
      const last = threads.at(-1);
      return {
        pinned: pinned ? withReplies(pinned) : null,
        comments: threads.map(withReplies),
        nextCursor:
          rows.length > COMMENTS_PAGE_SIZE && last ? encodeListCursor({ time: last.createdAt, id: last.id }) : null,
        commentCount: file.commentCount,
        canModerate: viewer.isOwner,
      };
    },

    /**
     * A comment or a reply; a reply to a reply joins its thread. Within COMMENTS_PER_TEN_MINUTES and
     * COMMENTS_PER_DAY of the writer's comments still kept.
     */
    async create(
      fileId: string,
      user: SessionUser,
      input: { body: string; parentId?: string | null | undefined },
    ): Promise<TCommentResponse> {
      const { file, viewer } = await viewerOf(fileId, user);
      const { id, commentCount } = await db.transaction(async (tx) => {
        await lockReadable(tx, file.id);
        if (!(await queries.lockWriter(tx, user.id))) throw AppError.from(404, FILE_ERRORS.userNotFound);
        const now = Date.now();
        if (
          (await queries.countCommentsSince(tx, user.id, new Date(now - 10 * MINUTE_MS))) >= COMMENTS_PER_TEN_MINUTES
        ) {
          throw AppError.from(429, COMMENT_ERRORS.tooManyRecent);
        }
        if ((await queries.countCommentsSince(tx, user.id, new Date(now - 24 * 60 * MINUTE_MS))) >= COMMENTS_PER_DAY) {
          throw AppError.from(429, COMMENT_ERRORS.tooManyToday);
        }
        let parentId: string | null = null;
        if (input.parentId) {
          const answered = await requireVisibleComment(tx, file.id, input.parentId, viewer);
          // Replies go under a thread every reader sees.
          if (answered.hiddenAt || answered.moderationHiddenAt || answered.parentHiddenAt) {
            throw AppError.from(404, COMMENT_ERRORS.notFound);
          }
          parentId = answered.parentId ?? answered.id;
        }
        const id = await queries.insertComment(tx, { fileId: file.id, userId: user.id, parentId, body: input.body });
        return { id, commentCount: await queries.recountComments(tx, file.id) };
      });
      await announce(file);
      const row = await queries.findComment(db, id);
      if (!row) throw AppError.from(404, COMMENT_ERRORS.notFound);
      return { comment: presentCommentReply(row, viewer), commentCount };
    },

    /** The author's new text ('đã sửa'); not once an admin hid it. */
    async edit(fileId: string, commentId: string, user: SessionUser, body: string): Promise<TCommentResponse> {
      const { file, viewer } = await viewerOf(fileId, user);
      await db.transaction(async (tx) => {
        await lockReadable(tx, file.id);
        const comment = await requireVisibleComment(tx, file.id, commentId, viewer);
        if (comment.userId !== user.id) throw AppError.from(403, COMMENT_ERRORS.notAuthor);
        if (comment.moderationHiddenAt) throw AppError.from(409, COMMENT_ERRORS.moderated);
        await queries.updateCommentBody(tx, comment.id, body);
      });
      await announce(file);
      const row = await queries.findComment(db, commentId);
      if (!row) throw AppError.from(404, COMMENT_ERRORS.notFound);
      return { comment: presentCommentReply(row, viewer), commentCount: await queries.readCommentCount(db, file.id) };
    },

    /** The author's delete; a top-level comment takes its replies with it. */
    async remove(fileId: string, commentId: string, user: SessionUser): Promise<TCommentDeleteResponse> {
      const { file, viewer } = await viewerOf(fileId, user);
      const commentCount = await db.transaction(async (tx) => {
        await lockReadable(tx, file.id);
        const comment = await requireVisibleComment(tx, file.id, commentId, viewer);
        if (comment.userId !== user.id) throw AppError.from(403, COMMENT_ERRORS.notAuthor);
        await queries.deleteComment(tx, comment.id);
        return queries.recountComments(tx, file.id);
      });
      await announce(file);
      return { message: COMMENT_NOTICES.deleted, commentCount };
    },

    /** The document's owner pins one top-level comment (pinning another unpins the first), or unpins it. */
    async pin(
      fileId: string,
      commentId: string,
      user: SessionUser,
      pinned: boolean,
    ): Promise<TCommentsChangedResponse> {
      const { file, viewer } = await viewerOf(fileId, user);
      if (!viewer.isOwner) throw AppError.from(403, COMMENT_ERRORS.notDocumentOwner);
      const commentCount = await db.transaction(async (tx) => {
        await lockReadable(tx, file.id);
        const comment = await requireVisibleComment(tx, file.id, commentId, viewer);
        if (comment.moderationHiddenAt) throw AppError.from(404, COMMENT_ERRORS.notFound);
        if (comment.parentId) throw AppError.from(400, COMMENT_ERRORS.pinReply);
        if (pinned && comment.hiddenAt) throw AppError.from(409, COMMENT_ERRORS.pinHidden);
        await queries.setPinned(tx, file.id, comment.id, pinned);
        return queries.readCommentCount(tx, file.id);
      });
      await announce(file);
      return { commentCount };
    },

    /** The document's owner hides a comment (and its replies) from everyone else, or shows it again. */
    async hide(
      fileId: string,
      commentId: string,
      user: SessionUser,
      hidden: boolean,
    ): Promise<TCommentsChangedResponse> {
      const { file, viewer } = await viewerOf(fileId, user);
      if (!viewer.isOwner) throw AppError.from(403, COMMENT_ERRORS.notDocumentOwner);
      const commentCount = await db.transaction(async (tx) => {
        await lockReadable(tx, file.id);
        const comment = await requireVisibleComment(tx, file.id, commentId, viewer);
        if (comment.moderationHiddenAt) throw AppError.from(404, COMMENT_ERRORS.notFound);
        await queries.setOwnerHidden(tx, comment.id, hidden);
        return queries.recountComments(tx, file.id);
      });
      await announce(file);
      return { commentCount };
    },

    /** 'Báo cáo' on a comment: as for files, one open report per user and comment, REPORTS_PER_HOUR an hour. */
    async report(
      fileId: string,
      commentId: string,
      reporter: SessionUser,
      report: TReportRequest,
    ): Promise<{ message: string }> {
      const { file, viewer } = await viewerOf(fileId, reporter);
      const comment = await requireVisibleComment(db, file.id, commentId, viewer);
      if (comment.userId === reporter.id) throw AppError.from(403, COMMENT_ERRORS.reportOwn);
      const recent = await queries.countCommentReportsSince(db, reporter.id, new Date(Date.now() - 60 * MINUTE_MS));
      if (recent >= REPORTS_PER_HOUR) throw AppError.from(429, MODERATION_ERRORS.tooManyReports);
      const inserted = await queries.insertOpenCommentReport(db, {
        commentId: comment.id,
        reporterId: reporter.id,
        reason: report.reason,
        details: report.details || null,
      });
      if (!inserted) throw AppError.from(409, COMMENT_ERRORS.alreadyReported);
      return { message: COMMENT_NOTICES.reported };
    },

    // ---- for the moderation domain (FilesService.comments) ----

    /** Comments with open reports for /admin, the most recently reported first. */
    listReported() {
      return queries.selectReportedComments(db, REPORTED_COMMENTS_LIMIT);
    },

    /** The comment as /admin judges it, in the admin action's transaction; undefined when it is gone. */
    findForModeration(tx: queries.Executor, commentId: string) {
      return isUuid(commentId) ? queries.findModeratedComment(tx, commentId) : Promise.resolve(undefined);
    },

    /** An admin's hide, in the admin action's transaction: the count is kept; `announce` follows the commit. */
    async hideAsAdmin(tx: queries.Executor, comment: queries.ModeratedCommentRow, reason: string): Promise<void> {
      await queries.lockFile(tx, comment.fileId);
      await queries.setModerationHidden(tx, comment.id, reason);
      await queries.recountComments(tx, comment.fileId);
    },

    closeReports(tx: queries.Executor, commentId: string, status: Exclude<ReportStatus, 'open'>, adminId: string) {
      return queries.closeOpenCommentReports(tx, commentId, status, adminId);
    },

    /** After an admin's hide: the document's open pages and its cards hear of it. */
    announceModeration(comment: queries.ModeratedCommentRow): Promise<void> {
      return announce({ id: comment.fileId, userId: comment.fileOwnerId, isPublic: comment.fileIsPublic });
    },
  };
}
