// Drizzle queries of the files domain (db first, explicit columns). Counters change in SQL, so
// concurrent saves, views and downloads never lose an update.
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  not,
  sql,
  type Placeholder,
  type SQL,
  type Subquery,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MainDb } from '../db/connect';
import {
  fileDownloads,
  fileArchiveEntries,
  fileJobs,
  files,
  fileSaves,
  fileViews,
  uploadUsage,
  user,
  type ModerationCause,
} from '../db/main-schema';
import { FILE_LIST_DEFAULT_LIMIT, type TFile, type TListCursor, type TMyFileList } from '../../shared/files/contract';
import { FILE_FIELD_NAMES, FILE_SHAPE, isoText, type SqlAudience } from './file-shape';

export type Transaction = Parameters<Parameters<MainDb['transaction']>[0]>[0];

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;
/**
 * The columns a file is read with (shown, checked for access, opened): not the generated search columns
 * nor the upload's stored metadata, which no read needs (fewer bytes per row on every list).
 */
const {
  searchVector: _searchVector,
  helpfulScore: _helpfulScore,
  extension: _extension,
  storageMetadata: _metadata,
  s3Key: _s3Key,
  ...readColumns
} = getTableColumns(files);
export type FileReadRow = Omit<FileRow, 'searchVector' | 'helpfulScore' | 'extension' | 'storageMetadata' | 's3Key'>;
export type FileWithFlags = FileReadRow & { isSaved: boolean; isDownloaded: boolean };

/** Continues a list after the last row of the previous page (sort time, then id). */
export type ListCursor = TListCursor;

// The queries every page view runs (file detail, profile and author lists) are prepared statements with
// placeholders: PostgreSQL parses them once per connection and may reuse the plan, which halves their
// cost under load. Each shape (with or without a caller, first page or later) is its own statement.
const param = {
  callerId: sql.placeholder('callerId'),
  fileId: sql.placeholder('fileId'),
  ownerId: sql.placeholder('ownerId'),
  cursorTime: sql.placeholder('cursorTime'),
  cursorId: sql.placeholder('cursorId'),
  limit: sql.placeholder('limit'),
};

const preparedStatements = new WeakMap<MainDb, Map<string, unknown>>();

/** The statement `name` of this database, built on first use. */
function prepared<T>(db: MainDb, name: string, build: () => T): T {
  let statements = preparedStatements.get(db);
  if (!statements) preparedStatements.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (!statement) statements.set(name, (statement = build()));
  return statement;
}

/**
 * Whether the caller (the callerId placeholder) saved / downloaded the file; false without a caller. A
 * scalar subquery probes the (file, user) primary key once per row of the page. Written as EXISTS,
 * PostgreSQL may turn it into a hashed subplan that reads every save or download of the caller on each
 * request (it did in the list statements: 200 saves read for a page of 24), a cost that grows with the
 * caller's activity instead of the page.
 */
function callerFlags(withCaller: boolean) {
  const none = sql<boolean>`false`;
  const hasRow = (join: typeof fileSaves | typeof fileDownloads) =>
    sql<boolean>`coalesce((select true from ${join} where ${join.fileId} = ${files.id} and ${join.userId} = ${param.callerId}), false)`;
  return {
    isSaved: withCaller ? hasRow(fileSaves) : none,
    isDownloaded: withCaller ? hasRow(fileDownloads) : none,
  };
}

/** Every column a read needs and the caller's flags (the callerId placeholder; false without a caller). */
export function selectWithFlags(withCaller: boolean) {
  return { ...readColumns, ...callerFlags(withCaller) };
}

/**
 * A file exactly as presentFile (present.ts) answers it, as JSON text built by PostgreSQL. Lists answer
 * these texts joined, so a page of 24 files costs the server no row decoding, presenting or JSON
 * writing: that was three quarters of a list request's time. Both take every field from one table,
 * FILE_SHAPE (file-shape.ts), and a test holds them to the same answer for every kind of row and viewer
 * (files.test.ts, "lists answer each file as presentFile does").
 *
 * The page is read first (presentedColumns, with its sort time), and each of its rows is then written
 * by row_to_json of a one-row subquery over those columns (fileJson): compact JSON named by the
 * columns. Anything computed inside that per-row subquery is set up again for every row (with the
 * caller's flags there, the statement took 1.7 times as long), so it only picks columns.
 */
function presentedColumns(viewer: ListViewer) {
  const isOwner = {
    anonymous: sql<boolean>`false`,
    owner: sql<boolean>`true`,
    caller: sql<boolean>`${files.userId} = ${param.callerId}`,
  }[viewer];
  // Lists are never read as an admin: only the owner is told why a file is hidden.
  const audience: SqlAudience = { isOwner, seesModeration: isOwner, ...callerFlags(viewer !== 'anonymous') };
  return Object.fromEntries(
    FILE_FIELD_NAMES.map((name) => [name, sql`${FILE_SHAPE[name].inSql(audience)}`.as(name)]),
  ) as Record<keyof TFile, SQL.Aliased>;
}

const PAGE = 'page';
const PAGE_IDS = 'page_ids';

/** The JSON text of a page row (presentedColumns); fields for the owner only are left out for others. */
function fileJson(viewer: ListViewer): SQL<string> {
  const build = (forOwner: boolean) => {
    const keys = FILE_FIELD_NAMES.filter((key) => forOwner || !FILE_SHAPE[key].ownerOnly);
    const columns = keys.map((key) => sql`${sql.identifier(PAGE)}.${sql.identifier(key)}`);
    return sql<string>`(SELECT row_to_json(presented)::text FROM (SELECT ${sql.join(columns, sql`, `)}) AS presented)`;
  };
  if (viewer !== 'caller') return build(viewer === 'owner');
  return sql<string>`CASE WHEN ${sql.identifier(PAGE)}.${sql.identifier('isOwner')} THEN ${build(true)} ELSE ${build(false)} END`;
}

/** Who reads a list: a visitor, the owner of every file in it, or a signed-in user owning some or none. */
type ListViewer = 'anonymous' | 'owner' | 'caller';

/**
 * The page's columns: the presented file and, for a list in the order of a saved / downloaded / viewed
 * time, that time (the cursor). A list in upload order takes its cursor from the presented uploadedAt,
 * so its rows format that time once.
 */
function pageColumns(viewer: ListViewer, time?: typeof fileSaves.createdAt) {
  return { ...presentedColumns(viewer), ...(time ? { sortTime: isoText(time).as('sortTime') } : {}) };
}

/**
 * The statement that writes each row of `page` (pageColumns) as JSON, with what the cursor needs: the
 * id and the column holding the sort time.
 */
function presentPage(
  db: MainDb,
  viewer: ListViewer,
  page: Subquery,
  name: string,
  sortTime: 'sortTime' | 'uploadedAt',
) {
  const column = (key: string) => sql<string>`${sql.identifier(PAGE)}.${sql.identifier(key)}`;
  return db
    .select({ json: fileJson(viewer), sortTime: column(sortTime), id: column('id') })
    .from(page)
    .prepare(name);
}

function toListPage(rows: { json: string; sortTime: string; id: string }[]): ListPage {
  const last = rows.at(-1);
  return {
    files: rows.map((row) => row.json),
    fileIds: rows.map((row) => row.id),
    last: last ? { time: new Date(last.sortTime), id: last.id } : null,
  };
}

/**
 * `is_public` as a bare column, never compared with a bound `true`: a prepared statement's generic plan
 * can then use the partial index `files_user_public_uploaded_idx`.
 */
const isPublic = sql`${files.isPublic}`;

/** A list's order: a time column (millisecond precision, as the cursor's Date) and a file id column. */
type SortColumns = [time: AnyPgColumn<{ data: Date }>, id: AnyPgColumn<{ data: string }>];

// Newest first, exactly the order of the (user, time, id) indexes, so a page reads only its own rows.
function newestFirst([time, id]: SortColumns) {
  return [desc(time), desc(id)];
}

/**
 * Rows after the cursor, as one row comparison: the btree index on (user, time DESC, id DESC) starts its
 * scan at the cursor. Written as `time < t OR (time = t AND id < i)` PostgreSQL scanned every row of the
 * earlier pages and filtered them out, so page k cost k pages.
 */
function after(withCursor: boolean, [time, id]: SortColumns) {
  if (!withCursor) return undefined;
  return sql`(${time}, ${id}) < (${param.cursorTime}, ${param.cursorId})`;
}

/**
 * A page's LIMIT. The size every page of the web asks for is written into the statement: PostgreSQL
 * cannot cost `LIMIT $n` without its value (it assumes a tenth of the rows), and from about a million
 * files on it then planned the list statements again on every execution, a custom plan looking cheaper
 * than the generic one (~130 µs of its CPU per list). Other sizes keep a placeholder; their
 * statement is named apart (pageLimitName).
 */
function pageLimit(limit: number): number | Placeholder {
  // Drizzle binds a number given to limit() as a parameter; a raw SQL chunk is written as it is.
  return limit === FILE_LIST_DEFAULT_LIMIT
    ? (sql.raw(String(FILE_LIST_DEFAULT_LIMIT)) as unknown as number)
    : param.limit;
}

function pageLimitName(limit: number): string {
  return limit === FILE_LIST_DEFAULT_LIMIT ? 'default_size' : 'any_size';
}

function cursorValues(cursor: ListCursor | undefined) {
  return cursor ? { cursorTime: cursor.time, cursorId: cursor.id } : {};
}

/** How an upload counts against its uploader's daily allowance (uploadUsage). */
export type UploadAllowance =
  /** Counted now: refused when the last 24 hours plus this file pass `quotaBytes` (0: no limit). */
  | { quotaBytes: number }
  /** Already counted when the resumable upload was created (reserveUploadBytes). */
  | { reservationId: string };

type MainTransaction = Parameters<Parameters<MainDb['transaction']>[0]>[0];

/**
 * Whether `bytes` more fit the user's allowance, inside a transaction that holds the user's upload lock, so
 * two uploads finishing together cannot both pass on the same remainder.
 */
async function fitsAllowance(tx: MainTransaction, userId: string, bytes: number, quotaBytes: number): Promise<boolean> {
  if (quotaBytes <= 0) return true;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload-usage:${userId}`}))`);
  return (await uploadedBytesOfLastDay(tx, userId)) + bytes <= quotaBytes;
}

/** What the user uploaded (or reserved for unfinished resumable uploads) in the last 24 hours. */
export async function uploadedBytesOfLastDay(db: MainDb | MainTransaction, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string | null>`sum(${uploadUsage.bytes})` })
    .from(uploadUsage)
    .where(and(eq(uploadUsage.userId, userId), sql`${uploadUsage.createdAt} > now() - interval '24 hours'`));
  return Number(row?.bytes ?? 0);
}

/**
 * Counts a resumable upload's declared length at its creation; false (nothing written) when it does not fit
 * the allowance.
 */
export async function reserveUploadBytes(
  db: MainDb,
  reservation: { id: string; userId: string; bytes: number; quotaBytes: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await fitsAllowance(tx, reservation.userId, reservation.bytes, reservation.quotaBytes))) return false;
    await tx.insert(uploadUsage).values({ id: reservation.id, userId: reservation.userId, bytes: reservation.bytes });
    return true;
  });
}

/** A cancelled resumable upload gives its reservation back. */
export async function releaseUploadReservation(db: MainDb, id: string): Promise<void> {
  await db.delete(uploadUsage).where(eq(uploadUsage.id, id));
}

/**
 * The file's record, its preview job and its count against the daily allowance, in one transaction: no file
 * is left without its job. 'over-quota' (nothing written) when it does not fit the allowance.
 */
export async function insertFile(
  db: MainDb,
  row: NewFileRow,
  allowance: UploadAllowance = { quotaBytes: 0 },
  /** An archive's checked entries, written with the file's row (archives/archive-check.ts). */
  archiveEntries: { position: number; path: string; size: number; compressedSize: number }[] = [],
): Promise<FileRow | 'over-quota'> {
  return db.transaction(async (tx) => {
    if ('quotaBytes' in allowance && !(await fitsAllowance(tx, row.userId, row.size, allowance.quotaBytes))) {
      return 'over-quota';
    }
    const [inserted] = await tx.insert(files).values(row).returning();
    await tx.insert(fileJobs).values({ fileId: inserted!.id });
    if (archiveEntries.length > 0) {
      await tx.insert(fileArchiveEntries).values(archiveEntries.map((entry) => ({ fileId: inserted!.id, ...entry })));
    }
    if ('quotaBytes' in allowance) {
      await tx.insert(uploadUsage).values({ id: inserted!.id, userId: row.userId, bytes: row.size });
    }
    return inserted!;
  });
}

export async function findFileWithFlags(db: MainDb, fileId: string, callerId: string | null) {
  const withCaller = callerId !== null;
  const statement = prepared(db, `file_detail_${withCaller ? 'caller' : 'anonymous'}`, () =>
    db
      .select(selectWithFlags(withCaller))
      .from(files)
      .where(eq(files.id, param.fileId))
      .prepare(`file_detail_${withCaller ? 'caller' : 'anonymous'}`),
  );
  const [row] = await statement.execute({ fileId, callerId });
  return row;
}

export interface ListPage {
  /** Each file of the page as its answer's JSON text (presentFile's shape). */
  files: string[];
  /** Their ids, in the same order. */
  fileIds: string[];
  /** The last file's sort time (upload time, or when the caller saved / downloaded / viewed it) and id. */
  last: ListCursor | null;
}

export async function listMyFiles(
  db: MainDb,
  list: TMyFileList,
  userId: string,
  options: { limit: number; cursor?: ListCursor },
): Promise<ListPage> {
  if (list === 'uploaded') return listAuthorFiles(db, userId, userId, options);
  const join = { saved: fileSaves, downloaded: fileDownloads, viewed: fileViews }[list];
  const withCursor = options.cursor !== undefined;
  const name = `my_${list}_${withCursor ? 'next' : 'first'}_page_${pageLimitName(options.limit)}`;
  const statement = prepared(db, name, () => {
    const page = db
      .select(pageColumns('caller', join.createdAt))
      .from(join)
      .innerJoin(files, eq(files.id, join.fileId))
      .where(
        and(
          eq(join.userId, param.callerId),
          // A file made private since is left out (unless it is the caller's own): the row's hidden flag.
          not(join.hidden),
          after(withCursor, [join.createdAt, join.fileId]),
        ),
      )
      .orderBy(...newestFirst([join.createdAt, join.fileId]))
      .limit(pageLimit(options.limit))
      .as(PAGE);
    return presentPage(db, 'caller', page, name, 'sortTime');
  });
  return toListPage(
    await statement.execute({ callerId: userId, limit: options.limit, ...cursorValues(options.cursor) }),
  );
}

/**
 * An author's files, newest first: all of them for the author, the public ones for anyone else (the
 * caller's own private files are never among another author's). Each case has its own index, so a page
 * reads its own rows only, however many private files the author has.
 *
 * The page's ids are read first, from the index alone, then its files. A prepared statement's plan
 * expects the average number of files per author (ten at 10,000 files); read in one step, PostgreSQL
 * then fetched all of an author's rows through a bitmap and sorted them, since a sort of ten rows looks
 * cheaper than reading the index in order. An index-only scan cannot be a bitmap, so it is read in
 * order and stops after the page.
 */
export async function listAuthorFiles(
  db: MainDb,
  authorId: string,
  callerId: string | null,
  options: { limit: number; cursor?: ListCursor },
): Promise<ListPage> {
  const viewer: ListViewer = callerId === null ? 'anonymous' : callerId === authorId ? 'owner' : 'caller';
  const withCursor = options.cursor !== undefined;
  const name = `author_files_${viewer}_${withCursor ? 'next' : 'first'}_page_${pageLimitName(options.limit)}`;
  const statement = prepared(db, name, () => {
    const pageIds = db
      .select({ uploadedAt: files.uploadedAt, id: files.id })
      .from(files)
      .where(
        and(
          eq(files.userId, param.ownerId),
          viewer === 'owner' ? undefined : isPublic,
          after(withCursor, [files.uploadedAt, files.id]),
        ),
      )
      .orderBy(...newestFirst([files.uploadedAt, files.id]))
      .limit(pageLimit(options.limit))
      .as(PAGE_IDS);
    const page = db
      .select(pageColumns(viewer))
      .from(pageIds)
      .innerJoin(files, eq(files.id, pageIds.id))
      .orderBy(...newestFirst([pageIds.uploadedAt, pageIds.id]))
      .as(PAGE);
    return presentPage(db, viewer, page, name, 'uploadedAt');
  });
  return toListPage(
    await statement.execute({ ownerId: authorId, callerId, limit: options.limit, ...cursorValues(options.cursor) }),
  );
}

/**
 * The four profile counts in one statement that reads only the caller's own index entries:
 * a saved, downloaded or viewed file made private since is left out by the row's hidden flag, kept in
 * step with the file's visibility (updateFileFields), so no file is looked up.
 */
export async function countMyFiles(db: MainDb, userId: string) {
  const statement = prepared(db, 'my_file_counts', () => {
    const countShown = (join: JoinTable) =>
      sql<number>`(SELECT count(*)::int FROM ${join} WHERE ${join.userId} = ${param.callerId} AND NOT ${join.hidden})`;
    return db
      .select({
        uploaded: sql<number>`(SELECT count(*)::int FROM ${files} WHERE ${files.userId} = ${param.callerId})`,
        saved: countShown(fileSaves),
        downloaded: countShown(fileDownloads),
        viewed: countShown(fileViews),
      })
      .from(sql`(SELECT 1) AS one`)
      .prepare('my_file_counts');
  });
  const [row] = await statement.execute({ callerId: userId });
  return row!;
}

export async function findUser(db: MainDb, userId: string) {
  const statement = prepared(db, 'find_user', () =>
    db
      .select({ id: user.id, name: user.name, email: user.email, image: user.image, createdAt: user.createdAt })
      .from(user)
      .where(eq(user.id, param.ownerId))
      .prepare('find_user'),
  );
  const [row] = await statement.execute({ ownerId: userId });
  return row;
}

/** Author summary over the author's files the caller may see (all for the author, else the public ones). */
export async function summarizeAuthorFiles(db: MainDb, authorId: string, callerId: string | null) {
  const forAuthor = callerId === authorId;
  const name = `author_summary_${forAuthor ? 'all' : 'public'}`;
  const statement = prepared(db, name, () =>
    db
      .select({
        totalFiles: count(),
        totalDownloads: sql<number>`coalesce(sum(${files.downloadCount}), 0)::int`,
        totalLikes: sql<number>`coalesce(sum(${files.likeCount}), 0)::int`,
        firstUpload: sql<Date | null>`min(${files.uploadedAt})`,
      })
      .from(files)
      .where(and(eq(files.userId, param.ownerId), forAuthor ? undefined : isPublic))
      .prepare(name),
  );
  const [row] = await statement.execute({ ownerId: authorId });
  return row!;
}

type JoinTable = typeof fileSaves;
const JOIN_TABLES: readonly JoinTable[] = [fileSaves, fileDownloads, fileViews];

/** Whether a saved / downloaded / viewed row of `userId` is hidden, for a file with this visibility and owner. */
function isHiddenFrom(file: { isPublic: boolean; userId: string }, userId: string): boolean {
  return !file.isPublic && file.userId !== userId;
}

/** What an owner's edit may change. */
export type FileFieldChanges = Partial<
  Pick<NewFileRow, 'description' | 'isPublic' | 'title' | 'subject' | 'level' | 'tags' | 'allowVisitorDownload'>
>;

export async function updateFileFields(
  db: MainDb,
  fileId: string,
  changes: FileFieldChanges,
): Promise<FileRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(files).set(changes).where(eq(files.id, fileId)).returning();
    if (row && changes.isPublic !== undefined) await syncHiddenFlags(tx, [fileId]);
    return row;
  });
}

/**
 * Everyone else's saved / downloaded / viewed rows of these files follow each file's visibility (the
 * owner's never hide). Runs in the transaction that changed the visibility.
 */
async function syncHiddenFlags(tx: Transaction, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  for (const join of JOIN_TABLES) {
    await tx
      .update(join)
      .set({ hidden: sql`NOT ${files.isPublic} AND ${join.userId} <> ${files.userId}` })
      .from(files)
      .where(and(eq(files.id, join.fileId), inArray(join.fileId, fileIds)));
  }
}

/** What a moderation change tells the live lists: the file, its owner, and whether others could read it. */
export interface ModeratedFileChange {
  id: string;
  userId: string;
  filename: string;
  /** Public before the hide (for a hide) or after the restore (for a restore). */
  wasOrIsPublic: boolean;
}

/**
 * Hides files that are not hidden yet (one file, or all of an owner's): each becomes
 * private, remembering whether it was public, and the hidden flags of everyone's lists follow, all in
 * the caller's transaction. Files already hidden keep their reason and cause.
 */
export async function hideFiles(
  tx: Transaction,
  target: { fileId: string } | { ownerId: string },
  hide: { reason: string; cause: ModerationCause },
): Promise<ModeratedFileChange[]> {
  const rows = await tx
    .update(files)
    .set({
      // Both read the row as it was before this statement.
      publicBeforeHide: sql`${files.isPublic}`,
      isPublic: false,
      moderationHiddenAt: sql`now()`,
      moderationReason: hide.reason,
      moderationCause: hide.cause,
    })
    .where(
      and(
        'fileId' in target ? eq(files.id, target.fileId) : eq(files.userId, target.ownerId),
        isNull(files.moderationHiddenAt),
      ),
    )
    .returning({ id: files.id, userId: files.userId, filename: files.filename, wasOrIsPublic: files.publicBeforeHide });
  await syncHiddenFlags(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, wasOrIsPublic: row.wasOrIsPublic ?? false }));
}

/** Undoes hideFiles for one file, or for the files an owner's suspension hid; visibility as before the hide. */
export async function restoreFiles(
  tx: Transaction,
  target: { fileId: string } | { ownerId: string; cause: ModerationCause },
): Promise<ModeratedFileChange[]> {
  const rows = await tx
    .update(files)
    .set({
      isPublic: sql`coalesce(${files.publicBeforeHide}, false)`,
      publicBeforeHide: null,
      moderationHiddenAt: null,
      moderationReason: null,
      moderationCause: null,
    })
    .where(
      and(
        'fileId' in target
          ? eq(files.id, target.fileId)
          : and(eq(files.userId, target.ownerId), eq(files.moderationCause, target.cause)),
        isNotNull(files.moderationHiddenAt),
      ),
    )
    .returning({ id: files.id, userId: files.userId, filename: files.filename, wasOrIsPublic: files.isPublic });
  await syncHiddenFlags(
    tx,
    rows.map((row) => row.id),
  );
  return rows;
}

/**
 * Locks the file's row for the rest of the transaction and reads what a new saved / downloaded / viewed
 * row needs: a concurrent change of visibility then waits, or is seen (never missed by the new row).
 */
async function lockFileForUser(tx: Transaction, fileId: string, userId: string): Promise<{ hidden: boolean }> {
  const [file] = await tx
    .select({ isPublic: files.isPublic, userId: files.userId })
    .from(files)
    .where(eq(files.id, fileId))
    .for('update');
  return { hidden: file ? isHiddenFrom(file, userId) : false };
}

/** Adds or removes the caller's save; the counter moves only when the row did. */
export async function setSaved(db: MainDb, fileId: string, userId: string, saved: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    const { hidden } = await lockFileForUser(tx, fileId, userId);
    const changed = saved
      ? await tx
          .insert(fileSaves)
          .values({ fileId, userId, hidden })
          .onConflictDoNothing()
          .returning({ fileId: fileSaves.fileId })
      : await tx
          .delete(fileSaves)
          .where(and(eq(fileSaves.fileId, fileId), eq(fileSaves.userId, userId)))
          .returning({ fileId: fileSaves.fileId });
    const delta = changed.length === 0 ? 0 : saved ? 1 : -1;
    const [row] = await tx
      .update(files)
      .set({ saveCount: sql`greatest(${files.saveCount} + ${delta}, 0)` })
      .where(eq(files.id, fileId))
      .returning({ saveCount: files.saveCount });
    return row?.saveCount ?? 0;
  });
}

/** viewedBy is a set (viewed count = its length); a repeat view only moves the file up the list. */
export async function recordView(db: MainDb, fileId: string, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const { hidden } = await lockFileForUser(tx, fileId, userId);
    const [existing] = await tx
      .update(fileViews)
      .set({ createdAt: sql`now()` })
      .where(and(eq(fileViews.fileId, fileId), eq(fileViews.userId, userId)))
      .returning({ fileId: fileViews.fileId });
    let delta = 0;
    if (!existing) {
      const inserted = await tx
        .insert(fileViews)
        .values({ fileId, userId, hidden })
        .onConflictDoNothing()
        .returning({ fileId: fileViews.fileId });
      delta = inserted.length;
    }
    const [row] = await tx
      .update(files)
      .set({ viewCount: sql`${files.viewCount} + ${delta}` })
      .where(eq(files.id, fileId))
      .returning({ viewCount: files.viewCount });
    return row?.viewCount ?? 0;
  });
}

/** Every download counts; downloadedBy keeps the user once (latest first in their list). */
export async function recordDownload(db: MainDb, fileId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { hidden } = await lockFileForUser(tx, fileId, userId);
    await tx
      .insert(fileDownloads)
      .values({ fileId, userId, hidden })
      .onConflictDoUpdate({ target: [fileDownloads.fileId, fileDownloads.userId], set: { createdAt: sql`now()` } });
    await tx
      .update(files)
      .set({ downloadCount: sql`${files.downloadCount} + 1` })
      .where(eq(files.id, fileId));
  });
}

/**
 * A visitor's download (the owner allows it): it counts, and no row remembers who (there is no account).
 * The only public figure it moves is the file's download count.
 */
export async function recordVisitorDownload(db: MainDb, fileId: string): Promise<void> {
  await db
    .update(files)
    .set({ downloadCount: sql`${files.downloadCount} + 1` })
    .where(eq(files.id, fileId));
}

export async function deleteFileRow(db: MainDb | Transaction, fileId: string): Promise<FileRow | undefined> {
  const [row] = await db.delete(files).where(eq(files.id, fileId)).returning();
  return row;
}

export type OwnedFile = Pick<FileRow, 'id' | 'userId' | 'isPublic' | 'uploadSource' | 'storageKey'>;

/** Every file of a user, with where its bytes are (account deletion). */
export function selectOwnedFiles(db: MainDb, userId: string): Promise<OwnedFile[]> {
  return db
    .select({
      id: files.id,
      userId: files.userId,
      isPublic: files.isPublic,
      uploadSource: files.uploadSource,
      storageKey: files.storageKey,
    })
    .from(files)
    .where(eq(files.userId, userId));
}

/** Which of these file ids have a record, and in which store their bytes live (the orphan sweep). */
export async function findFileStores(db: MainDb, fileIds: string[]): Promise<Map<string, FileRow['uploadSource']>> {
  if (fileIds.length === 0) return new Map();
  const rows = await db
    .select({ id: files.id, uploadSource: files.uploadSource })
    .from(files)
    .where(inArray(files.id, fileIds));
  return new Map(rows.map((row) => [row.id, row.uploadSource]));
}

/** These files with the caller's flags, in the order of `ids` (ids without a file are left out). */
export async function findFilesWithFlags(db: MainDb, ids: string[], callerId: string | null): Promise<FileWithFlags[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(selectWithFlags(callerId !== null))
    .from(files)
    .where(inArray(files.id, ids))
    .execute({ callerId });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
