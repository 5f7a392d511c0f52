// The HTTP contract of document sharing: every request and response of /api/v4/files and
// /api/v4/users, shared by the Fastify routes and the web client.
//
//   POST   /files/public/upload          multipart: description? then file → 201 ZUploadResponse (sign-in)
//   GET    /files/me/counts               → ZMyFileCounts (sign-in)
//   GET    /files/me/:list                list ∈ ZMyFileList → ZFileListResponse, newest first (sign-in)
//   GET    /users/:userId                 → ZAuthorSummary, 404 USER_NOT_FOUND
//   GET    /users/:userId/files           → ZFileListResponse: public files, or all when caller is the author
//   GET    /files/:id                     → ZFileResponse, 404 FILE_NOT_FOUND, 403 FILE_FORBIDDEN
//   PATCH  /files/:id                     ZUpdateFileRequest → ZFileResponse (owner only)
//   PUT    /files/:id/save                ZSaveRequest → ZSaveResponse (sign-in)
//   POST   /files/:id/views               → ZViewResponse (sign-in; anonymous gets 204 and nothing is recorded)
//   GET    /files/:id/download            attachment bytes; counts the download (sign-in, or a visitor when the
//                                         owner allows it on a public file: allowVisitorDownload)
//   GET    /files/:id/content             inline bytes with HTTP Range, safe headers (viewer, pdf.js)
//   GET    /files/:id/preview.pdf         the PDF the preview job made of an office file (409 OFFICE_PREVIEW_PENDING
//                                         until then, 422 OFFICE_PREVIEW_FAILED, 404 OFFICE_PREVIEW_UNAVAILABLE)
//   GET    /files/:id/thumbnail           WebP thumbnail, the file's access rule, long cache
//   GET    /files/search?q=               → ZSearchResponse: ranked hits with snippet and page
//   GET    /files/library                 ZLibraryQuery → ZFileListResponse: public files
//   GET    /files/:id/position            → ZReadingPosition (sign-in; page null when never opened)
//   PUT    /files/:id/position            ZReadingPosition → ZReadingPosition (sign-in)
//   DELETE /files/:id                     → ZDeleteResponse (owner only)
//   DELETE /files/delete/:id              the original spelling of the same; POST with {action:'delete'} as fallback
//
// Errors always use the shared body { code, message } (src/shared/errors.ts), message in Vietnamese.
// The routes attach these schemas as Fastify route schemas (params, querystring, body, response).
import { z } from 'zod';
import { UPLOAD } from '../constants';
import { GENERIC_ERRORS } from '../errors';
import { isSafeMultiLineText } from '../text-rules';
import {
  DOCUMENT_LEVELS,
  DOCUMENT_MAX_TAGS,
  DOCUMENT_SUBJECT_MAX_LENGTH,
  DOCUMENT_TAG_MAX_LENGTH,
  normalizeTag,
  normalizeTags,
  type DocumentInfoProblem,
} from './document-info';
import { LIBRARY_FORMATS, LIBRARY_SORTS } from './library';
import { DOCUMENT_INFO_ERRORS, FILE_ERRORS, SEARCH_ERRORS } from './messages';
import { VISITOR_DOWNLOAD_ERRORS } from './rating-messages';
import { SEARCH_MAX_QUERY_LENGTH } from './search';

export const ZFileIdParams = z.object({ id: z.string().max(100) });
export const ZUserIdParams = z.object({ userId: z.string().min(1).max(200) });

export const ZUploadSource = z.enum(['media', 'storage']);

/** A file as the API presents it. Fields meant for the owner only are absent for everyone else. */
export const ZFile = z.object({
  id: z.string(),
  userId: z.string(),
  /** Present only when the caller owns the file. */
  userEmail: z.string().optional(),
  userName: z.string().nullable(),
  userPhoto: z.string().nullable(),
  /** Same-origin address of the bytes: `/api/v4/files/{id}/content`. */
  fileUrl: z.string(),
  uploadSource: ZUploadSource,
  filename: z.string(),
  /** What the document is called: the owner's title, else its file name (which downloads keep). */
  title: z.string(),
  /** One of the site's configured subjects (TOEIC, IELTS, Ngữ pháp…), or null when unsaid. */
  subject: z.string().nullable(),
  level: z.enum(DOCUMENT_LEVELS).nullable(),
  /** Free tags, at most DOCUMENT_MAX_TAGS, lower case. */
  tags: z.array(z.string()),
  /** The owner lets visitors (no account) download this public file. */
  allowVisitorDownload: z.boolean(),
  /** Ratings (1–5) given by signed-in readers, and their average to one decimal (null without any). */
  ratingCount: z.number(),
  ratingAverage: z.number().nullable(),
  /** Comments readers see. */
  commentCount: z.number(),
  /** Entries of an archive (.zip); null for a file that is not an archive. */
  archiveEntryCount: z.number().nullable(),
  /** MIME subtype or extension, e.g. 'pdf', 'vnd.openxmlformats-officedocument.wordprocessingml.document'. */
  format: z.string(),
  mimeType: z.string(),
  size: z.number(),
  description: z.string().nullable(),
  isPublic: z.boolean(),
  uploadedAt: z.string(),
  downloadCount: z.number(),
  likeCount: z.number(),
  viewCount: z.number(),
  saveCount: z.number(),
  isSaved: z.boolean(),
  isDownloaded: z.boolean(),
  isOwner: z.boolean(),
  /** The background job's state ('pending' shows 'Đang xử lý', 'failed' 'Không thể tạo bản xem trước'). */
  previewState: z.enum(['pending', 'ready', 'failed']),
  /** Pages of the document (PDF or converted Office file), else null. */
  pageCount: z.number().nullable(),
  /** Same-origin WebP thumbnail, or null: the card shows the format badge instead. */
  thumbnailUrl: z.string().nullable(),
  /**
   * The file was hidden by an admin, and why ('Đã bị ẩn bởi quản trị viên: {lý do}').
   * Told to the owner (and to an admin judging it); null for everyone else and for a file not hidden.
   */
  moderation: z.object({ hiddenAt: z.string(), reason: z.string() }).nullable(),
});
export type TFile = z.infer<typeof ZFile>;

export const ZFileResponse = z.object({ file: ZFile });
export type TFileResponse = z.infer<typeof ZFileResponse>;

export const ZUploadResponse = z.object({ file: ZFile, message: z.string() });
export type TUploadResponse = z.infer<typeof ZUploadResponse>;

export const ZFileListResponse = z.object({
  files: z.array(ZFile),
  /** Pass as `cursor` to read the next page; null on the last page. */
  nextCursor: z.string().nullable().optional(),
});
export type TFileListResponse = z.infer<typeof ZFileListResponse>;

/**
 * Lists are pages of at most FILE_LIST_MAX_LIMIT files, newest first. 24 cards fill a phone screen
 * several times and a two-column grid twice over; 'Xem thêm' brings more, so a first page stays small.
 */
export const FILE_LIST_DEFAULT_LIMIT = 24;
export const FILE_LIST_MAX_LIMIT = 100;

/** Where a list page ends: the sort time of its last file (ms precision) and that file's id. */
export interface TListCursor {
  time: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** File ids are UUIDs: anything else is no file, answered before the database is asked. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * The times a cursor may name (a file's upload, save, download or view), in ms: from 1970, before any file,
 * to the last millisecond of year 9999, the last the ISO form writes with four digits. The database reads
 * every time of that range; a year 0000, a negative or a six-digit year would fail there as a 500.
 */
const CURSOR_TIME_RANGE = { earliest: 0, latest: Date.UTC(9999, 11, 31, 23, 59, 59, 999) } as const;
/** The counts columns are PostgreSQL integers: a larger number in a cursor would fail in the database. */
const CURSOR_COUNT_MAX = 2_147_483_647;

function isCursorTime(ms: number): boolean {
  return ms >= CURSOR_TIME_RANGE.earliest && ms <= CURSOR_TIME_RANGE.latest;
}

/** The opaque `nextCursor`: base64url of `{ISO time}|{file id}`. */
export function encodeListCursor({ time, id }: TListCursor): string {
  return btoa(`${time.toISOString()}|${id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The cursor a server could have written, or null: anything else would reach the database. */
export function decodeListCursor(cursor: string): TListCursor | null {
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const [iso, id, ...rest] = text.split('|');
  if (rest.length > 0 || !iso || !id || !isUuid(id)) return null;
  const time = new Date(iso);
  // Only the exact form toISOString writes, within CURSOR_TIME_RANGE: an instant the database reads the same way.
  if (!isCursorTime(time.getTime()) || time.toISOString() !== iso) return null;
  return { time, id };
}

export const ZListCursor = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const cursor = decodeListCursor(value);
    if (cursor) return cursor;
    ctx.issues.push({ code: 'custom', input: value, message: GENERIC_ERRORS.badRequest.message });
    return z.NEVER;
  });

export const ZFileListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(FILE_LIST_MAX_LIMIT).default(FILE_LIST_DEFAULT_LIMIT),
  cursor: ZListCursor.optional(),
});
export type TFileListQuery = z.output<typeof ZFileListQuery>;

export const ZMyFileList = z.enum(['uploaded', 'saved', 'downloaded', 'viewed']);
export type TMyFileList = z.infer<typeof ZMyFileList>;
export const ZMyListParams = z.object({ list: ZMyFileList });

export const ZMyFileCounts = z.object({
  uploaded: z.number(),
  saved: z.number(),
  downloaded: z.number(),
  viewed: z.number(),
});
export type TMyFileCounts = z.infer<typeof ZMyFileCounts>;

/** Author summary, derived from the author's files visible to the caller. */
export const ZAuthorSummary = z.object({
  uid: z.string(),
  /** Present only when the caller is the author. */
  email: z.string().optional(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  totalFiles: z.number(),
  totalDownloads: z.number(),
  totalLikes: z.number(),
  /** Earliest upload date, or the account's creation when there is none yet. */
  joinedAt: z.string(),
  isMe: z.boolean(),
});
export type TAuthorSummary = z.infer<typeof ZAuthorSummary>;

/** An upload's or an edit's description, trimmed, at most UPLOAD.maxDescriptionLength characters, lines of text. */
export const ZFileDescription = z
  .string()
  .trim()
  .max(UPLOAD.maxDescriptionLength, { error: FILE_ERRORS.descriptionTooLong.message })
  .refine(isSafeMultiLineText, { error: FILE_ERRORS.descriptionInvalid.message });

/** The catalogue error of a description ZFileDescription refused: bad characters, or too long. */
export function descriptionErrorOf(error: { issues: readonly { message: string }[] }) {
  return error.issues.some((issue) => issue.message === FILE_ERRORS.descriptionInvalid.message)
    ? FILE_ERRORS.descriptionInvalid
    : FILE_ERRORS.descriptionTooLong;
}

const documentInfoError = (problem: DocumentInfoProblem) => ({ error: DOCUMENT_INFO_ERRORS[problem].message });

/**
 * A title as sent: one line, its length checked on the trimmed text (document-info.ts normalizeTitle stores
 * it, which needs the file name: the service's step). Blank or null: the file name again.
 */
export const ZDocumentTitle = z.string().max(1000, documentInfoError('titleTooLong'));

/** A subject as sent; whether the site lists it is the service's check (the list is configuration). */
export const ZDocumentSubject = z.string().max(DOCUMENT_SUBJECT_MAX_LENGTH * 4, documentInfoError('subjectUnknown'));

/** Tags as stored (document-info.ts normalizeTags): lower case, repeats merged, at most DOCUMENT_MAX_TAGS. */
export const ZDocumentTags = z
  .array(z.string().max(DOCUMENT_TAG_MAX_LENGTH * 4, documentInfoError('tagInvalid')))
  .max(DOCUMENT_MAX_TAGS * 4, documentInfoError('tooManyTags'))
  .transform((value, ctx) => {
    const checked = normalizeTags(value);
    if (checked.ok) return checked.value;
    ctx.issues.push({ code: 'custom', input: value, message: DOCUMENT_INFO_ERRORS[checked.problem].message });
    return z.NEVER;
  });

export const ZUpdateFileRequest = z
  .object({
    /** An empty description is stored as null. */
    description: ZFileDescription.nullable().optional(),
    isPublic: z.boolean().optional(),
    /** 'Cho phép khách tải xuống': visitors may download this file while it is public. */
    allowVisitorDownload: z.boolean({ error: VISITOR_DOWNLOAD_ERRORS.switchInvalid.message }).optional(),
    /** Blank or null: the document is called by its file name again. */
    title: ZDocumentTitle.nullable().optional(),
    /** Null (or blank): no subject. */
    subject: ZDocumentSubject.nullable().optional(),
    level: z.enum(DOCUMENT_LEVELS, documentInfoError('levelInvalid')).nullable().optional(),
    tags: ZDocumentTags.optional(),
  })
  .strict();
export type TUpdateFileRequest = z.input<typeof ZUpdateFileRequest>;
/** The same as the route has parsed it (tags normalised). */
export type TUpdateFileChanges = z.output<typeof ZUpdateFileRequest>;

export const ZSaveRequest = z.object({ saved: z.boolean() }).strict();
export const ZSaveResponse = z.object({ isSaved: z.boolean(), saveCount: z.number() });
export type TSaveResponse = z.infer<typeof ZSaveResponse>;

export const ZViewResponse = z.object({ viewCount: z.number() });

/** `warning` carries 'Đã xóa file khỏi database, nhưng có thể còn trong …' when bytes stayed. */
export const ZDeleteResponse = z.object({ message: z.string(), warning: z.string().optional() });
export type TDeleteResponse = z.infer<typeof ZDeleteResponse>;

export const ZDeleteFallbackRequest = z.object({ action: z.literal('delete') });

export function fileContentPath(fileId: string): string {
  return `/api/v4/files/${encodeURIComponent(fileId)}/content`;
}

/** Where the WebP thumbnail of a file is served, with the file's own access rule. */
export function fileThumbnailPath(fileId: string): string {
  return `/api/v4/files/${encodeURIComponent(fileId)}/thumbnail`;
}

// ---- search, library and reading position ----

/** One tag of a filter, as the tags are stored (normalizeTag); a tag no file can carry finds nothing. */
const ZTagFilter = z
  .string()
  .max(DOCUMENT_TAG_MAX_LENGTH * 4)
  .transform((value, ctx) => {
    const tag = normalizeTag(value);
    if (tag !== null) return tag;
    ctx.issues.push({ code: 'custom', input: value, message: DOCUMENT_INFO_ERRORS.tagInvalid.message });
    return z.NEVER;
  });

/** The library's filters by what a document is (besides its format): one subject, one level, one tag. */
export const ZDocumentFilters = z.object({
  subject: z
    .string()
    .trim()
    .min(1)
    .max(DOCUMENT_SUBJECT_MAX_LENGTH * 4)
    .optional(),
  level: z.enum(DOCUMENT_LEVELS, documentInfoError('levelInvalid')).optional(),
  tag: ZTagFilter.optional(),
});
export type TDocumentFilters = z.output<typeof ZDocumentFilters>;

export const SEARCH_PAGE_SIZE = 20;
/** Ranked results are paged by offset; deeper than this nobody reads, and it bounds the work. */
export const SEARCH_MAX_OFFSET = 200;

export const ZSearchQuery = ZDocumentFilters.extend({
  q: z
    .string()
    .trim()
    .min(1, { error: SEARCH_ERRORS.emptyQuery.message })
    .max(SEARCH_MAX_QUERY_LENGTH, { error: SEARCH_ERRORS.queryTooLong.message }),
  limit: z.coerce.number().int().min(1).max(50).default(SEARCH_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(SEARCH_MAX_OFFSET).default(0),
});
export type TSearchQuery = z.output<typeof ZSearchQuery>;

export const ZSnippetPart = z.object({ text: z.string(), hit: z.boolean() });

export const ZSearchHit = z.object({
  file: ZFile,
  /** Where the words were found: the page of the document text, else the description; null for name hits. */
  snippet: z.array(ZSnippetPart).nullable(),
  /** 1-based page of the snippet, null when it is not from the document text. */
  page: z.number().nullable(),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;

export const ZSearchResponse = z.object({
  hits: z.array(ZSearchHit),
  /** Offset of the next page, null on the last one. */
  nextOffset: z.number().nullable(),
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;

export const ZLibrarySort = z.enum(LIBRARY_SORTS);
export type TLibrarySort = z.infer<typeof ZLibrarySort>;

export type TLibraryFormat = keyof typeof LIBRARY_FORMATS;
export const ZLibraryFormat = z.enum(Object.keys(LIBRARY_FORMATS) as [TLibraryFormat, ...TLibraryFormat[]]);

/** The library's cursor: the last card's sort value (a count, a helpful score, or the upload time in ms) and its id. */
export const ZLibraryQuery = ZDocumentFilters.extend({
  sort: ZLibrarySort.default('newest'),
  format: ZLibraryFormat.optional(),
  limit: z.coerce.number().int().min(1).max(FILE_LIST_MAX_LIMIT).default(FILE_LIST_DEFAULT_LIMIT),
  cursor: z.string().max(200).optional(),
});
export type TLibraryQuery = z.output<typeof ZLibraryQuery>;

/** How many public files each subject, level and tag holds under the library's other filters. */
export const ZLibraryFacetsQuery = ZDocumentFilters.extend({ format: ZLibraryFormat.optional() });
export type TLibraryFacetsQuery = z.output<typeof ZLibraryFacetsQuery>;

export const ZFacetCount = z.object({ value: z.string(), count: z.number() });
export const ZLibraryFacets = z.object({
  /** Every subject that holds a file, most files first. */
  subjects: z.array(ZFacetCount),
  levels: z.array(z.object({ value: z.enum(DOCUMENT_LEVELS), count: z.number() })),
  /** The LIBRARY_TOP_TAGS tags that hold the most files (and the filtered tag, whatever its count). */
  tags: z.array(ZFacetCount),
});
export type TLibraryFacets = z.infer<typeof ZLibraryFacets>;

/** Tags the library's filter offers at once: the most used. */
export const LIBRARY_TOP_TAGS = 12;

const ZPageNumber = z.number().int().min(1).max(100_000);
/** The page a signed-in reader reached in a document; null when they never opened it. */
export const ZReadingPosition = z.object({ page: ZPageNumber.nullable() });
export type TReadingPosition = z.infer<typeof ZReadingPosition>;
export const ZSaveReadingPosition = z.object({ page: ZPageNumber }).strict();

/** The library's opaque cursor: base64url of `{sort value}|{file id}`. */
export function encodeLibraryCursor(value: number, id: string): string {
  return btoa(`${value}|${id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A cursor the server could have written for this order, or null: an upload time, or a count. */
export function decodeLibraryCursor(cursor: string, sort: TLibrarySort): { value: number; id: string } | null {
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const [value, id, ...rest] = text.split('|');
  if (rest.length > 0 || !value || !id || !isUuid(id) || !/^\d{1,15}$/.test(value)) return null;
  const number = Number(value);
  const isInRange = sort === 'newest' ? isCursorTime(number) : number <= CURSOR_COUNT_MAX;
  return isInRange ? { value: number, id } : null;
}
