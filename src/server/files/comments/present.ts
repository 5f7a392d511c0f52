// Comments as their viewer is sent them, field by field: the owner's hide only to the document's owner,
// an admin's hide (and its reason) only to the comment's author; never an e-mail.
import type { TComment, TCommentReply } from '../../../shared/files/comments-contract';
import type { CommentRow } from './queries';

export interface CommentViewer {
  id: string | null;
  /** The viewer owns the document. */
  isOwner: boolean;
}

export function presentCommentReply(row: CommentRow, viewer: CommentViewer): TCommentReply {
  return {
    id: row.id,
    parentId: row.parentId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    pinned: row.pinnedAt !== null,
    hidden: viewer.isOwner && row.hiddenAt !== null,
    moderation: row.moderationHiddenAt && row.userId === viewer.id ? { reason: row.moderationReason ?? '' } : null,
    author: { id: row.userId, name: row.authorName || null, image: row.authorImage || null },
    isMine: row.userId === viewer.id,
  };
}

export function presentComment(row: CommentRow, replies: CommentRow[], viewer: CommentViewer): TComment {
  return { ...presentCommentReply(row, viewer), replies: replies.map((reply) => presentCommentReply(reply, viewer)) };
}
