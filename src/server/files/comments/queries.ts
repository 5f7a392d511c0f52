// Drizzle queries of comments on documents: db (or the write's transaction) first, explicit columns.
// Every write locks the document's row first, so the writes on one document's comments take turns and
// the recount that ends each of them (files.comment_count) is exact.
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { MainDb, MainTransaction } from '../../db/connect';
import { commentReports, fileComments, files, user, type ReportStatus } from '../../db/main-schema';
import type { TCommentOrder } from '../../../shared/files/comments-rules';
import type { TListCursor } from '../../../shared/files/contract';
import type { TReportReason } from '../../../shared/moderation/rules';

export type Executor = MainDb | MainTransaction;

const parent = aliasedTable(fileComments, 'parent_comment');

/** Shown to every reader: not hidden by the owner nor by an admin. */
function shownToReaders(table: typeof fileComments): SQL {
  return and(isNull(table.hiddenAt), isNull(table.moderationHiddenAt))!;
}

/** Locks the document's row for the rest of the transaction; undefined when it is gone. */
export async function lockFile(tx: Executor, fileId: string) {
  const [row] = await tx
    .select({ id: files.id, userId: files.userId, isPublic: files.isPublic })
    .from(files)
    .where(eq(files.id, fileId))
    .for('update');
  return row;
}

/**
 * files.comment_count counted again: the comments every reader sees, a reply only under a thread they see.
 * Answers the new count.
 */
export async function recountComments(tx: Executor, fileId: string): Promise<number> {
  const shown = tx
    .select({ n: count() })
    .from(fileComments)
    .leftJoin(parent, eq(parent.id, fileComments.parentId))
    .where(
      and(
        eq(fileComments.fileId, fileId),
        shownToReaders(fileComments),
        or(isNull(fileComments.parentId), shownToReaders(parent)),
      ),
    );
  const [row] = await tx
    .update(files)
    .set({ commentCount: sql`(${shown})` })
    .where(eq(files.id, fileId))
    .returning({ commentCount: files.commentCount });
  return row?.commentCount ?? 0;
}

export async function readCommentCount(db: Executor, fileId: string): Promise<number> {
  const [row] = await db.select({ commentCount: files.commentCount }).from(files).where(eq(files.id, fileId));
  return row?.commentCount ?? 0;
}

const commentColumns = {
  id: fileComments.id,
  fileId: fileComments.fileId,
  userId: fileComments.userId,
  parentId: fileComments.parentId,
  body: fileComments.body,
  createdAt: fileComments.createdAt,
  editedAt: fileComments.editedAt,
  pinnedAt: fileComments.pinnedAt,
  hiddenAt: fileComments.hiddenAt,
  moderationHiddenAt: fileComments.moderationHiddenAt,
  moderationReason: fileComments.moderationReason,
  authorName: user.name,
  authorImage: user.image,
};
export type CommentRow = {
  id: string;
  fileId: string;
  userId: string;
  parentId: string | null;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
  pinnedAt: Date | null;
  hiddenAt: Date | null;
  moderationHiddenAt: Date | null;
  moderationReason: string | null;
  authorName: string | null;
  authorImage: string | null;
};

/** One comment with its thread's state (the parent's hides), locked with the document in a write. */
export type FoundComment = CommentRow & { parentHiddenAt: Date | null; parentModerationHiddenAt: Date | null };
export async function findComment(db: Executor, commentId: string): Promise<FoundComment | undefined> {
  const [row] = await db
    .select({
      ...commentColumns,
      parentHiddenAt: parent.hiddenAt,
      parentModerationHiddenAt: parent.moderationHiddenAt,
    })
    .from(fileComments)
    .innerJoin(user, eq(user.id, fileComments.userId))
    .leftJoin(parent, eq(parent.id, fileComments.parentId))
    .where(eq(fileComments.id, commentId));
  return row;
}

export async function insertComment(
  tx: Executor,
  comment: { fileId: string; userId: string; parentId: string | null; body: string },
): Promise<string> {
  const [row] = await tx.insert(fileComments).values(comment).returning({ id: fileComments.id });
  return row!.id;
}

export async function countCommentsSince(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(fileComments)
    .where(and(eq(fileComments.userId, userId), gt(fileComments.createdAt, since)));
  return row?.n ?? 0;
}

export async function updateCommentBody(tx: Executor, commentId: string, body: string): Promise<void> {
  await tx
    .update(fileComments)
    .set({ body, editedAt: sql`now()` })
    .where(eq(fileComments.id, commentId));
}

/** The comment goes, and with a top-level one its replies (the foreign key's cascade), and their reports. */
export async function deleteComment(tx: Executor, commentId: string): Promise<void> {
  await tx.delete(fileComments).where(eq(fileComments.id, commentId));
}

/** Pins the comment and unpins any other of the document (one pinned comment per document), or unpins it. */
export async function setPinned(tx: Executor, fileId: string, commentId: string, pinned: boolean): Promise<void> {
  if (pinned) {
    await tx
      .update(fileComments)
      .set({ pinnedAt: null })
      .where(and(eq(fileComments.fileId, fileId), isNotNull(fileComments.pinnedAt), ne(fileComments.id, commentId)));
  }
  await tx
    .update(fileComments)
    .set({ pinnedAt: pinned ? sql`now()` : null })
    .where(eq(fileComments.id, commentId));
}

/** The owner's hide; a hidden comment is no longer pinned. */
export async function setOwnerHidden(tx: Executor, commentId: string, hidden: boolean): Promise<void> {
  await tx
    .update(fileComments)
    .set(hidden ? { hiddenAt: sql`now()`, pinnedAt: null } : { hiddenAt: null })
    .where(eq(fileComments.id, commentId));
}

/** An admin's hide, with the reason its author is shown; a hidden comment is no longer pinned. */
export async function setModerationHidden(tx: Executor, commentId: string, reason: string): Promise<void> {
  await tx
    .update(fileComments)
    .set({ moderationHiddenAt: sql`now()`, moderationReason: reason, pinnedAt: null })
    .where(eq(fileComments.id, commentId));
}

/**
 * What a viewer of a document is sent: what every reader sees; the owner also the comments they hid; an
 * author also their own comments an admin hid (with the reason).
 */
function visibleTo(table: typeof fileComments, viewer: { id: string | null; isOwner: boolean }): SQL {
  const ownersToo = viewer.isOwner ? isNull(table.moderationHiddenAt) : shownToReaders(table);
  return viewer.id ? or(ownersToo, and(isNotNull(table.moderationHiddenAt), eq(table.userId, viewer.id)))! : ownersToo;
}

/**
 * One page of a document's threads (top-level comments) in the order asked, with one row more than asked
 * (whether there is a next page); the pinned one is left out (it is sent on top).
 */
export function selectThreads(
  db: Executor,
  page: {
    fileId: string;
    viewer: { id: string | null; isOwner: boolean };
    order: TCommentOrder;
    cursor?: TListCursor | undefined;
    limit: number;
  },
): Promise<CommentRow[]> {
  const newest = page.order === 'newest';
  const after = page.cursor
    ? (newest ? lt : gt)(
        sql`(${fileComments.createdAt}, ${fileComments.id})`,
        sql`(${page.cursor.time.toISOString()}::timestamptz, ${page.cursor.id}::uuid)`,
      )
    : undefined;
  return db
    .select(commentColumns)
    .from(fileComments)
    .innerJoin(user, eq(user.id, fileComments.userId))
    .where(
      and(
        eq(fileComments.fileId, page.fileId),
        isNull(fileComments.parentId),
        isNull(fileComments.pinnedAt),
        visibleTo(fileComments, page.viewer),
        after,
      ),
    )
    .orderBy(
      ...(newest
        ? [desc(fileComments.createdAt), desc(fileComments.id)]
        : [asc(fileComments.createdAt), asc(fileComments.id)]),
    )
    .limit(page.limit + 1);
}

/** The document's pinned thread, if the viewer sees it. */
export async function selectPinnedThread(
  db: Executor,
  fileId: string,
  viewer: { id: string | null; isOwner: boolean },
): Promise<CommentRow | undefined> {
  const [row] = await db
    .select(commentColumns)
    .from(fileComments)
    .innerJoin(user, eq(user.id, fileComments.userId))
    .where(
      and(
        eq(fileComments.fileId, fileId),
        isNull(fileComments.parentId),
        isNotNull(fileComments.pinnedAt),
        visibleTo(fileComments, viewer),
      ),
    )
    .limit(1);
  return row;
}

/** The replies of these threads the viewer sees, oldest first. */
export function selectReplies(
  db: Executor,
  threadIds: string[],
  viewer: { id: string | null; isOwner: boolean },
): Promise<CommentRow[]> {
  if (threadIds.length === 0) return Promise.resolve([]);
  return db
    .select(commentColumns)
    .from(fileComments)
    .innerJoin(user, eq(user.id, fileComments.userId))
    .where(and(inArray(fileComments.parentId, threadIds), visibleTo(fileComments, viewer)))
    .orderBy(asc(fileComments.createdAt), asc(fileComments.id));
}

// ---- reports ----

/** The new open report, or undefined when the reporter already has one open for this comment. */
export async function insertOpenCommentReport(
  db: Executor,
  report: { commentId: string; reporterId: string; reason: TReportReason; details: string | null },
) {
  const [row] = await db
    .insert(commentReports)
    .values(report)
    // The partial unique index comment_reports_one_open_idx: one open report per (comment, reporter).
    .onConflictDoNothing()
    .returning({ id: commentReports.id });
  return row;
}

export async function countCommentReportsSince(db: Executor, reporterId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(commentReports)
    .where(and(eq(commentReports.reporterId, reporterId), gt(commentReports.createdAt, since)));
  return row?.n ?? 0;
}

/** Closes the comment's open reports as resolved (the comment was acted on) or dismissed; how many were open. */
export async function closeOpenCommentReports(
  tx: Executor,
  commentId: string,
  status: Exclude<ReportStatus, 'open'>,
  adminId: string,
): Promise<number> {
  const rows = await tx
    .update(commentReports)
    .set({ status, resolvedAt: sql`now()`, resolvedBy: adminId })
    .where(and(eq(commentReports.commentId, commentId), eq(commentReports.status, 'open')))
    .returning({ id: commentReports.id });
  return rows.length;
}

const moderatedCommentColumns = {
  id: fileComments.id,
  body: fileComments.body,
  createdAt: fileComments.createdAt,
  editedAt: fileComments.editedAt,
  parentId: fileComments.parentId,
  authorId: fileComments.userId,
  authorName: user.name,
  authorEmail: user.email,
  fileId: fileComments.fileId,
  filename: files.filename,
  fileOwnerId: files.userId,
  fileIsPublic: files.isPublic,
  moderationHiddenAt: fileComments.moderationHiddenAt,
  moderationReason: fileComments.moderationReason,
};
export type ModeratedCommentRow = NonNullable<Awaited<ReturnType<typeof findModeratedComment>>>;

export async function findModeratedComment(db: Executor, commentId: string) {
  const [row] = await db
    .select(moderatedCommentColumns)
    .from(fileComments)
    .innerJoin(user, eq(user.id, fileComments.userId))
    .innerJoin(files, eq(files.id, fileComments.fileId))
    .where(eq(fileComments.id, commentId));
  return row;
}

/** Comments with open reports, the most recently reported first, and those reports (oldest first per comment). */
export async function selectReportedComments(db: MainDb, limit: number) {
  const latest = sql<Date>`max(${commentReports.createdAt})`;
  const commentRows = await db
    .select({ commentId: commentReports.commentId, latestAt: latest })
    .from(commentReports)
    .where(eq(commentReports.status, 'open'))
    .groupBy(commentReports.commentId)
    .orderBy(desc(latest), desc(commentReports.commentId))
    .limit(limit);
  const ids = commentRows.map((row) => row.commentId);
  if (ids.length === 0) return [];
  const [comments, reports] = await Promise.all([
    db
      .select(moderatedCommentColumns)
      .from(fileComments)
      .innerJoin(user, eq(user.id, fileComments.userId))
      .innerJoin(files, eq(files.id, fileComments.fileId))
      .where(inArray(fileComments.id, ids)),
    db
      .select({
        id: commentReports.id,
        commentId: commentReports.commentId,
        reason: commentReports.reason,
        details: commentReports.details,
        reporterId: commentReports.reporterId,
        reporterName: user.name,
        createdAt: commentReports.createdAt,
      })
      .from(commentReports)
      .innerJoin(user, eq(user.id, commentReports.reporterId))
      .where(and(inArray(commentReports.commentId, ids), eq(commentReports.status, 'open')))
      .orderBy(commentReports.createdAt, commentReports.id),
  ]);
  const byId = new Map(comments.map((row) => [row.id, row]));
  return commentRows.flatMap(({ commentId, latestAt }) => {
    const comment = byId.get(commentId);
    if (!comment) return [];
    return [
      { comment, latestAt: new Date(latestAt), reports: reports.filter((report) => report.commentId === commentId) },
    ];
  });
}

/** Takes the writer's turn: one comment of theirs at a time is written, so their limits are counted exactly. */
export async function lockWriter(tx: Executor, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
  return row !== undefined;
}
