// Queries of document search and the library (issue 12). Search ranks three kinds of hit, each served by
// its own index: the words of the name, uploader and description (files_search_idx), the words of the
// document text per page (file_pages_search_idx), and trigrams of the unaccented name for partial names
// and typos (files_name_trgm_idx). Only files the caller may read are ever considered.
import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { MainDb } from '../db/connect';
import { filePages, files, readingPositions } from '../db/main-schema';
import { LIBRARY_FORMATS, type TLibraryFormat, type TLibrarySort } from '../../shared/files/contract';
import { findFilesWithFlags, type FileWithFlags } from './queries';

/** Public files, plus the caller's own. */
function readableBy(callerId: string | null): SQL {
  return callerId === null ? sql`f.is_public` : sql`(f.is_public OR f.user_id = ${callerId})`;
}

export interface SearchMatch {
  id: string;
  /** The best page of the document text, when the text matched. */
  page: number | null;
}

/**
 * The files matching `tsQuery` (built by toPrefixTsQuery, letters and digits only) or resembling
 * `folded` in name, best first: name words weigh most, then uploader and description, then the best
 * page of text; ties go to the newest file. One row more than `limit` tells whether a next page exists.
 */
export async function searchFiles(
  db: MainDb,
  options: { tsQuery: string; folded: string; callerId: string | null; limit: number; offset: number },
): Promise<SearchMatch[]> {
  const readable = readableBy(options.callerId);
  const result = (await db.execute(sql`
    WITH q AS (SELECT to_tsquery('simple', ${options.tsQuery}) AS query),
    meta AS (
      SELECT f.id, ts_rank(f.search_vector, q.query) AS rank, NULL::int AS page
      FROM files f, q WHERE f.search_vector @@ q.query AND ${readable}
      UNION ALL
      SELECT f.id, 0.5 * word_similarity(${options.folded}, f_unaccent(lower(f.filename))), NULL::int
      FROM files f WHERE ${options.folded} <% f_unaccent(lower(f.filename)) AND ${readable}
    ),
    pages AS (
      SELECT DISTINCT ON (p.file_id) p.file_id AS id, 0.8 * ts_rank(p.search_vector, q.query) AS rank, p.page
      FROM file_pages p JOIN files f ON f.id = p.file_id, q
      WHERE p.search_vector @@ q.query AND ${readable}
      ORDER BY p.file_id, 2 DESC, p.page
    ),
    scored AS (
      SELECT id, sum(rank) AS rank, max(page) AS page
      FROM (SELECT * FROM meta UNION ALL SELECT * FROM pages) hits
      GROUP BY id
    )
    SELECT s.id, s.page FROM scored s JOIN files f ON f.id = s.id
    ORDER BY s.rank DESC, f.uploaded_at DESC, f.id DESC
    LIMIT ${options.limit} OFFSET ${options.offset}
  `)) as unknown as { rows: { id: string; page: number | null }[] };
  return result.rows.map((row) => ({ id: row.id, page: row.page === null ? null : Number(row.page) }));
}

/** The matched files with the caller's flags, by id. */
export async function findFilesForSearch(
  db: MainDb,
  matches: SearchMatch[],
  callerId: string | null,
): Promise<Map<string, FileWithFlags>> {
  const rows = await findFilesWithFlags(
    db,
    matches.map((match) => match.id),
    callerId,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The text of the given (file, page) pairs, keyed `${fileId}:${page}`. */
export async function findPageTexts(
  db: MainDb,
  wanted: { fileId: string; page: number }[],
): Promise<Map<string, string>> {
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ fileId: filePages.fileId, page: filePages.page, text: filePages.text })
    .from(filePages)
    .where(or(...wanted.map(({ fileId, page }) => and(eq(filePages.fileId, fileId), eq(filePages.page, page)))));
  return new Map(rows.map((row) => [`${row.fileId}:${row.page}`, row.text]));
}

/** Where a library page ends: the last card's sort value (a count, or upload time in ms) and its id. */
export interface LibraryCursor {
  value: number;
  id: string;
}

const LIBRARY_ORDER = {
  newest: files.uploadedAt,
  downloads: files.downloadCount,
  views: files.viewCount,
} as const;

/**
 * Public files in the library's order (issue 12), each order served by its partial index of public
 * files (files_public_newest_idx, files_public_downloads_idx, files_public_views_idx).
 */
export async function listLibrary(
  db: MainDb,
  options: {
    sort: TLibrarySort;
    format: TLibraryFormat | undefined;
    callerId: string | null;
    limit: number;
    cursor: LibraryCursor | undefined;
  },
): Promise<FileWithFlags[]> {
  const column = LIBRARY_ORDER[options.sort];
  const { cursor } = options;
  const cursorValue = cursor && (options.sort === 'newest' ? new Date(cursor.value) : cursor.value);
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        sql`${files.isPublic}`,
        options.format ? inArray(files.extension, [...LIBRARY_FORMATS[options.format]]) : undefined,
        cursor && cursorValue !== undefined
          ? or(lt(column, cursorValue), and(eq(column, cursorValue), lt(files.id, cursor.id)))
          : undefined,
      ),
    )
    .orderBy(desc(column), desc(files.id))
    .limit(options.limit);
  return findFilesWithFlags(
    db,
    rows.map((row) => row.id),
    options.callerId,
  );
}

export async function findReadingPosition(db: MainDb, userId: string, fileId: string): Promise<number | null> {
  const [row] = await db
    .select({ page: readingPositions.page })
    .from(readingPositions)
    .where(and(eq(readingPositions.userId, userId), eq(readingPositions.fileId, fileId)));
  return row?.page ?? null;
}

export async function saveReadingPosition(db: MainDb, userId: string, fileId: string, page: number): Promise<void> {
  await db
    .insert(readingPositions)
    .values({ userId, fileId, page })
    .onConflictDoUpdate({
      target: [readingPositions.userId, readingPositions.fileId],
      set: { page, updatedAt: sql`now()` },
    });
}
