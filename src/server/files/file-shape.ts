// A file's public shape (ZFile in shared/files/contract.ts), defined once. Each field says, side by side,
// how it is taken from a row read with the caller's flags (presentFile, present.ts: a file's page, search
// results, uploads) and how PostgreSQL writes the same value (the list statements of queries.ts, which answer
// pages of files as JSON built in SQL so a page costs no per-row work in Node). Both are derived from this
// table, so a field of ZFile is added here once; the type below refuses a table that misses one, and
// files.test.ts holds the two paths to the same answer for every kind of viewer.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { files } from '../db/main-schema';
import { fileContentPath, fileThumbnailPath, type TFile } from '../../shared/files/contract';
import type { FileReadRow, FileWithFlags } from './queries';

/** Who a file is presented to, as the row path knows it. */
export interface RowAudience {
  isOwner: boolean;
  /** The owner, or an admin judging a hidden file: told why it is hidden. */
  seesModeration: boolean;
}

/** The same, as SQL over the row of a list statement, with the caller's saved and downloaded flags. */
export interface SqlAudience {
  isOwner: SQL<boolean>;
  seesModeration: SQL<boolean>;
  isSaved: SQL<boolean>;
  isDownloaded: SQL<boolean>;
}

interface FileField<K extends keyof TFile> {
  fromRow(row: FileWithFlags, audience: RowAudience): TFile[K];
  inSql(audience: SqlAudience): SQL | AnyPgColumn;
  /** Sent to the owner only: absent (not null) for everyone else, e.g. the uploader's e-mail. */
  ownerOnly?: true;
}

/** The read columns whose value is a field of the same name as it is, type for type. */
type CopiedColumn = {
  [K in keyof TFile & keyof FileReadRow]-?: FileReadRow[K] extends TFile[K] ? K : never;
}[keyof TFile & keyof FileReadRow];

const readColumns = getTableColumns(files);

/** A field that is its column, unchanged. */
function copied<K extends CopiedColumn>(name: K): FileField<K> {
  // CopiedColumn has checked that the column's type is the field's; TypeScript cannot see it through K.
  return { fromRow: (row) => row[name] as unknown as TFile[K], inSql: () => readColumns[name] };
}

/** A text of our own (never input) as an SQL string literal. */
function literal(text: string): SQL {
  return sql.raw(`'${text.replaceAll("'", "''")}'`);
}

/** The shared path builder's address for the row's file id, built in SQL. */
function pathOfRow(pathOf: (fileId: string) => string): SQL {
  const mark = '00000000-0000-4000-8000-000000000000';
  const [before = '', after = ''] = pathOf(mark).split(mark);
  return sql`${literal(before)} || ${files.id}::text || ${literal(after)}`;
}

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds, 'Z'). */
export function isoText(time: AnyPgColumn<{ data: Date }> | typeof files.moderationHiddenAt): SQL<string> {
  return sql<string>`to_char(${time} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The average of `count` ratings summing to `sum`, to one decimal (as PostgreSQL's round gives it); null for none. */
export function ratingAverage(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum * 10) / count) / 10 : null;
}

export const FILE_SHAPE: { [K in keyof TFile]-?: FileField<K> } = {
  id: copied('id'),
  userId: copied('userId'),
  userEmail: { ...copied('userEmail'), ownerOnly: true },
  userName: copied('userName'),
  userPhoto: copied('userPhoto'),
  fileUrl: { fromRow: (row) => fileContentPath(row.id), inSql: () => pathOfRow(fileContentPath) },
  uploadSource: copied('uploadSource'),
  filename: copied('filename'),
  title: { fromRow: (row) => row.title ?? row.filename, inSql: () => sql`coalesce(${files.title}, ${files.filename})` },
  subject: copied('subject'),
  level: copied('level'),
  tags: copied('tags'),
  allowVisitorDownload: copied('allowVisitorDownload'),
  ratingCount: copied('ratingCount'),
  ratingAverage: {
    fromRow: (row) => ratingAverage(row.ratingSum, row.ratingCount),
    inSql: () =>
      sql`CASE WHEN ${files.ratingCount} > 0 THEN round(${files.ratingSum}::numeric / ${files.ratingCount}, 1)::float8 END`,
  },
  commentCount: copied('commentCount'),
  archiveEntryCount: copied('archiveEntryCount'),
  format: copied('format'),
  mimeType: copied('mimeType'),
  size: copied('size'),
  description: copied('description'),
  isPublic: copied('isPublic'),
  uploadedAt: { fromRow: (row) => row.uploadedAt.toISOString(), inSql: () => isoText(files.uploadedAt) },
  downloadCount: copied('downloadCount'),
  likeCount: copied('likeCount'),
  viewCount: copied('viewCount'),
  saveCount: copied('saveCount'),
  isSaved: { fromRow: (row) => Boolean(row.isSaved), inSql: (audience) => audience.isSaved },
  isDownloaded: { fromRow: (row) => Boolean(row.isDownloaded), inSql: (audience) => audience.isDownloaded },
  isOwner: { fromRow: (_row, audience) => audience.isOwner, inSql: (audience) => audience.isOwner },
  previewState: copied('previewState'),
  pageCount: copied('pageCount'),
  thumbnailUrl: {
    fromRow: (row) => (row.thumbnailKey ? fileThumbnailPath(row.id) : null),
    inSql: () => sql`CASE WHEN ${files.thumbnailKey} IS NOT NULL THEN ${pathOfRow(fileThumbnailPath)} END`,
  },
  // Only the owner (and an admin judging the file) is told why a file is hidden; nobody else lists or
  // opens a hidden file, which is private.
  moderation: {
    fromRow: (row, audience) =>
      audience.seesModeration && row.moderationHiddenAt !== null
        ? { hiddenAt: row.moderationHiddenAt.toISOString(), reason: row.moderationReason ?? '' }
        : null,
    inSql: (audience) =>
      sql`CASE WHEN ${files.moderationHiddenAt} IS NOT NULL AND ${audience.seesModeration} THEN json_build_object('hiddenAt', ${isoText(files.moderationHiddenAt)}, 'reason', coalesce(${files.moderationReason}, '')) END`,
  },
};

/** The fields in the contract's order. */
export const FILE_FIELD_NAMES = Object.keys(FILE_SHAPE) as (keyof TFile)[];
