// The library's state lives in its address (issue 12): `q` (a search), `sort` and `format`, so back,
// forward and a shared link show the same list. Anything the address cannot mean falls back to the default.
import type { TLibraryFormat, TLibrarySort } from '@shared/files/contract';
import { LIBRARY_FORMATS, LIBRARY_SORTS } from '@shared/files/library';

export interface LibraryQuery {
  /** The search as typed (trimmed), '' for the plain library. */
  q: string;
  sort: TLibrarySort;
  format: TLibraryFormat | null;
}

export const LIBRARY_SORT_LABELS: Record<TLibrarySort, string> = {
  newest: 'Mới nhất',
  downloads: 'Tải nhiều nhất',
  views: 'Xem nhiều nhất',
};

/** The format filter's options in the order a learner scans them; null is 'Tất cả'. */
export const LIBRARY_FORMAT_OPTIONS: { value: TLibraryFormat | null; label: string }[] = [
  { value: null, label: 'Tất cả' },
  { value: 'pdf', label: 'PDF' },
  { value: 'word', label: 'Word' },
  { value: 'sheet', label: 'Excel' },
  { value: 'slides', label: 'PowerPoint' },
  { value: 'image', label: 'Ảnh' },
  { value: 'audio', label: 'Âm thanh' },
  { value: 'video', label: 'Video' },
  { value: 'text', label: 'Văn bản' },
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
  if (count === 0) return 'Không tìm thấy tài liệu phù hợp';
  return hasMore ? `Hơn ${count} tài liệu phù hợp` : `${count} tài liệu phù hợp`;
}
