// The HTTP contract of comments on documents, shared by the routes and the web client.
//
//   GET    /files/:id/comments?order=&cursor=            → ZCommentsResponse (anyone who may read the document)
//   POST   /files/:id/comments                           ZCreateCommentRequest → 201 ZCommentResponse (sign-in)
//   PATCH  /files/:id/comments/:commentId                ZEditCommentRequest → ZCommentResponse (its author)
//   DELETE /files/:id/comments/:commentId                → ZCommentDeleteResponse (its author; replies go too)
//   PUT    /files/:id/comments/:commentId/pin            ZPinCommentRequest → ZCommentsChangedResponse (document owner)
//   PUT    /files/:id/comments/:commentId/hidden         ZHideCommentRequest → ZCommentsChangedResponse (document owner)
//   POST   /files/:id/comments/:commentId/reports        ZReportRequest → 201 ZReportResponse (sign-in, not its author)
//
// A comment exists only where its document is readable by the caller (the file page's 404 / 403).
import { z } from 'zod';
import { isSafeMultiLineText } from '../text-rules';
import { COMMENT_ERRORS } from './comments-messages';
import { COMMENT_MAX_LENGTH, COMMENT_ORDERS } from './comments-rules';
import { isUuid, ZListCursor } from './contract';

export const ZCommentParams = z.object({ id: z.string().max(100), commentId: z.string().max(100) });

/** Plain text: kept as typed (trimmed), shown as text; line breaks and tabs are the only controls allowed. */
export const ZCommentBody = z
  .string({ error: COMMENT_ERRORS.bodyRequired.message })
  .trim()
  .min(1, { error: COMMENT_ERRORS.bodyRequired.message })
  .max(COMMENT_MAX_LENGTH, { error: COMMENT_ERRORS.bodyTooLong.message })
  .refine(isSafeMultiLineText, { error: COMMENT_ERRORS.bodyInvalid.message });

export const ZCreateCommentRequest = z
  .object({
    body: ZCommentBody,
    /** The comment answered; a reply to a reply joins the same thread. */
    parentId: z.string().refine(isUuid, { error: COMMENT_ERRORS.notFound.message }).nullable().optional(),
  })
  .strict();
export type TCreateCommentRequest = z.input<typeof ZCreateCommentRequest>;

export const ZEditCommentRequest = z.object({ body: ZCommentBody }).strict();
export type TEditCommentRequest = z.input<typeof ZEditCommentRequest>;

export const ZPinCommentRequest = z.object({ pinned: z.boolean() }).strict();
export type TPinCommentRequest = z.infer<typeof ZPinCommentRequest>;
export const ZHideCommentRequest = z.object({ hidden: z.boolean() }).strict();
export type THideCommentRequest = z.infer<typeof ZHideCommentRequest>;

export const ZCommentsQuery = z.object({
  order: z.enum(COMMENT_ORDERS).default('newest'),
  cursor: ZListCursor.optional(),
});

export const ZCommentAuthor = z.object({ id: z.string(), name: z.string().nullable(), image: z.string().nullable() });

export const ZCommentReply = z.object({
  id: z.string(),
  /** The top-level comment of the thread; null for a top-level comment. */
  parentId: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  /** Set once the author changed the text ('đã sửa'). */
  editedAt: z.string().nullable(),
  pinned: z.boolean(),
  /** Hidden by the document's owner: only the owner is sent it (greyed, 'Đã ẩn'). */
  hidden: z.boolean(),
  /** Hidden by an admin: only its author is sent it, with the reason. */
  moderation: z.object({ reason: z.string() }).nullable(),
  author: ZCommentAuthor,
  isMine: z.boolean(),
});
export type TCommentReply = z.infer<typeof ZCommentReply>;

export const ZComment = ZCommentReply.extend({ replies: z.array(ZCommentReply) });
export type TComment = z.infer<typeof ZComment>;

export const ZCommentsResponse = z.object({
  /** The pinned comment, on the first page only (and not again among `comments`). */
  pinned: ZComment.nullable(),
  comments: z.array(ZComment),
  nextCursor: z.string().nullable(),
  /** Comments readers see (files.comment_count). */
  commentCount: z.number(),
  /** The caller owns the document: pin and hide are theirs. */
  canModerate: z.boolean(),
});
export type TCommentsResponse = z.infer<typeof ZCommentsResponse>;

/** The comment written or edited (its thread's replies are in the list). */
export const ZCommentResponse = z.object({ comment: ZCommentReply, commentCount: z.number() });
export type TCommentResponse = z.infer<typeof ZCommentResponse>;

export const ZCommentDeleteResponse = z.object({ message: z.string(), commentCount: z.number() });
export type TCommentDeleteResponse = z.infer<typeof ZCommentDeleteResponse>;

export const ZCommentsChangedResponse = z.object({ commentCount: z.number() });
export type TCommentsChangedResponse = z.infer<typeof ZCommentsChangedResponse>;
