// Schema of the `main` store (DESIGN.md): accounts, files, orders.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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

// ---- files (SPEC §3 File) ----

export type UploadSource = 'media' | 'storage';

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
    /** Set for files in the `storage` store (the spec's s3Key). */
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
    /** The spec's cloudinaryMetadata (media store) or s3Metadata (storage store). */
    storageMetadata: jsonb('storage_metadata').$type<StoredObjectMetadata>().notNull(),
  },
  (table) => [
    index('files_user_uploaded_idx').on(
      table.userId,
      table.uploadedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // An author's list as everyone but the author sees it (issue 20): only the public rows, in list
    // order, so a mostly-private author costs a page of rows, not all of theirs.
    index('files_user_public_uploaded_idx')
      .on(table.userId, table.uploadedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isPublic}`),
    index('files_public_uploaded_idx').on(table.isPublic, table.uploadedAt.desc()),
  ],
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
    },
    (table) => [
      primaryKey({ columns: [table.fileId, table.userId] }),
      index(`${name}_user_created_idx`).on(
        table.userId,
        table.createdAt.desc().nullsFirst(),
        table.fileId.desc().nullsFirst(),
      ),
    ],
  );
}

export const fileSaves = fileUserJoinTable('file_saves');
export const fileDownloads = fileUserJoinTable('file_downloads');
export const fileViews = fileUserJoinTable('file_views');

// ---- payment orders (SPEC §3 payment payload, issue 5) ----

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
