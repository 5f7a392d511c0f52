import { useQuery } from '@tanstack/react-query';
import type { TFileResponse } from '@shared/files/contract';
import { apiRequest } from '@/lib/api-client';
import { fileKeys } from './query-keys';

export function useFile(fileId: string) {
  return useQuery({
    queryKey: fileKeys.detail(fileId),
    queryFn: ({ signal }) => apiRequest<TFileResponse>(`/files/${encodeURIComponent(fileId)}`, { signal }),
    select: (data) => data.file,
    retry: false,
  });
}
