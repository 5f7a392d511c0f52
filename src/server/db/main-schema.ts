// Schema of the `main` store: accounts, files, orders.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  type AnyPgColumn,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TDocumentLevel } from '../../shared/files/document-info';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// ---- better-auth tables (property names are the field names better-auth expects) ----

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  ...timestamps,
  /** A suspended account cannot sign in and its files are hidden until it is lifted. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspensionReason: text('suspension_reason'),
  /** The interface language the account chose ('vi' or 'en'); null until it chooses one. */
  interfaceLanguage: text('interface_language'),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** Rate-limit counters live in the database so that every instance shares them (issue: scale-out). */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ---- files ----

/** PostgreSQL's full-text document type; only ever computed by the database. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// Search words: lower case, diacritics removed by `unaccent` (đ → d included), every run of
// non-letters a word break, the `simple` configuration (no stemming, no stop words: English stop words
// such as 'on' are Vietnamese syllables, 'ôn'). `f_unaccent` is the immutable wrapper migration 0004
// creates, so generated columns and indexes may use it. src/shared/files/search.ts applies the same rule
// to queries.

/**
 * Background work on a file's content: 'pending' until the job ran, 'ready' with text and a
 * thumbnail where the format has them, 'failed' when the file could not be read ('Không thể tạo bản xem
 * trước'; the file itself stays intact and downloadable).
 */
export type PreviewState = 'pending' | 'ready' | 'failed';

export type UploadSource = 'media' | 'storage';

/** Why a file is hidden: an admin's decision, or its owner's suspension (lifted with it). */
export type ModerationCause = 'admin' | 'suspension';

export interface StoredObjectMetadata {
  key: string;
  mimeType: string;
  format: string;
  uploadId?: string;
}

export const files = pgTable(
  'files',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    userEmail: text('user_email').notNull(),
    userName: text('user_name'),
    userPhoto: text('user_photo'),
    uploadSource: text('upload_source').$type<UploadSource>().notNull(),
    storageKey: text('storage_key').notNull(),
    /** Set for files in the `storage` store (the first version's s3Key). */
    s3Key: text('s3_key'),
    filename: text('filename').notNull(),
    format: text('format').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    description: text('description'),
    isPublic: boolean('is_public').notNull().default(true),
    // Millisecond precision, like a JS Date: list cursors compare the stored value itself, so the
    // (owner, time, id) index serves both the order and the page boundary.
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    downloadCount: integer('download_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    saveCount: integer('save_count').notNull().default(0),
    /** The first version's cloudinaryMetadata (media store) or s3Metadata (storage store). */
    storageMetadata: jsonb('storage_metadata').$type<StoredObjectMetadata>().notNull(),
    previewState: text('preview_state').$type<PreviewState>().notNull().default('pending'),
    /** Pages of the document (PDF, or the PDF made from an Office file); null for other formats. */
    pageCount: integer('page_count'),
    /** Media-store key of the WebP thumbnail; null when the format has none (the card shows its badge). */
    thumbnailKey: text('thumbnail_key'),
    /**
     * Hidden by an admin (or by its owner's suspension). A hidden file is private
     * (is_public false, so every list, count and search leaves it out through the existing rules) and
     * answers 'File không tồn tại' to everyone but its owner; `publicBeforeHide` is what a restore puts back.
     */
    moderationHiddenAt: timestamp('moderation_hidden_at', { withTimezone: true }),
    moderationReason: text('moderation_reason'),
    moderationCause: text('moderation_cause').$type<ModerationCause>(),
    publicBeforeHide: boolean('public_before_hide'),
    /**
     * What the document is called on cards, lists and its page; null while it is its file name (the name the
     * download keeps whatever the title says).
     */
    title: text('title'),
    /** The subject or exam it prepares for: one of the site's configured subjects, or null when unsaid. */
    subject: text('subject'),
    /** 'basic' | 'intermediate' | 'advanced', or null when unsaid. */
    level: text('level').$type<TDocumentLevel>(),
    /** Free tags (at most DOCUMENT_MAX_TAGS), lower case, in the order the owner gave them. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The owner lets visitors (no account) download this public file. */
    allowVisitorDownload: boolean('allow_visitor_download').notNull().default(false),
    /** Ratings (1–5, one per signed-in reader): how many, and their sum; the average is sum / count. */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /**
     * The library's 'Hữu ích nhất' order: the average rating pulled towards 3 by five imaginary ratings of 3
     * (a Bayesian average, so one 5-star rating does not outrank fifty 4.8s), times 1000 as an integer so a
     * cursor compares it exactly.
     */
    helpfulScore: integer('helpful_score').generatedAlwaysAs(sql`((rating_sum + 15) * 1000) / (rating_count + 5)`),
    /** Comments shown to readers (not hidden, not deleted). */
    commentCount: integer('comment_count').notNull().default(0),
    /** Entries of an archive (.zip), listed in file_archive_entries; null for a file that is not an archive. */
    archiveEntryCount: integer('archive_entry_count'),
    /** The name's extension in lower case, for the library's format filter. */
    extension: text('extension').generatedAlwaysAs(sql`lower(substring(filename from '\\.([^.]*)$'))`),
    /**
     * Title, tags and name (weight A), uploader (B) and description (C) as search words; document text is in
     * file_pages. `f_join_words` is the immutable array-to-text wrapper of migration 0010.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', regexp_replace(f_unaccent(lower(coalesce(title, '') || ' ' || f_join_words(tags))), '[^[:alnum:]]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple', regexp_replace(f_unaccent(lower(filename)), '[^[:alnum:]]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple', regexp_replace(f_unaccent(lower(coalesce(user_name, ''))), '[^[:alnum:]]+', ' ', 'g')), 'B') || setweight(to_tsvector('simple', regexp_replace(f_unaccent(lower(coalesce(description, ''))), '[^[:alnum:]]+', ' ', 'g')), 'C')`,
    ),
  },
  (table) => [
    index('files_user_uploaded_idx').on(
      table.userId,
      table.uploadedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // An author's list as everyone but the author sees it: only the public rows, in list
    // order, so a mostly-private author costs a page of rows, not all of theirs.
    index('files_user_public_uploaded_idx')
      .on(table.userId, table.uploadedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isPublic}`),
    index('files_public_uploaded_idx').on(table.isPublic, table.uploadedAt.desc()),
    // /admin's hidden files: few rows, newest first.
    index('files_moderation_hidden_idx')
      .on(table.moderationHiddenAt.desc())
      .where(sql`${table.moderationHiddenAt} IS NOT NULL`),
    // The library's other orders: public files only, most downloaded / most viewed first.
    index('files_public_downloads_idx')
      .on(table.downloadCount.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isPublic}`),
    index('files_public_views_idx')
      .on(table.viewCount.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isPublic}`),
    index('files_public_newest_idx')
      .on(table.uploadedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isPublic}`),
    index('files_public_helpful_idx')
      .on(table.helpfulScore.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isPublic}`),
    // The library's tag filter and facet counts.
    index('files_tags_idx').using('gin', table.tags),
    index('files_search_idx').using('gin', table.searchVector),
    // Partial names and typos ('toei', 'tailieu'): trigrams of the unaccented name.
    index('files_name_trgm_idx').using('gin', sql`f_unaccent(lower(${table.filename})) gin_trgm_ops`),
  ],
);

/**
 * Text of a document, one row per page, written by the preview job. Pages beyond the job's
 * page cap, and text beyond its per-page cap, are not kept.
 */
export const filePages = pgTable(
  'file_pages',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** 1-based, as the viewer numbers pages. */
    page: integer('page').notNull(),
    text: text('text').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', regexp_replace(f_unaccent(lower(text)), '[^[:alnum:]]+', ' ', 'g'))`,
    ),
  },
  (table) => [
    primaryKey({ columns: [table.fileId, table.page] }),
    index('file_pages_search_idx').using('gin', table.searchVector),
  ],
);

/**
 * The preview job queue: one row per file whose job has not finished. A worker claims a row
 * with FOR UPDATE SKIP LOCKED and holds it until `lockedUntil`; a worker that died leaves the row to be
 * claimed again once that time passed. Finished jobs are deleted (the file's previewState tells).
 */
export const fileJobs = pgTable(
  'file_jobs',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('file_jobs_run_after_idx').on(table.runAfter)],
);

/**
 * The entries of an archive upload (.zip), read and checked once at upload, in the archive's order. A
 * folder is not an entry; `path` is the entry's name inside the archive (forward slashes, no '..').
 */
export const fileArchiveEntries = pgTable(
  'file_archive_entries',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** 0-based place in the archive's listing; the address of the entry in the API. */
    position: integer('position').notNull(),
    path: text('path').notNull(),
    /** Bytes once extracted. */
    size: bigint('size', { mode: 'number' }).notNull(),
    compressedSize: bigint('compressed_size', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.position] })],
);

/** The page a signed-in reader reached in a document, offered as 'Đọc tiếp' in the viewer. */
export const readingPositions = pgTable(
  'reading_positions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.fileId] })],
);

function fileUserJoinTable(name: string) {
  return pgTable(
    name,
    {
      fileId: uuid('file_id')
        .notNull()
        .references(() => files.id, { onDelete: 'cascade' }),
      userId: text('user_id')
        .notNull()
        .references(() => user.id, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
      /**
       * The file is private and not this user's: it is left out of their list and count until it is
       * public again. Kept with the file's visibility in the same transaction (files/queries.ts), so the
       * profile counts read only the user's own index entries.
       */
      hidden: boolean('hidden').notNull().default(false),
    },
    (table) => [
      primaryKey({ columns: [table.fileId, table.userId] }),
      index(`${name}_user_created_idx`).on(
        table.userId,
        table.createdAt.desc().nullsFirst(),
        table.fileId.desc().nullsFirst(),
      ),
      // A user's list and count: the rows they are shown, in list order. A page is the first
      // entries after the cursor and the count an index-only scan, however few rows per user PostgreSQL
      // expects (with the user alone indexed it read all of the user's rows and sorted them).
      index(`${name}_user_shown_created_idx`)
        .on(table.userId, table.createdAt.desc().nullsFirst(), table.fileId.desc().nullsFirst())
        .where(sql`NOT ${table.hidden}`),
    ],
  );
}

export const fileSaves = fileUserJoinTable('file_saves');
export const fileDownloads = fileUserJoinTable('file_downloads');
export const fileViews = fileUserJoinTable('file_views');

// ---- collections, ratings and comments ----

/** 'Bộ sưu tập': a user's named, ordered group of documents (their own and others' public ones). */
export const collections = pgTable(
  'collections',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('collections_user_updated_idx').on(table.userId, table.updatedAt.desc(), table.id.desc())],
);

export const collectionItems = pgTable(
  'collection_items',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** The owner's order, 0 first. */
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.fileId] }),
    index('collection_items_order_idx').on(table.collectionId, table.position),
    index('collection_items_file_idx').on(table.fileId),
  ],
);

/** One rating (1–5) per signed-in reader and document, changeable; files.rating_count / rating_sum follow it. */
export const fileRatings = pgTable(
  'file_ratings',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.userId] }), index('file_ratings_user_idx').on(table.userId)],
);

/**
 * Comments on a document, threaded one level (a reply's parent is a comment without a parent). The owner
 * of the document may pin one and hide others; an admin hides one through moderation.
 */
export const fileComments = pgTable(
  'file_comments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => fileComments.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true, precision: 3 }),
    pinnedAt: timestamp('pinned_at', { withTimezone: true, precision: 3 }),
    /** Hidden by the document's owner. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, precision: 3 }),
    /** Hidden by an admin, and why. */
    moderationHiddenAt: timestamp('moderation_hidden_at', { withTimezone: true, precision: 3 }),
    moderationReason: text('moderation_reason'),
  },
  (table) => [
    index('file_comments_file_created_idx').on(table.fileId, table.createdAt, table.id),
    index('file_comments_parent_idx').on(table.parentId),
    // The hourly limit counts a writer's recent comments.
    index('file_comments_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/** Reports of a comment, kept as reports of files are (one open report per user and comment). */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => fileComments.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<'copyright' | 'inappropriate' | 'spam' | 'other'>().notNull(),
    details: text('details'),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('comment_reports_one_open_idx')
      .on(table.commentId, table.reporterId)
      .where(sql`${table.status} = 'open'`),
    index('comment_reports_open_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.status} = 'open'`),
    index('comment_reports_reporter_created_idx').on(table.reporterId, table.createdAt.desc()),
  ],
);

/**
 * What each account uploaded, for its daily allowance (UPLOAD_QUOTA_MB_PER_DAY). A row outlives the file it
 * counted (deleting a file does not give its bytes back for the day: the upload, its storage and its preview
 * work happened); a resumable upload's row is written at its creation with the length it declared
 * (`tus:{id}`), so unfinished uploads count too, and goes if the uploader cancels it.
 */
export const uploadUsage = pgTable(
  'upload_usage',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('upload_usage_user_created_idx').on(table.userId, table.createdAt.desc())],
);

// ---- reports and moderation ----

export type ReportStatus = 'open' | 'resolved' | 'dismissed';

export const fileReports = pgTable(
  'file_reports',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<'copyright' | 'inappropriate' | 'spam' | 'other'>().notNull(),
    details: text('details'),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [
    // One open report per user and file; once resolved or dismissed, the user may report it again.
    uniqueIndex('file_reports_one_open_idx')
      .on(table.fileId, table.reporterId)
      .where(sql`${table.status} = 'open'`),
    index('file_reports_open_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.status} = 'open'`),
    // The hourly limit counts a reporter's recent reports.
    index('file_reports_reporter_created_idx').on(table.reporterId, table.createdAt.desc()),
  ],
);

/**
 * The audit log: every admin action, written in the transaction of the action itself. No foreign keys:
 * a row outlives the file or account it names (and the admin's account), and keeps a copy of the
 * admin's e-mail and of what the target was.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    adminId: text('admin_id').notNull(),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    targetFileId: uuid('target_file_id'),
    targetUserId: text('target_user_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('admin_actions_created_idx').on(table.createdAt.desc(), table.id.desc())],
);

// ---- payment orders ----

export type OrderStatus = 'pending' | 'paid' | 'cancelled';

export const orders = pgTable(
  'orders',
  {
    orderCode: bigint('order_code', { mode: 'number' }).primaryKey(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    provider: text('provider').$type<'sandbox' | 'payos'>().notNull(),
    paymentLinkId: text('payment_link_id'),
    checkoutUrl: text('checkout_url'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('orders_created_idx').on(table.createdAt.desc())],
);
