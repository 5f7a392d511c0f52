import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFileResponse, TUpdateFileRequest } from '@shared/files/contract';
import { apiRequest } from '@/lib/api-client';
import { fileKeys } from './query-keys';

export function useUpdateFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, changes }: { fileId: string; changes: TUpdateFileRequest }) =>
      apiRequest<TFileResponse>(`/files/${encodeURIComponent(fileId)}`, { method: 'PATCH', json: changes }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
}
