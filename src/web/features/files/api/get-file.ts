import { useQuery } from '@tanstack/react-query';
import { FILE_ROUTES } from '@shared/files/api-routes';
import { apiRequest } from '@/lib/api-client';
import { fileKeys } from './query-keys';

export function useFile(fileId: string) {
  return useQuery({
    queryKey: fileKeys.detail(fileId),
    queryFn: ({ signal }) => apiRequest(FILE_ROUTES.get, { params: { id: fileId }, signal }),
    select: (data) => data.file,
    retry: false,
  });
}
