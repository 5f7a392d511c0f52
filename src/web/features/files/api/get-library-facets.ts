// GET /files/library/facets?format=&subject=&level=&tag= — how many public files each subject, level and
// top tag holds under the other filters.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TLibraryFormat } from '@shared/files/contract';
import { FILE_ROUTES } from '@shared/files/api-routes';
import { apiRequest } from '@/lib/api-client';
import type { DocumentFilters } from '@/features/files/lib/library-query';
import { fileKeys } from './query-keys';

export function useLibraryFacets(format: TLibraryFormat | null, filters: DocumentFilters) {
  return useQuery({
    queryKey: fileKeys.libraryFacets(format, filters),
    queryFn: ({ signal }) =>
      apiRequest(FILE_ROUTES.libraryFacets, { query: { format: format ?? undefined, ...filters }, signal }),
    // The filters stay in place, with the counts before, while the new counts load.
    placeholderData: keepPreviousData,
  });
}
