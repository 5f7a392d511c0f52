// Queries of document search and the library. Search ranks three kinds of hit, each served by
// its own index: the words of the name, uploader and description (files_search_idx), the words of the
// document text per page (file_pages_search_idx), and trigrams of the unaccented name for partial names
// and typos (files_name_trgm_idx). Only files the caller may read are ever considered.
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { MainDb } from '../../db/connect';
import { filePages, files, readingPositions } from '../../db/main-schema';
import type { TDocumentFilters, TLibraryFormat, TLibrarySort } from '../../../shared/files/contract';
import { findFilesWithFlags, selectWithFlags, type FileWithFlags } from '../queries';
import { documentFilterConditions, documentFilterSql } from './library-facets';

/** Public files, plus the caller's own, under the search's filters (subject, level, tag). */
function readableBy(callerId: string | null, filters: TDocumentFilters = {}): SQL {
  const readable = callerId === null ? sql`f.is_public` : sql`(f.is_public OR f.user_id = ${callerId})`;
  return sql`${readable}${documentFilterSql(filters)}`;
}

export interface SearchMatch {
  id: string;
  /** The best page of the document text, when the text matched. */
  page: number | null;
}

/**
 * How many matches of each kind are ranked. A word found in more documents than this (a very common
 * word) is ranked among the first this many the index yields: ranking every one of tens of thousands
 * of documents costs a detoasted vector each, and such a query needs another word to be useful anyway.
 */
const RANKED_CANDIDATES = 200;
/** Name trigram matches considered when the words themselves found too little. */
const TRIGRAM_CANDIDATES = 100;

/**
 * The files whose name, uploader, description or document text hold every word of `tsQuery` (built by
 * toPrefixTsQuery: letters and digits only), best first: name words weigh most, then uploader and
 * description, then the best page of text; ties go to the newest file.
 */
export async function searchFiles(
  db: MainDb,
  options: { tsQuery: string; callerId: string | null; limit: number; offset: number; filters?: TDocumentFilters },
): Promise<SearchMatch[]> {
  const readable = readableBy(options.callerId, options.filters);
  const result = (await db.execute(sql`
    WITH q AS MATERIALIZED (SELECT to_tsquery('simple', ${options.tsQuery}) AS query),
    meta AS (
      SELECT c.id, ts_rank(c.search_vector, q.query) AS rank, NULL::int AS page
      FROM (SELECT f.id, f.search_vector FROM files f, q
            WHERE f.search_vector @@ q.query AND ${readable} LIMIT ${RANKED_CANDIDATES}) c, q
    ),
    pages AS (
      SELECT DISTINCT ON (c.file_id) c.file_id AS id, 0.8 * ts_rank(c.search_vector, q.query) AS rank, c.page
      FROM (SELECT p.file_id, p.page, p.search_vector FROM file_pages p JOIN files f ON f.id = p.file_id, q
            WHERE p.search_vector @@ q.query AND ${readable} LIMIT ${RANKED_CANDIDATES}) c, q
      ORDER BY c.file_id, 2 DESC, c.page
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

/**
 * Names that resemble `folded` (pg_trgm word similarity on the unaccented name): a word typed in the
 * middle of a name written without spaces ('tailieuontap'), or a fragment of one. Asked only when the
 * words found too little, since a trigram scan of a common fragment is costly.
 */
export async function searchSimilarNames(
  db: MainDb,
  options: { folded: string; callerId: string | null; exclude: string[]; filters?: TDocumentFilters },
): Promise<SearchMatch[]> {
  const readable = readableBy(options.callerId, options.filters);
  const exclude =
    options.exclude.length > 0
      ? sql`AND f.id NOT IN (${sql.join(
          options.exclude.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
  const result = (await db.execute(sql`
    SELECT c.id FROM (
      SELECT f.id, f.uploaded_at, word_similarity(${options.folded}, f_unaccent(lower(f.filename))) AS rank
      FROM files f
      WHERE ${options.folded} <% f_unaccent(lower(f.filename)) AND ${readable} ${exclude}
      LIMIT ${TRIGRAM_CANDIDATES}
    ) c
    ORDER BY c.rank DESC, c.uploaded_at DESC, c.id DESC
  `)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => ({ id: row.id, page: null }));
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
  helpful: files.helpfulScore,
} as const;

/**
 * Public files in the library's order, each order served by its partial index of public
 * files (files_public_newest_idx, files_public_downloads_idx, files_public_views_idx,
 * files_public_helpful_idx). Each row carries its helpful score, the 'helpful' order's cursor.
 */
export async function listLibrary(
  db: MainDb,
  options: {
    sort: TLibrarySort;
    format: TLibraryFormat | undefined;
    filters: TDocumentFilters;
    callerId: string | null;
    limit: number;
    cursor: LibraryCursor | undefined;
  },
): Promise<(FileWithFlags & { helpfulScore: number | null })[]> {
  const column = LIBRARY_ORDER[options.sort];
  const { cursor } = options;
  const cursorValue = cursor && (options.sort === 'newest' ? new Date(cursor.value) : cursor.value);
  // One statement: the page's files with the caller's flags, in the library's order.
  return db
    .select({ ...selectWithFlags(options.callerId !== null), helpfulScore: files.helpfulScore })
    .from(files)
    .where(
      and(
        sql`${files.isPublic}`,
        ...documentFilterConditions({ ...options.filters, format: options.format }),
        // One row comparison, so the order's index starts at the cursor instead of reading the pages before it.
        cursor && cursorValue !== undefined
          ? sql`(${column}, ${files.id}) < (${cursorValue}, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(column), desc(files.id))
    .limit(options.limit)
    .execute({ callerId: options.callerId });
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
