// GET/PUT /files/{id}/position — the page a signed-in reader reached in a document.
import { useMutation, useQuery } from '@tanstack/react-query';
import { FILE_ROUTES } from '@shared/files/api-routes';
import { apiRequest } from '@/lib/api-client';

const positionKey = (fileId: string) => ['reading-position', fileId] as const;

export function useReadingPosition(fileId: string, enabled: boolean) {
  return useQuery({
    queryKey: positionKey(fileId),
    queryFn: ({ signal }) => apiRequest(FILE_ROUTES.readingPosition, { params: { id: fileId }, signal }),
    enabled,
    retry: false,
    // What the reader reached since is saved by this page itself: no refetch should bring the offer back.
    staleTime: Infinity,
  });
}

export function useSaveReadingPosition(fileId: string) {
  return useMutation({
    mutationFn: (page: number) =>
      apiRequest(FILE_ROUTES.saveReadingPosition, { params: { id: fileId }, body: { page } }),
  });
}
