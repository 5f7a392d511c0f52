// The library's state lives in its address: `q` (a search), `sort` and `format`, so back,
// forward and a shared link show the same list. Anything the address cannot mean falls back to the default.
import type { TLibraryFormat, TLibrarySort } from '@shared/files/contract';
import { LIBRARY_FORMATS, LIBRARY_SORTS } from '@shared/files/library';
import { FILES_TEXT } from '@shared/files/messages';

export interface LibraryQuery {
  /** The search as typed (trimmed), '' for the plain library. */
  q: string;
  sort: TLibrarySort;
  format: TLibraryFormat | null;
}

export const LIBRARY_SORT_LABELS: Record<TLibrarySort, string> = FILES_TEXT.library.sorts;

const FORMAT_LABELS = FILES_TEXT.library.formats;

/** The format filter's options in the order a learner scans them; null is every format. */
export const LIBRARY_FORMAT_OPTIONS: { value: TLibraryFormat | null; label: string }[] = [
  { value: null, label: FORMAT_LABELS.all },
  { value: 'pdf', label: FORMAT_LABELS.pdf },
  { value: 'word', label: FORMAT_LABELS.word },
  { value: 'sheet', label: FORMAT_LABELS.sheet },
  { value: 'slides', label: FORMAT_LABELS.slides },
  { value: 'image', label: FORMAT_LABELS.image },
  { value: 'audio', label: FORMAT_LABELS.audio },
  { value: 'video', label: FORMAT_LABELS.video },
  { value: 'text', label: FORMAT_LABELS.text },
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
  };
}

/** The line under a search's heading: how many files were found so far (the server gives no total). */
export function searchSummary(count: number, hasMore: boolean): string {
  return FILES_TEXT.library.matchCount(count, hasMore);
}
