// Limits of comments on documents, shared by the server and the comment form.

/** A comment's text, in characters after trimming: at least one, at most this many. */
export const COMMENT_MAX_LENGTH = 2000;
/** Top-level comments one page of a document's comments holds (each with all its replies). */
export const COMMENTS_PAGE_SIZE = 50;
/** Comments one account may write in ten minutes, and in a day (every comment still kept counts). */
export const COMMENTS_PER_TEN_MINUTES = 10;
export const COMMENTS_PER_DAY = 100;
/** Comments one client address may write in ten minutes, whatever the account (several accounts, one person). */
export const COMMENTS_PER_ADDRESS_PER_TEN_MINUTES = 60;
/** Comments with open reports one /admin answer lists (the oldest wait for the next load). */
export const REPORTED_COMMENTS_LIMIT = 50;

export const COMMENT_ORDERS = ['newest', 'oldest'] as const;
export type TCommentOrder = (typeof COMMENT_ORDERS)[number];
