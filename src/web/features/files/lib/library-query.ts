// The library's state lives in its address: `q` (a search), `sort`, `format`, `subject`, `level` and `tag`,
// so back, forward and a shared link show the same list. Anything the address cannot mean falls back to the
// default.
import type { TLibraryFormat, TLibrarySort } from '@shared/files/contract';
import { isDocumentLevel, normalizeTag, type TDocumentLevel } from '@shared/files/document-info';
import { LIBRARY_FORMATS, LIBRARY_SORTS } from '@shared/files/library';
import type { MessageId } from '@/i18n/i18n';

export interface LibraryQuery {
  /** The search as typed (trimmed), '' for the plain library. */
  q: string;
  sort: TLibrarySort;
  format: TLibraryFormat | null;
  filters: DocumentFilters;
}

/** The library's filters by what a document is; an absent key is no filter. */
export interface DocumentFilters {
  subject?: string;
  level?: TDocumentLevel;
  tag?: string;
}

export const LIBRARY_SORT_LABELS: Record<TLibrarySort, MessageId> = {
  newest: 'files.library.sort.newest',
  downloads: 'files.library.sort.downloads',
  views: 'files.library.sort.views',
  helpful: 'files.library.sort.helpful',
};

/** The format filter's options in the order a learner scans them; null is every format. */
export const LIBRARY_FORMAT_OPTIONS: { value: TLibraryFormat | null; label: MessageId }[] = [
  { value: null, label: 'files.library.format.all' },
  { value: 'pdf', label: 'files.library.format.pdf' },
  { value: 'word', label: 'files.library.format.word' },
  { value: 'sheet', label: 'files.library.format.sheet' },
  { value: 'slides', label: 'files.library.format.slides' },
  { value: 'image', label: 'files.library.format.image' },
  { value: 'audio', label: 'files.library.format.audio' },
  { value: 'video', label: 'files.library.format.video' },
  { value: 'text', label: 'files.library.format.text' },
  { value: 'archive', label: 'files.library.format.archive' },
];

function isLibrarySort(value: string | null): value is TLibrarySort {
  return (LIBRARY_SORTS as readonly (string | null)[]).includes(value);
}

function isLibraryFormat(value: string | null): value is TLibraryFormat {
  return value !== null && Object.hasOwn(LIBRARY_FORMATS, value);
}

export function parseLibraryQuery(params: URLSearchParams): LibraryQuery {
  const sort = params.get('sort');
  const format = params.get('format');
  return {
    // Kept as typed, even when too long: the server's 400 message says what is wrong with it.
    q: (params.get('q') ?? '').trim(),
    sort: isLibrarySort(sort) ? sort : 'newest',
    format: isLibraryFormat(format) ? format : null,
    filters: parseDocumentFilters(params),
  };
}

/** The subject as written, a known level, a tag as the tags are stored (the rules of document-info.ts). */
export function parseDocumentFilters(params: URLSearchParams): DocumentFilters {
  const filters: DocumentFilters = {};
  const subject = params.get('subject')?.trim();
  if (subject) filters.subject = subject;
  const level = params.get('level');
  if (isDocumentLevel(level)) filters.level = level;
  const tag = normalizeTag(params.get('tag') ?? '');
  if (tag !== null) filters.tag = tag;
  return filters;
}

export function hasDocumentFilters(filters: DocumentFilters): boolean {
  return filters.subject !== undefined || filters.level !== undefined || filters.tag !== undefined;
}

/**
 * The line under a search's heading (its `count` value): how many files were found so far; the server gives
 * no total, so "more than n" while more pages remain.
 */
export function searchSummary(hasMore: boolean): MessageId {
  return hasMore ? 'files.library.matchCountMore' : 'files.library.matchCount';
}
