// TanStack Query keys of the files feature; live events invalidate the whole `files` tree.
import type { TLibraryFormat, TLibrarySort, TMyFileList } from '@shared/files/contract';
import type { DocumentFilters } from '@/features/files/lib/library-query';

export const fileKeys = {
  all: ['files'] as const,
  myCounts: () => ['files', 'me', 'counts'] as const,
  myList: (list: TMyFileList) => ['files', 'me', list] as const,
  author: (userId: string) => ['files', 'author', userId] as const,
  authorFiles: (userId: string) => ['files', 'author', userId, 'files'] as const,
  detail: (fileId: string) => ['files', 'detail', fileId] as const,
  myRating: (fileId: string) => ['files', 'detail', fileId, 'my-rating'] as const,
  library: (sort: TLibrarySort, format: TLibraryFormat | null, filters: DocumentFilters = {}) =>
    ['files', 'library', sort, format, filters] as const,
  libraryFacets: (format: TLibraryFormat | null, filters: DocumentFilters) =>
    ['files', 'library-facets', format, filters] as const,
  search: (q: string) => ['files', 'search', q] as const,
};
