import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSaveResponse } from '@shared/files/contract';
import { apiRequest } from '@/lib/api-client';
import { fileKeys } from './query-keys';

export function useSaveFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, saved }: { fileId: string; saved: boolean }) =>
      apiRequest<TSaveResponse>(`/files/${encodeURIComponent(fileId)}/save`, {
        method: 'PUT',
        json: { saved },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
}
